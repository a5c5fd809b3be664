import Foundation
import BackplateCore
internal import CPangoCairo

/// The face one run of system-font text is drawn with, and the corrections applied to it.
struct SystemFace: Hashable {
    /// The family Pango is asked for (a pinned marker for the bundled substitute).
    var family: String
    /// Font variations (`"opsz=20,wght=400"`), or `nil`.
    var variations: String?
    /// SF's automatic tracking in points, applied between characters (0 when the face's own
    /// `trak` table applies it).
    var tracking: CGFloat
    /// The horizontal scale of the glyphs (1: none).
    var widthFactor: CGFloat
}

/// Chooses the faces of the system font (all four designs).
///
/// With the user's real SF files: "SF Pro" (variable) or "SF Pro Text"/"SF Pro Display",
/// "SF Pro Rounded", "New York", "SF Mono", their tracking applied once (the file's `trak`
/// table, else `SystemFontTracking`). Without them, the bundled OFL substitute (Inter 4 as
/// `scripts/install-deps.sh` derives it, else Inter 4 itself), pinned by file and drawn at
/// `substituteOpticalSize`, the CSS weight, SF's tracking, `substituteWidthFactor` and SF's cap
/// height; without Inter 4, Debian's Inter 3 or DejaVu Sans with the tracking only
/// (docs/text-fonts-images.md, "The system font").
enum SystemFontFaces {
    /// The bundled substitute's files, found once per process.
    /// The derived file (SF's word space) comes first, then Inter 4 as published.
    static let substituteRoman: String? = FontSearchPath.firstFile(named: [derivedRomanFile, "Inter[opsz,wght].ttf", "InterVariable.ttf"])
    static let substituteItalic: String? = FontSearchPath.firstFile(named: [derivedItalicFile, "Inter-Italic[opsz,wght].ttf", "InterVariable-Italic.ttf"])

    /// The files `scripts/fonts/derive-system-font-substitute.py` writes.
    static let derivedRomanFile = "InterBackplate[opsz,wght].ttf"
    static let derivedItalicFile = "InterBackplate-Italic[opsz,wght].ttf"

    /// Whether the substitute in use is the derived one, with SF Display's word space.
    static var usesDerivedSubstitute: Bool { substituteRoman?.hasSuffix(derivedRomanFile) ?? false }

    /// The marker families pinned to files: Pango asks fontconfig for `marker@widthFactor`,
    /// and `substitute` adds the file (fontconfig's highest-priority match property) and the
    /// width factor as a font matrix.
    static let romanMarker = "Backplate Sans"
    static let italicMarker = "Backplate Sans Italic"
    /// Per marker family: the file it is pinned to, the family fontconfig knows that file as,
    /// and the vertical glyph scale drawn (the serif substitute's markers are added by
    /// `SerifSubstitute`).
    static let pinnedFiles: [String: (file: String, family: String, verticalScale: Double)] = {
        var files: [String: (file: String, family: String, verticalScale: Double)] = [:]
        let v = Double(substituteVerticalScale)
        if let r = substituteRoman { files[romanMarker] = (r, substituteFamily, v) }
        if let i = substituteItalic { files[italicMarker] = (i, substituteFamily, v) }
        if let r = SerifSubstitute.roman { files[SerifSubstitute.romanMarker] = (r, SerifSubstitute.family, 1) }
        if let i = SerifSubstitute.italic { files[SerifSubstitute.italicMarker] = (i, SerifSubstitute.family, 1) }
        return files
    }()

    /// The substitute's vertical glyph scale: SF's cap height over Inter 4's (1443 / 1490
    /// units of 2048), so capitals' ink ends where SF's does (Inter's caps are 0.023 em
    /// taller: 0.4 pt at 17 pt, 1.3 pt at 56 pt). Advances and line metrics are unchanged.
    static let substituteVerticalScale: CGFloat = 1443.0 / 1490

