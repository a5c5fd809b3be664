// cairo 1.16 scaled-font lock-order deadlock (docs/text-fonts-images.md, "cairo's scaled fonts").
// gcc -O1 -o /tmp/sfd scripts/repro/scaled-font-deadlock.c $(pkg-config --cflags --libs pangocairo pangoft2 fontconfig cairo-ft) -lpthread
// THREADS=6 SECONDS_=15 [SCALE=2] [FIX=1|2|3] /tmp/sfd   (FIX=1 holds Pango fonts, FIX=2 also the transformed scaled fonts,
// FIX=3 also loads glyphs one thread at a time: Pango's get_glyph_extents and the drawing under one lock, as
// Backplate's GlyphCacheLock does; FIX=2 still hangs in the glyph cache's eviction race)
// FIX=1: hold every Pango font that gets a cairo face; sweep (unref fonts only we hold) under a
// write lock while no thread draws.
#include <pango/pangocairo.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <time.h>
#include "../../Sources/CPangoCairo/shim.h"

static int fix, nthreads = 4, seconds = 20;
static volatile long progress;
static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static pthread_mutex_t heldLock = PTHREAD_MUTEX_INITIALIZER;
static GPtrArray *held;
static BPCairoFontFaceCreator previous;
static int sweepWanted;

static cairo_font_face_t *hook(PangoCairoFont *font) {
    cairo_font_face_t *f = previous(font);
    if (fix) {
        pthread_mutex_lock(&heldLock);
        g_object_ref(font);
        g_ptr_array_add(held, font);
        if (held->len > 256) sweepWanted = 1;
        pthread_mutex_unlock(&heldLock);
    }
    return f;
}

static pthread_mutex_t glyphLock;  // FIX=3: recursive
static BPGlyphExtentsGetter pangoExtents;
static void lockedExtents(PangoFont *font, PangoGlyph glyph, PangoRectangle *ink, PangoRectangle *logical) {
    pthread_mutex_lock(&glyphLock);
    pangoExtents(font, glyph, ink, logical);
    pthread_mutex_unlock(&glyphLock);
}

static GPtrArray *heldScaled;
// FIX=2: also hold the scaled font cairo's gstate makes for each run at the cr's transform.
static void pinLayout(cairo_t *cr, PangoLayout *l) {
    for (GSList *ls = pango_layout_get_lines_readonly(l); ls; ls = ls->next) {
        PangoLayoutLine *line = ls->data;
        for (GSList *r = line->runs; r; r = r->next) {
            PangoGlyphItem *gi = r->data;
            cairo_scaled_font_t *sf = pango_cairo_font_get_scaled_font((PangoCairoFont *)gi->item->analysis.font);
            if (!sf) continue;
            cairo_save(cr);
            cairo_set_scaled_font(cr, sf);
            cairo_scaled_font_t *dev = cairo_get_scaled_font(cr);
            pthread_mutex_lock(&heldLock);
            gboolean found = FALSE;
            for (guint i = 0; i < heldScaled->len && !found; i++) found = heldScaled->pdata[i] == dev;
            if (!found) { g_ptr_array_add(heldScaled, cairo_scaled_font_reference(dev)); if (heldScaled->len > 256) sweepWanted = 1; }
            pthread_mutex_unlock(&heldLock);
            cairo_restore(cr);
        }
    }
}
static void sweep(void) {  // under the write lock
    pthread_mutex_lock(&heldLock);
    for (guint i = 0; i < heldScaled->len;) {
        cairo_scaled_font_t *sf = heldScaled->pdata[i];
        if (cairo_scaled_font_get_reference_count(sf) == 1) { g_ptr_array_remove_index_fast(heldScaled, i); cairo_scaled_font_destroy(sf); }
        else i++;
    }
    for (guint i = 0; i < held->len;) {
        GObject *o = held->pdata[i];
        if (g_atomic_int_get(&o->ref_count) == 1) { g_ptr_array_remove_index_fast(held, i); g_object_unref(o); }
        else i++;
    }
    sweepWanted = 0;
    pthread_mutex_unlock(&heldLock);
}

