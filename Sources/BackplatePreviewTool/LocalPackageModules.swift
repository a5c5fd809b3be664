import BackplateCore
import BackplatePreviewScan
import Foundation

/// Modules an app imports from its own local Swift packages (a `BookingSenseData` package
/// beside the app target, design-system packages in the same repository): found by target
/// name in the `Package.swift` files around the app, built as libraries before it (their own
/// local imports first), and linked with its preview program.
struct LocalPackageModules {
    /// One local module built as a library: `<folder>/<name>.swiftmodule` and `lib<name>.so`.
    struct Library: Equatable {
        var name: String
        var folder: String
        /// The target's folder, whose string tables and resources the program installs.
        var sourceFolder: String
        /// A hash of the library's inputs, its dependencies' included.
        var key: String
        /// The local libraries it imports, and theirs: swiftc needs every one to load its module.
        var dependencies: [Library] = []
    }

    /// What `build` found: the libraries, and the files that did not compile.
    struct Outcome {
        var libraries: [Library] = []
        /// Local modules that do not compile (files importing them are left out).
        var failed: Set<String> = []
        /// The files left out of the libraries, built or failed, with their errors.
        var droppedFiles: [String: [CompilerDiagnostic]] = [:]
        /// swiftc runs.
        var compilerRuns = 0

        /// swiftc's search and link flags for the libraries, dependencies after their users.
        var linkFlags: [String] {
            libraries.flatMap { ["-I", $0.folder, "-L", $0.folder, "-l" + $0.name, "-Xlinker", "-rpath", "-Xlinker", $0.folder] }
        }
    }

    let builder: PreviewBuilder
    /// The app's remote packages, which local packages may import too.
    var remote = RemotePackageModules.Outcome()

    /// The package targets in and around `folders`, by module name: those of every `Package.swift`
    /// under the repository holding them (the folder with `.git`), else under their parent folder,
    /// and the framework targets of the Xcode projects there.
    static func targets(around folders: [String]) -> [String: (name: String, folder: String)] {
        var found: [String: (name: String, folder: String)] = [:]
        for root in Set(folders.map(searchRoot)).sorted() {
            var targets = manifests(under: root).flatMap(PreviewSources.packageTargets(in:))
            for project in PreviewSources.xcodeProjects(below: root) {
                guard let text = try? String(contentsOfFile: project + "/project.pbxproj", encoding: .utf8) else { continue }
                targets += XcodeTargetSources.libraryTargets(text, projectFolder: (project as NSString).deletingLastPathComponent)
            }
            for target in targets where found[PreviewSources.identifier(target.name)] == nil {
                found[PreviewSources.identifier(target.name)] = target
            }
        }
        return found
    }

