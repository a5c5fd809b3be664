import Foundation

/// A set of files compiled together as one module for previewing: a package target, a
/// folder, or a file's siblings. Previews are shown only from `previewFiles`; the other
/// files come along so previews can use the app's own views and models.
public struct PreviewModule: Sendable, Hashable {
    /// The module name (the target's, else the folder's, made a valid identifier).
    public var name: String
    /// Every Swift file compiled (absolute, standardized paths, sorted).
    public var files: [String]
    /// The files whose previews are shown.
    public var previewFiles: [String]
    /// Folders to watch for new files (`backplate serve`).
    public var folders: [String]
    /// The Core Data models (`.xcdatamodeld`) compiled with the files, when an Xcode target
    /// chose them; nil: every model under `folders`.
    public var dataModels: [String]? = nil
}

/// Errors in the paths given to the preview commands.
public struct PreviewInputError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Turns the paths given on the command line into modules.
public enum PreviewSources {
    /// The modules for `paths` (Swift files, folders, or package roots). `target` limits a
    /// package to one of its targets. A file inside `Sources/<Target>/` of a package brings
    /// that target's other files; a file outside a package brings the Swift files of its folder.
    /// A folder inside an Xcode project leaves out the files its target does not compile.
    public static func modules(for paths: [String], target: String? = nil) throws -> [PreviewModule] {
        var byName: [String: PreviewModule] = [:]
        var order: [String] = []
        func add(_ module: PreviewModule) {
            if var existing = byName[module.name] {
                existing.files = Array(Set(existing.files + module.files)).sorted()
                existing.previewFiles = Array(Set(existing.previewFiles + module.previewFiles)).sorted()
                existing.folders = Array(Set(existing.folders + module.folders)).sorted()
                if existing.dataModels != nil || module.dataModels != nil {
                    let models = (existing.dataModels ?? dataModels(in: existing.folders)) + (module.dataModels ?? dataModels(in: module.folders))
                    existing.dataModels = Array(Set(models)).sorted()
                }
                byName[module.name] = existing
            } else {
                byName[module.name] = module
                order.append(module.name)
            }
        }
        let fm = FileManager.default
        for raw in paths {
            let path = URL(fileURLWithPath: raw).standardizedFileURL.path
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { throw PreviewInputError("no such file or folder: \(raw)") }
            if isDirectory.boolValue {
                if fm.fileExists(atPath: path + "/Package.swift") {
                    let targets = packageTargets(in: path)
                    let chosen = target.map { t in targets.filter { $0.name == t } } ?? targets
                    if let target, chosen.isEmpty { throw PreviewInputError("no target \(target) in \(raw)/Package.swift or \(raw)/Sources") }
                    let shared = sharedAssetFolders(in: path, targets: targets.map(\.folder))
                    let modules = chosen.compactMap { t -> PreviewModule? in
                        let files = swiftFiles(in: t.folder)
                        return files.isEmpty ? nil : PreviewModule(name: identifier(t.name), files: files, previewFiles: files, folders: [t.folder] + shared)
                    }
                    guard !modules.isEmpty else { throw PreviewInputError("no target with Swift files in \(raw)") }
                    modules.forEach(add)
                } else {
                    var folder = path, name = identifier((path as NSString).lastPathComponent)
                    // A repository whose one Xcode project sits in a subfolder builds as that project.
                    if ProjectLanguageMode.nearestProject(above: path, manifests: false) == nil, let project = onlyXcodeProject(below: path) {
                        folder = (project as NSString).deletingLastPathComponent
                        name = identifier(((project as NSString).lastPathComponent as NSString).deletingPathExtension)
                    }
                    let (files, models) = XcodeTargetSources.compiled(in: folder, module: name)
                    guard !files.isEmpty else { throw PreviewInputError("no Swift files in \(raw)") }
                    add(PreviewModule(name: name, files: files, previewFiles: files, folders: [folder], dataModels: models))
                }
            } else {
                guard path.hasSuffix(".swift") else { throw PreviewInputError("not a Swift file: \(raw)") }
                if let (root, targetName) = packageTarget(of: path) {
                    let folder = root + "/Sources/" + targetName
                    add(PreviewModule(name: identifier(targetName), files: swiftFiles(in: folder), previewFiles: [path], folders: [folder]))
                } else {
                    let folder = (path as NSString).deletingLastPathComponent
                    let siblings = ((try? fm.contentsOfDirectory(atPath: folder)) ?? [])
                        .filter { $0.hasSuffix(".swift") && $0 != "main.swift" && $0 != "Package.swift" }
                        .map { folder + "/" + $0 }
                    add(PreviewModule(name: identifier((folder as NSString).lastPathComponent), files: Array(Set(siblings + [path])).sorted(),
                                      previewFiles: [path], folders: [folder]))
                }
            }
        }
        return order.compactMap { byName[$0] }
    }

