import Foundation

/// The files that import a module swiftc could not find. swiftc stops at the first
/// "no such module" it meets, so one compile names one file; every file importing that module
/// fails the same way and is left out with it, saving a compile round per file (Planzo's two
/// `SwiftUIPager` and two `GoogleSignIn` files took four rounds of six).
enum MissingModuleImports {
    /// `X` of swiftc's "no such module 'X'".
    static func moduleName(in message: String) -> String? {
        guard message.hasPrefix("no such module '"), message.hasSuffix("'") else { return nil }
        let name = message.dropFirst("no such module '".count).dropLast()
        return name.isEmpty || name.contains("'") ? nil : String(name)
    }

    /// The modules whose Swift symbols the linker reported undefined ("undefined reference to
    /// '$s15AsyncAlgorithms…'"): modules swiftc found beside Backplate's (its own dependencies'
    /// modules, such as NIO) that BackplateDynamic does not link.
    static func unlinkedModules(in linkerOutput: String) -> Set<String> {
        var names: Set<String> = []
        for line in linkerOutput.split(separator: "\n") {
            guard let marker = line.range(of: "undefined reference to '$s") else { continue }
            let digits = line[marker.upperBound...].prefix { $0.isASCII && $0.isNumber }
            guard let length = Int(digits), length > 0, length <= 200 else { continue }
            let name = line[digits.endIndex...].prefix(length)
            if name.count == length, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { names.insert(String(name)) }
        }
        return names
    }

    /// Each file of `sources` (path → text) with a top-level `import module` (any attributes,
    /// access level or kind), and the line and column of the module's name there.
    static func importers(of module: String, in sources: [String: String]) -> [(path: String, line: Int, column: Int)] {
        let pattern = #"^\s*(?:@[\w()]+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?"#
            + NSRegularExpression.escapedPattern(for: module) + #"(?![\w])"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        var found: [(String, Int, Int)] = []
        for (path, text) in sources where text.contains(module) {
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let string = String(line)
                guard let match = regex.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) else { continue }
                found.append((path, index + 1, match.range.upperBound - module.utf16.count + 1))
                break
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }
}
