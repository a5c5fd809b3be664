#include "pixel_loops.h"
#include <math.h>
#include <stdint.h>
#include <string.h>

// The buffers are premultiplied float RGBA, top row first; `left` and `top` place the top-left
// corner in Core Image's working space (y up), so pixel (x, y) is centred at
// (left + x + 0.5, top - y - 0.5).

static void pixel_at(const float *src, long w, long h, long x, long y, int clamp, float out[4]) {
    if (clamp) {
        x = x < 0 ? 0 : (x >= w ? w - 1 : x);
        y = y < 0 ? 0 : (y >= h ? h - 1 : y);
    } else if (x < 0 || y < 0 || x >= w || y >= h) {
        out[0] = out[1] = out[2] = out[3] = 0;
        return;
    }
    memcpy(out, src + (y * w + x) * 4, 4 * sizeof(float));
}

/// The bilinear blend at working-space point (px, py); transparent beyond the edges, or the
/// nearest edge pixels with `clamp`.
static void sample(const float *src, long w, long h, double left, double top, double px, double py, int clamp, float out[4]) {
    double fx = px - left - 0.5, fy = top - py - 0.5;
    if (clamp) {
        fx = fx < -1 ? -1 : (fx > w ? w : fx);
        fy = fy < -1 ? -1 : (fy > h ? h : fy);
    }
    if (!isfinite(fx) || !isfinite(fy) || fx < -2 || fy < -2 || fx > w + 1 || fy > h + 1) {
        out[0] = out[1] = out[2] = out[3] = 0;
        return;
    }
    long x0 = (long)floor(fx), y0 = (long)floor(fy);
    float tx = (float)(fx - x0), ty = (float)(fy - y0);
    float a[4], b[4], c[4], d[4];
    pixel_at(src, w, h, x0, y0, clamp, a);
    pixel_at(src, w, h, x0 + 1, y0, clamp, b);
    pixel_at(src, w, h, x0, y0 + 1, clamp, c);
    pixel_at(src, w, h, x0 + 1, y0 + 1, clamp, d);
    for (int k = 0; k < 4; k++) {
        float top_row = a[k] + (b[k] - a[k]) * tx, bottom_row = c[k] + (d[k] - c[k]) * tx;
        out[k] = top_row + (bottom_row - top_row) * ty;
    }
}

void backplate_pixellate(const float *src, float *dst, size_t width, size_t height, double left, double top,
                         double cx, double cy, double scale) {
    long w = (long)width, h = (long)height;
    for (long y = 0; y < h; y++) {
        double py = top - y - 0.5;
        double cell_y = cy + (floor((py - cy) / scale) + 0.5) * scale;
        for (long x = 0; x < w; x++) {
            double px = left + x + 0.5;
            double cell_x = cx + (floor((px - cx) / scale) + 0.5) * scale;
            sample(src, w, h, left, top, cell_x, cell_y, 1, dst + (y * w + x) * 4);
        }
    }
}

static void crystal_seed(long i, long j, double cx, double cy, double spacing, double *sx, double *sy) {
    uint64_t hash = (uint64_t)(i * 73856093L ^ j * 19349663L) * 0x9E3779B97F4A7C15ULL;
    hash ^= hash >> 29;
    *sx = cx + ((double)i + (double)(hash & 0xFFFF) / 65536.0) * spacing;
    *sy = cy + ((double)j + (double)((hash >> 16) & 0xFFFF) / 65536.0) * spacing;
}

void backplate_crystallize(const float *src, float *dst, size_t width, size_t height, double left, double top,
                           double cx, double cy, double spacing) {
    long w = (long)width, h = (long)height;
    for (long y = 0; y < h; y++) {
        double py = top - y - 0.5;
        long j = (long)floor((py - cy) / spacing);
        for (long x = 0; x < w; x++) {
            double px = left + x + 0.5;
            long i = (long)floor((px - cx) / spacing);
            double best_x = px, best_y = py, best = INFINITY;
            for (long dj = -1; dj <= 1; dj++) {
                for (long di = -1; di <= 1; di++) {
                    double sx, sy;
                    crystal_seed(i + di, j + dj, cx, cy, spacing, &sx, &sy);
                    double d = (sx - px) * (sx - px) + (sy - py) * (sy - py);
                    if (d < best) { best = d; best_x = sx; best_y = sy; }
                }
            }
            sample(src, w, h, left, top, best_x, best_y, 1, dst + (y * w + x) * 4);
        }
    }
}

