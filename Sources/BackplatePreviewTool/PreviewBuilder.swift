import Foundation
import BackplateCore
import Synchronization

/// One compiler message, with the user's own file and line.
public struct CompilerDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    /// `error`, `warning` or `note`.
    public var severity: String
    public var message: String
    public var description: String { "\(path):\(line):\(column): \(severity): \(message)" }
}

/// The outcome of building one module's preview program.
public struct PreviewBuild: Sendable {
    /// The program, when something compiled.
    public var program: String?
    /// Files left out because they do not compile, with their errors.
    public var droppedFiles: [String: [CompilerDiagnostic]] = [:]
    /// `#Preview`s left out (file → preview start lines) because their bodies do not compile.
    public var droppedPreviews: [String: [Int: [CompilerDiagnostic]]] = [:]
    /// Errors that belong to no user file (a link failure, a missing toolchain piece).
    public var otherErrors: [String] = []
    /// The scanned files (previews with their lines).
    public var scanned: [ScannedFile] = []
    /// Whether the program came from the cache.
    public var cached = false
    /// Seconds spent compiling (0 when cached).
    public var seconds: Double = 0
    /// How many times swiftc ran.
    public var compilerRuns = 0
}

/// Builds a module's files and a generated `main.swift` into a preview program with swiftc,
/// against the already-built Backplate (`BackplateProducts`): no package is resolved and
/// Backplate is never compiled again. Programs are cached by a hash of every input.
///
/// A file that does not compile is left out and the rest built again; when all of a file's
/// errors are inside `#Preview` bodies, only those previews are left out. Each round's errors
/// are kept, so every preview that could not be built is reported with its own messages.
public struct PreviewBuilder: Sendable {
    public var products: BackplateProducts
    /// The cache folder (`~/.cache/backplate/previews` by default).
    public var cacheFolder: String
    /// The Swift language mode the user's files are compiled in; nil: the one their Xcode project
    /// or Package.swift sets (`ProjectLanguageMode`), else `5` (most apps).
    public var swiftVersion: String?
    /// At most this many compile rounds per build (each drops the files that failed; an app
    /// with layers of files that need the failed ones takes a round per layer).
    public var maximumRounds = 10
    /// Settings asked for on the command line and passed to swiftc (`-default-isolation MainActor`,
    /// `-enable-upcoming-feature X`...), before those the module's Xcode target sets.
    public var compilerFlags: [String] = []

    /// `import os`, `OSLog`, `Network`, `Security`, `CryptoKit`, `CommonCrypto` and `Darwin` find
    /// Backplate's stand-ins under names of their own, so no such module makes dependencies'
    /// `canImport(os)` true (docs/drop-in.md); `Darwin` is `BackplateDarwin`, with Glibc;
    /// `System` is swift-system's `SystemPackage`, the same API.
    static let moduleAliases = ["-module-alias", "os=BackplateOS", "-module-alias", "OSLog=BackplateOSLog",
                                "-module-alias", "Network=BackplateNetwork", "-module-alias", "Security=BackplateSecurity",
                                "-module-alias", "CryptoKit=BackplateCryptoKit", "-module-alias", "CommonCrypto=BackplateCommonCrypto",
                                "-module-alias", "Darwin=BackplateDarwin", "-module-alias", "System=SystemPackage"]

    /// Apple's Foundation re-exports Observation and Combine (and Darwin's lock), so an iOS file
    /// that imports only Foundation can declare `@Observable` or `ObservableObject` types; Linux's
    /// does not, so every file imports them implicitly here.
    static let foundationReexports = ["-Xfrontend", "-import-module", "-Xfrontend", "Observation",
                                      "-Xfrontend", "-import-module", "-Xfrontend", "Combine",
                                      // Darwin's `os_unfair_lock`, which iOS's Foundation brings (docs/drop-in.md).
                                      "-Xfrontend", "-import-module", "-Xfrontend", "BackplateDarwin"]

    /// Xcode passes `-enable-bare-slash-regex` to every Swift 5 mode target (Swift 6 has it on),
    /// so an app's `/"/` regex literals parse; plain swiftc leaves it off.
    static func xcodeDefaults(_ mode: String) -> [String] { mode == "5" ? ["-enable-bare-slash-regex"] : [] }

