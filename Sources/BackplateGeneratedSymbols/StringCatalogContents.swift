import Foundation

/// A string of a source language: one value, or values by plural category (`one`, `other`...).
package struct CatalogValue: Equatable, Sendable {
    /// The value when it does not vary.
    package var plain: String?
    /// Values by plural category, when it varies by plural.
    package var plural: [String: String] = [:]

    /// The value whose placeholders name the arguments: the plain one, else `other`.
    package var template: String { plain ?? plural["other"] ?? plural.values.sorted().first ?? "" }
}

/// A `%#@name@` substitution: an argument with its own plural values, where `%arg` stands for it.
package struct CatalogSubstitution: Equatable, Sendable {
    /// The argument's number in the string's arguments.
    package var argumentNumber: Int?
    /// Its printf conversion without `%` (`lld`).
    package var formatSpecifier: String
    /// Its values.
    package var value: CatalogValue
}

/// A manually managed key of a String Catalog, for which Xcode 26 generates a symbol.
package struct CatalogString: Equatable, Sendable {
    /// The key.
    package var key: String
    /// The comment for translators.
    package var comment: String?
    /// The source language's value (the key itself when the catalog has none).
    package var value: CatalogValue
    /// The substitutions by name.
    package var substitutions: [String: CatalogSubstitution] = [:]
}

/// Reads `.xcstrings` files: the keys Xcode 26 generates `LocalizedStringResource` symbols for
/// are the manually managed ones (`"extractionState" : "manual"`); strings Xcode extracted
/// from code get none. Values are the source language's, with an iPhone's device variation.
package enum StringCatalogContents {
    /// The catalog's table (its file name without extension) and its manually managed strings,
    /// sorted by key; nil when the file is not a String Catalog.
    package static func strings(in file: URL) -> (table: String, strings: [CatalogString])? {
        guard let data = try? Data(contentsOf: file),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["strings"] as? [String: Any] else { return nil }
        let source = (json["sourceLanguage"] as? String) ?? "en"
        var result: [CatalogString] = []
        for (key, raw) in entries {
            guard let entry = raw as? [String: Any], (entry["extractionState"] as? String) == "manual" else { continue }
            let localization = (entry["localizations"] as? [String: Any])?[source] as? [String: Any]
            var string = CatalogString(key: key, comment: entry["comment"] as? String,
                                       value: localization.flatMap(value(of:)) ?? CatalogValue(plain: key))
            for (name, rawSubstitution) in (localization?["substitutions"] as? [String: Any]) ?? [:] {
                guard let substitution = rawSubstitution as? [String: Any], let subValue = value(of: substitution) else { continue }
                string.substitutions[name] = CatalogSubstitution(argumentNumber: substitution["argNum"] as? Int,
                                                                 formatSpecifier: (substitution["formatSpecifier"] as? String) ?? "lld",
                                                                 value: subValue)
            }
            result.append(string)
        }
        return (file.deletingPathExtension().lastPathComponent, result.sorted { $0.key < $1.key })
    }

    /// A localization's value: its string unit, its plural variations, or its iPhone variation.
    private static func value(of node: [String: Any]) -> CatalogValue? {
        if let unit = node["stringUnit"] as? [String: Any], let text = unit["value"] as? String {
            return CatalogValue(plain: text)
        }
        guard let variations = node["variations"] as? [String: Any] else { return nil }
        if let plural = variations["plural"] as? [String: Any] {
            var values: [String: String] = [:]
            for (category, rawCase) in plural {
                if let node = rawCase as? [String: Any], let text = value(of: node)?.template { values[category] = text }
            }
            return values.isEmpty ? nil : CatalogValue(plural: values)
        }
        if let device = variations["device"] as? [String: Any],
           let node = (device["iphone"] ?? device["other"]) as? [String: Any] {
            return value(of: node)
        }
        return nil
    }
}