    /// The family name a marker stands for (what fontconfig knows the pinned file as).
    static let substituteFamily = usesDerivedSubstitute ? "Inter Backplate" : "Inter"

    /// Whether the bundled substitute was found.
    static var hasSubstitute: Bool { substituteRoman != nil }

    /// The marker family for a width factor (5 decimals, so equal factors share fonts).
    static func marker(italic: Bool, widthFactor: CGFloat) -> String {
        let base = italic && substituteItalic != nil ? italicMarker : romanMarker
        return base + "@" + String(format: "%.5f", Double(widthFactor))
    }

    /// The CSS weight (100...900, continuous) of SwiftUI's numeric weight, through the named
    /// weights' values (ultraLight 100 ... black 900).
    static func cssWeight(_ w: Double) -> Double {
        let table: [(Double, Double)] = [(-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600),
                                         (0.4, 700), (0.56, 800), (0.62, 900)]
        guard w.isFinite else { return 400 }
        if w <= table[0].0 { return table[0].1 }
        for i in 1..<table.count where w <= table[i].0 {
            let (a, b) = (table[i - 1], table[i])
            return a.1 + (w - a.0) / (b.0 - a.0) * (b.1 - a.1)
        }
        return 900
    }

    /// How far SF has moved from its Text design (0, 17 pt and below) to its Display design
    /// (1, 28 pt and above) at a point size: `1 − ((28 − pt) / 11)^1.4`, front-loaded, fitted
    /// to iOS 15's labels at 25 to 27 pt (docs/text-fonts-images.md, `SystemFontTransitionTests`).
    static func substituteTransition(_ size: CGFloat) -> CGFloat {
        let pt = min(max(size.isFinite ? size : 17, 17), 28)
        return 1 - CGFloat(pow(Double((28 - pt) / 11), 1.4))
    }

    /// The substitute's `opsz` for a point size: Inter 4's axis (14...32) mapped onto SF's
    /// Text-to-Display transition (`substituteTransition`).
    static func substituteOpticalSize(_ size: CGFloat) -> CGFloat {
        14 + substituteTransition(size) * 18
    }

    /// The text-size width factor of heavy and black, fitted to iOS 16's 16-pt heavy lines
    /// (`SystemFontInkWidthTests.heavyLines`); black, unmeasured, keeps it.
    static let heavyTextWidthFactor: CGFloat = 1.055

    /// The substitute's horizontal width factor at a point size and CSS weight: at 17 pt and
    /// below 1 for regular, 1.008 from semibold, `heavyTextWidthFactor` from heavy (weights
    /// between interpolated); from 28 pt 0.975, widening to 0.986 at heavy; between, SF's
    /// Text-to-Display transition. The fits are in docs/text-fonts-images.md ("The system font").
    static func substituteWidthFactor(size: CGFloat, cssWeight: Double) -> CGFloat {
        let w = cssWeight.isFinite ? cssWeight : 400
        let heavier = CGFloat(min(max((w - 700) / 100, 0), 1))
        let text = 1 + 0.008 * CGFloat(min(max((w - 400) / 200, 0), 1)) + (heavyTextWidthFactor - 1.008) * heavier
        let display = 0.975 + 0.011 * CGFloat(min(max((w - 400) / 400, 0), 1))
        return text + (display - text) * substituteTransition(size)
    }

