import Foundation
import BackplateCore
internal import CCairo
internal import CPangoCairo

/// How a text engine picks and describes fonts: the system face (substitute, optical size,
/// tracking, width factor) per font and size, Pango font descriptions, real-face checks and
/// line metrics. (Split from `PangoTextEngine.swift`; every function runs under the
/// engine's lock.)
extension PangoTextEngine {

    /// The face of a system-font run (or of a custom family that is missing, which SwiftUI
    /// draws with the system font) at a point size.
    func systemFace(for font: ResolvedFont, size: CGFloat) -> SystemFace {
        if let name = font.family {
            RuntimeWarning.emit("font \"\(name)\" is not installed (no family, PostScript or full name matches); using the system font")
        }
        // Decided once per font and size: the face's variations are formatted strings, and a
        // text asks for its runs' faces several times while it is shaped.
        let key = SystemFaceKey(font: font, size: size)
        if let known = systemFaceCache[key] { return known }
        let face = decideSystemFace(for: font, size: size)
        if systemFaceCache.count >= PangoTextEngine.systemFaceCacheLimit { systemFaceCache.removeAll(keepingCapacity: true) }
        systemFaceCache[key] = face
        return face
    }

    private static let systemFaceCacheLimit = 256

    private func decideSystemFace(for font: ResolvedFont, size: CGFloat) -> SystemFace {
        let design: ResolvedFont.Design = font.monospaced || font.design == .monospaced ? .monospaced : (font.family == nil ? font.design : .default)
        let (weight, italic) = systemStyle(of: font)
        let css = SystemFontFaces.cssWeight(weight)
        let tracking = SystemFontTracking.points(design: design, size: size)
        func fmt(_ v: Double) -> String { String(format: "%.2f", v) }
        func real(_ family: String, variations: String?) -> SystemFace? {
            guard let hasTrak = realFace(family) else { return nil }
            return SystemFace(family: family, variations: variations, tracking: hasTrak ? 0 : tracking, widthFactor: 1)
        }
        let sfOpsz = fmt(Double(min(max(size, 17), 96)))
        switch design {
        case .default, .rounded:
            if design == .rounded, let f = real("SF Pro Rounded", variations: nil) { return f }
            if design == .default {
                if let f = real("SF Pro", variations: "opsz=\(sfOpsz),wght=\(fmt(css))") { return f }
                let (first, second) = size < 20 ? ("SF Pro Text", "SF Pro Display") : ("SF Pro Display", "SF Pro Text")
                if let f = real(first, variations: nil) ?? real(second, variations: nil) { return f }
            }
            if SystemFontFaces.hasSubstitute {
                let s = SystemFontFaces.substituteWidthFactor(size: size, cssWeight: css)
                let opsz = SystemFontFaces.substituteOpticalSize(size)
                return SystemFace(family: SystemFontFaces.marker(italic: italic, widthFactor: s),
                                  variations: "opsz=\(fmt(Double(opsz))),wght=\(fmt(css))", tracking: tracking, widthFactor: s)
            }
            return SystemFace(family: systemFamily, variations: nil, tracking: tracking, widthFactor: 1)
        case .serif:
            if let f = real("New York", variations: nil) { return f }
            if SerifSubstitute.isInstalled {
                return SystemFace(family: SerifSubstitute.marker(italic: italic),
                                  variations: SerifSubstitute.variations(size: size, cssWeight: css), tracking: tracking, widthFactor: 1)
            }
            return SystemFace(family: familyAvailable("DejaVu Serif") ? "DejaVu Serif" : systemFamily, variations: nil,
                              tracking: tracking, widthFactor: 1)
        case .monospaced:
            if let f = real("SF Mono", variations: nil) { return f }
            return SystemFace(family: "DejaVu Sans Mono", variations: nil, tracking: 0, widthFactor: 1)
        }
    }

    /// Whether the user's real SF family is installed (`nil`: not installed) and, if so,
    /// whether its file has its own `trak` table (then HarfBuzz applies the tracking).
    func realFace(_ family: String) -> Bool? {
        if let known = realFaceCache[family] { return known }
        var answer: Bool? = nil
        if familyAvailable(family) {
            answer = SystemFontFaces.file(ofFamily: family).map { SystemFontFaces.fileHasTable($0, tag: "trak") } ?? false
        }
        realFaceCache[family] = answer
        return answer
    }

    static func pangoWeight(_ w: Double) -> Int32 {
        // SwiftUI's weights in order: ultraLight, thin, light, regular, medium, semibold, bold, heavy, black.
        let table: [(Double, Int32)] = [(-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900)]
        return table.min { abs($0.0 - w) < abs($1.0 - w) }!.1
    }