    /// The flags asked for, then the project's (`ProjectCompilerSettings`) that they do not
    /// repeat; a `-default-isolation` asked for replaces the project's. In Swift 6 mode an
    /// upcoming feature Swift 6 already has is left out (swiftc warns about it).
    static func merged(_ asked: [String], project: [String], mode: String = "5") -> [String] {
        var out: [String] = []
        var j = 0
        while j < asked.count {
            if asked[j] == "-enable-upcoming-feature", j + 1 < asked.count, mode == "6",
               ProjectCompilerSettings.swift6Features.contains(asked[j + 1]) {
                j += 2
                continue
            }
            out.append(asked[j])
            j += 1
        }
        var i = 0
        while i + 1 < project.count {
            let (flag, value) = (project[i], project[i + 1])
            i += 2
            if flag == "-default-isolation" && asked.contains(flag) { continue }
            if flag == "-enable-upcoming-feature" && zip(asked, asked.dropFirst()).contains(where: { $0 == (flag, value) }) { continue }
            out += [flag, value]
        }
        return out
    }

    /// The language mode `module` is compiled in: the one asked for, else its project's, else 5.
    public func languageMode(for module: PreviewModule) -> String {
        languageMode(for: module, project: ProjectLanguageMode.nearestProject(for: module))
    }

    /// `languageMode(for:)` from a project already read, so a build reads it once.
    func languageMode(for module: PreviewModule, project: ProjectLanguageMode.Project?) -> String {
        swiftVersion ?? ProjectLanguageMode.swiftVersion(for: module, project: project) ?? "5"
    }

    public init(products: BackplateProducts, cacheFolder: String? = nil, swiftVersion: String? = nil) {
        self.products = products
        let env = ProcessInfo.processInfo.environment
        let home = env["XDG_CACHE_HOME"] ?? ((env["HOME"] ?? NSTemporaryDirectory()) + "/.cache")
        self.cacheFolder = cacheFolder ?? (home + "/backplate/previews")
        self.swiftVersion = swiftVersion
    }

