import Foundation
import BackplateCore
internal import CCairo
internal import CPangoCairo

extension PangoTextEngine {
    /// Every SF Symbols name `Image(systemName:)` can draw.
    package static var supportedSymbolNames: Set<String> { SymbolCatalog.names }

    /// Lays out a symbol: the frame is SwiftUI's (`SymbolLayoutRequest.frame`, from the core's
    /// symbol tables), and each glyph of the symbol's recipe (`SymbolCatalog.recipe(for:)`) is
    /// fitted into the symbol's ink box (`SymbolLayoutRequest.inkSize`, the frame less SF
    /// Symbols' margins), centred in the frame (moved right by `inkShift` where the symbol's
    /// margins differ), keeping its proportions. Every glyph is shaped once and kept under its
    /// own handle (`SymbolLayoutRequest.glyph(_:)`): the monochrome glyph, the layers, the
    /// variable-value glyph. A name SF Symbols lacks keeps the frame and draws nothing (the
    /// layout warns, naming it); without the icon fonts, symbols keep their frames and draw
    /// nothing, with a warning naming the missing font. Weights of semibold and up ask
    /// fontconfig for a synthesized bold of the icon font.
    package func layoutSymbol(_ request: SymbolLayoutRequest) -> SymbolLayoutResult? {
        var base = request.glyph(-1)
        base.pointSize = Font.sanitizedPointSize(request.pointSize)
        guard let frame = base.frame, let ink = base.inkSize else { return nil }
        let cap = base.capHeight
        let empty = SymbolLayoutResult(size: frame.size, baselineOffset: frame.baselineOffset, capHeight: cap, shaped: nil)
        guard let recipe = SymbolCatalog.recipe(for: base.name) else {
            if base.isKnownSymbol {
                RuntimeWarning.emit("No glyph for symbol '\(base.name)' in Backplate's icon set; drawing nothing")
            }
            return empty
        }
        lock.lock(); defer { lock.unlock() }
        for family in Set((recipe.layers + [recipe.mono].compactMap { $0 }).compactMap(\.font.family)) where !familyAvailable(family) {
            let package = family == SymbolCatalog.family ? "Debian: fonts-material-design-icons-iconfont"
                : "PyPI: fonticon-materialdesignicons7, installed into .fonts by scripts/install-deps.sh"
            RuntimeWarning.emit("the \"\(family)\" font is not installed (\(package)); symbol '\(base.name)' draws nothing")
            return empty
        }
        let bold = base.weight >= 0.3   // semibold and up
        let shift = base.inkShift
        let stroke = SymbolStroke.width(pointSize: base.pointSize, weight: base.weight)
        func shape(_ glyph: SymbolGlyph, as handle: SymbolLayoutRequest) -> ShapedTextHandle? {
            guard let shaped = fittedGlyph(glyph, in: ink, centredIn: frame.size, shift: shift, bold: bold,
                                           hollowWidth: glyph.hollow ? stroke : nil) else { return nil }
            keep(shaped, for: .symbol(handle))
            return .symbol(handle)
        }
        var result = empty
        if let mono = recipe.mono {
            result.shaped = shape(mono, as: base)
        }
        result.layers = recipe.layers.enumerated().compactMap { i, glyph in
            shape(glyph, as: base.glyph(i)).map { SymbolLayerResult(handle: $0, level: glyph.level, multicolor: glyph.multicolor, cut: glyph.cut) }
        }
        if result.shaped == nil && result.layers.isEmpty {
            RuntimeWarning.emit("symbol '\(base.name)': its glyphs have no ink in the installed icon fonts (another version of \"Material Design Icons\" or \"Material Icons\"?); drawing nothing")
        }
        if let value = base.variableValue, !recipe.variable.isEmpty, result.shaped != nil, let mono = recipe.mono {
            let steps = recipe.variable.count - 1
            let index = min(max(Int((value * Double(steps)).rounded(.up)), 0), steps)
            // Drawn exactly over the full glyph (the icons share one design grid), so only
            // the parts beyond the value stay dimmed.
            if let shaped = fittedGlyph(recipe.variable[index], in: ink, centredIn: frame.size, shift: shift, bold: bold, placedAs: mono) {
                keep(shaped, for: .symbol(base.glyph(-2)))
                result.variableActive = .symbol(base.glyph(-2))
            }
        }
        return result
    }

