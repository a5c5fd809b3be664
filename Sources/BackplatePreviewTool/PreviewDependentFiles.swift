import Foundation

/// Files that name a type only left-out files declare. They would fail the next compile with
/// "cannot find type", one layer of an app's dependencies per compile; leaving them out with
/// the files they need saves those compiles (a 900-file app ran out of its ten).
struct PreviewDependentFiles {
    /// Each file's code with comments and string literals blanked (offsets kept).
    private let code: [String: [UInt8]]
    /// The type names each file declares (nested ones too), and those it names.
    private let declared: [String: Set<String>]
    private let named: [String: Set<String>]

    init(sources: [String: String]) {
        var code: [String: [UInt8]] = [:], declared: [String: Set<String>] = [:], named: [String: Set<String>] = [:]
        for (path, text) in sources {
            let blanked = Self.blankingCommentsAndStrings(Array(text.utf8))
            code[path] = blanked
            let words = Self.words(blanked)
            var declaredHere: Set<String> = []
            var usedHere: Set<String> = []
            for (index, word) in words.enumerated() {
                guard let first = word.text.utf8.first, (65...90).contains(first) else { continue }
                if index > 0, Self.declarationKeywords.contains(words[index - 1].text) {
                    declaredHere.insert(word.text)
                } else {
                    usedHere.insert(word.text)
                }
            }
            declared[path] = declaredHere
            named[path] = usedHere
        }
        self.code = code
        self.declared = declared
        self.named = named
    }

    /// The files among `included` that name a type declared in `dropped` and in no file still
    /// included, found again after each one is left out, with a message at the first use.
    func dependents(dropped: Set<String>, included: [String]) -> [String: CompilerDiagnostic] {
        var remaining = Set(included).subtracting(dropped)
        var left = dropped
        var found: [String: CompilerDiagnostic] = [:]
        var changed = true
        while changed {
            changed = false
            let stillDeclared = remaining.reduce(into: Set<String>()) { $0.formUnion(declared[$1] ?? []) }
            var onlyLeftOut: [String: String] = [:]
            for file in left.sorted() {
                for name in declared[file] ?? [] where !stillDeclared.contains(name) && onlyLeftOut[name] == nil {
                    onlyLeftOut[name] = file
                }
            }
            guard !onlyLeftOut.isEmpty else { break }
            for file in remaining.sorted() {
                guard let name = (named[file] ?? []).sorted().first(where: { onlyLeftOut[$0] != nil }),
                      let declaringFile = onlyLeftOut[name] else { continue }
                let (line, column) = position(of: name, in: file)
                found[file] = CompilerDiagnostic(path: file, line: line, column: column, severity: "error",
                                                 message: "cannot find '\(name)' in scope (only \((declaringFile as NSString).lastPathComponent), left out, declares it)")
                remaining.remove(file)
                left.insert(file)
                changed = true
            }
        }
        return found
    }

    private static let declarationKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias"]

    /// The line and column (from 1) of the first whole-word `name` in `file`'s code.
    private func position(of name: String, in file: String) -> (Int, Int) {
        guard let bytes = code[file] else { return (1, 1) }
        for word in Self.words(bytes) where word.text == name {
            let before = bytes[..<word.offset]
            let line = before.filter { $0 == 10 }.count + 1
            let column = word.offset - (before.lastIndex(of: 10).map { $0 + 1 } ?? 0) + 1
            return (line, column)
        }
        return (1, 1)
    }

    /// The identifier-like words of `bytes`, with their offsets.
    private static func words(_ bytes: [UInt8]) -> [(text: String, offset: Int)] {
        var result: [(String, Int)] = []
        var start: Int?
        func isWordByte(_ b: UInt8) -> Bool { (48...57).contains(b) || (65...90).contains(b) || (97...122).contains(b) || b == 95 || b >= 128 }
        for index in 0...bytes.count {
            if index < bytes.count, isWordByte(bytes[index]) {
                if start == nil { start = index }
            } else if let s = start {
                result.append((String(decoding: bytes[s..<index], as: UTF8.self), s))
                start = nil
            }
        }
        return result
    }

    /// `bytes` with `//` and `/* */` comments and string literals (single-line, multi-line and
    /// raw, interpolations included) replaced by spaces, newlines kept.
    static func blankingCommentsAndStrings(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var i = 0
        while i < bytes.count {
            let next = i + 1 < bytes.count ? bytes[i + 1] : 0
            var end = i + 1
            if bytes[i] == 47, next == 47 {
                end = bytes[i...].firstIndex(of: 10) ?? bytes.count
            } else if bytes[i] == 47, next == 42 {
                end = blockCommentEnd(bytes, from: i)
            } else if let stringEnd = stringLiteralEnd(bytes, from: i) {
                end = stringEnd
            } else {
                i += 1
                continue
            }
            for k in i..<end where out[k] != 10 { out[k] = 32 }
            i = end
        }
        return out
    }

    /// The end of the block comment at `start` (nested comments counted, as Swift does).
    private static func blockCommentEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0, j = start
        while j + 1 < bytes.count {
            if bytes[j] == 47, bytes[j + 1] == 42 { depth += 1; j += 2; continue }
            if bytes[j] == 42, bytes[j + 1] == 47 {
                depth -= 1; j += 2
                if depth == 0 { return j }
                continue
            }
            j += 1
        }
        return bytes.count
    }

    /// The end of the string literal starting at `start` (`"`, `"""`, `#"`...), or nil when
    /// none starts there. Interpolations are skipped with their parentheses and nested strings.
    private static func stringLiteralEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        let hashes = bytes[start...].prefix { $0 == 35 }.count
        let quote = start + hashes
        guard quote < bytes.count, bytes[quote] == 34 else { return nil }
        let triple = quote + 2 < bytes.count && bytes[quote + 1] == 34 && bytes[quote + 2] == 34
        let closing = [UInt8](repeating: 34, count: triple ? 3 : 1) + [UInt8](repeating: 35, count: hashes)
        let escape = [92] + [UInt8](repeating: 35, count: hashes)
        var j = quote + (triple ? 3 : 1)
        while j < bytes.count {
            if bytes[j...].starts(with: escape) {
                j += escape.count
                if j < bytes.count, bytes[j] == 40 { j = interpolationEnd(bytes, from: j) } else { j += 1 }
                continue
            }
            if !triple, bytes[j] == 10 { return j }
            if bytes[j...].starts(with: closing) { return j + closing.count }
            j += 1
        }
        return bytes.count
    }

    /// The end of the parenthesised interpolation at `open`, nested strings skipped.
    private static func interpolationEnd(_ bytes: [UInt8], from open: Int) -> Int {
        var depth = 0, j = open
        while j < bytes.count {
            if let end = stringLiteralEnd(bytes, from: j), bytes[j] == 34 || bytes[j] == 35 { j = end; continue }
            if bytes[j] == 40 { depth += 1 } else if bytes[j] == 41 {
                depth -= 1
                if depth == 0 { return j + 1 }
            }
            j += 1
        }
        return bytes.count
    }
}
