import Foundation

/// An image set's file for one appearance, and how the set asks to be drawn.
package struct AssetImageFile: Sendable, Equatable {
    /// The file.
    package var url: URL
    /// Pixels per point (the entry's `scale`).
    package var scale: CGFloat
    /// The set's `template-rendering-intent` is `template`: drawn in the foreground style.
    package var isTemplate: Bool
    /// The set's `preserves-vector-representation`: a PDF or SVG file is drawn as outlines
    /// at any size rather than from its rendering at the screen's scale.
    package var preservesVector = false

    /// Whether the file is a PDF or SVG document, decoded as outlines.
    package var isVector: Bool { AssetCatalog.vectorFileExtensions.contains(url.pathExtension.lowercased()) }
}

extension AssetCatalog {
    /// The extensions of the image files the backend decodes, in image sets and search folders.
    static let imageFileExtensions = Set(["png", "jpg", "jpeg", "webp", "gif", "heic", "heif", "avif", "tif", "tiff"]).union(vectorFileExtensions)
    /// The vector documents among them, whose size in points is their page or canvas size.
    static let vectorFileExtensions: Set<String> = ["pdf", "svg"]

    /// The image file of the image set `name` for the light or dark appearance and its scale,
    /// or `nil`: the largest scale of the universal (else iPhone) entries whose luminosity
    /// matches, falling back to the entries without one, as iOS picks them.
    public static func imageFile(named name: String, bundle: Bundle? = nil) -> (url: URL, scale: CGFloat)? {
        imageFile(named: name, bundle: bundle, dark: false).map { ($0.url, $0.scale) }
    }

    /// The image set's file for an appearance (see ``imageFile(named:bundle:)``).
    package static func imageFile(named name: String, bundle: Bundle?, dark: Bool) -> AssetImageFile? {
        guard let folder = setFolder(name, extension: "imageset", bundle: bundle),
              let json = readJSON(folder.appendingPathComponent("Contents.json")),
              let images = json["images"] as? [[String: Any]] else { return nil }
        let properties = json["properties"] as? [String: Any]
        let intent = properties?["template-rendering-intent"] as? String
        // Ranked by luminosity match (2 exact, 1 any), then scale, then idiom.
        var best: (url: URL, scale: CGFloat, rank: (Int, CGFloat, Int))?
        for image in images {
            guard let file = image["filename"] as? String, !file.contains("/"),
                  imageFileExtensions.contains((file as NSString).pathExtension.lowercased()),
                  let luminosity = luminosityMatch(image["appearances"], dark: dark) else { continue }
            let idiomRank: Int
            switch image["idiom"] as? String ?? "universal" {
            case "universal": idiomRank = 2
            case "iphone": idiomRank = 1
            default: continue
            }
            let scaleText = (image["scale"] as? String ?? "1x").lowercased().replacingOccurrences(of: "x", with: "")
            let scale = CGFloat(Double(scaleText) ?? 1)
            guard scale > 0, scale <= 4 else { continue }
            let url = folder.appendingPathComponent(file)
            guard FileManager.default.isReadableFile(atPath: url.path) else { continue }
            let rank = (luminosity, scale, idiomRank)
            if let current = best, current.rank >= rank { continue }
            best = (url, scale, rank)
        }
        return best.map {
            AssetImageFile(url: $0.url, scale: $0.scale, isTemplate: intent == "template",
                           preservesVector: properties?["preserves-vector-representation"] as? Bool ?? false)
        }
    }

    /// How an entry's appearances fit the appearance drawn: 2 for its own luminosity, 1 for
    /// none given (any), `nil` for the other luminosity or a contrast variant.
    private static func luminosityMatch(_ appearances: Any?, dark: Bool) -> Int? {
        var match = 1
        for appearance in appearances as? [[String: Any]] ?? [] {
            switch (appearance["appearance"] as? String, appearance["value"] as? String) {
            case ("luminosity", "dark"): if dark { match = 2 } else { return nil }
            case ("luminosity", "light"): if dark { return nil } else { match = 2 }
            case ("luminosity", "any"): break
            default: return nil
            }
        }
        return match
    }
}
