import Foundation

/// One colour or image of an asset catalog, with the namespaces its groups provide.
package struct CatalogAsset: Equatable, Sendable {
    /// A colour set, or an image or symbol set.
    package enum Kind: Sendable { case color, image }
    /// Colour or image.
    package var kind: Kind
    /// The namespace folders above it (`["Brand"]` for `Brand/Accent`).
    package var namespaces: [String]
    /// The set's name, without namespaces or extension.
    package var name: String
    /// The name the asset is looked up by (`Brand/Accent`).
    package var fullName: String { (namespaces + [name]).joined(separator: "/") }

    /// An asset.
    package init(kind: Kind, namespaces: [String], name: String) {
        self.kind = kind
        self.namespaces = namespaces
        self.name = name
    }
}

/// Reads what Xcode generates symbols for from `.xcassets` folders: colour sets (`.colorset`)
/// become `ColorResource`s, image and symbol sets (`.imageset`, `.symbolset`) `ImageResource`s.
/// App icons, data sets and the rest get none. A group folder whose `Contents.json` has
/// `"provides-namespace" : true` prefixes its sets' names; other groups add nothing.
package enum AssetCatalogContents {
    /// The assets of `catalog` (an `.xcassets` folder), sorted by full name.
    package static func assets(in catalog: URL) -> [CatalogAsset] {
        var result: [CatalogAsset] = []
        walk(catalog, namespaces: [], depth: 0, into: &result)
        return result.sorted { $0.fullName < $1.fullName }
    }

    private static func walk(_ folder: URL, namespaces: [String], depth: Int, into result: inout [CatalogAsset]) {
        guard depth < 32, let children = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for child in children.sorted() where !child.hasPrefix(".") {
            let url = folder.appendingPathComponent(child)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let base = (child as NSString).deletingPathExtension
            switch (child as NSString).pathExtension {
            case "colorset":
                result.append(CatalogAsset(kind: .color, namespaces: namespaces, name: base))
            case "imageset", "symbolset":
                result.append(CatalogAsset(kind: .image, namespaces: namespaces, name: base))
            case "":
                let inner = providesNamespace(url) ? namespaces + [child] : namespaces
                walk(url, namespaces: inner, depth: depth + 1, into: &result)
            default:
                continue
            }
        }
    }

    /// Whether a group folder's `Contents.json` asks for a namespace.
    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return (properties["provides-namespace"] as? Bool) ?? false
    }
}
