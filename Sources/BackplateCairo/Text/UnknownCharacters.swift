import Foundation
import BackplateCore
internal import CPangoCairo

/// Characters no installed font has. Pango draws each as a box holding its hex code where iOS
/// draws the character from its system fonts, so a laid-out text holding one warns once,
/// naming the first few characters and the fonts that would draw them.
enum UnknownCharacters {
    /// `PANGO_GLYPH_INVALID_INPUT`: invalid text, which has the unknown flag's bit but no character.
    static let invalidInput: PangoGlyph = 0xFFFF_FFFF
    /// How many characters a warning names.
    static let named = 3

    /// The distinct characters `lines` draw as hex boxes, in the order drawn.
    static func scalars(in lines: [UnsafeMutablePointer<PangoLayoutLine>]) -> [Unicode.Scalar] {
        var found: [Unicode.Scalar] = []
        for line in lines {
            var node = line.pointee.runs
            while let n = node {
                if let glyphs = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.glyphs {
                    for i in 0..<Int(glyphs.pointee.num_glyphs) {
                        let glyph = glyphs.pointee.glyphs[i].glyph
                        guard glyph & OneShapingLines.unknownGlyphFlag != 0, glyph != invalidInput,
                              let scalar = Unicode.Scalar(glyph & ~OneShapingLines.unknownGlyphFlag), !found.contains(scalar) else { continue }
                        found.append(scalar)
                    }
                }
                node = n.pointee.next
            }
        }
        return found
    }

    /// The warning for `scalars` (nil when there are none).
    static func message(for scalars: [Unicode.Scalar]) -> String? {
        guard !scalars.isEmpty else { return nil }
        let names = scalars.prefix(named).map { scalar -> String in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + " '\(scalar)'"
        }.joined(separator: ", ")
        let more = scalars.count > named ? " and \(scalars.count - named) more" : ""
        return "No installed font has \(names)\(more): drawn as hex boxes where iOS draws the characters "
            + "(scripts/install-fonts.sh installs Noto for Chinese, Japanese, Korean, Indic, Thai and Arabic text)"
    }

    /// Warns when the lines of a laid-out text draw hex boxes. Call with the Pango lock held.
    static func warn(lines: [UnsafeMutablePointer<PangoLayoutLine>]) {
        if let text = message(for: scalars(in: lines)) { RuntimeWarning.emit(text) }
    }
}