    /// Fontconfig's substitution hook, called for every pattern Pango builds: pins the marker
    /// families to their files, applies the width factor and asks for a named-instance face
    /// (see `NamedInstancePinning`: the default instance's glyphs would otherwise depend on
    /// what other text moved cairo's shared face before).
    static let substitute: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { pattern, _ in
        guard let pattern else { return }
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch, let value else { return }
        let requested = String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
        if EmojiMetrics.pinsDerivedFace(pattern, requestedFamily: requested) { return }
        if let file = requested == "Material Icons" ? FontManifest.symbolFontFile
            : requested == "Material Design Icons" ? FontManifest.designIconsFontFile : nil {
            _ = file.withCString { FcPatternAddString(pattern, FC_FILE, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
            return
        }
        let parts = requested.split(separator: "@", maxSplits: 1).map(String.init)
        guard let pinned = SystemFontFaces.pinnedFiles[parts[0]] else { return }
        ScriptFallbackFamilies.insert(into: pattern)
        _ = pinned.file.withCString { FcPatternAddString(pattern, FC_FILE, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        _ = pinned.family.withCString {
            FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self))
        }
        var s = 1.0
        if parts.count == 2, let v = Double(parts[1]), v.isFinite, v > 0.5, v < 2 { s = v }
        var matrix = FcMatrix(xx: s, xy: 0, yx: 0, yy: pinned.verticalScale)
        _ = FcPatternAddMatrix(pattern, FC_MATRIX, &matrix)
        // A named-instance face, so glyphs rasterise the same whatever was drawn before.
        NamedInstancePinning.pin(pattern, file: pinned.file)
    }

    /// Installs `substitute` on a Pango font map.
    static func install(on map: UnsafeMutablePointer<PangoFontMap>) {
        pango_fc_font_map_set_default_substitute(OpaquePointer(map), { pattern, data in SystemFontFaces.substitute(pattern, data) }, nil, nil)
    }

    // MARK: Real SF files

    /// The file fontconfig gives for a family, or `nil` when it only has a fallback.
    static func file(ofFamily family: String) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var name: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FAMILY, 0, &name) == FcResultMatch, let name,
              String(cString: UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self)).lowercased() == family.lowercased()
        else { return nil }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
    }

    /// Whether a font file has a table (`"trak"`), read from its sfnt table directory (the
    /// first face of a collection).
    static func fileHasTable(_ path: String, tag: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        func read(_ offset: UInt64, _ count: Int) -> [UInt8]? {
            guard (try? handle.seek(toOffset: offset)) != nil, let d = try? handle.read(upToCount: count), d.count == count else { return nil }
            return [UInt8](d)
        }
        func u32(_ b: [UInt8], _ i: Int) -> UInt64 { UInt64(b[i]) << 24 | UInt64(b[i + 1]) << 16 | UInt64(b[i + 2]) << 8 | UInt64(b[i + 3]) }
        guard var header = read(0, 12) else { return false }
        var base: UInt64 = 0
        if header[0...3] == [0x74, 0x74, 0x63, 0x66] {   // "ttcf": the first face's offset
            guard let ttc = read(12, 4) else { return false }
            base = u32(ttc, 0)
            guard let h = read(base, 12) else { return false }
            header = h
        }
        let count = min(Int(header[4]) << 8 | Int(header[5]), 512)
        guard let records = read(base + 12, count * 16) else { return false }
        let want = Array(tag.utf8)
        for i in 0..<count where Array(records[i * 16..<i * 16 + 4]) == want { return true }
        return false
    }
}

