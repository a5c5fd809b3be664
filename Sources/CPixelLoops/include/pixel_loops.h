#ifndef BACKPLATE_PIXEL_LOOPS_H
#define BACKPLATE_PIXEL_LOOPS_H

// The codecs' per-pixel loops, in C: Swift compiles them a hundred times slower unoptimised,
// and every debug build's pixel test runs them.

#include <stddef.h>
#include <stdint.h>

/// Converts `count` premultiplied native-endian ARGB32 words (cairo's ARGB32; with `opaque`,
/// its RGB24, every alpha read as 255) at `src` to straight-alpha RGBA bytes at `dst`, which
/// may be `src` itself. A translucent channel v of alpha a becomes `table[a << 8 | v]`
/// (Backplate's table of min(255, (v * 255 + a / 2) / a)).
void backplate_straight_rgba(const void *src, void *dst, size_t count, int opaque, const uint8_t *table);

/// Turns `count` premultiplied RGBA pixels (bytes R, G, B, A) at `rgba` straight where they
/// lie: a translucent channel v of alpha a becomes min(255, (v * 255 + a / 2) / a), a clear
/// pixel 0 (a decoder's premultiplied output: libtiff's raster, a premultiplied HEIF).
void backplate_unpremultiply_rgba(uint8_t *rgba, size_t count);

/// Filters rows `first` to `last` (exclusive) of the RGBA image `src` (`width` pixels per row)
/// into `dst` as PNG scanlines of `bpp` bytes per pixel (4: RGBA, 3: RGB, alpha dropped): per
/// row a filter byte then the filtered bytes, `width * bpp + 1` bytes per row from the image's
/// first row. With `adaptive`, each row takes the filter whose residuals, read as signed bytes,
/// have the smallest sum of magnitudes (libpng's heuristic, ties to the lower filter); else none.
/// Returns 0, or -1 when scratch memory could not be had.
int backplate_png_filter_rows(const uint8_t *src, size_t width, size_t first, size_t last, int bpp, int adaptive, uint8_t *dst);

/// Compares `count` pixels of the RGBA images `a` and `b`: returns how many differ by more than
/// `tolerance` in some channel, and stores the largest channel difference in `*worst`.
size_t backplate_count_different_pixels(const uint8_t *a, const uint8_t *b, size_t count, int tolerance, int *worst);

#endif
