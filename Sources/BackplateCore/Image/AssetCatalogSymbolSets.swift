import Foundation

extension AssetCatalog {
    /// The SVG template of the symbol set `name` (`name.symbolset`, the SF Symbols app's
    /// export that `Image("name")` draws as a custom symbol), or `nil`: the file of its
    /// universal entry, else its iPhone one, when that file is readable.
    package static func symbolFile(named name: String, bundle: Bundle?) -> URL? {
        guard let folder = setFolder(name, extension: "symbolset", bundle: bundle),
              let json = readJSON(folder.appendingPathComponent("Contents.json")),
              let symbols = json["symbols"] as? [[String: Any]] else { return nil }
        var best: (url: URL, rank: Int)?
        for symbol in symbols {
            guard let file = symbol["filename"] as? String, !file.contains("/"), (file as NSString).pathExtension.lowercased() == "svg" else { continue }
            let rank: Int
            switch symbol["idiom"] as? String ?? "universal" {
            case "universal": rank = 2
            case "iphone": rank = 1
            default: continue
            }
            if let current = best, current.rank >= rank { continue }
            best = (folder.appendingPathComponent(file), rank)
        }
        return best?.url
    }
}
