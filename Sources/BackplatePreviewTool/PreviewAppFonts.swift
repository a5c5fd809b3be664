import Foundation

/// An app's own font files (`.ttf`, `.otf`, `.ttc`, any case), which Xcode copies into the
/// bundle and the app lists under `UIAppFonts`: the preview program gets their folders in
/// `BACKPLATE_FONT_PATH`, after any the user set, so `Font.custom` finds their families.
public enum PreviewAppFonts {
    static let extensions: Set<String> = ["ttf", "otf", "ttc"]

    /// The folders under `folders` holding at least one font file (hidden and build folders skipped).
    public static func folders(in folders: [String]) -> [String] {
        var result: [String] = []
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            var visited = 0
            while let relative = enumerator.nextObject() as? String, visited < 50_000 {
                visited += 1
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || name.hasSuffix(".xcassets") { enumerator.skipDescendants(); continue }
                guard extensions.contains((name as NSString).pathExtension.lowercased()) else { continue }
                let parent = (relative as NSString).deletingLastPathComponent
                result.append(URL(fileURLWithPath: folder + "/" + parent).standardizedFileURL.path)
            }
        }
        return Array(Set(result)).sorted()
    }

    /// `environment` with the app's font folders appended to `BACKPLATE_FONT_PATH`.
    static func adding(_ fontFolders: [String], to environment: [String: String]) -> [String: String] {
        guard !fontFolders.isEmpty else { return environment }
        var environment = environment
        environment["BACKPLATE_FONT_PATH"] = ([environment["BACKPLATE_FONT_PATH"]].compactMap { $0 } + fontFolders).joined(separator: ":")
        return environment
    }
}
