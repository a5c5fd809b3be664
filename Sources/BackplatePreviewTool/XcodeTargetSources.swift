import Foundation

/// The Swift files and Core Data models an Xcode target compiles, read from the nearest
/// `.xcodeproj` above a folder, so a folder given to `backplate preview` builds as Xcode builds
/// it: a file left in the folder but not in the target (an old copy, another target's) is not.
///
/// A target's files are its Sources build phase's file references (their paths followed through
/// their groups) and, for Xcode 16's synchronized folders, every Swift file in the folder but
/// the target's membership exceptions; a file filtered to other platforms (macOS only) is left out.
enum XcodeTargetSources {
    /// The Swift files and Core Data models under `folder` that the project's target compiles.
    /// The target is the one named like `module`, else the project's only application target.
    /// Everything under `folder` when no Xcode project is above it or its target names none of
    /// the Swift files (a project that does not describe it). Files the target takes from
    /// outside `folder` (`../Shared/Theme.swift`) are compiled too, as Xcode compiles them.
    static func compiled(in folder: String, module: String) -> (files: [String], dataModels: [String]) {
        let files = PreviewSources.swiftFiles(in: folder), models = PreviewSources.dataModels(in: [folder])
        guard let members = members(folder: folder, module: module, files: files), files.contains(where: members.contains) else {
            return (files, models)
        }
        let outside = members.filter { !$0.hasPrefix(folder + "/") && FileManager.default.fileExists(atPath: $0) }.sorted()
        return (files.filter(members.contains) + outside.filter { $0.hasSuffix(".swift") },
                models.filter(members.contains) + outside.filter { $0.hasSuffix(".xcdatamodeld") })
    }

    /// Whether `target` builds for iPhone: `SDKROOT = iphoneos` in its first build configuration
    /// (else the project's), or a multiplatform `auto` whose `SUPPORTED_PLATFORMS` has `iphoneos`.
    static func isForIPhone(_ target: String, _ objects: PBXObjects) -> Bool {
        func setting(_ key: String, of owner: String) -> String? {
            objects.value(owner, "buildConfigurationList").flatMap { objects.list($0, "buildConfigurations").first }
                .flatMap { objects.settings($0)[key] }
        }
        let project = objects.ids(ofType: "PBXProject").first
        func value(_ key: String) -> String? { setting(key, of: target) ?? project.flatMap { setting(key, of: $0) } }
        switch value("SDKROOT") {
        case "iphoneos": return true
        case "auto": return value("SUPPORTED_PLATFORMS")?.split(separator: " ").contains("iphoneos") ?? true
        default: return false
        }
    }

    /// What the target compiles (Swift files, Core Data models), or nil when no Xcode project
    /// above `folder` has the target. Of two projects side by side (an app renamed, its old
    /// project kept), the one whose target compiles most of `files`.
    static func members(folder: String, module: String, files: [String]) -> Set<String>? {
        guard let (projectFolder, project) = ProjectLanguageMode.nearestProject(above: folder, manifests: false),
              case .xcode(let texts) = project else { return nil }
        let candidates = texts.compactMap { sources($0, projectFolder: projectFolder, module: module) }
        return candidates.max { a, b in files.count(where: a.contains) < files.count(where: b.contains) }
    }

