import Foundation
import BackplateCore
internal import CCairo
internal import CPangoCairo

/// The base direction of a text paragraph, as SwiftUI sets it from the layout direction.
///
/// SwiftUI lays a `Text` out with the environment's layout direction as the paragraph's base
/// writing direction: in right-to-left, neutral characters at the ends of a paragraph follow
/// the right-to-left order, so "Hello!" reads "!Hello" and the digits of "45 ر.س" stay on the
/// right. Pango decides a paragraph's direction from its first strong character unless
/// automatic direction is off, in which case its context's base direction applies. A
/// right-to-left paragraph is therefore laid out in a second context of the engine's font map,
/// identical but for its right-to-left base direction (changing the shared context's direction
/// would make Pango lay out again the lines already kept for drawing). Left-to-right
/// paragraphs keep Pango's first-strong-character rule, so a purely Arabic or Hebrew string
/// still reads right to left in a left-to-right layout. Either way Pango's bidi algorithm
/// orders and shapes right-to-left scripts; Backplate aligns each line itself.
extension PangoTextEngine {
    /// A new layout for one paragraph in `direction` (the caller owns it).
    func paragraphLayout(direction: LayoutDirection) -> OpaquePointer {
        guard direction == .rightToLeft else { return pango_layout_new(context)! }
        let rtl: OpaquePointer
        if let made = rightToLeftContext {
            rtl = made
        } else {
            rtl = pango_font_map_create_context(pango_context_get_font_map(context))!
            pango_context_set_round_glyph_positions(rtl, 0)
            pango_cairo_context_set_font_options(rtl, pango_cairo_context_get_font_options(context))
            pango_context_set_base_dir(rtl, PANGO_DIRECTION_RTL)
            rightToLeftContext = rtl
        }
        let layout = pango_layout_new(rtl)!
        pango_layout_set_auto_dir(layout, 0)
        return layout
    }

    /// Drops the right-to-left context (the font map is being replaced, or the engine freed).
    func releaseRightToLeftContext() {
        if let c = rightToLeftContext { g_object_unref(UnsafeMutableRawPointer(c)) }
        rightToLeftContext = nil
    }
}
