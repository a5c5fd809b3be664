import Foundation
import BackplateCore
internal import CPangoCairo

/// Shapes text drawn at a variable font's default instance without HarfBuzz's variation
/// paths: the HarfBuzz font Pango makes for such a font carries no coordinates.
///
/// Why (a workaround, for speed): Pango 1.50 gives every variable font's HarfBuzz font all its
/// axes' coordinates, even when they are exactly the defaults, then makes it immutable; HarfBuzz
/// 6 then reads every advance through `HVAR` and the variation store and skips its advance
/// cache, for deltas of 0 (docs/text-fonts-images.md, "HarfBuzz fonts at the default
/// instance"). No C reproducer; test: `HarfBuzzDefaultCoordinatesTests`.
///
/// The fix: `createHarfBuzzFont` replaces `PangoFontClass.create_hb_font` once per process,
/// calls Pango's own and, when every normalised coordinate is 0, clears them before Pango
/// freezes the font. Shaping is identical and cairo draws the glyphs, so pixels are too.
enum HarfBuzzDefaultCoordinates {
    /// Whether Pango's `create_hb_font` has been replaced.
    private static let installed = LockedState(false)
    /// Pango's own `create_hb_font`, stored before the replacement is in place.
    private static let pangoCreator = CHandle<UnsafeMutablePointer<BPHarfBuzzFontCreator?>>.emptySlot()

    /// Whether the replacement is in place (for tests).
    static var isInstalled: Bool {
        installed.withLock { $0 }
    }

    /// Replaces Pango's `create_hb_font`, once per process, using a font loaded from `map`.
    /// Call before any engine shapes.
    static func install(map: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer) {
        installed.withLock { installed in
            guard !installed else { return }
            PangoTextEngine.withClassSampleFont(map: map, context: context) { font in
                installed = bp_replace_hb_font_creator(font, { HarfBuzzDefaultCoordinates.createHarfBuzzFont($0) }, pangoCreator.pointer) != 0
            }
        }
    }

    /// Pango's HarfBuzz font for `font`, without coordinates when all of them are the defaults.
    private static func createHarfBuzzFont(_ font: UnsafeMutablePointer<PangoFont>?) -> OpaquePointer? {
        guard let made = pangoCreator.pointer.pointee?(font) else { return nil }
        var length: UInt32 = 0
        if let coords = hb_font_get_var_coords_normalized(made, &length), length > 0,
           (0..<Int(length)).allSatisfy({ coords[$0] == 0 }) {
            hb_font_set_var_coords_normalized(made, nil, 0)
        }
        return made
    }
}

extension PangoTextEngine {
    /// One glyph as HarfBuzz shaped it: glyph id, cluster, advances and offsets (26.6 units of
    /// the font's scale).
    package struct ShapedGlyph: Equatable, Sendable {
        package var glyph: UInt32
        package var cluster: UInt32
        package var xAdvance: Int32
        package var yAdvance: Int32
        package var xOffset: Int32
        package var yOffset: Int32
    }

    /// For tests of `HarfBuzzDefaultCoordinates`: `text` shaped by HarfBuzz with the HarfBuzz
    /// font Pango made for `font` (and how many coordinates that font carries), and shaped
    /// with a new HarfBuzz font of the same face and scale given the face's default design
    /// coordinates explicitly (and how many it carries). `nil` when Pango loads no font.
    package func shapedWithDefaultCoordinates(_ font: ResolvedFont, text: String)
        -> (pango: [ShapedGlyph], pangoCoordinates: Int, explicit: [ShapedGlyph], explicitCoordinates: Int)? {
        lock.lock(); defer { lock.unlock() }
        let desc = description(for: font)
        defer { pango_font_description_free(desc) }
        guard let loaded = pango_font_map_load_font(pango_context_get_font_map(context), context, desc) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        guard let pangoFont = pango_font_get_hb_font(loaded) else { return nil }
        let face = hb_font_get_face(pangoFont)
        guard let explicit = hb_font_create(face) else { return nil }
        defer { hb_font_destroy(explicit) }
        var xScale: Int32 = 0, yScale: Int32 = 0
        hb_font_get_scale(pangoFont, &xScale, &yScale)
        hb_font_set_scale(explicit, xScale, yScale)
        var count = hb_ot_var_get_axis_infos(face, 0, nil, nil)
        var axes = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
        hb_ot_var_get_axis_infos(face, 0, &count, &axes)
        var defaults = [Float](repeating: 0, count: Int(count))
        for axis in axes { defaults[Int(axis.axis_index)] = axis.default_value }
        hb_font_set_var_coords_design(explicit, defaults, count)
        func shape(_ hbFont: OpaquePointer) -> [ShapedGlyph] {
            let buffer = hb_buffer_create()
            defer { hb_buffer_destroy(buffer) }
            hb_buffer_add_utf8(buffer, text, Int32(text.utf8.count), 0, Int32(text.utf8.count))
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(hbFont, buffer, nil, 0)
            var n: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &n), let positions = hb_buffer_get_glyph_positions(buffer, &n) else { return [] }
            return (0..<Int(n)).map {
                ShapedGlyph(glyph: infos[$0].codepoint, cluster: infos[$0].cluster, xAdvance: positions[$0].x_advance,
                            yAdvance: positions[$0].y_advance, xOffset: positions[$0].x_offset, yOffset: positions[$0].y_offset)
            }
        }
        var pangoCount: UInt32 = 0, explicitCount: UInt32 = 0
        _ = hb_font_get_var_coords_normalized(pangoFont, &pangoCount)
        _ = hb_font_get_var_coords_normalized(explicit, &explicitCount)
        return (shape(pangoFont), Int(pangoCount), shape(explicit), Int(explicitCount))
    }
}
