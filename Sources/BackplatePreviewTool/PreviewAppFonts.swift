import Foundation

/// An app's own font files (`.ttf`, `.otf`, `.ttc`, any case), which Xcode copies into the
/// bundle and the app lists under `UIAppFonts`: the preview program gets their folders in
/// `BACKPLATE_FONT_PATH`, after any the user set, so `Font.custom` finds their families.
public enum PreviewAppFonts {
    static let extensions: Set<String> = ["ttf", "otf", "ttc"]

    /// The folders under `folders` holding at least one font file (hidden and build folders skipped).
    public static func folders(in folders: [String]) -> [String] {
        var result: Set<String> = []
        PreviewSources.walk(folders) { path, name in
            if extensions.contains((name as NSString).pathExtension.lowercased()) { result.insert((path as NSString).deletingLastPathComponent) }
        }
        return result.sorted()
    }

    /// `environment` with the app's font folders appended to `BACKPLATE_FONT_PATH`.
    static func adding(_ fontFolders: [String], to environment: [String: String]) -> [String: String] {
        guard !fontFolders.isEmpty else { return environment }
        var environment = environment
        environment["BACKPLATE_FONT_PATH"] = ([environment["BACKPLATE_FONT_PATH"]].compactMap { $0 } + fontFolders).joined(separator: ":")
        return environment
    }
}
