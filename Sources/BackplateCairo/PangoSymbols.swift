import Foundation
import BackplateCore
internal import CCairo
internal import CPangoCairo

extension PangoTextEngine {
    /// Every SF Symbols name `Image(systemName:)` can draw.
    package static var supportedSymbolNames: Set<String> { Set(SymbolCatalog.codepoints.keys) }

    /// Lays out a symbol from the icon font: the glyph is scaled so that its circle matches
    /// SF Symbols' `circle.fill` at the request's size (`SymbolLayoutRequest.nominalSize`);
    /// the frame is the glyph's ink box, centred on half the cap height above the baseline,
    /// as SF Symbols sit on text. Unknown names return `nil` (an empty image) and warn once;
    /// without the icon font, symbols keep SwiftUI's nominal size but draw nothing.
    package func layoutSymbol(_ request: SymbolLayoutRequest) -> SymbolLayoutResult? {
        guard let codepoint = SymbolCatalog.codepoints[request.name] else {
            RuntimeWarning.emit("No symbol named '\(request.name)' in Backplate's symbol set; drawing an empty image")
            return nil
        }
        let pointSize = Font.sanitizedPointSize(request.pointSize)
        var r = request
        r.pointSize = pointSize
        lock.lock(); defer { lock.unlock() }
        return { () -> SymbolLayoutResult in
            let cap = r.capHeight
            let nominal = r.nominalSize
            guard nominal > 0, familyAvailable(SymbolCatalog.family), let unit = symbolUnit() else {
                if !familyAvailable(SymbolCatalog.family) {
                    RuntimeWarning.emit("the \"\(SymbolCatalog.family)\" font is not installed (Debian: fonts-material-design-icons-iconfont); symbols draw nothing")
                }
                return SymbolLayoutResult(size: CGSize(width: nominal, height: nominal), baselineOffset: (nominal - cap) / 2,
                                          capHeight: cap, shaped: nil)
            }
            let layout = symbolLayout(codepoint, size: nominal / unit)
            var ink = PangoRectangle()
            pango_layout_get_extents(layout, &ink, nil)
            let baseline = CGFloat(pango_layout_get_baseline(layout)) / pangoScale
            let box = CGRect(x: CGFloat(ink.x) / pangoScale, y: CGFloat(ink.y) / pangoScale,
                             width: CGFloat(ink.width) / pangoScale, height: CGFloat(ink.height) / pangoScale)
            guard box.width > 0, box.height > 0 else {
                g_object_unref(UnsafeMutableRawPointer(layout))
                return SymbolLayoutResult(size: .zero, baselineOffset: 0, capHeight: cap, shaped: nil)
            }
            keep(PangoShapedText(layout: layout, lines: [(x: -box.minX, baseline: baseline - box.minY)]), for: .symbol(request))
            return SymbolLayoutResult(size: box.size, baselineOffset: (box.height - cap) / 2, capHeight: cap, shaped: .symbol(request))
        }()
    }

    /// The icon font's circle diameter per point of font size (measured once).
    private func symbolUnit() -> CGFloat? {
        if let u = symbolUnitCache { return u }
        let reference: CGFloat = 100
        let layout = symbolLayout(SymbolCatalog.codepoints["circle.fill"]!, size: reference)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        guard ink.height > 0 else { return nil }
        let unit = CGFloat(ink.height) / pangoScale / reference
        symbolUnitCache = unit
        return unit
    }

    /// A one-glyph layout in the icon font.
    private func symbolLayout(_ codepoint: UInt32, size: CGFloat) -> OpaquePointer {
        let layout: OpaquePointer = pango_layout_new(context)!
        let desc: OpaquePointer = pango_font_description_new()!
        pango_font_description_set_family(desc, SymbolCatalog.family)
        pango_font_description_set_absolute_size(desc, max(Double(size), 0.01) * Double(pangoScale))
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        let text = String(Character(Unicode.Scalar(codepoint) ?? " "))
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        return layout
    }
}
