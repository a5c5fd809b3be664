// Writes the HEIC, AVIF and TIFF fixtures of ImageFormatDecodingTests with libheif's own
// encoders (x265, aom) and libtiff. Build and run from this folder:
//   cc make-image-fixtures.c $(pkg-config --cflags --libs libheif libtiff-4) -o /tmp/mk && /tmp/mk
#include <libheif/heif.h>
#include <tiffio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { unsigned char r, g, b, a; } Pixel;

static const Pixel red = {255, 0, 0, 255}, green = {0, 255, 0, 255}, blue = {0, 0, 255, 255},
                   white = {255, 255, 255, 255};

// 16 × 16 quadrants: red top left, green top right, blue bottom left, white bottom right.
static Pixel quadrant(int x, int y, int w, int h) {
    if (y < h / 2) return x < w / 2 ? red : green;
    return x < w / 2 ? blue : white;
}

// Top half opaque red, bottom half blue at alpha 128 (straight).
static Pixel halfAlpha(int x, int y, int w, int h) {
    (void)x; (void)w;
    Pixel p = y < h / 2 ? red : blue;
    if (y >= h / 2) p.a = 128;
    return p;
}

// Left half red, right half blue: turned, the halves tell which way.
static Pixel halves(int x, int y, int w, int h) {
    (void)y; (void)h;
    return x < w / 2 ? red : blue;
}

static void check(struct heif_error e, const char *what) {
    if (e.code != heif_error_Ok) { fprintf(stderr, "%s: %s\n", what, e.message); exit(1); }
}

// Encodes w × h pixels of `paint` at `depth` bits with `format`'s encoder, recording `orientation`.
static void writeHEIF(const char *path, enum heif_compression_format format, int w, int h, int depth, int alpha,
                      Pixel (*paint)(int, int, int, int), enum heif_orientation orientation) {
    struct heif_context *ctx = heif_context_alloc();
    struct heif_encoder *encoder;
    check(heif_context_get_encoder_for_format(ctx, format, &encoder), "encoder");
    heif_encoder_set_lossy_quality(encoder, 90);
    // 4:4:4 keeps the quadrants' edges sharp.
    heif_encoder_set_parameter(encoder, "chroma", "444");
    struct heif_image *image;
    enum heif_chroma chroma = depth == 8 ? (alpha ? heif_chroma_interleaved_RGBA : heif_chroma_interleaved_RGB)
                                         : (alpha ? heif_chroma_interleaved_RRGGBBAA_LE : heif_chroma_interleaved_RRGGBB_LE);
    check(heif_image_create(w, h, heif_colorspace_RGB, chroma, &image), "image");
    check(heif_image_add_plane(image, heif_channel_interleaved, w, h, depth), "plane");
    int stride;
    uint8_t *plane = heif_image_get_plane(image, heif_channel_interleaved, &stride);
    int channels = alpha ? 4 : 3, max = (1 << depth) - 1;
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            Pixel p = paint(x, y, w, h);
            unsigned char v[4] = {p.r, p.g, p.b, p.a};
            for (int c = 0; c < channels; c++) {
                if (depth == 8) {
                    plane[y * stride + x * channels + c] = v[c];
                } else {
                    uint16_t wide = (uint16_t)((v[c] * max + 127) / 255);
                    memcpy(plane + y * stride + (x * channels + c) * 2, &wide, 2);
                }
            }
        }
    }
    struct heif_encoding_options *options = heif_encoding_options_alloc();
    options->image_orientation = orientation;
    check(heif_context_encode_image(ctx, image, encoder, options, NULL), "encode");
    check(heif_context_write_to_file(ctx, path), "write");
    heif_encoding_options_free(options);
    heif_image_release(image);
    heif_encoder_release(encoder);
    heif_context_free(ctx);
}

