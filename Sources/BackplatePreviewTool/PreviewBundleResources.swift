import Foundation

/// The data files of an app's folder that Xcode's "Copy Bundle Resources" puts at the top of the
/// app's bundle (`data.json`, `sample.csv`...): the preview program gets copies in its own folder,
/// which is `Bundle.main` on Linux, so `Bundle.main.url(forResource: "data", withExtension: "json")`
/// finds them as on iOS, where a missing file is often a `fatalError`.
public enum PreviewBundleResources {
    /// The extensions copied: data, sound and video files apps load by name (a game's music
    /// opened with `try!`). Catalogs, string tables, fonts and sources have their own paths
    /// (generated symbols, `.lproj` copies, `BACKPLATE_FONT_PATH`).
    static let extensions: Set<String> = ["json", "geojson", "csv", "txt", "xml", "html", "md", "plist", "gpx", "tsv", "yaml", "yml",
                                          "mp3", "m4a", "wav", "caf", "aif", "aiff", "aac", "mp4", "mov", "m4v"]

    /// The resource files under `folders`, outside asset catalogs and hidden folders; of a
    /// localized file (in `.lproj` folders) the English one, else Base's, which an iPhone set to
    /// English finds. `Info.plist` and property lists beside a project are left out, as they
    /// are not resources.
    public static func files(in folders: [String]) -> [String] {
        var found: [String] = []
        var localized: [String: [String: String]] = [:]
        PreviewSources.walk(folders) { path, name in
            let ext = (name as NSString).pathExtension.lowercased()
            guard extensions.contains(ext), !path.contains(".xcassets/"), !path.contains(".xcodeproj/"),
                  name != "Info.plist", !name.hasSuffix(".entitlements") else { return }
            let parent = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            if parent.hasSuffix(".lproj") {
                localized[name, default: [:]][String(parent.dropLast(".lproj".count))] = path
            } else if !path.contains(".lproj/") {
                found.append(path)
            }
        }
        let english = localized.values.compactMap { byLanguage in
            PreviewStringTables.preferred.lazy.compactMap { byLanguage[$0] }.first
        }
        return Array(Set(found)).sorted() + english.sorted()
    }

    /// Copies `files` into `folder`, flattened as Xcode copies them; the first of two files of
    /// one name wins, and a file already there is left as it is.
    static func install(_ files: [String], besideProgramIn folder: String) {
        for file in files {
            let destination = folder + "/" + (file as NSString).lastPathComponent
            guard !FileManager.default.fileExists(atPath: destination) else { continue }
            try? FileManager.default.copyItem(atPath: file, toPath: destination)
        }
    }
}