    /// The absolute paths of the files the target's Sources phase compiles (Swift files, Core
    /// Data models); nil when the project has no such target or its files cannot be followed.
    static func sources(_ text: String, projectFolder: String, module: String) -> Set<String>? {
        let objects = PBXObjects(text)
        let targets = objects.ids(ofType: "PBXNativeTarget")
        let apps = targets.filter { objects.value($0, "productType") == "com.apple.product-type.application" }
        // An iPhone app beside its watchOS or macOS app: the one whose SDK is iOS's.
        let iPhoneApps = apps.count > 1 ? apps.filter { isForIPhone($0, objects) } : apps
        guard let target = targets.first(where: { PreviewSources.identifier(objects.value($0, "name") ?? "") == module })
                ?? (iPhoneApps.count == 1 ? iPhoneApps.first : nil) else { return nil }
        let parents = parentGroups(objects)
        var result: Set<String> = []
        for phase in objects.list(target, "buildPhases") where objects.type(of: phase) == "PBXSourcesBuildPhase" {
            for buildFile in objects.list(phase, "files") where builtForIOS(objects.value(buildFile, "platformFilter").map { [$0] }
                                                                            ?? objects.strings(buildFile, "platformFilters")) {
                guard let reference = objects.value(buildFile, "fileRef"),
                      let path = path(of: reference, objects: objects, parents: parents, projectFolder: projectFolder)
                else { continue }
                result.insert(path)
            }
        }
        for group in objects.list(target, "fileSystemSynchronizedGroups") {
            guard let folder = path(of: group, objects: objects, parents: parents, projectFolder: projectFolder) else { continue }
            var excluded: Set<String> = []
            for exceptions in objects.list(group, "exceptions") where objects.value(exceptions, "target") == target {
                for relative in objects.strings(exceptions, "membershipExceptions") { excluded.insert(folder + "/" + relative) }
                for (relative, platforms) in objects.listsByKey(exceptions, "platformFiltersByRelativePath") where !builtForIOS(platforms) {
                    excluded.insert(folder + "/" + relative)
                }
            }
            for file in PreviewSources.swiftFiles(in: folder) + PreviewSources.dataModels(in: [folder]) where !excluded.contains(file) {
                result.insert(file)
            }
        }
        // Another target's synchronized folder lends this one files through an exception set
        // naming it (LumiFur's app compiles its widget folder's `AppIntent.swift`).
        let own = Set(objects.list(target, "fileSystemSynchronizedGroups"))
        for group in objects.ids(ofType: "PBXFileSystemSynchronizedRootGroup") where !own.contains(group) {
            guard let folder = path(of: group, objects: objects, parents: parents, projectFolder: projectFolder) else { continue }
            for exceptions in objects.list(group, "exceptions") where objects.value(exceptions, "target") == target {
                for relative in objects.strings(exceptions, "membershipExceptions")
                where relative.hasSuffix(".swift") || relative.hasSuffix(".xcdatamodeld") {
                    result.insert(URL(fileURLWithPath: folder + "/" + relative).standardizedFileURL.path)
                }
            }
        }
        if !result.isEmpty, isGeneratedByXcodeGen(projectFolder) {
            result.formUnion(generatorFolderMembers(of: result, projectFolder: projectFolder))
        }
        return result.isEmpty ? nil : result
    }

    /// Whether the project is XcodeGen's output: a `project.yml` beside it, which the app's
    /// authors regenerate the project from after adding files, so the checked-in project may
    /// not list the newest ones (a velocity trainer's `Shared/Theme`, unseen48).
    static func isGeneratedByXcodeGen(_ projectFolder: String) -> Bool {
        ["project.yml", "project.yaml"].contains { FileManager.default.fileExists(atPath: projectFolder + "/" + $0) }
    }

    /// Every Swift file and Core Data model in the top-level folders `members` come from, as
    /// XcodeGen's folder sources take them (files directly in the project folder add none).
    static func generatorFolderMembers(of members: Set<String>, projectFolder: String) -> Set<String> {
        let root = URL(fileURLWithPath: projectFolder).standardizedFileURL.path + "/"
        let folders = Set(members.compactMap { path -> String? in
            guard path.hasPrefix(root) else { return nil }
            let parts = path.dropFirst(root.count).split(separator: "/")
            return parts.count > 1 ? root + parts[0] : nil
        })
        return Set(folders.flatMap { folder in
            PreviewSources.swiftFiles(in: folder) + PreviewSources.dataModels(in: [folder])
        })
    }