    /// Builds `module`, calling `progress` with one line per step.
    public func build(_ module: PreviewModule, progress: (String) -> Void = { _ in }) -> PreviewBuild {
        var result = PreviewBuild()
        var sources: [String: String] = [:]
        for file in module.files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                result.droppedFiles[file] = [CompilerDiagnostic(path: file, line: 1, column: 1, severity: "error", message: "cannot read the file as UTF-8")]
                continue
            }
            sources[file] = text
        }
        do {
            result.scanned = try PreviewScanner(products: products).scan(module.files.compactMap { file in
                sources[file].map { PreviewScanRules.Source(path: file, text: $0) }
            })
        } catch {
            // Without the scan nothing marks the previews, so the program would show none.
            result.otherErrors.append(String(describing: error))
            return result
        }
        let scannedByPath = Dictionary(result.scanned.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        // Read once: each failed round asks it which files need the ones left out.
        let dependentFiles = PreviewDependentFiles(scanned: result.scanned)
        // Files importing a module that is not there are left out before the first compile.
        let availability = ModuleAvailability(products: products)
        var missingModules = availability.missing(among: Set(result.scanned.flatMap { $0.unconditionalImports.map(\.module) }),
                                                  scratchFolder: cacheFolder + "/import-probes", moduleCache: cacheFolder + "/ModuleCache")
        let project = ProjectLanguageMode.nearestProject(for: module)
        let mode = languageMode(for: module, project: project)
        let flags = Self.merged(compilerFlags, project: ProjectCompilerSettings.flags(for: module, project: project, mode: mode), mode: mode)
        // Modules of the app's remote packages, then of its own local packages, are built first and linked in.
        var local = LocalPackageModules.Outcome(), remote = RemotePackageModules.Outcome()
        if !missingModules.isEmpty {
            let targets = LocalPackageModules.targets(around: module.folders)
            let packages = RemotePackageReferences.packages(around: module.folders, swift: products.swift)
            if !packages.isEmpty, missingModules.contains(where: { targets[$0] == nil }) {
                remote = RemotePackageModules(builder: self).build(packages, wanted: missingModules.filter { targets[$0] == nil }, progress: progress)
                for failure in remote.failures { progress("\(module.name): Swift package \(failure)") }
                missingModules.subtract(remote.modules)
            }
            if missingModules.contains(where: { targets[$0] != nil }) {
                local = LocalPackageModules(builder: self, remote: remote).build(missingModules, targets: targets, progress: progress)
                missingModules.subtract(local.libraries.map(\.name))
                result.droppedFiles.merge(local.droppedFiles) { first, _ in first }
                result.compilerRuns += local.compilerRuns
            }
        }
        if !missingModules.isEmpty {
            let dropped = ModuleAvailability.droppedFiles(result.scanned, missing: missingModules)
            result.droppedFiles.merge(dropped) { first, _ in first }
            // Their types' users go too: in the compile, each would only fail, and a view body
            // failing sends the type checker into error recovery that can take minutes.
            let dependents = dependentFiles.dependents(dropped: Set(result.droppedFiles.keys), included: module.files)
            for (file, diagnostic) in dependents { result.droppedFiles[file] = [diagnostic] }
            let alsoLeftOut = dependents.isEmpty ? "" : ", with \(dependents.count) file\(dependents.count == 1 ? "" : "s") using their types,"
            progress("\(module.name): \(dropped.count) file\(dropped.count == 1 ? "" : "s") import\(dropped.count == 1 ? "s" : "") "
                     + "\(missingModules.sorted().joined(separator: ", ")), which Backplate does not have\(alsoLeftOut); building the rest")
        }
        // What Xcode generates from the module's catalogs; left out again if it does not compile.
        var generated = PreviewGeneratedSymbols.source(for: module, sources: Array(sources.values))
        var limitsExpressions = false
        let started = Date()
        if case .manifest? = project, let accessor = PreviewGeneratedSymbols.bundleModuleAccessor(sources: Array(sources.values)) {
            generated = (generated ?? "") + accessor
        }
        if let formatting = PreviewSimulatorFormatting.source(sources: Array(sources.values)) {
            generated = (generated ?? "") + formatting
        }
        let xcodeDefaults = Self.xcodeDefaults(mode)
        let resourceFolders = module.folders + local.libraries.map(\.sourceFolder)
        let stringTables = PreviewStringTables.files(in: resourceFolders)
        let catalogTables = PreviewStringTables.catalogTables(in: resourceFolders)
        var bundleIdentifier: String?
        if case .xcode(let texts)? = project {
            bundleIdentifier = PreviewBundleIdentifier.identifier(settings: ProjectLanguageMode.firstTargetSettings(in: texts, module: module.name))
        }
        let resources = PreviewBundleResources.files(in: resourceFolders)
        let managedAccessors = ManagedAccessorWriter(models: module.dataModels ?? PreviewSources.dataModels(in: module.folders)).accessors
        // Classes whose factory did not compile (`*`: the file as a whole).
        var factoriesLeftOut: Set<String> = []
        for _ in 0..<maximumRounds {
            let included = module.files.filter { sources[$0] != nil && result.droppedFiles[$0] == nil }
            guard !included.isEmpty else { return result }
            // The included files' cells and annotation views; left out again if they do not compile.
            let factories = factoriesLeftOut.contains("*") ? nil : PreviewReusableViews.source(
                classes: included.flatMap { scannedByPath[$0]?.classes ?? [] }.filter { !factoriesLeftOut.contains($0.name) })
            var key = ContentHash()
            key.add(products.fingerprint)
            key.add(module.name)
            key.add(mode)
            key.add(flags.joined(separator: " "))
            local.libraries.forEach { key.add($0.key) }
            key.add(remote.key)
            key.add("-D DEBUG")   // programs built before DEBUG was defined are not reused
            key.add(xcodeDefaults.joined(separator: " "))
            key.add(generated ?? "")
            key.add(factories ?? "")
            for table in stringTables {
                key.add(table)
                key.add((try? String(contentsOfFile: table, encoding: .utf8)) ?? "")
            }
            var prepared: [(original: String, text: String?)] = []
            for file in included {
                let dropped = Set((result.droppedPreviews[file] ?? [:]).keys.compactMap { line in
                    scannedByPath[file]?.previews.filter { $0.kind == .macro }.firstIndex { $0.line == line }
                })
                let text = scannedByPath[file]?.preparedSource(sources[file]!, droppedPreviews: dropped, managedAccessors: managedAccessors)
                key.add(file)
                key.add(text ?? sources[file]!)
                prepared.append((file, text))
            }
            let folder = cacheFolder + "/" + module.name + "-" + key.hex
            let program = folder + "/previews"
            if FileManager.default.isExecutableFile(atPath: program) {
                PreviewBundleResources.install(resources, besideProgramIn: folder)
                result.program = program
                result.cached = result.compilerRuns == 0
                result.seconds = Date().timeIntervalSince(started)
                return result
            }
            let failureLog = folder + "/failed.txt"
            // The same inputs failed before: reuse the messages instead of compiling again.
            if let output = try? String(contentsOfFile: failureLog, encoding: .utf8),
               let map = try? JSONDecoder().decode([String: String].self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/copies.json"))) {
                if !apply(output: output, copies: map, module: module, sources: sources, scannedByPath: scannedByPath,
                          dependentFiles: dependentFiles, into: &result, progress: progress) {
                    result.seconds = Date().timeIntervalSince(started)
                    return result
                }
                continue
            }
            try? FileManager.default.removeItem(atPath: folder)
            do {
                try FileManager.default.createDirectory(atPath: folder + "/src", withIntermediateDirectories: true)
            } catch {
                result.otherErrors.append("cannot create the cache folder \(folder): \(error)")
                return result
            }
            // Files that need edits are compiled from a copy with the same name, lines and
            // columns; messages about the copy are mapped back to the original.
            var copyToOriginal: [String: String] = [:]
            var inputs: [String] = []
            for (index, item) in prepared.enumerated() {
                if let text = item.text {
                    let dir = folder + "/src/\(index)"
                    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
                    let copy = dir + "/" + (item.original as NSString).lastPathComponent
                    try? text.write(toFile: copy, atomically: true, encoding: .utf8)
                    copyToOriginal[copy] = item.original
                    inputs.append(copy)
                } else {
                    inputs.append(item.original)
                }
            }
            let symbols = folder + "/src/" + PreviewGeneratedSymbols.fileName
            if let generated {
                try? generated.write(toFile: symbols, atomically: true, encoding: .utf8)
                inputs.append(symbols)
            }
            let factoriesFile = folder + "/src/" + PreviewReusableViews.fileName
            if let factories {
                try? factories.write(toFile: factoriesFile, atomically: true, encoding: .utf8)
                inputs.append(factoriesFile)
            }
            let registration = factories == nil ? "" : "\(PreviewReusableViews.registration)(); "
            let main = folder + "/src/main.swift"
            let mainSource = """
                // Generated by `backplate preview`: renders the previews of module \(module.name).
                import Backplate
                import Foundation

                let backplatePreviewStatus = MainActor.assumeIsolated { \(registration)return PreviewRunner.main(module: "\(module.name)") }
                exit(backplatePreviewStatus)

                """
            try? mainSource.write(toFile: main, atomically: true, encoding: .utf8)
            progress("compiling \(module.name): \(included.count) file\(included.count == 1 ? "" : "s")")
            let partial = program + ".partial"
            let arguments = [
                // DEBUG as in Xcode's preview builds: apps keep their previews inside `#if DEBUG`.
                "-module-name", module.name, "-swift-version", mode, "-Onone", "-wmo", "-D", "DEBUG",
            ] + remote.searchFlags + [
                "-I", products.modulesFolder, "-L", products.libraryFolder, "-lBackplateDynamic",
                "-Xlinker", "-rpath", "-Xlinker", products.libraryFolder,
                "-load-plugin-executable", products.macroPlugin + "#BackplateMacros",
                "-module-cache-path", cacheFolder + "/ModuleCache", "-suppress-warnings", "-o", partial,
            ] + (limitsExpressions ? ["-Xfrontend", "-solver-expression-time-threshold=\(Self.expressionTimeLimit)"] : [])
                + local.linkFlags + Self.foundationReexports + Self.moduleAliases + xcodeDefaults + flags
                + remote.clangFlags(or: products.clangFlags) + inputs + [main]
            let run = ChildProcess.run(products.swiftc, arguments, timeout: 600, tick: { seconds in
                progress("still compiling \(module.name) (\(Int(seconds)) s)")
            })
            result.compilerRuns += 1
            if run.status == 0, FileManager.default.fileExists(atPath: partial) {
                PreviewStringTables.install(stringTables, besideProgramIn: folder)
                PreviewStringTables.installCatalogs(catalogTables, besideProgramIn: folder)
                PreviewBundleIdentifier.install(bundleIdentifier, besideProgramIn: folder)
                PreviewBundleResources.install(resources, besideProgramIn: folder)
                try? FileManager.default.moveItem(atPath: partial, toPath: program)
                result.program = program
                result.seconds = Date().timeIntervalSince(started)
                return result
            }
            if run.timedOut && !limitsExpressions {
                // A minute at most per expression: a slower one fails as "unable to type-check in
                // reasonable time" and its file is left out. Only now, as the limit is wall time.
                progress("\(module.name): swiftc took longer than 600 s; compiling again with at most \(Self.expressionTimeLimit) s per expression")
                limitsExpressions = true
                continue
            }
            if run.timedOut { result.otherErrors.append("swiftc took longer than 600 s and was stopped") }
            let symbolErrors = Self.parseDiagnostics(run.output, copies: [:], known: [symbols]).filter { $0.severity == "error" && $0.path == symbols }
            if !run.timedOut, generated != nil, !symbolErrors.isEmpty {
                progress("\(module.name): the symbols generated from its catalogs do not compile (line \(symbolErrors[0].line): \(symbolErrors[0].message)); building without them")
                generated = nil
                continue
            }
            let factoryErrors = Self.parseDiagnostics(run.output, copies: [:], known: [factoriesFile]).filter { $0.severity == "error" && $0.path == factoriesFile }
            if !run.timedOut, let factories, !factoryErrors.isEmpty {
                // A factory that does not compile is left out, the others kept.
                let failing = Set(factoryErrors.map { PreviewReusableViews.registeredClass(atLine: $0.line, in: factories) ?? "*" })
                progress("\(module.name): the reusable-view factor\(failing.contains("*") ? "ies do" : "y of \(failing.sorted().joined(separator: ", ")) does") "
                         + "not compile (line \(factoryErrors[0].line): \(factoryErrors[0].message)); building without \(failing.contains("*") ? "them" : "it")")
                factoriesLeftOut.formUnion(failing)
                continue
            }
            if run.timedOut || !apply(output: run.output, copies: copyToOriginal, module: module, sources: sources,
                                      scannedByPath: scannedByPath, dependentFiles: dependentFiles, into: &result, progress: progress) {
                result.seconds = Date().timeIntervalSince(started)
                return result
            }
            // Only failures that name the user's files are remembered (not a crash or timeout).
            try? run.output.write(toFile: failureLog, atomically: true, encoding: .utf8)
            if let map = try? JSONEncoder().encode(copyToOriginal) { try? map.write(to: URL(fileURLWithPath: folder + "/copies.json")) }
        }
        result.seconds = Date().timeIntervalSince(started)
        return result
    }

    /// The most seconds the type checker spends on one expression of an app's file, once a
    /// compile has run past its 600 s limit.
    static let expressionTimeLimit = 60

    /// Records a failed round's errors: files (or single `#Preview`s) to leave out next round.
    /// Returns false when no error names a user file (nothing to leave out: stop).
    private func apply(output: String, copies: [String: String], module: PreviewModule, sources: [String: String],
                       scannedByPath: [String: ScannedFile], dependentFiles: PreviewDependentFiles,
                       into result: inout PreviewBuild, progress: (String) -> Void) -> Bool {
        let diagnostics = Self.parseDiagnostics(output, copies: copies, known: Set(module.files))
        let errors = diagnostics.filter { $0.severity == "error" }
        let byFile = Dictionary(grouping: errors.filter { sources[$0.path] != nil }, by: \.path)
        if byFile.isEmpty {
            // Linking failed on a module swiftc found but BackplateDynamic does not contain:
            // leave out the files that import it, as for a module not found.
            var dropped = false
            for missing in MissingModuleImports.unlinkedModules(in: output).sorted() where missing != module.name {
                let message = "module '\(missing)' is not linked into Backplate's previews (only Backplate's modules, AsyncAlgorithms and Swift Collections' are)"
                for (file, line, column) in MissingModuleImports.importers(of: missing, in: sources) where result.droppedFiles[file] == nil {
                    result.droppedFiles[file] = [CompilerDiagnostic(path: file, line: line, column: column, severity: "error", message: message)]
                    dropped = true
                }
            }
            if dropped { return true }
            let text = output.trimmingCharacters(in: .whitespacesAndNewlines)
            result.otherErrors.append(text.isEmpty ? "swiftc failed" : String(text.suffix(4000)))
            return false
        }
        for (file, fileErrors) in byFile {
            let macros = scannedByPath[file]?.previews.filter { $0.kind == .macro } ?? []
            var inPreview: [Int: [CompilerDiagnostic]] = [:]
            var outside = false
            for error in fileErrors {
                if let p = macros.first(where: { $0.line <= error.line && error.line <= $0.endLine }) {
                    inPreview[p.line, default: []].append(error)
                } else {
                    outside = true
                }
            }
            if outside {
                result.droppedFiles[file] = fileErrors
            } else {
                for (line, errs) in inPreview { result.droppedPreviews[file, default: [:]][line] = errs }
            }
        }
        for error in errors {
            guard let missing = MissingModuleImports.moduleName(in: error.message) else { continue }
            for (file, line, column) in MissingModuleImports.importers(of: missing, in: sources) where result.droppedFiles[file] == nil {
                result.droppedFiles[file] = [CompilerDiagnostic(path: file, line: line, column: column, severity: "error", message: error.message)]
            }
        }
        let dependents = dependentFiles.dependents(dropped: Set(result.droppedFiles.keys), included: module.files)
        for (file, diagnostic) in dependents { result.droppedFiles[file] = [diagnostic] }
        let alsoLeftOut = dependents.isEmpty ? "" : " and \(dependents.count) file\(dependents.count == 1 ? "" : "s") using their types"
        progress("\(module.name): \(errors.count) error\(errors.count == 1 ? "" : "s") in \(byFile.count) file\(byFile.count == 1 ? "" : "s")\(alsoLeftOut); building the rest")
        return true
    }

    /// Reads `path:line:column: severity: message` lines. A message inside a macro expansion
    /// (a generated buffer) is moved to the user's line named by a following note.
    static func parseDiagnostics(_ output: String, copies: [String: String], known: Set<String>) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        var pendingIndex: Int?
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let d = parseLine(String(rawLine)) else { continue }
            var diagnostic = d
            if let original = copies[diagnostic.path] { diagnostic.path = original }
            let isUserFile = known.contains(diagnostic.path)
            if diagnostic.severity == "note" {
                if let i = pendingIndex, isUserFile {
                    result[i].path = diagnostic.path
                    result[i].line = diagnostic.line
                    result[i].column = diagnostic.column
                    pendingIndex = nil
                }
                continue
            }
            result.append(diagnostic)
            pendingIndex = isUserFile ? nil : result.count - 1
        }
        return result
    }

    static func parseLine(_ line: String) -> CompilerDiagnostic? {
        for severity in ["error", "warning", "note"] {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let l = Int(location[location.count - 2]), let c = Int(location[location.count - 1]) else { continue }
            var path = location.dropLast(2).joined(separator: ":")
            // Swift 6's grouped style draws a note's branch before its path: "`- /x.swift:3:1".
            if let slash = path.firstIndex(of: "/"), path[..<slash].allSatisfy({ " |`-".contains($0) }) {
                path = String(path[slash...])
            }
            return CompilerDiagnostic(path: path, line: l, column: c, severity: severity, message: String(line[marker.upperBound...]))
        }
        return nil
    }
}

