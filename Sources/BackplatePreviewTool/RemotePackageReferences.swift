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

    /// The remote packages of the Xcode projects in and below `folders`' search roots
    /// (see `LocalPackageModules.searchRoot`), one entry per identity.
    static func packages(around folders: [String]) -> [RemotePackage] {
        var found: [RemotePackage] = []
        for root in Set(folders.map(LocalPackageModules.searchRoot)).sorted() {
            for project in PreviewSources.xcodeProjects(below: root) where !PreviewSources.isProjectCopy(project) {
                guard let text = try? String(contentsOfFile: project + "/project.pbxproj", encoding: .utf8) else { continue }
                found += packages(inProject: text)
            }
        }
        return merged(found)
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