    func description(for font: ResolvedFont, scale: CGFloat = 1, face: SystemFace? = nil) -> OpaquePointer {
        let desc: OpaquePointer = pango_font_description_new()!
        let size = max(font.size * scale, 0.01)
        var named: NamedFace?
        if usesSystemMetrics(font) {
            let face = face ?? systemFace(for: font, size: size)
            pango_font_description_set_family(desc, face.family)
            if let v = face.variations { pango_font_description_set_variations(desc, v) }
        } else {
            named = font.family.flatMap { namedFace($0) }
            pango_font_description_set_family(desc, named?.family ?? font.family!)
            // CoreText sets a custom font's optical size to its point size; Pango would set it
            // from points at 96 dpi (0.75 × the size). Ignored by fonts without an opsz axis.
            pango_font_description_set_variations(desc, String(format: "opsz=%.2f", Double(min(max(size, 1), 1000))))
        }
        pango_font_description_set_absolute_size(desc, Double(size) * Double(pangoScale))
        // A face named by PostScript or full name keeps its weight unless one is applied.
        let system = systemStyle(of: font)
        let weight = named.map { font.weight == 0 ? $0.cssWeight : PangoTextEngine.pangoWeight(font.weight) }
            ?? PangoTextEngine.pangoWeight(system.weight)
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(weight)))
        if system.italic || named?.italic == true { pango_font_description_set_style(desc, PANGO_STYLE_ITALIC) }
        return desc
    }

    /// The weight and slant a font draws with: its own, or for a face iOS ships that is not
    /// installed here (drawn with the system font), what its PostScript name spells (`-Bold`).
    func systemStyle(of font: ResolvedFont) -> (weight: Double, italic: Bool) {
        guard let name = font.family, PostScriptStyle.isIOSFace(name), !familyAvailable(name) else { return (font.weight, font.italic) }
        let weight = font.weight == 0 ? PostScriptStyle.weight(of: name) ?? 0 : font.weight
        return (weight, font.italic || PostScriptStyle.isItalic(name))
    }

    /// Whether a font is drawn with the system substitute: the system font itself, or a
    /// custom family that is not installed (SwiftUI falls back to the system font).
    func usesSystemMetrics(_ font: ResolvedFont) -> Bool {
        guard let name = font.family else { return true }
        return !familyAvailable(name)
    }

    /// Vertical metrics: SF Pro's for the system font (and for missing custom families, which
    /// fall back to it), the face's own (ascent, descent, line gap) otherwise.
    func metrics(for font: ResolvedFont) -> TextLineMetrics {
        if usesSystemMetrics(font) {
            return TextLineMetrics(ascent: font.size * SystemFontMetrics.ascender, descent: font.size * SystemFontMetrics.descender,
                                   leading: 0, capHeight: font.size * SystemFontMetrics.capHeight)
        }
        let key = "\(font.family ?? "")|\(font.size)|\(font.weight)|\(font.italic)"
        if let m = metricsCache[key] { return m }
        let desc = description(for: font)
        defer { pango_font_description_free(desc) }
        let fm = pango_context_get_metrics(context, desc, nil)!
        defer { pango_font_metrics_unref(fm) }
        let s = pangoScale
        let ascent = CGFloat(pango_font_metrics_get_ascent(fm)) / s
        let descent = CGFloat(pango_font_metrics_get_descent(fm)) / s
        let height = CGFloat(pango_font_metrics_get_height(fm)) / s
        var capHeight = font.size * SystemFontMetrics.capHeight
        // The face's cap height: the ink top of "H" above the baseline.
        if let probe = pango_layout_new(context) {
            pango_layout_set_font_description(probe, desc)
            pango_layout_set_text(probe, "H", 1)
            var ink = PangoRectangle()
            pango_layout_get_extents(probe, &ink, nil)
            let baseline = pango_layout_get_baseline(probe)
            if ink.height > 0 { capHeight = CGFloat(baseline - ink.y) / s }
            g_object_unref(UnsafeMutableRawPointer(probe))
        }
        let m = TextLineMetrics(ascent: ascent, descent: descent, leading: max(0, height - ascent - descent),
                                capHeight: capHeight)
        metricsCache[key] = m
        return m
    }
}

extension PangoTextEngine {
    /// The vertical metrics `Text` lays out a face with (SF Pro's for the system font and for a
    /// family that is not installed), for UIKit's `UIFont.lineHeight` and `ascender`.
    package static func lineMetrics(family: String?, size: CGFloat, weight: Double, italic: Bool) -> TextLineMetrics {
        withPooledEngine { engine in
            engine.lock.lock(); defer { engine.lock.unlock() }
            return engine.metrics(for: ResolvedFont(family: family, size: size, weight: weight, italic: italic))
        }
    }
}
