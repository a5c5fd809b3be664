// Reproducer for cairo 1.16's leak of font-options variations (why Backplate keys its engines'
// scaled fonts by subpixel order, not by a `bpfm` variation: PangoTextEngine.makeFontMap), with
// no threads and no Backplate. Draws a line of text through Pango RENDERS times, each into a
// new surface with a new context, as Backplate's renders do, and lets valgrind count.
//
//   cc -O1 -g -o /tmp/variations-leak scripts/repro/font-options-variations-leak.c $(pkg-config
//      --cflags --libs pangocairo cairo-pdf fontconfig)        (one line)
//   valgrind --leak-check=full /tmp/variations-leak RENDERS PDF OPTIONS_VARIATION FONT_VARIATION
//
// PDF 1 draws into a PDF stream (else an image); OPTIONS_VARIATION 1 sets a variation on the
// context's font options (as Backplate did, "bpfm=7"); FONT_VARIATION 1 draws Inter with a
// `@wght` variation (else DejaVu Sans). Measured 2026-11-29 (cairo 1.16.0, Pango 1.50.12), 120
// renders, "definitely lost": image, font variation only: 18 blocks (360 bytes); image, options
// variation, DejaVu: 370 blocks; image, both: 402; PDF, font only: 27; PDF, options, DejaVu:
// 607 to 610. cairo copies the options' string (strdup) into its graphics state, its option
// merges and every scaled font it makes, and never frees those copies; a font's own variations
// leak once per scaled font made.
#include <pango/pangocairo.h>
#include <cairo-pdf.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <stdlib.h>

static cairo_status_t discard(void *closure, const unsigned char *data, unsigned int length) {
    (void)closure; (void)data; (void)length;
    return CAIRO_STATUS_SUCCESS;
}

int main(int argc, char **argv) {
    int renders = argc > 1 ? atoi(argv[1]) : 120, pdf = argc > 2 && atoi(argv[2]);
    int optionsVariation = argc > 3 && atoi(argv[3]), fontVariation = argc > 4 ? atoi(argv[4]) : 1;
    const char *fonts = getenv("FONT_FILE") ? getenv("FONT_FILE") : ".fonts/Inter[opsz,wght].ttf";
    FcConfigAppFontAddFile(FcConfigGetCurrent(), (const FcChar8 *)fonts);
    PangoFontMap *map = pango_cairo_font_map_new();
    for (int i = 0; i < renders; i++) {
        cairo_surface_t *surface = pdf ? cairo_pdf_surface_create_for_stream(discard, NULL, 200, 100)
                                       : cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 100);
        cairo_t *cr = cairo_create(surface);
        PangoContext *context = pango_font_map_create_context(map);
        pango_cairo_update_context(cr, context);
        if (optionsVariation) {
            cairo_font_options_t *options = cairo_font_options_create();
            cairo_font_options_set_variations(options, "bpfm=7");
            pango_cairo_context_set_font_options(context, options);
            cairo_font_options_destroy(options);
        }
        char name[64];
        if (fontVariation) snprintf(name, sizeof name, "Inter %d @wght=%d", 10 + i % 5, 400 + 100 * (i % 3));
        else snprintf(name, sizeof name, "DejaVu Sans %d", 10 + i % 5);
        PangoFontDescription *description = pango_font_description_from_string(name);
        PangoLayout *layout = pango_layout_new(context);
        pango_layout_set_font_description(layout, description);
        pango_layout_set_text(layout, "Hello, leak", -1);
        pango_cairo_show_layout(cr, layout);
        pango_font_description_free(description);
        g_object_unref(layout);
        g_object_unref(context);
        cairo_destroy(cr);
        cairo_surface_finish(surface);
        cairo_surface_destroy(surface);
    }
    g_object_unref(map);
    cairo_debug_reset_static_data();
    FcFini();
    return 0;
}
