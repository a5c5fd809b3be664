/* The text-heavy page of Benchmarks/Benchmarks/BenchmarkCards/TextPage.swift drawn directly with
 * cairo and pango in C: the floor for Backplate's drawing of a page dominated by glyphs.
 * An 800x1000 white page, 40 pt margins, a 32 pt bold title and seven 17 pt paragraphs wrapped to
 * 720 pt, 12 pt apart (Inter, unhinted, grey antialiasing, unrounded glyph positions: the
 * options Backplate's text engine uses).
 * Build: gcc -O2 -o text_page_c text_page_c.c $(pkg-config --cflags --libs pangocairo) -lm
 * Run:   ./text_page_c 30 OUTDIR   (per-image medians in the format of shared/bench/card_c.c) */
#include <cairo.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) { struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts); return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6; }
static int cmpd(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
static double median(double *v, int n) { qsort(v, n, sizeof *v, cmpd); return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2; }

static const double W = 800, H = 1000, PAD = 40, GAP = 12;
static const char *TITLE = "Rendering SwiftUI views on a Linux server";
static const char *PARAS[] = {
    "Backplate lays out views by SwiftUI's rules and draws them with cairo and pango, so a server can turn the same declarations an iPhone app uses into PNG, SVG and PDF files without a display, a window server or a browser.",
    "Each render resolves the view tree in its environment, proposes sizes from the root down, places every child, and records what to draw as a display list of shapes, gradients, images and shaped text runs.",
    "Text is shaped once during layout: the measured lines are kept and drawn exactly as they were measured, so a paragraph wraps at the same words in the bitmap, in the vector documents and in the frames the layout reports.",
    "Shadows and blurs are computed offscreen at a working scale that keeps their cost proportional to the output, then composited back; gradients, rounded rectangles and strokes go straight to cairo's rasterizer.",
    "The PNG encoder writes opaque images as RGB, leaves rows of renders unfiltered and compresses them with libdeflate, which is faster than zlib at the same ratio; JPEG and WebP come from libjpeg-turbo and libwebp.",
    "On a server, renders run on worker threads with a text engine each, taken from a pool, so two cores draw two cards at once; caches are bounded, and nothing grows from one request to the next.",
    "This page exists to measure drawing that is dominated by glyphs rather than by fills: about 1,400 glyphs in seven paragraphs, the kind of page a report, an invoice or a social preview card holds.",
};
#define NPARAS ((int)(sizeof PARAS / sizeof *PARAS))
#define RGB(h) (((h) >> 16) & 255) / 255.0, (((h) >> 8) & 255) / 255.0, ((h)&255) / 255.0

typedef struct { PangoContext *ctx; PangoFontDescription *title, *body; } Text;

static PangoLayout *mk(Text *t, const char *s, PangoFontDescription *d) {
    PangoLayout *l = pango_layout_new(t->ctx);
    pango_layout_set_font_description(l, d);
    pango_layout_set_width(l, (int)((W - 2 * PAD) * PANGO_SCALE));
    pango_layout_set_wrap(l, PANGO_WRAP_WORD);
    pango_layout_set_text(l, s, -1);
    return l;
}

/* Shapes and draws the page: as card_c.c, the text is laid out inside the timed drawing. */
static void draw(cairo_t *cr, Text *t) {
    cairo_set_source_rgb(cr, 1, 1, 1); cairo_paint(cr);
    pango_cairo_update_context(cr, t->ctx);
    double y = PAD;
    for (int i = -1; i < NPARAS; i++) {
        PangoLayout *l = mk(t, i < 0 ? TITLE : PARAS[i], i < 0 ? t->title : t->body);
        PangoRectangle ink, log; pango_layout_get_extents(l, &ink, &log);
        cairo_move_to(cr, PAD, y);
        if (i < 0) cairo_set_source_rgb(cr, RGB(0x0F172A)); else cairo_set_source_rgb(cr, RGB(0x334155));
        pango_cairo_show_layout(cr, l);
        y += (double)log.height / PANGO_SCALE + GAP;
        g_object_unref(l);
    }
}

typedef struct { unsigned char *buf; size_t len, cap; } Sink;
static cairo_status_t sink_write(void *c, const unsigned char *d, unsigned int n) {
    Sink *s = c;
    if (s->len + n > s->cap) { s->cap = (s->len + n) * 2; s->buf = realloc(s->buf, s->cap); }
    memcpy(s->buf + s->len, d, n); s->len += n;
    return CAIRO_STATUS_SUCCESS;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 30;
    if (n < 1) n = 1;
    const char *out = argc > 2 ? argv[2] : ".";
    char path[512];
    Text t;
    t.ctx = pango_font_map_create_context(pango_cairo_font_map_get_default());
    cairo_font_options_t *fo = cairo_font_options_create();
    cairo_font_options_set_hint_style(fo, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(fo, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(fo, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(t.ctx, fo); cairo_font_options_destroy(fo);
    pango_context_set_round_glyph_positions(t.ctx, FALSE);
    t.title = pango_font_description_new(); pango_font_description_set_family(t.title, "Inter,DejaVu Sans");
    pango_font_description_set_weight(t.title, PANGO_WEIGHT_BOLD); pango_font_description_set_absolute_size(t.title, 32 * PANGO_SCALE);
    t.body = pango_font_description_new(); pango_font_description_set_family(t.body, "Inter,DejaVu Sans");
    pango_font_description_set_absolute_size(t.body, 17 * PANGO_SCALE);

    /* Warm-up render, written as text_page_c.png. */
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)W, (int)H);
    cairo_t *cr = cairo_create(s); draw(cr, &t); cairo_destroy(cr);
    snprintf(path, sizeof path, "%s/text_page_c.png", out); cairo_surface_write_to_png(s, path); cairo_surface_destroy(s);

    double *dr = malloc(sizeof(double) * n), *fi = malloc(sizeof(double) * n), *me = malloc(sizeof(double) * n), *tot = malloc(sizeof(double) * n);
    size_t size = 0;
    snprintf(path, sizeof path, "%s/text_page_c-loop.png", out);
    for (int i = 0; i < n; i++) {
        double a0 = now_ms();
        s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)W, (int)H);
        cr = cairo_create(s); draw(cr, &t); cairo_surface_flush(s);
        double a1 = now_ms();
        cairo_surface_write_to_png(s, path);
        double a2 = now_ms();
        Sink sk = {0}; cairo_surface_write_to_png_stream(s, sink_write, &sk);
        double a3 = now_ms();
        size = sk.len; free(sk.buf);
        cairo_destroy(cr); cairo_surface_destroy(s);
        dr[i] = a1 - a0; fi[i] = a2 - a1; me[i] = a3 - a2; tot[i] = dr[i] + me[i];
    }
    printf("loop of %d (ms/image median): draw %.3f | png file %.3f | png mem %.3f (%zu bytes) | draw+mem %.3f\n", n, median(dr, n), median(fi, n), median(me, n), size, median(tot, n));
    return 0;
}