void backplate_twirl(const float *src, float *dst, size_t width, size_t height, double left, double top,
                     double cx, double cy, double radius, double angle) {
    long w = (long)width, h = (long)height;
    for (long y = 0; y < h; y++) {
        for (long x = 0; x < w; x++) {
            double px = left + x + 0.5, py = top - y - 0.5, dx = px - cx, dy = py - cy, d = sqrt(dx * dx + dy * dy);
            float *out = dst + (y * w + x) * 4;
            if (!(d < radius)) { memcpy(out, src + (y * w + x) * 4, 4 * sizeof(float)); continue; }
            double t = (radius - d) / radius, turn = angle * t * t;
            sample(src, w, h, left, top, cx + dx * cos(turn) - dy * sin(turn), cy + dx * sin(turn) + dy * cos(turn), 0, out);
        }
    }
}

void backplate_motion_blur(const float *src, float *dst, size_t width, size_t height, double radius, double angle, int clamp) {
    long w = (long)width, h = (long)height;
    int steps = (int)ceil(2 * radius);
    if (steps > 128) steps = 128;
    if (steps < 1) steps = 1;
    double dx = cos(angle) * radius, dy = sin(angle) * radius;
    for (long y = 0; y < h; y++) {
        for (long x = 0; x < w; x++) {
            float sum[4] = {0, 0, 0, 0}, s[4];
            for (int k = 0; k <= steps; k++) {
                double t = (double)k / steps * 2 - 1;
                // Buffer coordinates: y grows downward, so the working-space dy is negated.
                sample(src, w, h, 0, (double)h, x + 0.5 + dx * t, (double)h - y - 0.5 + dy * t, clamp, s);
                for (int c = 0; c < 4; c++) sum[c] += s[c];
            }
            for (int c = 0; c < 4; c++) dst[(y * w + x) * 4 + c] = sum[c] / (steps + 1);
        }
    }
}

void backplate_vignette(float *data, size_t width, size_t height, double intensity, double radius) {
    long w = (long)width, h = (long)height;
    double reach = sqrt((double)w * w + (double)h * h) / 2;
    if (reach < 1) reach = 1;
    for (long y = 0; y < h; y++) {
        for (long x = 0; x < w; x++) {
            double dx = x + 0.5 - w / 2.0, dy = y + 0.5 - h / 2.0, n = sqrt(dx * dx + dy * dy) / reach;
            double factor = 1 - intensity * pow(n, 2 / radius);
            factor = factor < 0 ? 0 : (factor > 1 ? 1 : factor);
            float *p = data + (y * w + x) * 4;
            for (int k = 0; k < 3; k++) p[k] = (float)(p[k] * factor);
        }
    }
}

void backplate_edges(const float *src, float *dst, size_t width, size_t height, float intensity) {
    long w = (long)width, h = (long)height;
    for (long y = 0; y < h; y++) {
        for (long x = 0; x < w; x++) {
            float n[3][3][4];
            for (int j = -1; j <= 1; j++)
                for (int i = -1; i <= 1; i++) pixel_at(src, w, h, x + i, y + j, 1, n[j + 1][i + 1]);
            float *out = dst + (y * w + x) * 4;
            for (int k = 0; k < 3; k++) {
                float gx = (n[0][2][k] + 2 * n[1][2][k] + n[2][2][k]) - (n[0][0][k] + 2 * n[1][0][k] + n[2][0][k]);
                float gy = (n[2][0][k] + 2 * n[2][1][k] + n[2][2][k]) - (n[0][0][k] + 2 * n[0][1][k] + n[0][2][k]);
                float m = sqrtf(gx * gx + gy * gy) * intensity;
                out[k] = m < 0 ? 0 : (m > 1 ? 1 : m);
            }
            out[3] = 1;
        }
    }
}

void backplate_combine(const float *source, const float *blurred, float *out, size_t count, int mode, float amount) {
    for (size_t i = 0; i < count; i++) {
        const float *s = source + i * 4, *b = blurred + i * 4;
        float *o = out + i * 4, a = s[3];
        float lift = 0;
        if (mode == 1) lift = ((0.2126f * s[0] + 0.7152f * s[1] + 0.0722f * s[2]) - (0.2126f * b[0] + 0.7152f * b[1] + 0.0722f * b[2])) * amount;
        for (int k = 0; k < 3; k++) {
            float v;
            switch (mode) {
            case 0: v = s[k] + (s[k] - b[k]) * amount; break;
            case 1: v = s[k] + lift; break;
            case 2: v = s[k] + b[k] * amount * (a - s[k]); break;
            default: v = s[k] * (1 - amount + amount * b[k]); break;
            }
            o[k] = v < 0 ? 0 : (v > a ? a : v);
        }
        o[3] = a;
    }
}
