import Foundation

/// An app's `.lproj` string tables (`Localizable.strings`...), which Xcode copies into
/// the app's bundle: the preview program gets the English ones (else Base's) in its own folder,
/// which is `Bundle.main` on Linux, so `NSLocalizedString`, `String(localized:)` and `Text("key")`
/// show English values, as an iPhone set to English does, rather than keys. `.stringsdict` files
/// are left out: Linux's Foundation crashes looking up a key one of them holds.
public enum PreviewStringTables {
    /// The localizations tried, in order: the simulator's English, then Base.
    static let preferred = ["en", "en-US", "Base"]

    /// The table files of the first preferred localization any `.lproj` folder under `folders` has.
    public static func files(in folders: [String]) -> [String] {
        var byLanguage: [String: [String]] = [:]
        PreviewSources.walk(folders) { path, name in
            let parent = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            guard name.hasSuffix(".strings"), parent.hasSuffix(".lproj") else { return }
            byLanguage[String(parent.dropLast(".lproj".count)), default: []].append(path)
        }
        guard let language = preferred.first(where: { byLanguage[$0] != nil }) else { return [] }
        return Array(Set(byLanguage[language] ?? [])).sorted()
    }

    /// Copies `files` into `folder/en.lproj`, where the program's main bundle looks; a second
    /// table of the same name (two `en.lproj` folders) replaces nothing already copied.
    static func install(_ files: [String], besideProgramIn folder: String) {
        guard !files.isEmpty else { return }
        let target = folder + "/en.lproj"
        try? FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        for file in files {
            let destination = target + "/" + (file as NSString).lastPathComponent
            guard !FileManager.default.fileExists(atPath: destination) else { continue }
            try? FileManager.default.copyItem(atPath: file, toPath: destination)
        }
    }
}