/// Emoji in text: drawn by Noto Color Emoji (Debian `fonts-noto-color-emoji`, OFL) through
/// cairo, with Apple Color Emoji's advance, placement and line metrics as iOS typesets them.
///
/// Apple Color Emoji (iOS) has a 1.000 em advance, ascender 1.000 em, descender 0.313 em,
/// and iOS draws each picture in a 1 × 1 em image 0.15 em below the font's box: a
/// full-square emoji (⚫) covers −0.150 to 0.850 em. Noto Color Emoji's advance is 1.245 em
/// (136-pixel bitmaps, 128 tall, at 109 ppem) and its ⚫ covers −0.207 to 0.892 em
/// (measurements published by wh0, "Emoji metrics", 2024).
///
/// With the derived face `scripts/fonts/derive-emoji.py` writes into Backplate's font folder
/// ("Noto Color Emoji Backplate": every advance narrowed from 136 to 128 pixels, 2400 units,
/// with the bitmap re-centred on it), Backplate draws Noto at 2048 / 2400 of the point size:
/// the advance is exactly SwiftUI's 1 em and the image exactly 1 em tall, as Apple's is, so
/// the art is 0.93 to 0.95 em across (Apple's 0.92 to 1.0 em). Without it, Noto as published is
/// drawn at 1 / 1.245 of the point size: the same 1-em advance with art about 0.88 em across.
/// Either way the image is raised so its centre sits 0.35 em above the baseline, as Apple's
/// does, and a line holding an emoji is 1.3125 em tall, as CoreText sizes it from every font
/// it draws. The face is found through fontconfig's "emoji" family, which Pango asks for in
/// every emoji run; `pinsDerivedFace` pins that request to the derived file.
enum EmojiMetrics {
    /// The derived face's file in Backplate's font folder, if the install script wrote it.
    static let derivedFile: String? = FontSearchPath.firstFile(named: [derivedFileName])
    /// The derived face's file name and the family fontconfig knows it as.
    static let derivedFileName = "NotoColorEmojiBackplate.ttf"
    static let derivedFamily = "Noto Color Emoji Backplate"
    /// The colour emoji family drawn.
    static var family: String { derivedFile != nil ? derivedFamily : "Noto Color Emoji" }
    /// Apple Color Emoji's ascender and descender in em.
    static let ascender: CGFloat = 1.0
    static let descender: CGFloat = 0.3125
    /// The face's advance in units of 2048: 2400 for the derived face, 2550 for Noto's own.
    static var advanceUnits: CGFloat { derivedFile != nil ? 2400 : 2550 }
    /// Noto drawn at this fraction of the point size has Apple's 1 em advance
    /// (2048 / 2400 with the derived face, 2048 / 2550 without).
    static var sizeFactor: CGFloat { 2048.0 / advanceUnits }
    /// How far Noto's scaled image is raised, in em of the text's size, to share Apple's
    /// image centre 0.35 em above the baseline (Noto's own centre is 0.3425 of its size up).
    static var rise: CGFloat { 0.35 - (0.892 - 0.207) / 2 * sizeFactor }

    /// Fontconfig hook step: a pattern asking for the emoji family (Pango replaces the family
    /// of every emoji run with "emoji", which fontconfig expands to "Noto Color Emoji" first)
    /// gets the derived face pinned in front, when it is installed. Returns whether it did.
    static func pinsDerivedFace(_ pattern: OpaquePointer, requestedFamily: String) -> Bool {
        guard let file = derivedFile,
              requestedFamily == "emoji" || requestedFamily == "Noto Color Emoji" || requestedFamily == derivedFamily
        else { return false }
        _ = derivedFamily.withCString { name in
            var value = FcValue()
            value.type = FcTypeString
            value.u.s = UnsafeRawPointer(name).assumingMemoryBound(to: FcChar8.self)
            return FcPatternAdd(pattern, FC_FAMILY, value, 0)   // prepend: the strongest family
        }
        _ = file.withCString { FcPatternAddString(pattern, FC_FILE, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        return true
    }

    /// Whether a character is drawn as an emoji: an emoji-presentation character, a
    /// character followed by U+FE0F, a keycap or a flag (all start with or hold such scalars).
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.value < 0x80 && scalars.count == 1 { return false }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
    }

    /// Whether a string holds a character drawn as an emoji.
    static func contains(_ string: String) -> Bool {
        // Fast path: ASCII-only text has no emoji.
        if string.utf8.allSatisfy({ $0 < 0x80 }) { return false }
        return string.contains(where: isEmoji)
    }

    /// The UTF-8 byte ranges of the emoji in a string, consecutive emoji merged.
    static func ranges(in string: String) -> [Range<Int>] {
        guard contains(string) else { return [] }
        var out: [Range<Int>] = []
        var offset = 0
        for character in string {
            let length = character.utf8.count
            if isEmoji(character) {
                if let last = out.last, last.upperBound == offset { out[out.count - 1] = last.lowerBound..<(offset + length) }
                else { out.append(offset..<(offset + length)) }
            }
            offset += length
        }
        return out
    }
}
