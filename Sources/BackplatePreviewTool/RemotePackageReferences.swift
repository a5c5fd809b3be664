import Foundation

/// A Swift package an Xcode project depends on by URL (an `XCRemoteSwiftPackageReference`),
/// with its version requirement and the products the project's targets link.
struct RemotePackage: Equatable, Sendable {
    /// Xcode's version rules, as SwiftPM spells them.
    enum Requirement: Equatable, Sendable {
        case upToNextMajor(String), upToNextMinor(String), exact(String), range(String, String)
        case branch(String), revision(String)
    }

    var url: String
    var requirement: Requirement
    /// Library products the project names (`XCSwiftPackageProductDependency.productName`).
    var products: [String]

    /// SwiftPM's identity of the package: the URL's last component, lower-cased, without `.git`.
    var identity: String {
        var name = url.split(separator: "/").last.map(String.init) ?? url
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name.lowercased()
    }

    /// The `.package(url:...)` line of a manifest depending on it.
    var manifestDependency: String {
        let quoted = Self.quoted
        switch requirement {
        case .upToNextMajor(let version): return ".package(url: \(quoted(url)), .upToNextMajor(from: \(quoted(version))))"
        case .upToNextMinor(let version): return ".package(url: \(quoted(url)), .upToNextMinor(from: \(quoted(version))))"
        case .exact(let version): return ".package(url: \(quoted(url)), exact: \(quoted(version)))"
        case .range(let lower, let upper): return ".package(url: \(quoted(url)), \(quoted(lower))..<\(quoted(upper)))"
        case .branch(let branch): return ".package(url: \(quoted(url)), branch: \(quoted(branch)))"
        case .revision(let revision): return ".package(url: \(quoted(url)), revision: \(quoted(revision)))"
        }
    }

    /// A Swift string literal of `text` (quotes and backslashes escaped).
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// Reads the remote package references of Xcode projects.
enum RemotePackageReferences {
    /// The remote packages a `project.pbxproj` names, each with the library products its
    /// targets link (build-tool plugins, `plugin:` products, left out), in URL order. A
    /// reference without a version rule Xcode knows is left out.
    static func packages(inProject text: String) -> [RemotePackage] {
        let objects = PBXObjects(text)
        var products: [String: [String]] = [:]
        for dependency in objects.ids(ofType: "XCSwiftPackageProductDependency") {
            guard let package = objects.value(dependency, "package"), let name = objects.value(dependency, "productName"),
                  !name.hasPrefix("plugin:") else { continue }
            if !(products[package] ?? []).contains(name) { products[package, default: []].append(name) }
        }
        var packages: [RemotePackage] = []
        for reference in objects.ids(ofType: "XCRemoteSwiftPackageReference") {
            guard let url = objects.value(reference, "repositoryURL"), !url.isEmpty,
                  let requirement = requirement(reference, objects), let names = products[reference] else { continue }
            packages.append(RemotePackage(url: url, requirement: requirement, products: names))
        }
        return merged(packages)
    }

    /// The remote packages of the Xcode projects and `Package.swift` manifests in and below
    /// `folders`' search roots (see `LocalPackageModules.searchRoot`), one entry per identity.
    /// Manifests are read with `swift package dump-package` (`swift`), only those naming a URL.
    static func packages(around folders: [String], swift: String) -> [RemotePackage] {
        var found: [RemotePackage] = []
        for root in Set(folders.map(LocalPackageModules.searchRoot)).sorted() {
            for project in PreviewSources.xcodeProjects(below: root) where !PreviewSources.isProjectCopy(project) {
                guard let text = try? String(contentsOfFile: project + "/project.pbxproj", encoding: .utf8) else { continue }
                found += packages(inProject: text)
            }
            for manifest in LocalPackageModules.manifests(under: root) {
                guard let text = try? String(contentsOfFile: manifest + "/Package.swift", encoding: .utf8),
                      text.contains("url:") else { continue }
                let run = ChildProcess.run(swift, ["package", "--package-path", manifest, "dump-package"], timeout: 120, mergeErrors: false)
                if run.status == 0 { found += packages(inManifestDump: Data(run.output.utf8)) }
            }
        }
        return merged(found)
    }

