/// Writes the asset half of Xcode's `GeneratedAssetSymbols.swift`: internal `static let`s on
/// `ColorResource` and `ImageResource`, and the "asset symbol extensions": `Color`, `UIColor`
/// and `UIImage` computed statics, and `ShapeStyle where Self == Color` for colours outside a
/// namespace (so `.foregroundStyle(.brand)` works). Xcode writes no `SwiftUI.Image` statics:
/// an image is `Image(.logo)`. Namespace folders become nested enums (`ColorResource.Theme.ink`).
/// An asset whose symbol another asset already took (sorted by name, first wins), or that the
/// extended type already has (`Color.red`, `UIImage.add`), gets no extension member, as in Xcode.
struct AssetSymbolSource {
    var assets: [CatalogAsset]
    var options: GeneratedSymbols.Options

    /// Members the SDK types already have, which Xcode does not shadow.
    static let existingMembers: [String: Set<String>] = [
        "Color": ["accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint",
                  "orange", "pink", "primary", "purple", "red", "secondary", "teal", "white", "yellow"],
        "UIColor": ["black", "blue", "brown", "clear", "cyan", "darkGray", "gray", "green", "lightGray", "magenta",
                    "orange", "purple", "red", "white", "yellow", "label", "secondaryLabel", "tertiaryLabel",
                    "quaternaryLabel", "link", "placeholderText", "separator", "opaqueSeparator", "tintColor",
                    "lightText", "darkText", "systemBackground", "secondarySystemBackground",
                    "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
                    "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill",
                    "quaternarySystemFill", "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow",
                    "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemBrown", "systemMint",
                    "systemCyan", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5",
                    "systemGray6", "groupTableViewBackground"],
        "UIImage": ["add", "remove", "actions", "checkmark", "strokedCheckmark"],
    ]

    /// A namespace level: its symbols (identifier, asset name) and its nested namespaces.
    final class Level {
        var symbols: [(identifier: String, fullName: String)] = []
        var namespaces: [(typeName: String, name: String, level: Level)] = []
    }

    /// The tree of `kind`'s assets, each symbol once per level (the first asset by name keeps it).
    func tree(_ kind: CatalogAsset.Kind) -> Level {
        let root = Level()
        for asset in assets where asset.kind == kind {
            var level = root
            var path: [String] = []
            var valid = true
            for namespace in asset.namespaces {
                path.append(namespace)
                guard let typeName = SymbolName.typeName(namespace) else { valid = false; break }
                if let existing = level.namespaces.first(where: { $0.typeName == typeName }) {
                    level = existing.level
                } else {
                    let next = Level()
                    level.namespaces.append((typeName, path.joined(separator: "/"), next))
                    level = next
                }
            }
            guard valid, let identifier = SymbolName.asset(asset.name),
                  !level.symbols.contains(where: { $0.identifier == identifier }),
                  !level.namespaces.contains(where: { $0.typeName == SymbolName.bare(identifier) }) else { continue }
            level.symbols.append((identifier, asset.fullName))
        }
        return root
    }

    /// The declarations, in Xcode's order: resources, then colour and image extensions.
    func source() -> String {
        let colors = tree(.color), images = tree(.image)
        var out = ""
        out += "// MARK: - Color Symbols -\n\n"
        out += resources(colors, type: "ColorResource", noun: "color")
        out += "\n// MARK: - Image Symbols -\n\n"
        out += resources(images, type: "ImageResource", noun: "image")
        out += "\n// MARK: - Color Symbol Extensions -\n\n"
        if options.swiftUI {
            out += extensionBlock("Color", colors, noun: "color", namespaces: true) { "Color(ColorResource\($0))" }
            out += extensionBlock("ShapeStyle where Self == Color", colors, noun: "color", namespaces: false,
                                  skipping: "Color") { "Color(ColorResource\($0))" }
        }
        if options.uiKit {
            out += extensionBlock("UIColor", colors, noun: "color", namespaces: true) { "UIColor(resource: ColorResource\($0))" }
            out += "// MARK: - Image Symbol Extensions -\n\n"
            out += extensionBlock("UIImage", images, noun: "image", namespaces: true) { "UIImage(resource: ImageResource\($0))" }
        }
        return out
    }

    private func resources(_ level: Level, type: String, noun: String) -> String {
        let hand = options.handWritten[type] ?? []
        func body(_ level: Level, indent: String) -> String {
            var text = ""
            for symbol in level.symbols where !hand.contains(SymbolName.bare(symbol.identifier)) {
                text += "\(indent)/// The \(quoted(symbol.fullName)) asset catalog \(noun) resource.\n"
                text += "\(indent)static let \(symbol.identifier) = \(type)(name: \(literal(symbol.fullName)), bundle: resourceBundle)\n\n"
            }
            for namespace in level.namespaces {
                text += "\(indent)/// The \(quoted(namespace.name)) asset catalog resource namespace.\n"
                text += "\(indent)enum \(namespace.typeName) {\n\n"
                text += body(namespace.level, indent: indent + "    ")
                text += "\(indent)}\n\n"
            }
            return text
        }
        return "nonisolated extension \(type) {\n\n" + body(level, indent: "    ") + "}\n"
    }

    /// `extension <type> { static var x: <Value> { make(".x") } }` for the level's symbols.
    private func extensionBlock(_ type: String, _ level: Level, noun: String, namespaces: Bool, skipping: String? = nil,
                                make: (String) -> String) -> String {
        let value = type.hasPrefix("ShapeStyle") ? "Color" : type
        let key = skipping ?? type
        var skip = (Self.existingMembers[key] ?? []).union(options.handWritten[key] ?? [])
        if skipping != nil { skip.formUnion(options.handWritten["ShapeStyle"] ?? []) }
        func body(_ level: Level, path: String, indent: String, top: Bool) -> String {
            var text = ""
            for symbol in level.symbols where !(top && skip.contains(SymbolName.bare(symbol.identifier))) {
                text += "\(indent)/// The \(quoted(symbol.fullName)) asset catalog \(noun).\n"
                text += "\(indent)static var \(symbol.identifier): \(value) { \(make(path + "." + symbol.identifier)) }\n\n"
            }
            guard namespaces else { return text }
            for namespace in level.namespaces where !(top && skip.contains(namespace.typeName)) {
                text += "\(indent)/// The \(quoted(namespace.name)) asset catalog resource namespace.\n"
                text += "\(indent)enum \(namespace.typeName) {\n\n"
                text += body(namespace.level, path: path + "." + namespace.typeName, indent: indent + "    ", top: false)
                text += "\(indent)}\n\n"
            }
            return text
        }
        return "nonisolated extension \(type) {\n\n" + body(level, path: "", indent: "    ", top: true) + "}\n\n"
    }
}

/// `"name"` for a doc comment.
func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\n", with: " ") + "\""
}

/// `text` as a Swift string literal.
func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
        }
    }
    return out + "\""
}
