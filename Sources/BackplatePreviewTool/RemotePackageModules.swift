import Foundation
import BackplateCore

/// Modules an app takes from the Swift packages its Xcode project names by URL (pointfreeco's
/// `Dependencies`, a design system's package): resolved and built by SwiftPM, as Xcode does,
/// into one shared library in the preview cache, compiled against Backplate's modules (so a
/// package's `import SwiftUI` or `canImport(Combine)` finds Backplate's), then linked with the
/// preview program. Packages Backplate links already are Backplate's copies (`ProvidedPackageStubs`).
struct RemotePackageModules {
    /// What a build gives the app's compile; saved beside the build and reused while the
    /// packages and Backplate's build are the same.
    struct Outcome: Codable, Equatable {
        /// The Swift modules the packages provide.
        var modules: [String] = []
        /// `-I`, link and compiler-plugin flags, placed before Backplate's `-I`.
        var searchFlags: [String] = []
        /// C module maps and header folders, Backplate's included: used in place of Backplate's.
        var clangFlags: [String] = []
        /// Packages that did not resolve or build, with SwiftPM's first errors.
        var failures: [String] = []
        /// A hash of the inputs.
        var key = ""

        /// The C flags of a compile: the packages' (Backplate's included) once they built, else `backplate`.
        func clangFlags(or backplate: [String]) -> [String] { clangFlags.isEmpty ? backplate : clangFlags }

        /// Whether the next preview may reuse this outcome: not when SwiftPM was stopped for
        /// taking too long (a busy machine, a slow network), nor when packages that resolve
        /// alone failed beside Backplate's own (seen once, not again: SwiftPM's shared cache
        /// being written by another build); the next run tries those again.
        var isWorthKeeping: Bool {
            !failures.contains { $0.hasSuffix(RemotePackageModules.tookTooLong) || $0.contains(RemotePackageModules.besideOwnPackages) }
        }
    }

    let builder: PreviewBuilder
    /// The library product (and its one target) that links every package product the app names.
    static let libraryName = "BackplateAppPackages"

    /// Resolves and builds `packages` (at most 10 minutes to resolve, 30 to build), with the
    /// products of `wanted` that packages of the resolved graph declare (an app may import
    /// `XCTestDynamicOverlay`, which it reaches through swift-dependencies, as Xcode lets it).
    /// A package that does not resolve is left out and named in `failures`; a graph that does
    /// not build gives no modules. Failures are remembered until the inputs change, but for a
    /// SwiftPM run stopped by its time limit.
    func build(_ packages: [RemotePackage], wanted: Set<String> = [], progress: (String) -> Void) -> Outcome {
        var key = ContentHash()
        key.add(builder.products.fingerprint)
        for package in packages {
            key.add(package.manifestDependency)
            key.add(package.products.joined(separator: ","))
        }
        key.add(wanted.sorted().joined(separator: ","))
        let folder = builder.cacheFolder + "/packages/remote-" + key.hex
        let record = folder + "/outcome.json"
        if let data = FileManager.default.contents(atPath: record), let saved = try? JSONDecoder().decode(Outcome.self, from: data) {
            return saved
        }
        var outcome = Outcome(key: key.hex)
        defer {
            if outcome.isWorthKeeping, let data = try? JSONEncoder().encode(outcome) { try? data.write(to: URL(fileURLWithPath: record)) }
        }
        let names = packages.map(\.identity).joined(separator: ", ")
        progress("resolving the Swift packages \(names)")
        var usable = packages
        if let failure = resolve(usable, provided: [:], in: folder) {
            guard packages.count > 1 else {
                outcome.failures.append("\(names): \(failure)")
                return outcome
            }
            usable = packages.filter { package in
                guard let failure = resolve([package], provided: [:], in: folder + "/alone-" + package.identity) else { return true }
                outcome.failures.append("\(package.identity): \(failure)")
                return false
            }
            guard !usable.isEmpty, resolve(usable, provided: [:], in: folder) == nil else { return outcome }
        }
        let checkouts = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/.build/checkouts")) ?? []
        let provided = ProvidedPackageStubs(products: builder.products).provided(among: Set(checkouts.map { $0.lowercased() }))
        usable = RemotePackageReferences.merged(usable + Self.transitiveProducts(
            wanted.subtracting(usable.flatMap(\.products)), folder: folder, skipping: Set(provided.keys)))
        var stubs: [String: String] = [:]
        for (identity, package) in provided {
            let stub = folder + "/provided/" + package.folderName
            if (try? ProvidedPackageStubs.writeStub(name: package.folderName, products: package.products, into: stub)) != nil {
                stubs[identity] = "provided/" + package.folderName
            }
        }
        if let failure = resolve(usable, provided: stubs, in: folder) {
            outcome.failures.append(names + Self.besideOwnPackages + failure)
            return outcome
        }
        let built = checkouts.filter { stubs[$0.lowercased()] == nil }.map { folder + "/.build/checkouts/" + $0 }
        let clang = Self.clangFlags(builder.products.clangFlags, dropping: Self.cModuleNames(inPackages: built))
        // Imports stay public as before Swift 6's upcoming rule: on iOS, Dispatch and Foundation
        // declare their queues' Scheduler conformances; here Combine re-exports OpenCombine's.
        let arguments = ["build", "--package-path", folder, "-Xswiftc", "-I", "-Xswiftc", builder.products.modulesFolder,
                         "-Xswiftc", "-disable-upcoming-feature", "-Xswiftc", "InternalImportsByDefault"]
            + clang.flatMap { ["-Xswiftc", $0] }
        progress("building the Swift packages \(usable.map(\.identity).joined(separator: ", "))")
        let run = ChildProcess.run(builder.products.swift, arguments, timeout: 1800, tick: { seconds in
            progress("still building the Swift packages (\(Int(seconds)) s)")
        })
        let buildFolder = URL(fileURLWithPath: folder + "/.build/debug").resolvingSymlinksInPath().path
        guard run.status == 0, let flags = Self.previewFlags(buildFolder: buildFolder, backplateModules: builder.products.modulesFolder) else {
            outcome.failures.append("\(names) did not build: " + Self.firstErrors(run.output, timedOut: run.timedOut))
            return outcome
        }
        outcome.searchFlags = flags.search + ["-L", buildFolder, "-l" + Self.libraryName, "-Xlinker", "-rpath", "-Xlinker", buildFolder]
        outcome.clangFlags = flags.clang
        outcome.modules = ((try? FileManager.default.contentsOfDirectory(atPath: buildFolder + "/Modules")) ?? [])
            .filter { $0.hasSuffix(".swiftmodule") }.map { String($0.dropLast(".swiftmodule".count)) }
            .filter { $0 != Self.libraryName && !$0.hasPrefix("BackplateProvided_") }.sorted()
        return outcome
    }

