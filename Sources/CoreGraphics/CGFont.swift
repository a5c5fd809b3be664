import Foundation

/// A font's file, as CoreGraphics reads it (CoreGraphics' `CGFont`): an OpenType or TrueType
/// font (or a collection's first font) whose names and metrics come from its own tables.
/// CoreText's `CTFontManagerRegisterGraphicsFont(_:_:)` makes it drawable by name.
public final class CGFont: Sendable {
    /// The font file's bytes.
    package let data: Data
    /// The file the font was read from, or `nil` when it came from bytes in memory.
    package let fileURL: URL?
    private let tables: FontTables

    /// The font in `provider`'s bytes; `nil` when they are not an OpenType or TrueType font
    /// (nor a collection of them), as iOS answers.
    public init?(_ provider: CGDataProvider) {
        guard let tables = FontTables(provider.bytes) else { return nil }
        data = provider.bytes
        fileURL = provider.fileURL
        self.tables = tables
    }

    /// The PostScript name ("Montserrat-Regular"), the name `UIFont(name:size:)` and
    /// `Font.custom(_:size:)` find the font by once it is registered.
    public var postScriptName: CFString? { tables.name(6) }
    /// The full name ("Montserrat Regular").
    public var fullName: CFString? { tables.name(4) }
    /// Font design units per em square (the `head` table's).
    public var unitsPerEm: Int32 { Int32(tables.uint16("head", at: 18) ?? 1000) }
    /// The number of glyphs (the `maxp` table's).
    public var numberOfGlyphs: Int { Int(tables.uint16("maxp", at: 4) ?? 0) }
    /// The ascent in design units (the `hhea` table's ascender).
    public var ascent: Int32 { Int32(Int16(bitPattern: tables.uint16("hhea", at: 4) ?? 0)) }
    /// The descent in design units, negative below the baseline (the `hhea` table's descender).
    public var descent: Int32 { Int32(Int16(bitPattern: tables.uint16("hhea", at: 6) ?? 0)) }
    /// The family name ("Montserrat").
    package var familyName: String? { tables.name(16) ?? tables.name(1) }
}

/// The table directory of an OpenType font's bytes, and the reads `CGFont` needs from it.
struct FontTables: Sendable {
    let bytes: [UInt8]
    let tables: [String: Range<Int>]

    init?(_ data: Data) {
        bytes = [UInt8](data)
        var start = 0
        if bytes.count >= 16, String(decoding: bytes[0..<4], as: UTF8.self) == "ttcf" {
            start = Int(Self.uint32(bytes, 12))
        }
        guard start + 12 <= bytes.count else { return nil }
        let version = Self.uint32(bytes, start)
        // TrueType (1.0 or "true") or CFF ("OTTO") outlines.
        guard [0x0001_0000, 0x7472_7565, 0x4F54_544F].contains(version) else { return nil }
        let count = Int(Self.uint16(bytes, start + 4))
        var found: [String: Range<Int>] = [:]
        for i in 0..<count {
            let record = start + 12 + i * 16
            guard record + 16 <= bytes.count else { return nil }
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            let offset = Int(Self.uint32(bytes, record + 8)), length = Int(Self.uint32(bytes, record + 12))
            guard offset + length <= bytes.count else { continue }
            found[tag] = offset..<offset + length
        }
        guard found["name"] != nil || found["head"] != nil else { return nil }
        tables = found
    }

    static func uint16(_ b: [UInt8], _ at: Int) -> UInt16 { UInt16(b[at]) << 8 | UInt16(b[at + 1]) }
    static func uint32(_ b: [UInt8], _ at: Int) -> UInt32 { UInt32(uint16(b, at)) << 16 | UInt32(uint16(b, at + 2)) }

    func uint16(_ table: String, at offset: Int) -> UInt16? {
        guard let range = tables[table], offset + 2 <= range.count else { return nil }
        return Self.uint16(bytes, range.lowerBound + offset)
    }

    /// The name record `id`: Windows Unicode English (US) first, then any Unicode, then Mac Roman.
    func name(_ id: UInt16) -> String? {
        guard let range = tables["name"], range.count >= 6 else { return nil }
        let base = range.lowerBound
        let count = Int(Self.uint16(bytes, base + 2)), strings = base + Int(Self.uint16(bytes, base + 4))
        var best: (rank: Int, text: String)?
        for i in 0..<count {
            let r = base + 6 + i * 12
            guard r + 12 <= range.upperBound, Self.uint16(bytes, r + 6) == id else { continue }
            let platform = Self.uint16(bytes, r), language = Self.uint16(bytes, r + 4)
            let length = Int(Self.uint16(bytes, r + 8)), start = strings + Int(Self.uint16(bytes, r + 10))
            guard start + length <= bytes.count else { continue }
            let raw = bytes[start..<start + length]
            let rank: Int, text: String
            switch platform {
            case 3, 0:
                rank = platform == 3 && language == 0x409 ? 0 : 1
                let units = stride(from: raw.startIndex, to: raw.endIndex - 1, by: 2).map { (i: Int) -> UInt16 in
                    let high: UInt16 = UInt16(raw[i]) << 8
                    return high | UInt16(raw[i + 1])
                }
                text = String(decoding: units, as: UTF16.self)
            case 1: (rank, text) = (2, String(decoding: raw, as: UTF8.self))
            default: continue
            }
            if best == nil || rank < best!.rank { best = (rank, text) }
        }
        return best?.text
    }
}