    /// The non-test targets of the package at `root` and their folders: those its manifest names
    /// (`path:` when given, else `Sources/<name>`), then any other folder of `Sources/`.
    static func packageTargets(in root: String) -> [(name: String, folder: String)] {
        let fm = FileManager.default
        var result: [(name: String, folder: String)] = []
        let manifest = (try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8)) ?? ""
        let constants = manifestStringConstants(manifest)
        for match in manifest.matches(of: /\.(?:target|executableTarget)\(\s*name:\s*(?:"([^"]+)"|([A-Za-z_][\w.]*))/) {
            let rest = manifest[match.range.upperBound...]
            let block = rest.firstRange(of: /\.(target|testTarget|executableTarget|macro|plugin|binaryTarget|systemLibrary)\(/).map { rest[..<$0.lowerBound] } ?? rest
            let path = block.firstMatch(of: /path:\s*"([^"]+)"/).map { String($0.1) }
            // A name spelled as a constant (`name: Project.app`) is looked up by its last component.
            let name = match.1.map(String.init)
                ?? match.2.flatMap { constants[String($0.split(separator: ".").last ?? $0)] }
                ?? path.map { ($0 as NSString).lastPathComponent }
            guard let name else { continue }
            result.append((name, root + "/" + (path ?? "Sources/" + name)))
        }
        let sources = root + "/Sources"
        for name in ((try? fm.contentsOfDirectory(atPath: sources)) ?? []).sorted() where !result.contains(where: { $0.name == name }) {
            var dir: ObjCBool = false
            if !name.hasPrefix("."), fm.fileExists(atPath: sources + "/" + name, isDirectory: &dir), dir.boolValue {
                result.append((name, sources + "/" + name))
            }
        }
        return result
    }

    /// The folders beside a package's targets that hold asset catalogs (`Assets/Colors.xcassets`),
    /// when an Xcode project sits beside `Package.swift`: the project's app targets bundle them.
    static func sharedAssetFolders(in root: String, targets: [String]) -> [String] {
        let fm = FileManager.default
        let children = ((try? fm.contentsOfDirectory(atPath: root)) ?? []).sorted()
        guard children.contains(where: { $0.hasSuffix(".xcodeproj") }) else { return [] }
        let targetFolders = Set(targets.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        return children.compactMap { name -> String? in
            let folder = URL(fileURLWithPath: root + "/" + name).standardizedFileURL.path
            var isDirectory: ObjCBool = false
            guard !name.hasPrefix("."), !name.hasSuffix(".xcodeproj"), !targetFolders.contains(folder),
                  fm.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
            if name.hasSuffix(".xcassets") { return folder }
            let inside = (try? fm.contentsOfDirectory(atPath: folder)) ?? []
            return inside.contains(where: { $0.hasSuffix(".xcassets") }) ? folder : nil
        }
    }

    /// The string constants a manifest declares (`static let app = "\\(Project.name)App"`), by
    /// name, their interpolations of other constants resolved.
    static func manifestStringConstants(_ manifest: String) -> [String: String] {
        var constants: [String: String] = [:]
        for match in manifest.matches(of: /let\s+(\w+)\s*(?::\s*String)?\s*=\s*"([^"\n]*)"/) {
            constants[String(match.1)] = String(match.2)
        }
        for _ in 0..<4 {
            for (name, value) in constants where value.contains("\\(") {
                constants[name] = value.replacing(/\\\(([\w.]+)\)/) { reference in
                    constants[String(reference.1.split(separator: ".").last ?? reference.1)] ?? String(reference.0)
                }
            }
        }
        return constants
    }

    /// The package root and target of a file under `<root>/Sources/<Target>/`.
    static func packageTarget(of file: String) -> (String, String)? {
        var components = (file as NSString).pathComponents
        components.removeLast()
        while components.count > 2 {
            let dir = NSString.path(withComponents: components)
            if let i = components.lastIndex(of: "Sources"), i + 1 < components.count {
                let root = NSString.path(withComponents: Array(components[..<i]))
                if FileManager.default.fileExists(atPath: root + "/Package.swift") {
                    return (root, components[i + 1])
                }
            }
            if FileManager.default.fileExists(atPath: dir + "/Package.swift") { return nil }
            components.removeLast()
        }
        return nil
    }

    /// The Swift files under `folder`, recursively, skipping hidden and build folders, any
    /// `main.swift` or `Package.swift` (the preview program brings its own entry point), and
    /// the folders of packages nested inside (their modules are built on their own).
    public static func swiftFiles(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var result: [String] = []
        var nestedPackages: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let parts = relative.split(separator: "/")
            if parts.contains(where: { $0.hasPrefix(".") || $0 == "__Snapshots__" }) {
                continue
            }
            let name = parts.last.map(String.init) ?? relative
            if name == "Package.swift", parts.count > 1 { nestedPackages.append(parts.dropLast().joined(separator: "/") + "/") }
            guard name.hasSuffix(".swift"), name != "main.swift", name != "Package.swift" else { continue }
            result.append(relative)
            if result.count > 5000 { break }
        }
        return result.filter { file in !nestedPackages.contains(where: file.hasPrefix) }
            .map { URL(fileURLWithPath: folder + "/" + $0).standardizedFileURL.path }.sorted()
    }

    /// The `.xcassets` folders under `folders` (hidden and build folders skipped), as Xcode
    /// compiles a target's catalogs into its bundle: the preview program searches them for
    /// `Color("Name")` and `Image("Name")`.
    public static func assetCatalogs(in folders: [String]) -> [String] {
        var result: Set<String> = []
        walk(folders) { path, name in
            if name.hasSuffix(".xcassets") { result.insert(path) }
        }
        return result.sorted()
    }

    /// Calls `visit` with the standardised path and the name of every entry under `folders`,
    /// skipping hidden ones (`.build`, `.git`) and the insides of asset catalogs; at most 50,000
    /// entries a folder, so a huge tree cannot stall a preview.
    static func walk(_ folders: [String], _ visit: (_ path: String, _ name: String) -> Void) {
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            var visited = 0
            while let relative = enumerator.nextObject() as? String, visited < 50_000 {
                visited += 1
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") { enumerator.skipDescendants(); continue }
                visit(URL(fileURLWithPath: folder + "/" + relative).standardizedFileURL.path, name)
                if name.hasSuffix(".xcassets") { enumerator.skipDescendants() }
            }
        }
    }

    /// The one `.xcodeproj` at most three folders below `folder`, leaving out copies Finder or a
    /// person made beside it (`App 2`, `App copy`, `App_v1_20251224`, `App-backup`); nil when
    /// there is none or more.
    static func onlyXcodeProject(below folder: String) -> String? {
        let projects = xcodeProjects(below: folder)
        if projects.count == 1 { return projects[0] }
        let originals = projects.filter { !isProjectCopy($0) }
        return originals.count == 1 ? originals[0] : nil
    }

    /// Whether an `.xcodeproj` path names a copy of another (`App 2`, `App copy`, `App_v1_…`, `App-backup`).
    static func isProjectCopy(_ path: String) -> Bool {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return name.firstMatch(of: /(?i)( \d+| copy.*|[ _-]v\d.*|[ _-](backup|old|bak)\w*)$/) != nil
    }

    /// The `.xcodeproj` folders at most three folders below `folder`, in name order, hidden,
    /// dependency and build folders skipped, as are those without a `project.pbxproj` (a stray
    /// folder holding only a workspace, as VideoPlayer's app folder has).
    static func xcodeProjects(below folder: String) -> [String] {
        let skipped: Set<String> = ["Pods", "Carthage", "node_modules", "build", "DerivedData", "SourcePackages"]
        var found: [String] = []
        var level = [folder]
        for _ in 0..<3 {
            var next: [String] = []
            for directory in level {
                for name in ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
                where !name.hasPrefix(".") && !skipped.contains(name) {
                    let path = directory + "/" + name
                    var isDirectory: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                    if !name.hasSuffix(".xcodeproj") { next.append(path) }
                    else if FileManager.default.fileExists(atPath: path + "/project.pbxproj") { found.append(path) }
                }
            }
            level = next
        }
        return found
    }

    /// A valid Swift module name for a folder or target name.
    static func identifier(_ name: String) -> String {
        var text = String(name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "_" })
        if text.isEmpty || text.first!.isNumber { text = "_" + text }
        let reserved: Set<String> = ["Backplate", "BackplateCore", "BackplateCairo", "BackplateUIKit", "SwiftUI", "UIKit", "Foundation", "Swift", "main"]
        return reserved.contains(text) ? text + "Previews" : text
    }
}