// Writes one TIFF page of w × h pixels of `paint` (8-bit RGB, or RGBA with unassociated alpha).
static void writeTIFFPage(TIFF *tif, int w, int h, int alpha, uint16_t compression, uint16_t orientation,
                          Pixel (*paint)(int, int, int, int)) {
    int channels = alpha ? 4 : 3;
    TIFFSetField(tif, TIFFTAG_IMAGEWIDTH, w);
    TIFFSetField(tif, TIFFTAG_IMAGELENGTH, h);
    TIFFSetField(tif, TIFFTAG_BITSPERSAMPLE, 8);
    TIFFSetField(tif, TIFFTAG_SAMPLESPERPIXEL, channels);
    TIFFSetField(tif, TIFFTAG_PHOTOMETRIC, PHOTOMETRIC_RGB);
    TIFFSetField(tif, TIFFTAG_PLANARCONFIG, PLANARCONFIG_CONTIG);
    TIFFSetField(tif, TIFFTAG_COMPRESSION, compression);
    TIFFSetField(tif, TIFFTAG_ORIENTATION, orientation);
    TIFFSetField(tif, TIFFTAG_ROWSPERSTRIP, h);
    if (alpha) {
        uint16_t extra = EXTRASAMPLE_UNASSALPHA;
        TIFFSetField(tif, TIFFTAG_EXTRASAMPLES, 1, &extra);
    }
    unsigned char *row = malloc((size_t)w * channels);
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            Pixel p = paint(x, y, w, h);
            unsigned char v[4] = {p.r, p.g, p.b, p.a};
            memcpy(row + x * channels, v, channels);
        }
        TIFFWriteScanline(tif, row, y, 0);
    }
    free(row);
}

static void writeTIFF(const char *path, const char *mode, int w, int h, int alpha, uint16_t compression,
                      uint16_t orientation, Pixel (*paint)(int, int, int, int)) {
    TIFF *tif = TIFFOpen(path, mode);
    if (!tif) { fprintf(stderr, "cannot write %s\n", path); exit(1); }
    writeTIFFPage(tif, w, h, alpha, compression, orientation, paint);
    TIFFClose(tif);
}

static Pixel allBlue(int x, int y, int w, int h) { (void)x; (void)y; (void)w; (void)h; return blue; }

int main(void) {
    heif_init(NULL);
    writeHEIF("quadrants.heic", heif_compression_HEVC, 16, 16, 8, 0, quadrant, heif_orientation_normal);
    writeHEIF("alpha.heic", heif_compression_HEVC, 16, 16, 8, 1, halfAlpha, heif_orientation_normal);
    writeHEIF("rotated.heic", heif_compression_HEVC, 32, 16, 8, 0, halves, heif_orientation_rotate_90_cw);
    writeHEIF("mirrored.heic", heif_compression_HEVC, 32, 16, 8, 0, halves, heif_orientation_flip_horizontally);
    writeHEIF("10bit.heic", heif_compression_HEVC, 16, 16, 10, 0, quadrant, heif_orientation_normal);
    writeHEIF("quadrants.avif", heif_compression_AV1, 16, 16, 8, 0, quadrant, heif_orientation_normal);
    // No 10-bit AVIF: libheif 1.15's aom encoder asks for AV1 profile 2 at 10 bits and aom asserts.
    writeHEIF("alpha.avif", heif_compression_AV1, 16, 16, 8, 1, halfAlpha, heif_orientation_normal);
    heif_deinit();

    writeTIFF("quadrants-lzw.tif", "w", 16, 16, 0, COMPRESSION_LZW, ORIENTATION_TOPLEFT, quadrant);
    writeTIFF("quadrants-bigendian.tif", "wb", 16, 16, 0, COMPRESSION_NONE, ORIENTATION_TOPLEFT, quadrant);
    writeTIFF("alpha-deflate.tif", "w", 16, 16, 1, COMPRESSION_ADOBE_DEFLATE, ORIENTATION_TOPLEFT, halfAlpha);
    writeTIFF("rotated.tif", "w", 32, 16, 0, COMPRESSION_NONE, ORIENTATION_RIGHTTOP, halves);
    writeTIFF("mirrored.tif", "w", 32, 16, 0, COMPRESSION_NONE, ORIENTATION_TOPRIGHT, halves);
    // Two pages: quadrants, then all blue; only the first is read.
    TIFF *pages = TIFFOpen("two-pages.tif", "w");
    writeTIFFPage(pages, 16, 16, 0, COMPRESSION_LZW, ORIENTATION_TOPLEFT, quadrant);
    TIFFWriteDirectory(pages);
    writeTIFFPage(pages, 16, 16, 0, COMPRESSION_LZW, ORIENTATION_TOPLEFT, allBlue);
    TIFFClose(pages);
    return 0;
}
