import BackplatePreviewScan
import Foundation

/// The modules a build's files import unconditionally that swiftc will not find, known before
/// the first compile: each "no such module" stops swiftc and cost a compile round of its own
/// (unseen30's Audiolog spent three rounds of 90-120 s on `ChatGPTSwift`, `CoreMotion` and `CoreMedia`).
struct ModuleAvailability {
    let products: BackplateProducts

    /// Module names found without asking swiftc: Backplate's built modules, the toolchain's,
    /// the aliased ones (`os`, `Network`...) and the names the scanner replaces (`SwiftUI`, `UIKit`).
    func knownModules() -> Set<String> {
        var names = Set(PreviewScanRules.moduleStandIns.keys)
        for (index, argument) in PreviewBuilder.moduleAliases.enumerated() where index > 0 && PreviewBuilder.moduleAliases[index - 1] == "-module-alias" {
            if let alias = argument.split(separator: "=").first { names.insert(String(alias)) }
        }
        let swiftc = URL(fileURLWithPath: products.swiftc).resolvingSymlinksInPath()
        let toolchain = swiftc.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/linux").path
        for folder in [products.modulesFolder, toolchain] {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where entry.hasSuffix(".swiftmodule") {
                names.insert(String(entry.dropLast(".swiftmodule".count)))
            }
        }
        return names
    }

    /// Of `names`, those swiftc reports as "no such module" when a one-line file imports them
    /// with the build's search paths (about 0.25 s each; only names not known already are tried).
    /// The probes run in a folder of their own under `scratchFolder`, also their `TMPDIR` (the
    /// Swift driver leaves a `TemporaryDirectory.*` there on each run), removed afterwards.
    func missing(among names: Set<String>, scratchFolder: String, moduleCache: String) -> Set<String> {
        let unknown = names.subtracting(knownModules()).filter { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        guard !unknown.isEmpty else { return [] }
        let folder = scratchFolder + "/" + UUID().uuidString
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return [] }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = folder
        var missing: Set<String> = []
        for name in unknown.sorted() {
            let probe = folder + "/import-\(name).swift"
            guard (try? "import \(name)\n".write(toFile: probe, atomically: true, encoding: .utf8)) != nil else { continue }
            let arguments = ["-typecheck", "-I", products.modulesFolder, "-module-cache-path", moduleCache]
                + PreviewBuilder.moduleAliases + products.clangFlags + [probe]
            let run = ChildProcess.run(products.swiftc, arguments, timeout: 60, environment: environment)
            if run.output.contains("no such module '\(name)'") { missing.insert(name) }
        }
        return missing
    }

    /// Each scanned file importing one of `missing` outside `#if`, with swiftc's own message at
    /// the import, as a compile would have reported it.
    static func droppedFiles(_ scanned: [ScannedFile], missing: Set<String>) -> [String: [CompilerDiagnostic]] {
        var dropped: [String: [CompilerDiagnostic]] = [:]
        for file in scanned {
            guard let first = file.unconditionalImports.first(where: { missing.contains($0.module) }) else { continue }
            dropped[file.path] = [CompilerDiagnostic(path: file.path, line: first.line, column: first.column, severity: "error",
                                                     message: "no such module '\(first.module)'")]
        }
        return dropped
    }
}
