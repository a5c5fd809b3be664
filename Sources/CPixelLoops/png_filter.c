// PNG's row filters (0 none, 1 sub, 2 up, 3 average, 4 Paeth) and libpng's choice among them.
#include "pixel_loops.h"

#include <stdlib.h>
#include <string.h>

static inline int magnitude(int v) { return v < 0 ? -v : v; }

static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int pa = magnitude((int)b - c), pb = magnitude((int)a - c), pc = magnitude((int)a + b - c - c);
    return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c);
}

// The size of a residual read as a signed byte.
static inline int cost(uint8_t v) { return magnitude((int8_t)v); }

// Row `y` of the RGBA image as RGBA, or RGB when `bpp` is 3.
static void pack(const uint8_t *src, size_t y, size_t width, int bpp, uint8_t *dst) {
    const uint8_t *s = src + y * width * 4;
    if (bpp == 4) { memcpy(dst, s, width * 4); return; }
    for (size_t x = 0; x < width; x++) {
        dst[3 * x] = s[4 * x]; dst[3 * x + 1] = s[4 * x + 1]; dst[3 * x + 2] = s[4 * x + 2];
    }
}

static uint8_t choose_filter(const uint8_t *row, const uint8_t *prev, size_t n, size_t bpp) {
    long s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0;
    size_t m = bpp < n ? bpp : n;
    for (size_t i = 0; i < m; i++) {
        uint8_t x = row[i], b = prev[i];
        s0 += cost(x); s1 += cost(x); s2 += cost((uint8_t)(x - b)); s3 += cost((uint8_t)(x - (b >> 1))); s4 += cost((uint8_t)(x - b));
    }
    for (size_t i = bpp; i < n; i++) {
        uint8_t x = row[i], a = row[i - bpp], b = prev[i], c = prev[i - bpp];
        s0 += cost(x);
        s1 += cost((uint8_t)(x - a));
        s2 += cost((uint8_t)(x - b));
        s3 += cost((uint8_t)(x - ((a + b) >> 1)));
        s4 += cost((uint8_t)(x - paeth(a, b, c)));
    }
    uint8_t best = 0;
    long sums[5] = { s0, s1, s2, s3, s4 }, best_sum = s0;
    for (uint8_t f = 1; f < 5; f++) if (sums[f] < best_sum) { best = f; best_sum = sums[f]; }
    return best;
}

static void apply(uint8_t f, const uint8_t *row, const uint8_t *prev, uint8_t *dst, size_t n, size_t bpp) {
    size_t m = bpp < n ? bpp : n;
    switch (f) {
    case 0:
        memcpy(dst, row, n);
        break;
    case 1:
        for (size_t i = 0; i < m; i++) dst[i] = row[i];
        for (size_t i = bpp; i < n; i++) dst[i] = (uint8_t)(row[i] - row[i - bpp]);
        break;
    case 2:
        for (size_t i = 0; i < n; i++) dst[i] = (uint8_t)(row[i] - prev[i]);
        break;
    case 3:
        for (size_t i = 0; i < m; i++) dst[i] = (uint8_t)(row[i] - (prev[i] >> 1));
        for (size_t i = bpp; i < n; i++) dst[i] = (uint8_t)(row[i] - ((row[i - bpp] + prev[i]) >> 1));
        break;
    default:
        for (size_t i = 0; i < m; i++) dst[i] = (uint8_t)(row[i] - prev[i]);
        for (size_t i = bpp; i < n; i++) dst[i] = (uint8_t)(row[i] - paeth(row[i - bpp], prev[i], prev[i - bpp]));
        break;
    }
}

int backplate_png_filter_rows(const uint8_t *src, size_t width, size_t first, size_t last, int bpp, int adaptive, uint8_t *dst) {
    size_t n = width * (size_t)bpp;
    // Packed raw rows; the one above the image's first row is zero.
    uint8_t *prev = malloc(n ? n : 1), *cur = malloc(n ? n : 1);
    if (!prev || !cur) { free(prev); free(cur); return -1; }
    if (first > 0) pack(src, first - 1, width, bpp, prev); else memset(prev, 0, n);
    for (size_t y = first; y < last; y++) {
        pack(src, y, width, bpp, cur);
        uint8_t *out = dst + y * (n + 1);
        uint8_t f = adaptive ? choose_filter(cur, prev, n, (size_t)bpp) : 0;
        out[0] = f;
        apply(f, cur, prev, out + 1, n, (size_t)bpp);
        uint8_t *t = prev; prev = cur; cur = t;
    }
    free(prev);
    free(cur);
    return 0;
}
