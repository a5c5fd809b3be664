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

/// Core Image's working pixels from `count` straight-alpha sRGB RGBA bytes: linear-light,
/// premultiplied floats, four per pixel.
void backplate_rgba_to_linear(const uint8_t *rgba, float *out, size_t count);

/// Straight-alpha sRGB RGBA bytes from `count` linear-light premultiplied float pixels, colours
/// and alpha clamped to 0...1 (a clear pixel becomes 0, 0, 0, 0).
void backplate_linear_to_rgba(const float *in, uint8_t *rgba, size_t count);

/// Replaces each pixel of the `width` × `height` float image `data` (four floats a pixel, top
/// row first) by the mean of the `2 * radius + 1` pixels around it along rows (`horizontal`)
/// or columns; beyond the edges pixels are clear, or the edge pixel with `extend_edges`.
/// Returns 0, or -1 when scratch memory could not be had.
int backplate_box_blur(float *data, size_t width, size_t height, int radius, int horizontal, int extend_edges);

/// Applies the 3 × 4 matrix `m` (row-major: each row's three weights, then its offset) to the
/// straight colour of each of `count` premultiplied float pixels; alpha is kept.
void backplate_color_matrix(float *data, size_t count, const float *m);

// Core Image's stylize and distortion kernels. Their float buffers are premultiplied RGBA, top
// row first, `width` × `height`; `left` and `top` place the top-left corner in Core Image's
// working space (y up), in which the centres and radii are given.

/// Cells `scale` wide aligned to (`cx`, `cy`), each of the colour at its middle.
void backplate_pixellate(const float *src, float *dst, size_t width, size_t height, double left, double top,
                         double cx, double cy, double scale);

/// Cells around pseudo-random seeds on a grid of `spacing` from (`cx`, `cy`), each of its seed's colour.
void backplate_crystallize(const float *src, float *dst, size_t width, size_t height, double left, double top,
                           double cx, double cy, double spacing);

/// The image turned about (`cx`, `cy`) by `angle` at the centre, easing quadratically to none at `radius`.
void backplate_twirl(const float *src, float *dst, size_t width, size_t height, double left, double top,
                     double cx, double cy, double radius, double angle);

/// The mean along a streak `2 * radius` long at `angle` (radians, counter-clockwise) through each pixel.
void backplate_motion_blur(const float *src, float *dst, size_t width, size_t height, double radius, double angle, int clamp);

/// Darkens `data` in place toward its corners: by 1 - intensity * n^(2 / radius), n the distance
/// from the centre over half the diagonal.
void backplate_vignette(float *data, size_t width, size_t height, double intensity, double radius);

/// The Sobel gradient's size of each colour component, times `intensity`, over opaque black.
void backplate_edges(const float *src, float *dst, size_t width, size_t height, float intensity);

/// Combines each of `count` pixels with its blurred copy: `mode` 0 adds `amount` times the
/// difference (unsharp mask), 1 the same for luminance only, 2 screens the blur in (bloom),
/// 3 multiplies it in (gloom). Colours stay between 0 and alpha; alpha is the source's.
void backplate_combine(const float *source, const float *blurred, float *out, size_t count, int mode, float amount);

#endif
