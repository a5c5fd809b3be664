import Foundation

/// Where Backplate looks for font files, the same way from every working directory: the
/// folders in `BACKPLATE_FONT_PATH` (then `BACKPLATE_FONTS`), Backplate's own `.fonts` (found
/// from this source file's path at compile time), `$XDG_DATA_HOME/backplate/fonts`, then the
/// user's and system's folders through `FontConfiguration`. Earlier folders win; the first
/// three are registered once per process; the current directory is never searched
/// (docs/text-fonts-images.md, "Where fonts are found").
package enum FontSearchPath {
    /// The environment variable naming extra font folders (separated by `:`), searched first.
    package static let environmentVariable = "BACKPLATE_FONT_PATH"
    /// The older name of `environmentVariable`, still honoured after it.
    package static let legacyEnvironmentVariable = "BACKPLATE_FONTS"

    /// The `.fonts` folder of the package this file was built in (where the install script
    /// puts fonts), whether or not it exists.
    package static var packageFontFolder: URL {
        // The package root holds `Sources/`, however deep under it this file sits.
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.lastPathComponent != "Sources" && folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
        }
        return folder.deletingLastPathComponent().appendingPathComponent(".fonts")
    }

    /// The user's Backplate font folder, whether or not it exists.
    package static func userFontFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("backplate/fonts")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/backplate/fonts")
    }

    /// Every candidate folder in search order, existing or not (see the type's documentation).
    package static func candidateFolders(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        var paths: [String] = []
        for name in [environmentVariable, legacyEnvironmentVariable] {
            if let value = environment[name] {
                // Relative entries would depend on the current directory: only absolute ones count.
                paths += value.split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
            }
        }
        paths.append(packageFontFolder.path)
        paths.append(userFontFolder(environment: environment).path)
        var seen = Set<String>()
        return paths.map { URL(fileURLWithPath: $0).standardizedFileURL }.filter { seen.insert($0.path).inserted }
    }

    /// The folders of `candidateFolders` that exist, in search order.
    package static func folders(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        candidateFolders(environment: environment).filter {
            var isDir: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0.path, isDirectory: &isDir) && isDir.boolValue
        }
    }

    /// The first file with one of `names` in the search folders (checked in folder order, then
    /// name order), resolved to its real path (fontconfig records real paths).
    package static func firstFile(named names: [String], in folders: [URL] = folders()) -> String? {
        for folder in folders {
            for name in names {
                let path = folder.appendingPathComponent(name).path
                if FileManager.default.isReadableFile(atPath: path) {
                    return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                }
            }
        }
        return nil
    }
}
