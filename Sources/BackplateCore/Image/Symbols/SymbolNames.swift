import Foundation

extension SymbolTable {
    /// The frame facts of any public SF Symbols name: the curated table's (`frames`), else the
    /// generated table of every other name SF Symbols 7.2 has (`SymbolNameTable`: template
    /// measurements, or the frame of the shape or sibling it is composed from); `nil` for a
    /// name SF Symbols does not have.
    package static func info(_ name: String) -> SymbolFrameInfo? {
        frames[name] ?? generated[name]
    }

    /// Whether SF Symbols has the name (any of its public names, localized variants such as
    /// `character.book.closed.ar` and renamed names such as `line.horizontal.3` included).
    package static func isPublicName(_ name: String) -> Bool {
        info(name) != nil
    }

    /// Every name `info(_:)` answers for (the curated table's and the generated one's).
    package static var publicNames: Set<String> { Set(generated.keys).union(frames.keys) }

    /// Every name of the generated table with its frame, parsed once: `NAME W H MX MY CY DX`
    /// entries, and `NAME@OTHER` entries that take OTHER's frame (a curated or generated name).
    private static let generated: [String: SymbolFrameInfo] = {
        var table: [String: SymbolFrameInfo] = [:]
        var references: [(String, String)] = []
        for entry in SymbolNameTable.text.split(whereSeparator: { $0 == "|" || $0 == "\n" }) {
            if let at = entry.firstIndex(of: "@") {
                references.append((String(entry[..<at]), String(entry[entry.index(after: at)...])))
                continue
            }
            let fields = entry.split(separator: " ")
            guard fields.count == 7 else { continue }
            let v = fields.dropFirst().map { Double($0) ?? 0 }
            table[String(fields[0])] = SymbolFrameInfo(v[0], v[1], margins: (v[2], v[3]), raise: v[4], shift: v[5])
        }
        for _ in 0..<4 {   // a reference may name another reference
            for (name, other) in references where table[name] == nil {
                if let info = frames[other] ?? table[other] { table[name] = info }
            }
        }
        return table
    }()
}
