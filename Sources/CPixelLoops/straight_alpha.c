// Premultiplied pixels to straight RGBA bytes: cairo's ARGB words, decoders' RGBA bytes.
#include "pixel_loops.h"

#include <stdint.h>
#include <string.h>

// Two opaque pixels in one word: red and blue change places, green and alpha stay.
static inline uint64_t swap_red_blue(uint64_t v) {
    const uint64_t green_alpha = 0xFF00FF00FF00FF00ull, low = 0x000000FF000000FFull;
    return (v & green_alpha) | ((v >> 16) & low) | ((v & low) << 16);
}

void backplate_straight_rgba(const void *src, void *dst, size_t count, int opaque, const uint8_t *table) {
    const uint8_t *in = src;
    uint8_t *out = dst;
    const uint32_t force = opaque ? 0xFF000000u : 0;
    const uint64_t force2 = opaque ? 0xFF000000FF000000ull : 0, alpha2 = 0xFF000000FF000000ull;
    size_t i = 0;
    while (i < count) {
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        // Four pixels at once when all four are opaque (renders mostly are): white is left as
        // it is, other colours swap red and blue two pixels to a word.
        if (i + 4 <= count) {
            uint64_t a, b;
            memcpy(&a, in + 4 * i, 8);
            memcpy(&b, in + 4 * i + 8, 8);
            a |= force2;
            b |= force2;
            if (((a & b) & alpha2) == alpha2) {
                if ((a & b) != UINT64_MAX) {
                    a = swap_red_blue(a);
                    b = swap_red_blue(b);
                }
                memcpy(out + 4 * i, &a, 8);
                memcpy(out + 4 * i + 8, &b, 8);
                i += 4;
                continue;
            }
        }
#endif
        // Otherwise the next four (or fewer) one at a time.
        size_t end = i + 4 < count ? i + 4 : count;
        for (; i < end; i++) {
            uint32_t p;
            memcpy(&p, in + 4 * i, 4);
            p |= force;
            uint32_t a = p >> 24, r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
            uint8_t *o = out + 4 * i;
            if (a == 255) {
                o[0] = (uint8_t)r; o[1] = (uint8_t)g; o[2] = (uint8_t)b; o[3] = 255;
            } else if (a == 0) {
                o[0] = 0; o[1] = 0; o[2] = 0; o[3] = 0;
            } else {
                const uint8_t *row = table + (a << 8);
                o[0] = row[r]; o[1] = row[g]; o[2] = row[b]; o[3] = (uint8_t)a;
            }
        }
    }
}

void backplate_unpremultiply_rgba(uint8_t *rgba, size_t count) {
    for (size_t i = 0; i < count; i++) {
        uint8_t *p = rgba + 4 * i;
        uint32_t a = p[3];
        if (a == 255) continue;
        for (int k = 0; k < 3; k++) {
            uint32_t v = a == 0 ? 0 : (p[k] * 255u + a / 2) / a;
            p[k] = (uint8_t)(v > 255 ? 255 : v);
        }
    }
}