    /// Writes the package depending on `packages` (and the stand-ins `provided`, identity to
    /// relative path) into `folder` and resolves it; nil when it resolved, else the first errors.
    private func resolve(_ packages: [RemotePackage], provided: [String: String], in folder: String) -> String? {
        do {
            try FileManager.default.createDirectory(atPath: folder + "/Sources/" + Self.libraryName, withIntermediateDirectories: true)
            try "// Generated by `backplate preview`: links the app's package products into one library.\n"
                .write(toFile: folder + "/Sources/\(Self.libraryName)/Products.swift", atomically: true, encoding: .utf8)
            try Self.manifest(packages, provided: provided).write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        } catch {
            return "cannot write the package in \(folder): \(error)"
        }
        let run = ChildProcess.run(builder.products.swift, ["package", "--package-path", folder, "resolve"], timeout: 600)
        return run.status == 0 ? nil : Self.firstErrors(run.output, timedOut: run.timedOut)
    }

    /// Packages of the graph resolved in `folder` (but those of `skipping`) declaring a library
    /// named in `names`, pinned to the resolved version, with those products.
    static func transitiveProducts(_ names: Set<String>, folder: String, skipping: Set<String>) -> [RemotePackage] {
        guard !names.isEmpty, let data = FileManager.default.contents(atPath: folder + "/Package.resolved"),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let pins = (json["pins"] ?? (json["object"] as? [String: Any])?["pins"]) as? [[String: Any]] else { return [] }
        var found: [RemotePackage] = []
        for pin in pins {
            guard let url = (pin["location"] ?? pin["repositoryURL"]) as? String, let state = pin["state"] as? [String: Any] else { continue }
            let requirement: RemotePackage.Requirement
            if let version = state["version"] as? String { requirement = .exact(version) }
            else if let revision = state["revision"] as? String { requirement = .revision(revision) }
            else { continue }
            var package = RemotePackage(url: url, requirement: requirement, products: [])
            guard !skipping.contains(package.identity),
                  let checkout = try? FileManager.default.contentsOfDirectory(atPath: folder + "/.build/checkouts")
                      .first(where: { $0.lowercased() == package.identity }),
                  let manifest = try? String(contentsOfFile: folder + "/.build/checkouts/\(checkout)/Package.swift", encoding: .utf8)
            else { continue }
            package.products = names.sorted().filter { name in
                manifest.range(of: #"\.library\(\s*name:\s*""# + NSRegularExpression.escapedPattern(for: name) + "\"", options: .regularExpression) != nil
            }
            if !package.products.isEmpty { found.append(package) }
        }
        return found
    }

    /// The manifest of the package linking every product of `packages` into one dynamic library.
    static func manifest(_ packages: [RemotePackage], provided: [String: String]) -> String {
        let quoted = RemotePackage.quoted
        let dependencies = packages.map(\.manifestDependency) + provided.keys.sorted().map { ".package(path: \(quoted(provided[$0]!)))" }
        let products = packages.flatMap { package in
            package.products.map { ".product(name: \(quoted($0)), package: \(quoted(package.identity)))" }
        }
        return """
            // swift-tools-version:5.9
            // Generated by `backplate preview`: the app's Swift packages, built against Backplate.
            import PackageDescription

            let package = Package(
                name: \(quoted(libraryName)),
                products: [.library(name: \(quoted(libraryName)), type: .dynamic, targets: [\(quoted(libraryName))])],
                dependencies: [
            \(dependencies.map { "        " + $0 + "," }.joined(separator: "\n"))
                ],
                targets: [
                    .target(name: \(quoted(libraryName)), dependencies: [
            \(products.map { "            " + $0 + "," }.joined(separator: "\n"))
                    ]),
                ]
            )

            """
    }

    /// The names of the C modules the packages in `folders` build: each `include` folder's
    /// target, and the modules their `module.modulemap` files declare.
    static func cModuleNames(inPackages folders: [String]) -> Set<String> {
        var names: Set<String> = []
        for package in folders {
            for target in (try? FileManager.default.contentsOfDirectory(atPath: package + "/Sources")) ?? [] {
                let include = package + "/Sources/" + target + "/include"
                guard FileManager.default.fileExists(atPath: include) else { continue }
                names.insert(PreviewSources.identifier(target))
                names.formUnion(declaredModules(inMap: include + "/module.modulemap"))
            }
        }
        return names
    }

    /// The top-level modules a module map declares (`module Name`, `framework module Name`).
    static func declaredModules(inMap path: String) -> [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.matches(of: /(?m)^\s*(?:explicit\s+|framework\s+)*module\s+([A-Za-z_][A-Za-z0-9_]*)/).map { String($0.output.1) }
    }

    /// `flags` (Backplate's `-Xcc -fmodule-map-file=` pairs and `-I` folders) without the maps
    /// declaring a module of `dropped`: the package graph builds its own copy of those.
    static func clangFlags(_ flags: [String], dropping dropped: Set<String>) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < flags.count {
            if flags[index] == "-Xcc", index + 1 < flags.count {
                let value = flags[index + 1]
                let map = value.hasPrefix("-fmodule-map-file=") ? String(value.dropFirst("-fmodule-map-file=".count)) : nil
                if map.map({ declaredModules(inMap: $0).contains(where: dropped.contains) }) != true { kept += ["-Xcc", value] }
                index += 2
            } else {
                kept.append(flags[index])
                index += 1
            }
        }
        return kept
    }

