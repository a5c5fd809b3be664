import Foundation
import BackplateCore
internal import CCairo
internal import CPangoCairo

extension PangoTextEngine {
    /// Every SF Symbols name `Image(systemName:)` can draw.
    package static var supportedSymbolNames: Set<String> { Set(SymbolCatalog.recipes.keys) }

    /// Lays out a symbol: the frame is SwiftUI's (`SymbolLayoutRequest.frame`, from the core's
    /// symbol table), and each glyph of the symbol's recipe (`SymbolCatalog`) is fitted into
    /// the symbol's ink box (`SymbolLayoutRequest.inkSize`, the frame less SF Symbols'
    /// margins), centred in the frame (moved right by `inkShift` where the symbol's margins
    /// differ), keeping its proportions. Every glyph is shaped once and kept under its own
    /// handle (`SymbolLayoutRequest.glyph(_:)`): the monochrome glyph, the layers, the
    /// variable-value glyph. A name without a recipe keeps the frame and draws nothing (with
    /// a one-time warning); without the icon font, symbols keep their frames and draw nothing.
    /// Weights of semibold and up ask fontconfig for a synthesized bold of the icon font.
    package func layoutSymbol(_ request: SymbolLayoutRequest) -> SymbolLayoutResult? {
        var base = request.glyph(-1)
        base.pointSize = Font.sanitizedPointSize(request.pointSize)
        guard let frame = base.frame, let ink = base.inkSize else { return nil }
        let cap = base.capHeight
        let empty = SymbolLayoutResult(size: frame.size, baselineOffset: frame.baselineOffset, capHeight: cap, shaped: nil)
        guard let recipe = SymbolCatalog.recipes[base.name] else {
            if base.isKnownSymbol {
                RuntimeWarning.emit("No glyph for symbol '\(base.name)' in Backplate's icon set; drawing nothing")
            }
            return empty
        }
        lock.lock(); defer { lock.unlock() }
        guard familyAvailable(SymbolCatalog.family) else {
            RuntimeWarning.emit("the \"\(SymbolCatalog.family)\" font is not installed (Debian: fonts-material-design-icons-iconfont); symbols draw nothing")
            return empty
        }
        let bold = base.weight >= 0.3   // semibold and up
        let shift = base.inkShift
        func shape(_ glyph: SymbolGlyph, as handle: SymbolLayoutRequest) -> ShapedTextHandle? {
            guard let shaped = fittedGlyph(glyph, in: ink, centredIn: frame.size, shift: shift, bold: bold) else { return nil }
            keep(shaped, for: .symbol(handle))
            return .symbol(handle)
        }
        var result = empty
        if let mono = recipe.mono {
            result.shaped = shape(SymbolGlyph(mono), as: base)
        }
        result.layers = recipe.layers.enumerated().compactMap { i, glyph in
            shape(glyph, as: base.glyph(i)).map { SymbolLayerResult(handle: $0, level: glyph.level, multicolor: glyph.multicolor) }
        }
        if let value = base.variableValue, !recipe.variable.isEmpty, result.shaped != nil, let mono = recipe.mono {
            let steps = recipe.variable.count - 1
            let index = min(max(Int((value * Double(steps)).rounded(.up)), 0), steps)
            // Drawn exactly over the full glyph (the icons share one design grid), so only
            // the parts beyond the value stay dimmed.
            if let shaped = fittedGlyph(SymbolGlyph(recipe.variable[index]), in: ink, centredIn: frame.size, shift: shift, bold: bold, placedAs: mono) {
                keep(shaped, for: .symbol(base.glyph(-2)))
                result.variableActive = .symbol(base.glyph(-2))
            }
        }
        return result
    }

    /// A glyph laid out so that its ink fills `glyph.scale` of the ink box `box` (proportions
    /// kept), centred in the symbol's `frame` and moved right by `shift` points, moved down by
    /// `glyph.dy` of the box's height; with `placedAs`, at the size and position that glyph
    /// would have instead.
    private func fittedGlyph(_ glyph: SymbolGlyph, in box: CGSize, centredIn frame: CGSize, shift: CGFloat, bold: Bool, placedAs: UInt32? = nil) -> PangoShapedText? {
        if let reference = placedAs, let placed = fittedGlyph(SymbolGlyph(reference), in: box, centredIn: frame, shift: shift, bold: bold) {
            var size = Int32(0)
            if let desc = pango_layout_get_font_description(placed.layout) { size = pango_font_description_get_size(desc) }
            let layout = symbolLayout(glyph.codepoint, size: CGFloat(size) / pangoScale, bold: bold)
            return PangoShapedText(layout: layout, lines: placed.lines)
        }
        let reference: CGFloat = 100
        let probe = symbolLayout(glyph.codepoint, size: reference, bold: bold)
        let ink0 = inkBox(probe)
        g_object_unref(UnsafeMutableRawPointer(probe))
        guard ink0.width > 0, ink0.height > 0, box.width > 0, box.height > 0 else { return nil }
        let fit = min(box.width * glyph.scale / ink0.width, box.height * glyph.scale / ink0.height)
        let layout = symbolLayout(glyph.codepoint, size: reference * fit, bold: bold)
        let ink = inkBox(layout)
        let baseline = CGFloat(pango_layout_get_baseline(layout)) / pangoScale
        let centre = CGPoint(x: frame.width / 2 + shift, y: frame.height / 2 + glyph.dy * box.height)
        let x = centre.x - ink.midX
        let top = centre.y - ink.midY   // where the layout's top lands
        return PangoShapedText(layout: layout, lines: [(x: x, baseline: top + baseline)])
    }

    /// The ink rectangle of a layout, in points from its top-left corner.
    private func inkBox(_ layout: OpaquePointer) -> CGRect {
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        return CGRect(x: CGFloat(ink.x) / pangoScale, y: CGFloat(ink.y) / pangoScale,
                      width: CGFloat(ink.width) / pangoScale, height: CGFloat(ink.height) / pangoScale)
    }

    /// A one-glyph layout in the icon font.
    private func symbolLayout(_ codepoint: UInt32, size: CGFloat, bold: Bool) -> OpaquePointer {
        let layout: OpaquePointer = pango_layout_new(context)!
        let desc: OpaquePointer = pango_font_description_new()!
        pango_font_description_set_family(desc, SymbolCatalog.family)
        pango_font_description_set_absolute_size(desc, max(Double(size), 0.01) * Double(pangoScale))
        if bold { pango_font_description_set_weight(desc, PANGO_WEIGHT_BOLD) }
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        let text = String(Character(Unicode.Scalar(codepoint) ?? " "))
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        return layout
    }
}
