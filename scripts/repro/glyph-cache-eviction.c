// cairo 1.16 glyph-cache eviction deadlock (docs/text-fonts-images.md, "cairo's glyph cache"),
// with cairo alone: no Pango, no Backplate, no font ever freed.
//
//   gcc -O1 -o /tmp/gce scripts/repro/glyph-cache-eviction.c $(pkg-config --cflags --libs cairo fontconfig) -lpthread
//   THREADS=4 SECONDS_=20 [LOCK=1] /tmp/gce
//
// FONTS scaled fonts of one face stay alive; each thread measures random glyphs of random
// fonts (cairo_scaled_font_glyph_extents), so cairo's process-wide glyph page cache (512 pages)
// is always full and every new page evicts a random one. Evicting checks that the page's font
// is not in use without its lock, then takes the lock while holding the cache's: a thread that
// locked that font in between to load a glyph waits for the cache's lock, and both wait for
// ever. LOCK=1 loads glyphs one thread at a time, as Backplate's GlyphCacheLock does.
// Prints "OK <measurements>" or "HANG after <measurements>" (no progress for 3 s).
#include <cairo.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static int useLock, nthreads = 4, seconds = 20, nfonts = 300;
static cairo_scaled_font_t **fonts;
static pthread_mutex_t glyphLock = PTHREAD_MUTEX_INITIALIZER;
static volatile long progress;

static void *worker(void *arg) {
    unsigned seed = (unsigned)(size_t)arg * 2654435761u;
    for (;;) {
        seed = seed * 1103515245u + 12345u;
        cairo_scaled_font_t *font = fonts[(seed >> 8) % nfonts];
        seed = seed * 1103515245u + 12345u;
        cairo_glyph_t glyph = {.index = 3 + (seed >> 8) % 3000, .x = 0, .y = 0};
        cairo_text_extents_t extents;
        if (useLock) pthread_mutex_lock(&glyphLock);
        cairo_scaled_font_glyph_extents(font, &glyph, 1, &extents);
        if (useLock) pthread_mutex_unlock(&glyphLock);
        __atomic_add_fetch(&progress, 1, __ATOMIC_RELAXED);
    }
    return NULL;
}

int main(void) {
    useLock = getenv("LOCK") && atoi(getenv("LOCK"));
    if (getenv("THREADS")) nthreads = atoi(getenv("THREADS"));
    if (getenv("SECONDS_")) seconds = atoi(getenv("SECONDS_"));
    if (getenv("FONTS")) nfonts = atoi(getenv("FONTS"));
    cairo_font_face_t *face = cairo_toy_font_face_create("DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_matrix_t identity;
    cairo_matrix_init_identity(&identity);
    fonts = calloc((size_t)nfonts, sizeof *fonts);
    for (int i = 0; i < nfonts; i++) {
        cairo_matrix_t size;
        cairo_matrix_init_scale(&size, 6 + i * 0.1, 6 + i * 0.1);
        fonts[i] = cairo_scaled_font_create(face, &size, &identity, options);
        if (cairo_scaled_font_status(fonts[i]) != CAIRO_STATUS_SUCCESS) { fprintf(stderr, "no font\n"); return 2; }
    }
    pthread_t t;
    for (int i = 0; i < nthreads; i++) pthread_create(&t, NULL, worker, (void *)(size_t)(i + 1));
    long last = -1;
    int stalled = 0;
    for (int s = 0; s < seconds * 4; s++) {
        usleep(250000);
        long p = __atomic_load_n(&progress, __ATOMIC_RELAXED);
        if (p == last) {
            if (++stalled >= 12) { printf("HANG after %ld measurements (%.1f s)\n", p, s / 4.0); fflush(stdout); _exit(1); }
        } else stalled = 0;
        last = p;
    }
    printf("OK %ld measurements\n", last);
    fflush(stdout);
    _exit(0);
}
