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

    /// Copies `files` into `folder/en.lproj`, where the program's main bundle looks. Tables of
    /// the same name (an app's and its widget extension's `Localizable.strings`) are merged: every
    /// key of each, the larger table's value where both have one, as the app's own is the larger.
    static func install(_ files: [String], besideProgramIn folder: String) {
        guard !files.isEmpty else { return }
        let target = folder + "/en.lproj"
        try? FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let byName = Dictionary(grouping: files) { ($0 as NSString).lastPathComponent }
        for (name, group) in byName {
            let destination = target + "/" + name
            guard !FileManager.default.fileExists(atPath: destination) else { continue }
            let tables = group.compactMap { file in
                FileManager.default.contents(atPath: file).flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any] }
            }
            guard group.count > 1, tables.count == group.count else {
                try? FileManager.default.copyItem(atPath: group[0], toPath: destination)
                continue
            }
            var merged: [String: Any] = [:]
            for table in tables.sorted(by: { $0.count < $1.count }) { merged.merge(table) { _, larger in larger } }
            if let data = try? PropertyListSerialization.data(fromPropertyList: merged, format: .xml, options: 0) {
                _ = FileManager.default.createFile(atPath: destination, contents: data)
            }
        }
    }

    /// The English values of the String Catalogs (`.xcstrings`) under `folders`, by table (the
    /// catalog's name): what Xcode compiles into `en.lproj`. Keys without an English string
    /// (plural variations, other source languages) are left out, so they show as keys.
    public static func catalogTables(in folders: [String]) -> [String: [String: String]] {
        var tables: [String: [String: String]] = [:]
        PreviewSources.walk(folders) { path, name in
            guard name.hasSuffix(".xcstrings"), let data = FileManager.default.contents(atPath: path),
                  let catalog = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let strings = catalog["strings"] as? [String: Any] else { return }
            let table = String(name.dropLast(".xcstrings".count))
            for (key, entry) in strings {
                let english = ((entry as? [String: Any])?["localizations"] as? [String: Any])?["en"] as? [String: Any]
                guard let value = (english?["stringUnit"] as? [String: Any])?["value"] as? String else { continue }
                tables[table, default: [:]][key] = value
            }
        }
        return tables
    }

    /// Writes each catalog's table into `folder/en.lproj` as a property-list `.strings` file,
    /// unless an `.lproj` table of the same name was copied there.
    static func installCatalogs(_ tables: [String: [String: String]], besideProgramIn folder: String) {
        guard !tables.isEmpty else { return }
        let target = folder + "/en.lproj"
        try? FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        for (table, values) in tables {
            let destination = target + "/" + table + ".strings"
            guard !FileManager.default.fileExists(atPath: destination),
                  let data = try? PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0) else { continue }
            _ = FileManager.default.createFile(atPath: destination, contents: data)
        }
    }
}