    /// The remote packages of a manifest as `swift package dump-package` prints it, each with
    /// the products its targets name (`.product(name:package:)`, or a bare name matching the
    /// package's identity but for case and dashes).
    static func packages(inManifestDump data: Data) -> [RemotePackage] {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [] }
        var products: [String: [String]] = [:]
        for target in (json["targets"] as? [[String: Any]]) ?? [] {
            for dependency in (target["dependencies"] as? [[String: Any]]) ?? [] {
                if let product = dependency["product"] as? [Any], let name = product.first as? String {
                    let package = (product.count > 1 ? product[1] as? String : nil) ?? name
                    products[package.lowercased(), default: []].append(name)
                } else if let byName = dependency["byName"] as? [Any], let name = byName.first as? String {
                    products[squeezed(name), default: []].append(name)
                }
            }
        }
        var packages: [RemotePackage] = []
        for dependency in (json["dependencies"] as? [[String: Any]]) ?? [] {
            guard let control = (dependency["sourceControl"] as? [[String: Any]])?.first,
                  let identity = control["identity"] as? String,
                  let remote = ((control["location"] as? [String: Any])?["remote"] as? [[String: Any]])?.first,
                  let url = remote["urlString"] as? String,
                  let requirement = requirement(control["requirement"] as? [String: Any]) else { continue }
            let names = (products[identity.lowercased()] ?? []) + (products[squeezed(identity)] ?? [])
            guard !names.isEmpty else { continue }
            var unique: [String] = []
            for name in names where !unique.contains(name) { unique.append(name) }
            packages.append(RemotePackage(url: url, requirement: requirement, products: unique))
        }
        return packages
    }

    /// A name lower-cased without its dashes and underscores, to match a bare product name
    /// (`CombineSchedulers`) to its package (`combine-schedulers`).
    private static func squeezed(_ name: String) -> String {
        "~" + name.lowercased().filter { $0 != "-" && $0 != "_" }
    }

    /// A dumped manifest's requirement (`range`, `exact`, `branch`, `revision`).
    private static func requirement(_ value: [String: Any]?) -> RemotePackage.Requirement? {
        guard let value else { return nil }
        if let range = (value["range"] as? [[String: Any]])?.first, let lower = range["lowerBound"] as? String,
           let upper = range["upperBound"] as? String { return .range(lower, upper) }
        if let exact = (value["exact"] as? [String])?.first { return .exact(exact) }
        if let branch = (value["branch"] as? [String])?.first { return .branch(branch) }
        if let revision = (value["revision"] as? [String])?.first { return .revision(revision) }
        return nil
    }

    /// One package per identity (the first requirement wins), products joined, in URL order.
    static func merged(_ packages: [RemotePackage]) -> [RemotePackage] {
        var byIdentity: [String: RemotePackage] = [:]
        for package in packages {
            if var existing = byIdentity[package.identity] {
                existing.products += package.products.filter { !existing.products.contains($0) }
                byIdentity[package.identity] = existing
            } else {
                byIdentity[package.identity] = package
            }
        }
        return byIdentity.values.sorted { $0.url < $1.url }
    }

    /// The `requirement = { kind = ...; ... };` of a reference.
    private static func requirement(_ reference: String, _ objects: PBXObjects) -> RemotePackage.Requirement? {
        let minimum = objects.value(reference, "minimumVersion")
        switch objects.value(reference, "kind") {
        case "upToNextMajorVersion": return minimum.map { .upToNextMajor($0) }
        case "upToNextMinorVersion": return minimum.map { .upToNextMinor($0) }
        case "exactVersion": return objects.value(reference, "version").map { .exact($0) }
        case "versionRange":
            guard let minimum, let maximum = objects.value(reference, "maximumVersion") else { return nil }
            return .range(minimum, maximum)
        case "branch": return objects.value(reference, "branch").map { .branch($0) }
        case "revision": return objects.value(reference, "revision").map { .revision($0) }
        default: return nil
        }
    }
}
