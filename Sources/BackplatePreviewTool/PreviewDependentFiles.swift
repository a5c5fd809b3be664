import BackplatePreviewScan
import Foundation

/// Files that name a type only left-out files declare. They would fail the next compile with
/// "cannot find type", one layer of an app's dependencies per compile; leaving them out with
/// the files they need saves those compiles (a 900-file app ran out of its ten).
struct PreviewDependentFiles {
    /// The type names each file declares (nested ones too), and those it names, each where it
    /// first appears: the scanner reads both from the file's tokens.
    private let declared: [String: Set<String>]
    private let named: [String: [String: ScannedFile.NameUse]]

    init(scanned: [ScannedFile]) {
        var declared: [String: Set<String>] = [:], named: [String: [String: ScannedFile.NameUse]] = [:]
        for file in scanned {
            declared[file.path, default: []].formUnion(file.declaredTypeNames)
            for use in file.namedTypeNames where named[file.path]?[use.name] == nil { named[file.path, default: [:]][use.name] = use }
        }
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
                guard let name = (named[file] ?? [:]).keys.sorted().first(where: { onlyLeftOut[$0] != nil }),
                      let declaringFile = onlyLeftOut[name], let use = named[file]?[name] else { continue }
                found[file] = CompilerDiagnostic(path: file, line: use.line, column: use.column, severity: "error",
                                                 message: "cannot find '\(name)' in scope (only \((declaringFile as NSString).lastPathComponent), left out, declares it)")
                remaining.remove(file)
                left.insert(file)
                changed = true
            }
        }
        return found
    }
}
