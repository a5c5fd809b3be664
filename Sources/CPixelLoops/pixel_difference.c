// Counting the pixels two RGBA images differ in.
#include "pixel_loops.h"

#include <string.h>

size_t backplate_count_different_pixels(const uint8_t *a, const uint8_t *b, size_t count, int tolerance, int *worst) {
    size_t different = 0;
    int largest = 0;
    // Identical images, the common case, are one memcmp; then identical runs of 64 pixels.
    if (memcmp(a, b, count * 4) == 0) {
        *worst = 0;
        return 0;
    }
    for (size_t i = 0; i < count; i++) {
        if ((i & 63) == 0 && i + 64 <= count && memcmp(a + 4 * i, b + 4 * i, 256) == 0) {
            i += 63;
            continue;
        }
        int d = 0;
        for (int c = 0; c < 4; c++) {
            int e = (int)a[4 * i + c] - (int)b[4 * i + c];
            if (e < 0) e = -e;
            if (e > d) d = e;
        }
        if (d > largest) largest = d;
        if (d > tolerance) different++;
    }
    *worst = largest;
    return different;
}