    /// Whether a file with these platform filters is built for iOS (no filter: every platform).
    static func builtForIOS(_ platforms: [String]) -> Bool {
        platforms.isEmpty || platforms.contains("ios")
    }

    /// The framework and static library targets of a project (`text`, in `projectFolder`) whose
    /// files are one synchronized folder, by name and folder: the app's own modules, built
    /// before it as a local package's are (Sage's `SageKit`).
    static func libraryTargets(_ text: String, projectFolder: String) -> [(name: String, folder: String)] {
        let objects = PBXObjects(text)
        let parents = parentGroups(objects)
        let kinds: Set<String> = ["com.apple.product-type.framework", "com.apple.product-type.library.static"]
        return objects.ids(ofType: "PBXNativeTarget").compactMap { target in
            guard let kind = objects.value(target, "productType"), kinds.contains(kind), let name = objects.value(target, "name"),
                  let group = objects.list(target, "fileSystemSynchronizedGroups").first,
                  let folder = path(of: group, objects: objects, parents: parents, projectFolder: projectFolder) else { return nil }
            return (name, folder)
        }
    }

    /// Each group's or file's enclosing group, from the groups' `children` lists.
    static func parentGroups(_ objects: PBXObjects) -> [String: String] {
        var parents: [String: String] = [:]
        for type in ["PBXGroup", "PBXVariantGroup", "PBXFileSystemSynchronizedRootGroup"] {
            for group in objects.ids(ofType: type) {
                for child in objects.list(group, "children") { parents[child] = group }
            }
        }
        return parents
    }

    /// The absolute, standardized path of a file reference or group: its `path` joined to its
    /// enclosing groups' paths (`<group>`), to the project folder (`SOURCE_ROOT`), or as written
    /// (`<absolute>`). Nil for paths relative to build products or SDKs.
    static func path(of id: String, objects: PBXObjects, parents: [String: String], projectFolder: String) -> String? {
        var components: [String] = []
        var current: String? = id
        var depth = 0
        while let node = current, depth < 64 {
            depth += 1
            if let path = objects.value(node, "path") { components.insert(path, at: 0) }
            switch objects.value(node, "sourceTree") ?? "<group>" {
            case "<group>": current = parents[node]
            case "SOURCE_ROOT": current = nil
            case "<absolute>": return movedAbsolutePath(components.joined(separator: "/"), projectFolder: projectFolder)
            default: return nil
            }
        }
        return onDisk(URL(fileURLWithPath: ([projectFolder] + components).joined(separator: "/")).standardizedFileURL.path)
    }

    /// `path` as the file system spells it: Xcode writes names decomposed (`é` as `e` and an
    /// accent) where a clone on Linux has them composed, and Linux compares names byte by byte,
    /// where a Mac does not (an app folder named `FichasAnestésicas`, unseen48).
    static func onDisk(_ path: String) -> String {
        let manager = FileManager.default
        guard !manager.fileExists(atPath: path) else { return path }
        for form in [path.precomposedStringWithCanonicalMapping, path.decomposedStringWithCanonicalMapping]
        where manager.fileExists(atPath: form) {
            return form
        }
        return path
    }

    /// An absolute reference as found here: the path itself if it exists, else the longest tail
    /// of it that exists in the project's folder (`/Users/me/Xcode/LumiFur/LumiFur/ContentView.swift`
    /// written on its author's Mac is the clone's `LumiFur/ContentView.swift`).
    static func movedAbsolutePath(_ absolute: String, projectFolder: String) -> String {
        let path = URL(fileURLWithPath: absolute).standardizedFileURL.path
        guard !FileManager.default.fileExists(atPath: path) else { return path }
        let parts = path.split(separator: "/").map(String.init)
        for start in parts.indices.dropFirst() {
            let candidate = URL(fileURLWithPath: ([projectFolder] + parts[start...]).joined(separator: "/")).standardizedFileURL.path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return path
    }
}
