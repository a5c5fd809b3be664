#include <tiffio.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

// libtiff reading from memory, with its errors kept per file instead of printed (its default
// handlers write to stderr), and its variadic calls wrapped for Swift.

/// The file's bytes, where libtiff's reads stand, and the first error it reported.
typedef struct {
    const uint8_t *bytes;
    uint64_t count;
    uint64_t offset;
    int errors;
    char error[160];
} BackplateTIFFSource;

static inline tmsize_t backplate_tiff_read(thandle_t handle, void *buffer, tmsize_t size) {
    BackplateTIFFSource *source = handle;
    if (size <= 0 || source->offset >= source->count) return 0;
    uint64_t n = source->count - source->offset;
    if ((uint64_t)size < n) n = (uint64_t)size;
    memcpy(buffer, source->bytes + source->offset, (size_t)n);
    source->offset += n;
    return (tmsize_t)n;
}

static inline tmsize_t backplate_tiff_write(thandle_t handle, void *buffer, tmsize_t size) {
    (void)handle; (void)buffer; (void)size;
    return -1;
}

static inline toff_t backplate_tiff_seek(thandle_t handle, toff_t offset, int whence) {
    BackplateTIFFSource *source = handle;
    uint64_t base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? source->offset : source->count;
    if (offset > UINT64_MAX - base || base + offset > source->count) return (toff_t)-1;
    source->offset = base + offset;
    return source->offset;
}

static inline int backplate_tiff_close(thandle_t handle) { (void)handle; return 0; }

static inline toff_t backplate_tiff_size(thandle_t handle) { return ((BackplateTIFFSource *)handle)->count; }

static inline int backplate_tiff_map(thandle_t handle, void **base, toff_t *size) {
    (void)handle; (void)base; (void)size;
    return 0;
}

static inline void backplate_tiff_unmap(thandle_t handle, void *base, toff_t size) {
    (void)handle; (void)base; (void)size;
}

/// Keeps the first error's text in the source; returning 1 stops libtiff's global handler.
static inline int backplate_tiff_error(TIFF *tif, void *user, const char *module, const char *format, va_list args) {
    (void)tif; (void)module;
    BackplateTIFFSource *source = user;
    if (source && source->errors++ == 0) vsnprintf(source->error, sizeof source->error, format, args);
    return 1;
}

static inline int backplate_tiff_warning(TIFF *tif, void *user, const char *module, const char *format, va_list args) {
    (void)tif; (void)user; (void)module; (void)format; (void)args;
    return 1;
}

/// Clears libtiff's process-wide handlers, which print to stderr (a few calls still use them).
static inline void backplate_tiff_silence_global_handlers(void) {
    TIFFSetErrorHandler(NULL);
    TIFFSetWarningHandler(NULL);
}

/// Opens `source` read-only with quiet handlers; libtiff allocates at most `max_alloc` bytes at once.
static inline TIFF *backplate_tiff_open(BackplateTIFFSource *source, tmsize_t max_alloc) {
    TIFFOpenOptions *options = TIFFOpenOptionsAlloc();
    if (!options) return NULL;
    TIFFOpenOptionsSetMaxSingleMemAlloc(options, max_alloc);
    TIFFOpenOptionsSetErrorHandlerExtR(options, backplate_tiff_error, source);
    TIFFOpenOptionsSetWarningHandlerExtR(options, backplate_tiff_warning, source);
    TIFF *tif = TIFFClientOpenExt("memory", "rm", source, backplate_tiff_read, backplate_tiff_write,
                                  backplate_tiff_seek, backplate_tiff_close, backplate_tiff_size,
                                  backplate_tiff_map, backplate_tiff_unmap, options);
    TIFFOpenOptionsFree(options);
    return tif;
}

static inline int backplate_tiff_get_uint32(TIFF *tif, uint32_t tag, uint32_t *value) {
    return TIFFGetField(tif, tag, value);
}

static inline int backplate_tiff_get_uint16_defaulted(TIFF *tif, uint32_t tag, uint16_t *value) {
    return TIFFGetFieldDefaulted(tif, tag, value);
}

/// Writes libtiff's RGBA raster words (R in the low byte, premultiplied) as R, G, B, A bytes.
static inline void backplate_tiff_rgba_bytes(const uint32_t *raster, uint8_t *out, size_t count) {
    for (size_t i = 0; i < count; i++) {
        uint32_t p = raster[i];
        out[4 * i] = (uint8_t)TIFFGetR(p);
        out[4 * i + 1] = (uint8_t)TIFFGetG(p);
        out[4 * i + 2] = (uint8_t)TIFFGetB(p);
        out[4 * i + 3] = (uint8_t)TIFFGetA(p);
    }
}
