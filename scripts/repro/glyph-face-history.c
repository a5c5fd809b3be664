// Reproducer for the cross-engine glyph difference (see
// Sources/BackplateCairo/Fonts/Workarounds/FontInstancePinning.swift), with no threads and no
// Backplate: cairo 1.16 shares one FreeType face per font file and index, and
// FreeType 2.12 draws a variable font's default instance differently once that face's
// variation coordinates have ever been changed.
//
//   cc -O2 -o /tmp/glyph-face-history scripts/repro/glyph-face-history.c \
//      $(pkg-config --cflags --libs pangocairo pangofc fontconfig)
//   /tmp/glyph-face-history [FONT_DIR]          # the face at index 0: differs
//   /tmp/glyph-face-history [FONT_DIR] pin      # a named-instance face: identical
//
// Each step draws with a new Pango font map (so new cairo scaled fonts, as a new Backplate
// engine does): 13 pt Inter Backplate at its default coordinates (opsz 14, wght 400), then
// 13 pt at wght 700, then the first text again. Measured 2026-11-23 (cairo 1.16.0, FreeType
// 2.12.1, Pango 1.50.12): 200 pixels differ by up to 4 levels without "pin", none with it.
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { W = 520, H = 90 };
static int pin = 0;

// What Backplate's substitution hook does: no variable pattern, and a weight that only a
// named instance off index 0 has (Thin), so fontconfig returns face index 1 << 16.
static void pin_instance(FcPattern *p, gpointer data) {
    (void)data;
    FcPatternDel(p, FC_VARIABLE);
    FcPatternAddBool(p, FC_VARIABLE, FcFalse);
    FcPatternDel(p, FC_WEIGHT);
    FcPatternAddInteger(p, FC_WEIGHT, FC_WEIGHT_THIN);
}

static unsigned char *draw(int map_number, const char *variations) {
    PangoFontMap *map = pango_cairo_font_map_new();
    if (pin) pango_fc_font_map_set_default_substitute(PANGO_FC_FONT_MAP(map), pin_instance, NULL, NULL);
    PangoContext *ctx = pango_font_map_create_context(map);
    cairo_font_options_t *o = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(o, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(o, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_antialias(o, CAIRO_ANTIALIAS_GRAY);
    char key[32];
    snprintf(key, sizeof key, "bpfm=%d", map_number);   // own scaled fonts per map (Backplate now keys by subpixel order)
    cairo_font_options_set_variations(o, key);
    pango_cairo_context_set_font_options(ctx, o);
    cairo_font_options_destroy(o);

    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, W, H);
    cairo_t *cr = cairo_create(s);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_scale(cr, 2, 2);
    cairo_set_source_rgb(cr, 0, 0, 0);
    pango_cairo_update_context(cr, ctx);
    PangoLayout *layout = pango_layout_new(ctx);
    PangoFontDescription *d = pango_font_description_from_string("Inter Backplate");
    pango_font_description_set_absolute_size(d, 13 * PANGO_SCALE);
    pango_font_description_set_variations(d, variations);
    pango_layout_set_font_description(layout, d);
    pango_font_description_free(d);
    pango_layout_set_width(layout, 250 * PANGO_SCALE);
    pango_layout_set_text(layout, "Thank you for your order. Items ship within two business days; questions go to support.", -1);
    cairo_move_to(cr, 4, 2);
    pango_cairo_show_layout(cr, layout);
    cairo_surface_flush(s);
    unsigned char *bytes = malloc((size_t)W * H * 4);
    memcpy(bytes, cairo_image_surface_get_data(s), (size_t)W * H * 4);
    g_object_unref(layout);
    cairo_destroy(cr);
    cairo_surface_destroy(s);
    g_object_unref(ctx);
    g_object_unref(map);
    return bytes;
}

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : ".fonts";
    pin = argc > 2 && strcmp(argv[2], "pin") == 0;
    if (!FcConfigAppFontAddDir(NULL, (const FcChar8 *)dir)) { fprintf(stderr, "no font folder %s\n", dir); return 2; }
    unsigned char *first = draw(1, "opsz=14,wght=400");
    free(draw(2, "opsz=14,wght=700"));
    unsigned char *again = draw(3, "opsz=14,wght=400");
    int pixels = 0, largest = 0;
    for (int i = 0; i < W * H; i++) {
        int differs = 0;
        for (int c = 0; c < 4; c++) {
            int d = abs(first[4 * i + c] - again[4 * i + c]);
            if (d) { differs = 1; if (d > largest) largest = d; }
        }
        pixels += differs;
    }
    printf("%s: %d of %d pixels differ (largest difference %d levels)\n", pin ? "named-instance face" : "face index 0", pixels, W * H, largest);
    return pixels != 0;
}