/// Runs a program, collecting its output (stdout and stderr together unless split), with a
/// time limit after which it is terminated; its input is empty, or the file `inputFile`.
struct ChildProcess {
    var status: Int32
    var output: String
    var errorOutput: String
    var timedOut: Bool

    static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval, mergeErrors: Bool = true,
                    environment: [String: String]? = nil, inputFile: String? = nil, tick: (Double) -> Void = { _ in }) -> ChildProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = mergeErrors ? out : Pipe()
        process.standardOutput = out
        process.standardError = err
        if let inputFile {
            guard let input = FileHandle(forReadingAtPath: inputFile) else {
                return ChildProcess(status: -1, output: "cannot read \(inputFile)", errorOutput: "", timedOut: false)
            }
            process.standardInput = input
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        let collector = OutputCollector()
        out.fileHandleForReading.readabilityHandler = { handle in collector.append(handle.availableData, error: false) }
        if !mergeErrors {
            err.fileHandleForReading.readabilityHandler = { handle in collector.append(handle.availableData, error: true) }
        }
        do {
            try withTerminationSignalsUnblocked { try process.run() }
        } catch {
            return ChildProcess(status: -1, output: "cannot run \(executable): \(error)", errorOutput: "", timedOut: false)
        }
        RunningChildren.add(process.processIdentifier)
        defer { RunningChildren.remove(process.processIdentifier) }
        let started = Date()
        let deadline = started.addingTimeInterval(timeout)
        var timedOut = false
        var nextTick = 10.0
        while process.isRunning {
            let elapsed = Date().timeIntervalSince(started)
            if elapsed >= nextTick {
                tick(elapsed)
                nextTick += 10
            }
            if Date() > deadline {
                timedOut = true
                stop(process)
                break
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.waitUntilExit()
        RunningChildren.parkIfTerminating()
        out.fileHandleForReading.readabilityHandler = nil
        if !mergeErrors { err.fileHandleForReading.readabilityHandler = nil }
        collector.append(out.fileHandleForReading.readDataToEndOfFile(), error: false)
        if !mergeErrors { collector.append(err.fileHandleForReading.readDataToEndOfFile(), error: true) }
        let (o, e) = collector.texts
        return ChildProcess(status: process.terminationStatus, output: o, errorOutput: e, timedOut: timedOut)
    }
}

extension ChildProcess {
    /// Runs `body` with SIGTERM, SIGINT and SIGHUP unblocked on this thread: a child inherits its
    /// spawning thread's signal mask, and Dispatch's threads block both, so a child started
    /// from one would never end when asked to.
    static func withTerminationSignalsUnblocked<T>(_ body: () throws -> T) rethrows -> T {
        var signals = sigset_t()
        var previous = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGHUP)
        pthread_sigmask(SIG_UNBLOCK, &signals, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    /// Asks `process` to end, and kills it if it is still running 3 s later (a deadlocked
    /// program may never reach the point where it would honour the request).
    static func stop(_ process: Process) {
        process.terminate()
        let killAt = Date().addingTimeInterval(3)
        while process.isRunning, Date() < killAt { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}

/// Output gathered from a child process's pipes on their reader threads.
final class OutputCollector: Sendable {
    /// The standard output and standard error read so far.
    private let buffers = Mutex<(out: Data, err: Data)>((Data(), Data()))
    private let limit = 64 << 20

    func append(_ data: Data, error: Bool) {
        let limit = limit
        buffers.withLock { buffers in
            if error {
                if buffers.err.count < limit { buffers.err.append(data) }
            } else if buffers.out.count < limit {
                buffers.out.append(data)
            }
        }
    }

    var texts: (String, String) {
        buffers.withLock { (String(decoding: $0.out, as: UTF8.self), String(decoding: $0.err, as: UTF8.self)) }
    }
}
