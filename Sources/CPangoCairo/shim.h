#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <cairo-ft.h>
#include FT_MULTIPLE_MASTERS_H
#include <fontconfig/fcfreetype.h>
#include <pango/pangofc-font.h>
#include <hb-ot.h>

/* How a PangoCairoFcFont makes its cairo font face (Backplate's SharedFontFaces.swift). */
typedef cairo_font_face_t *(*BPCairoFontFaceCreator)(PangoCairoFont *font);

/* The start of Pango's private PangoCairoFontIface (pango/pangocairo-private.h, unchanged
   from Pango 1.18 through 1.50): the GTypeInterface header, then create_font_face. */
typedef struct {
    GTypeInterface g_iface;
    BPCairoFontFaceCreator create_font_face;
} BPPangoCairoFontIface;

/* Replaces create_font_face for every font of `font`'s class (a PangoCairoFcFont) and returns
   the previous function, or NULL (nothing replaced) when `font` is of another class. */
static inline BPCairoFontFaceCreator bp_replace_cairo_font_face_creator(PangoFont *font, BPCairoFontFaceCreator creator) {
    if (font == NULL || g_strcmp0(G_OBJECT_TYPE_NAME(font), "PangoCairoFcFont") != 0) return NULL;
    gpointer klass = g_type_class_ref(G_OBJECT_TYPE(font)); /* kept for the process's life */
    BPPangoCairoFontIface *iface = (BPPangoCairoFontIface *)g_type_interface_peek(klass, PANGO_TYPE_CAIRO_FONT);
    if (iface == NULL || iface->create_font_face == NULL) return NULL;
    BPCairoFontFaceCreator previous = iface->create_font_face;
    iface->create_font_face = creator;
    return previous;
}

/* How a Pango font makes its HarfBuzz font (PangoFontClass.create_hb_font, public in
   pango-font.h; Backplate's HarfBuzzDefaultCoordinates.swift). */
typedef hb_font_t *(*BPHarfBuzzFontCreator)(PangoFont *font);

/* Replaces create_hb_font for every font of `font`'s class (a PangoCairoFcFont), storing the
   previous function in `*previous` first (so `creator` can call it from the moment it is in
   place); returns 0 (nothing replaced) when `font` is of another class. */
static inline int bp_replace_hb_font_creator(PangoFont *font, BPHarfBuzzFontCreator creator, BPHarfBuzzFontCreator *previous) {
    if (font == NULL || g_strcmp0(G_OBJECT_TYPE_NAME(font), "PangoCairoFcFont") != 0) return 0;
    PangoFontClass *klass = (PangoFontClass *)g_type_class_ref(G_OBJECT_TYPE(font)); /* kept for the process's life */
    if (klass == NULL || klass->create_hb_font == NULL) return 0;
    *previous = klass->create_hb_font;
    __atomic_store_n(&klass->create_hb_font, creator, __ATOMIC_RELEASE);
    return 1;
}

/* How a Pango font computes its metrics (PangoFontClass.get_metrics, public in pango-font.h;
   Backplate's PangoMetricsLock.swift). */
typedef PangoFontMetrics *(*BPFontMetricsGetter)(PangoFont *font, PangoLanguage *language);

/* Replaces get_metrics for every font of `font`'s class (a PangoCairoFcFont), storing the
   previous function in `*previous` first; returns 0 (nothing replaced) when `font` is of
   another class. */
static inline int bp_replace_metrics_getter(PangoFont *font, BPFontMetricsGetter getter, BPFontMetricsGetter *previous) {
    if (font == NULL || g_strcmp0(G_OBJECT_TYPE_NAME(font), "PangoCairoFcFont") != 0) return 0;
    PangoFontClass *klass = (PangoFontClass *)g_type_class_ref(G_OBJECT_TYPE(font)); /* kept for the process's life */
    if (klass == NULL || klass->get_metrics == NULL) return 0;
    *previous = klass->get_metrics;
    __atomic_store_n(&klass->get_metrics, getter, __ATOMIC_RELEASE);
    return 1;
}

/* How a Pango font measures one glyph (PangoFontClass.get_glyph_extents, public in
   pango-font.h; Backplate's GlyphCacheLock.swift). */
typedef void (*BPGlyphExtentsGetter)(PangoFont *font, PangoGlyph glyph, PangoRectangle *ink, PangoRectangle *logical);

/* Replaces get_glyph_extents for every font of `font`'s class (a PangoCairoFcFont), storing the
   previous function in `*previous` first; returns 0 (nothing replaced) when `font` is of
   another class. */
static inline int bp_replace_glyph_extents_getter(PangoFont *font, BPGlyphExtentsGetter getter, BPGlyphExtentsGetter *previous) {
    if (font == NULL || g_strcmp0(G_OBJECT_TYPE_NAME(font), "PangoCairoFcFont") != 0) return 0;
    PangoFontClass *klass = (PangoFontClass *)g_type_class_ref(G_OBJECT_TYPE(font)); /* kept for the process's life */
    if (klass == NULL || klass->get_glyph_extents == NULL) return 0;
    *previous = klass->get_glyph_extents;
    __atomic_store_n(&klass->get_glyph_extents, getter, __ATOMIC_RELEASE);
    return 1;
}