    /// A glyph laid out so that its ink fills `glyph.scale` of the ink box `box` (proportions
    /// kept), centred in the symbol's `frame`, moved right by `shift` points and by `glyph.dx`
    /// of the box's width, down by `glyph.dy` of its height; with `placedAs`, at the size and
    /// position that glyph would have instead; with `hollowWidth`, drawn hollow; turned by
    /// `glyph.degrees` about its ink's centre.
    private func fittedGlyph(_ glyph: SymbolGlyph, in box: CGSize, centredIn frame: CGSize, shift: CGFloat, bold: Bool,
                             placedAs: SymbolGlyph? = nil, hollowWidth: CGFloat? = nil) -> PangoShapedText? {
        let bold = bold || glyph.bold
        if let reference = placedAs, let placed = fittedGlyph(reference, in: box, centredIn: frame, shift: shift, bold: bold) {
            var size = Int32(0)
            if let desc = pango_layout_get_font_description(placed.layout) { size = pango_font_description_get_size(desc) }
            let layout = symbolLayout(glyph, size: CGFloat(size) / pangoScale, bold: bold)
            return PangoShapedText(layout: layout, lines: placed.lines, turn: placed.turn)
        }
        let reference: CGFloat = 100
        let probe = symbolLayout(glyph, size: reference, bold: bold)
        let ink0 = inkBox(probe)
        g_object_unref(UnsafeMutableRawPointer(probe))
        guard ink0.width > 0, ink0.height > 0, box.width > 0, box.height > 0 else { return nil }
        // A turned glyph fits by the box round its turned ink rectangle.
        let radians = CGFloat(glyph.degrees) * .pi / 180
        let cosine = abs(cos(radians)), sine = abs(sin(radians))
        let turned = CGSize(width: ink0.width * cosine + ink0.height * sine, height: ink0.width * sine + ink0.height * cosine)
        let fit = min(box.width * glyph.scale / turned.width, box.height * glyph.scale / turned.height)
        let layout = symbolLayout(glyph, size: reference * fit, bold: bold)
        let ink = inkBox(layout)
        let baseline = CGFloat(pango_layout_get_baseline(layout)) / pangoScale
        let centre = CGPoint(x: frame.width / 2 + shift + glyph.dx * box.width, y: frame.height / 2 + glyph.dy * box.height)
        let x = centre.x - ink.midX
        let top = centre.y - ink.midY   // where the layout's top lands
        return PangoShapedText(layout: layout, lines: [(x: x, baseline: top + baseline)], hollowWidth: hollowWidth,
                               turn: glyph.degrees == 0 ? nil : (radians: radians, centre: centre))
    }

    /// The ink rectangle of a layout, in points from its top-left corner.
    private func inkBox(_ layout: OpaquePointer) -> CGRect {
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        return CGRect(x: CGFloat(ink.x) / pangoScale, y: CGFloat(ink.y) / pangoScale,
                      width: CGFloat(ink.width) / pangoScale, height: CGFloat(ink.height) / pangoScale)
    }

    /// A one-glyph layout in the glyph's font (text glyphs: the system family, semibold).
    private func symbolLayout(_ glyph: SymbolGlyph, size: CGFloat, bold: Bool) -> OpaquePointer {
        let layout: OpaquePointer = pango_layout_new(context)!
        let desc: OpaquePointer = pango_font_description_new()!
        pango_font_description_set_family(desc, glyph.font.family ?? systemFamily)
        pango_font_description_set_absolute_size(desc, max(Double(size), 0.01) * Double(pangoScale))
        if bold { pango_font_description_set_weight(desc, PANGO_WEIGHT_BOLD) } else if glyph.font == .text { pango_font_description_set_weight(desc, PANGO_WEIGHT_SEMIBOLD) }
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        pango_layout_set_text(layout, glyph.text, Int32(glyph.text.utf8.count))
        return layout
    }
}
