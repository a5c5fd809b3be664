#include "pixel_loops.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

static float srgb_to_linear(float v) {
    return v <= 0.04045f ? v / 12.92f : powf((v + 0.055f) / 1.055f, 2.4f);
}

void backplate_rgba_to_linear(const uint8_t *rgba, float *out, size_t count) {
    float table[256];
    for (int i = 0; i < 256; i++) table[i] = srgb_to_linear((float)i / 255.0f);
    for (size_t i = 0; i < count; i++) {
        const uint8_t *p = rgba + i * 4;
        float *o = out + i * 4;
        float a = (float)p[3] / 255.0f;
        o[0] = table[p[0]] * a;
        o[1] = table[p[1]] * a;
        o[2] = table[p[2]] * a;
        o[3] = a;
    }
}

void backplate_linear_to_rgba(const float *in, uint8_t *rgba, size_t count) {
    // Linear light to sRGB bytes through a 4,096-step table, interpolated.
    enum { steps = 4096 };
    static const int size = steps + 1;
    float table[steps + 1];
    for (int i = 0; i < size; i++) {
        float v = (float)i / steps;
        float e = v <= 0.0031308f ? v * 12.92f : 1.055f * powf(v, 1.0f / 2.4f) - 0.055f;
        table[i] = e * 255.0f;
    }
    for (size_t i = 0; i < count; i++) {
        const float *p = in + i * 4;
        uint8_t *o = rgba + i * 4;
        float a = p[3] < 0 ? 0 : (p[3] > 1 ? 1 : p[3]);
        if (!(a > 0)) { o[0] = o[1] = o[2] = o[3] = 0; continue; }
        for (int k = 0; k < 3; k++) {
            float v = p[k] / a;
            v = v > 0 ? (v < 1 ? v : 1) : 0;
            float x = v * steps;
            int j = (int)x;
            if (j >= steps) j = steps - 1;
            float e = table[j] + (table[j + 1] - table[j]) * (x - (float)j);
            o[k] = (uint8_t)(e + 0.5f);
        }
        o[3] = (uint8_t)(a * 255.0f + 0.5f);
    }
}

int backplate_box_blur(float *data, size_t width, size_t height, int radius, int horizontal, int extend_edges) {
    if (radius <= 0 || width == 0 || height == 0) return 0;
    size_t lines = horizontal ? height : width, length = horizontal ? width : height;
    size_t stride = horizontal ? 4 : width * 4, step = horizontal ? width * 4 : 4;
    float *line = malloc(length * 4 * sizeof(float));
    if (!line) return -1;
    const float scale = 1.0f / (float)(2 * radius + 1);
    for (size_t l = 0; l < lines; l++) {
        float *base = data + l * step;
        for (size_t i = 0; i < length; i++) memcpy(line + i * 4, base + i * stride, 4 * sizeof(float));
        float sum[4] = {0, 0, 0, 0};
        for (long i = -radius; i <= radius; i++) {
            long j = extend_edges ? (i < 0 ? 0 : (i >= (long)length ? (long)length - 1 : i)) : i;
            if (j < 0 || j >= (long)length) continue;
            for (int k = 0; k < 4; k++) sum[k] += line[j * 4 + k];
        }
        for (long i = 0; i < (long)length; i++) {
            for (int k = 0; k < 4; k++) base[i * stride + k] = sum[k] * scale;
            long in = i + radius + 1, out = i - radius;
            if (extend_edges) {
                in = in >= (long)length ? (long)length - 1 : in;
                out = out < 0 ? 0 : out;
            }
            for (int k = 0; k < 4; k++) {
                if (in >= 0 && in < (long)length) sum[k] += line[in * 4 + k];
                if (out >= 0 && out < (long)length) sum[k] -= line[out * 4 + k];
            }
        }
    }
    free(line);
    return 0;
}

void backplate_color_matrix(float *data, size_t count, const float *m) {
    for (size_t i = 0; i < count; i++) {
        float *p = data + i * 4;
        float a = p[3];
        if (!(a > 0)) continue;
        float r = p[0] / a, g = p[1] / a, b = p[2] / a;
        p[0] = (m[0] * r + m[1] * g + m[2] * b + m[3]) * a;
        p[1] = (m[4] * r + m[5] * g + m[6] * b + m[7]) * a;
        p[2] = (m[8] * r + m[9] * g + m[10] * b + m[11]) * a;
    }
}
