import Foundation
internal import CPangoCairo

/// The words `OneShapingLines` shaped alone to check its breaks, kept per engine: the glyphs
/// a word comes out with in a font, a language and a set of attributes. Prose repeats its
/// words ("the", "and", a product's name), so most checks of a new paragraph find the word
/// shaped already; a hit is compared with the paragraph exactly as a fresh shaping is.
///
/// Kept only where shaping a word alone depends on nothing but the key: items of the Latin,
/// Greek, Cyrillic, Common or Inherited script (HarfBuzz reads the text around a word only
/// for scripts that join, and to put a dotted circle before a mark that starts a text, which
/// the key's edge flags cover), with no attribute but letter spacing, font features and
/// hyphen insertion. Anything else is shaped every time.
///
/// Each font a key names is referenced until the cache is emptied, so a font's address
/// cannot be reused by another font while a key holds it. Bounded: emptied when it reaches
/// ``maxEntries``. Used only under the engine's lock.
final class WordShapingCache {
    /// The most words kept per engine (about 300 bytes each with its key: at most about 1.2 MB).
    static let maxEntries = 4096

    /// What shaping a word alone depends on.
    struct Key: Hashable {
        let font: UInt
        let language: UInt
        let script: Int32
        let letterSpacing: Int32
        let features: String
        let insertHyphens: Int32
        /// Bit 0: the word starts its paragraph; bit 1: it ends it.
        let edges: UInt8
        let bytes: [UInt8]
    }

    /// Per word, per glyph: id, advance, x and y offsets, cluster (relative to the word).
    private var words: [Key: [Int32]] = [:]
    /// The fonts keys name, each referenced once.
    private var fonts: [UInt: UnsafeMutableRawPointer] = [:]
    private(set) var hits = 0
    private(set) var misses = 0

    /// How many words are kept.
    var count: Int { words.count }

    deinit { removeAll() }

    /// The key of bytes `start..<end` of `text` shaped as part of `item`, or `nil` when the
    /// result may depend on more than the key.
    static func key(item: UnsafeMutablePointer<PangoItem>, text: UnsafePointer<CChar>, start: Int, end: Int,
                    atStart: Bool, atEnd: Bool) -> Key? {
        let analysis = item.pointee.analysis
        guard let font = analysis.font else { return nil }
        switch PangoScript(rawValue: Int32(analysis.script)) {
        case PANGO_SCRIPT_LATIN, PANGO_SCRIPT_GREEK, PANGO_SCRIPT_CYRILLIC, PANGO_SCRIPT_COMMON, PANGO_SCRIPT_INHERITED: break
        default: return nil
        }
        var spacing: Int32 = 0, hyphens: Int32 = 1, features = ""
        var node = analysis.extra_attrs
        while let n = node {
            node = n.pointee.next
            guard let attr = n.pointee.data?.assumingMemoryBound(to: PangoAttribute.self) else { return nil }
            let raw = UnsafeMutableRawPointer(attr)
            switch attr.pointee.klass.pointee.type {
            case PANGO_ATTR_LETTER_SPACING: spacing = raw.assumingMemoryBound(to: PangoAttrInt.self).pointee.value
            case PANGO_ATTR_INSERT_HYPHENS: hyphens = raw.assumingMemoryBound(to: PangoAttrInt.self).pointee.value
            case PANGO_ATTR_FONT_FEATURES:
                guard let f = raw.assumingMemoryBound(to: PangoAttrFontFeatures.self).pointee.features else { return nil }
                features += String(cString: f) + ";"
            default: return nil
            }
        }
        let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(text + start), count: end - start)
        return Key(font: UInt(bitPattern: UnsafeRawPointer(font)), language: UInt(bitPattern: UnsafeRawPointer(analysis.language)),
                   script: Int32(analysis.script), letterSpacing: spacing, features: features, insertHyphens: hyphens,
                   edges: (atStart ? 1 : 0) | (atEnd ? 2 : 0), bytes: Array(bytes))
    }

    /// The glyph values kept for `key`.
    func glyphs(for key: Key) -> [Int32]? {
        guard let g = words[key] else { misses += 1; return nil }
        hits += 1
        return g
    }

    /// Keeps `values` for `key`, whose font is `font` (referenced while the key is kept).
    func store(_ values: [Int32], for key: Key, font: UnsafeMutableRawPointer) {
        if words.count >= Self.maxEntries { removeAll() }
        if fonts[key.font] == nil {
            g_object_ref(font)
            fonts[key.font] = font
        }
        words[key] = values
    }

    /// Forgets every word and releases the fonts.
    func removeAll() {
        words.removeAll()
        for font in fonts.values { g_object_unref(font) }
        fonts.removeAll()
    }
}