    /// The search, plugin and C flags of the library target's compile command in SwiftPM's
    /// `description.json`, without Backplate's own module folder.
    static func previewFlags(buildFolder: String, backplateModules: String) -> (search: [String], clang: [String])? {
        guard let arguments = BackplateProducts.compileArguments(of: libraryName, buildFolder: buildFolder) else { return nil }
        var search = ["-I", buildFolder + "/Modules"]
        var index = 0
        while index < arguments.count {
            let argument = arguments[index], next = index + 1 < arguments.count ? arguments[index + 1] : nil
            switch (argument, next) {
            case ("-I", let folder?) where folder != backplateModules && !search.contains(folder):
                search += ["-I", folder]
                index += 1
            case ("-load-plugin-executable", let plugin?):
                search += [argument, plugin]
                index += 1
            case ("-Xfrontend", "-load-plugin-executable") where index + 3 < arguments.count && arguments[index + 2] == "-Xfrontend":
                search += ["-load-plugin-executable", arguments[index + 3]]
                index += 3
            case ("-Xcc", _?):
                index += 1   // clang's flag, read by `BackplateProducts.clangFlags(in:)`
            default:
                break
            }
            index += 1
        }
        return (search, BackplateProducts.clangFlags(in: arguments))
    }

    /// What a failure says when SwiftPM ran past its time limit.
    static let tookTooLong = "SwiftPM took too long and was stopped"
    /// What joins the packages' names and SwiftPM's errors when they resolve alone but not
    /// beside the packages Backplate provides.
    static let besideOwnPackages = " with Backplate's own packages: "

    /// The first three `error:` lines of SwiftPM's output (else its last line).
    static func firstErrors(_ output: String, timedOut: Bool) -> String {
        if timedOut { return tookTooLong }
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var errors: [String] = []
        for line in lines where line.contains("error:") && !errors.contains(line) && errors.count < 3 { errors.append(line) }
        return errors.isEmpty ? (lines.last ?? "no output") : errors.joined(separator: "; ")
    }
}