    /// The enclosing repository of `folder` (at most eight levels up), else its parent.
    static func searchRoot(_ folder: String) -> String {
        var url = URL(fileURLWithPath: folder).standardizedFileURL
        for _ in 0..<8 {
            if FileManager.default.fileExists(atPath: url.path + "/.git") { return url.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { break }
            url = parent
        }
        return URL(fileURLWithPath: folder).standardizedFileURL.deletingLastPathComponent().path
    }

    /// The folders under `root` holding a `Package.swift`, five levels deep at most, skipping
    /// hidden, build and dependency folders.
    static func manifests(under root: String) -> [String] {
        let skipped: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", "Checkouts"]
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var result: [String] = []
        var visited = 0
        while let relative = enumerator.nextObject() as? String, visited < 50_000 {
            visited += 1
            let name = (relative as NSString).lastPathComponent
            let depth = relative.split(separator: "/").count
            if name.hasPrefix(".") || skipped.contains(name) || name.hasSuffix(".xcassets") || name.hasSuffix(".xcodeproj") || depth > 5 {
                enumerator.skipDescendants()
                continue
            }
            if name == "Package.swift" { result.append(root + "/" + (relative as NSString).deletingLastPathComponent) }
        }
        return result.map { URL(fileURLWithPath: $0).standardizedFileURL.path }.sorted()
    }

    /// Builds the modules of `names` that `targets` has, each after the local modules it imports.
    func build(_ names: Set<String>, targets: [String: (name: String, folder: String)],
               progress: (String) -> Void) -> Outcome {
        var outcome = Outcome()
        var visiting: Set<String> = []
        for name in names.sorted() where targets[name] != nil {
            _ = library(name, targets: targets, visiting: &visiting, outcome: &outcome, progress: progress)
        }
        return outcome
    }

    /// At most this many compiles per module: each leaves out the files that failed the last
    /// one, and the files naming types only those declare.
    static let maximumRounds = 4

    /// The library for `name`, built (or taken from the cache) after its own local imports.
    /// Files that do not compile are left out, as an app's are; the module fails only when
    /// nothing of it compiles within `maximumRounds`.
    private func library(_ name: String, targets: [String: (name: String, folder: String)], visiting: inout Set<String>,
                         outcome: inout Outcome, progress: (String) -> Void) -> Library? {
        if let built = outcome.libraries.first(where: { $0.name == name }) { return built }
        guard let target = targets[name], !outcome.failed.contains(name), visiting.insert(name).inserted else { return nil }
        defer { visiting.remove(name) }
        let files = PreviewSources.swiftFiles(in: target.folder)
        var sources: [String: String] = [:]
        for file in files { sources[file] = try? String(contentsOfFile: file, encoding: .utf8) }
        let scanned = (try? PreviewScanner(products: builder.products).scan(sources.map {
            PreviewScanRules.Source(path: $0.key, text: $0.value)
        })) ?? []
        let imported = Set(scanned.flatMap { $0.unconditionalImports.map(\.module) }).subtracting([name])
        var dependencies: [Library] = []
        var unavailable: Set<String> = []
        for module in imported.sorted() where targets[module] != nil {
            if let dependency = library(module, targets: targets, visiting: &visiting, outcome: &outcome, progress: progress) {
                dependencies.append(dependency)
            } else {
                unavailable.insert(module)
            }
        }
        // A package target compiles in its own manifest's language mode and settings, as SwiftPM
        // builds it inside an Xcode app, whatever the app's (WXYC's app isolates to the main actor).
        var mode = "5", flags: [String] = []
        if case .manifest(let manifest)? = ProjectLanguageMode.nearestProject(above: target.folder)?.project {
            mode = ProjectLanguageMode.manifestMode(manifest, target: target.name)
            flags = ProjectCompilerSettings.manifestFlags(manifest, target: target.name, mode: mode)
        }
        let accessor = PreviewGeneratedSymbols.bundleModuleAccessor(sources: Array(sources.values))
        let formatting = PreviewSimulatorFormatting.source(sources: Array(sources.values))
        // Files are compiled as the app's are: edited copies (an iOS simulator's `#if` answers and
        // locale, no Objective-C attributes), with the same lines and columns.
        let byPath = Dictionary(scanned.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var prepared: [String: String] = [:]
        for (file, text) in sources { prepared[file] = byPath[file]?.preparedSource(text) }
        var key = ContentHash()
        key.add(builder.products.fingerprint)
        key.add(name)
        key.add(mode)
        key.add(remote.key)
        key.add(flags.joined(separator: " "))
        key.add(accessor ?? "")
        key.add(formatting ?? "")
        dependencies.forEach { key.add($0.key) }
        for file in files.sorted() {
            key.add(file)
            key.add(prepared[file] ?? sources[file] ?? "")
        }
        let folder = builder.cacheFolder + "/packages/" + name + "-" + key.hex
        var transitive: [Library] = []
        for library in dependencies.flatMap({ [$0] + $0.dependencies }) where !transitive.contains(where: { $0.name == library.name }) {
            transitive.append(library)
        }
        let built = Library(name: name, folder: folder, sourceFolder: target.folder, key: key.hex, dependencies: transitive)
        let omittedRecord = folder + "/omitted.json"
        if FileManager.default.fileExists(atPath: folder + "/lib\(name).so") {
            if let data = FileManager.default.contents(atPath: omittedRecord),
               let recorded = try? JSONDecoder().decode([String: [CompilerDiagnostic]].self, from: data) {
                outcome.droppedFiles.merge(recorded) { first, _ in first }
            }
            outcome.libraries.insert(built, at: 0)
            return built
        }
        // Files importing a module that is not there (a remote package, a local one that failed)
        // are left out before the first compile; a cached library needs no probe.
        unavailable.formUnion(ModuleAvailability(products: builder.products).missing(
            among: imported.filter { targets[$0] == nil && !remote.modules.contains($0) }, scratchFolder: builder.cacheFolder + "/import-probes",
            moduleCache: builder.cacheFolder + "/ModuleCache"))
        var omitted = ModuleAvailability.droppedFiles(scanned, missing: unavailable)
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var copies: [String: String] = [:]
        var inputs: [String: String] = [:]
        for (index, file) in files.enumerated() {
            inputs[file] = file
            guard let text = prepared[file] else { continue }
            let copy = folder + "/src/\(index)/" + (file as NSString).lastPathComponent
            try? FileManager.default.createDirectory(atPath: (copy as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            if (try? text.write(toFile: copy, atomically: true, encoding: .utf8)) != nil {
                copies[copy] = file
                inputs[file] = copy
            }
        }
        var extraInputs: [String] = []
        if let accessor, (try? accessor.write(toFile: folder + "/BundleModule.swift", atomically: true, encoding: .utf8)) != nil {
            extraInputs.append(folder + "/BundleModule.swift")
        }
        if let formatting, (try? formatting.write(toFile: folder + "/SimulatorFormatting.swift", atomically: true, encoding: .utf8)) != nil {
            extraInputs.append(folder + "/SimulatorFormatting.swift")
        }
        let dependentFiles = PreviewDependentFiles(scanned: scanned)
        for (file, diagnostic) in dependentFiles.dependents(dropped: Set(omitted.keys), included: files) { omitted[file] = [diagnostic] }
        let dependencyFlags = Outcome(libraries: transitive).linkFlags
        var lastOutput = ""
        for _ in 0..<Self.maximumRounds {
            let included = files.filter { omitted[$0] == nil }
            guard !included.isEmpty else { break }
            progress("compiling the local package module \(name): \(included.count) file\(included.count == 1 ? "" : "s")")
            let run = compile(name, folder: folder, mode: mode, flags: flags + dependencyFlags,
                              inputs: included.compactMap { inputs[$0] } + extraInputs)
            outcome.compilerRuns += 1
            if run.status == 0, (try? FileManager.default.moveItem(atPath: folder + "/lib\(name).so.partial", toPath: folder + "/lib\(name).so")) != nil {
                if let data = try? JSONEncoder().encode(omitted) { try? data.write(to: URL(fileURLWithPath: omittedRecord)) }
                outcome.droppedFiles.merge(omitted) { first, _ in first }
                if !omitted.isEmpty {
                    progress("built the local package module \(name) without \(omitted.count) of its \(files.count) files")
                }
                // Dependencies come after their users on the link line.
                outcome.libraries.insert(built, at: 0)
                return built
            }
            lastOutput = run.output
            let errors = PreviewBuilder.parseDiagnostics(run.output, copies: copies, known: Set(files))
                .filter { $0.severity == "error" && omitted[$0.path] == nil && sources[$0.path] != nil }
            guard !errors.isEmpty else { break }
            for (path, diagnostics) in Dictionary(grouping: errors, by: \.path) { omitted[path] = diagnostics }
            for (file, diagnostic) in dependentFiles.dependents(dropped: Set(omitted.keys), included: files) where omitted[file] == nil {
                omitted[file] = [diagnostic]
            }
        }
        outcome.droppedFiles.merge(omitted) { first, _ in first }
        if omitted.isEmpty, let first = files.first {
            outcome.droppedFiles[first] = [CompilerDiagnostic(path: first, line: 1, column: 1, severity: "error",
                                                              message: "the local package module \(name) did not build: \(lastOutput.suffix(400))")]
        }
        progress("the local package module \(name) does not compile; files importing it are left out")
        outcome.failed.insert(name)
        try? FileManager.default.removeItem(atPath: folder)
        return nil
    }

    /// Runs swiftc once on `inputs`, making `lib<name>.so.partial` and the module in `folder`.
    private func compile(_ name: String, folder: String, mode: String, flags: [String], inputs: [String]) -> ChildProcess {
        let arguments = [
            "-module-name", name, "-swift-version", mode, "-Onone", "-wmo", "-D", "DEBUG", "-parse-as-library",
            "-emit-library", "-emit-module", "-emit-module-path", folder + "/\(name).swiftmodule",
        ] + remote.searchFlags + [
            "-I", builder.products.modulesFolder, "-L", builder.products.libraryFolder, "-lBackplateDynamic",
            "-Xlinker", "-rpath", "-Xlinker", builder.products.libraryFolder,
            "-load-plugin-executable", builder.products.macroPlugin + "#BackplateMacros",
            "-module-cache-path", builder.cacheFolder + "/ModuleCache", "-suppress-warnings", "-o", folder + "/lib\(name).so.partial",
        ] + PreviewBuilder.foundationReexports + PreviewBuilder.moduleAliases + PreviewBuilder.xcodeDefaults(mode)
            + flags + remote.clangFlags(or: builder.products.clangFlags) + inputs
        return ChildProcess.run(builder.products.swiftc, arguments, timeout: 600)
    }
}