static const char *texts[] = {
    "The quick brown fox jumps over the lazy dog 0123456789",
    "ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ",
    "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπρστυφχψω",
    "АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдежзийклмнопрстуфхцчшщъыьэюя",
    "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~ ¡¢£¤¥¦§¨©ª«¬®¯°±²³´µ¶·¸¹º»¼½¾¿",
};
static const char *families[] = {"Inter", "Montserrat", "Source Serif 4", "DejaVu Sans", "DejaVu Serif", "Sans", "Monospace"};

static void *worker(void *arg) {
    unsigned seed = (unsigned)(size_t)arg * 7919u;
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 100);
    for (;;) {
        if (fix && sweepWanted) { pthread_rwlock_wrlock(&rw); if (sweepWanted) sweep(); pthread_rwlock_unlock(&rw); }
        if (fix) pthread_rwlock_rdlock(&rw);
        PangoFontMap *map = pango_cairo_font_map_new();
        PangoContext *ctx = pango_font_map_create_context(map);
        cairo_t *cr = cairo_create(s); if (getenv("SCALE")) cairo_scale(cr, atof(getenv("SCALE")), atof(getenv("SCALE")));
        for (int k = 0; k < 6; k++) {
            seed = seed * 1103515245u + 12345u;
            char desc[64];
            snprintf(desc, sizeof desc, "%s %d %.1f", families[(seed >> 8) % 7], 100 * (1 + (seed >> 12) % 9), 6 + ((seed >> 16) % 900) / 10.0);
            PangoFontDescription *d = pango_font_description_from_string(desc);
            PangoLayout *l = pango_layout_new(ctx);
            pango_layout_set_font_description(l, d);
            pango_layout_set_text(l, texts[(seed >> 20) % 5], -1);
            pango_layout_set_width(l, 300 * PANGO_SCALE);
            (void)pango_layout_get_line_count(l);
            cairo_save(cr);
            if (fix >= 2) pinLayout(cr, l);
            if (fix >= 3) pthread_mutex_lock(&glyphLock);
            pango_cairo_show_layout(cr, l);
            if (fix >= 3) pthread_mutex_unlock(&glyphLock);
            cairo_restore(cr);
            g_object_unref(l);
            pango_font_description_free(d);
        }
        cairo_destroy(cr);
        g_object_unref(ctx);
        g_object_unref(map);
        if (fix) pthread_rwlock_unlock(&rw);
        __atomic_add_fetch(&progress, 1, __ATOMIC_RELAXED);
    }
    return NULL;
}

int main(void) {
    fix = getenv("FIX") ? atoi(getenv("FIX")) : 0;
    pthread_mutexattr_t recursive;
    pthread_mutexattr_init(&recursive);
    pthread_mutexattr_settype(&recursive, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&glyphLock, &recursive);
    if (getenv("THREADS")) nthreads = atoi(getenv("THREADS"));
    if (getenv("SECONDS_")) seconds = atoi(getenv("SECONDS_"));
    held = g_ptr_array_new(); heldScaled = g_ptr_array_new();
    PangoFontMap *map = pango_cairo_font_map_new();
    PangoContext *ctx = pango_font_map_create_context(map);
    PangoFontDescription *d = pango_font_description_from_string("Sans 12");
    PangoFont *f = pango_font_map_load_font(map, ctx, d);
    previous = bp_replace_cairo_font_face_creator(f, hook);
    if (!previous) { fprintf(stderr, "hook failed\n"); return 2; }
    if (fix >= 3 && !bp_replace_glyph_extents_getter(f, lockedExtents, &pangoExtents)) { fprintf(stderr, "extents hook failed\n"); return 2; }
    pthread_t t;
    for (int i = 0; i < nthreads; i++) pthread_create(&t, NULL, worker, (void *)(size_t)(i + 1));
    long last = -1; int stalled = 0;
    for (int s = 0; s < seconds * 4; s++) {
        usleep(250000);
        long p = __atomic_load_n(&progress, __ATOMIC_RELAXED);
        if (p == last) { if (++stalled >= 12) { printf("HANG after %ld iterations (%.1f s)\n", p, s / 4.0); fflush(stdout); _exit(1); } }
        else stalled = 0;
        last = p;
    }
    printf("OK %ld iterations, held %u\n", last, held->len);
    fflush(stdout);
    _exit(0);
}
