import Foundation

/// SF Symbols drawn inside text (`Text(Image(systemName:))`, `"Rated \(Image(systemName:))"`):
/// a run in the icon font the backend draws symbols with (Material Icons), at the text's
/// size and colour. The core cannot see the backend's symbol catalog, so it keeps the
/// codepoints of the symbols apps put in text; a test checks they match the catalog. Other
/// names draw nothing and warn once. Other images are inline objects (`InlineImages.swift`).
package enum InlineSymbols {
    /// The icon font's family (the backend's `SymbolCatalog.family`).
    static let family = "Material Icons"

    private static let backendCodepoints = LockedState<[String: UInt32]>([:])

    /// Installs the backend's whole symbol catalog (name to icon-font codepoint), so every
    /// symbol it can draw as an image can be drawn in text too (`"Best \(Image(systemName: "sparkles"))"`).
    package static func install(_ codepoints: [String: UInt32]) {
        backendCodepoints.withLock { if $0.isEmpty { $0 = codepoints } }
    }

    /// The icon-font codepoint of the symbol `name`: the backend's catalog, else the core's table.
    static func codepoint(_ name: String) -> UInt32? {
        backendCodepoints.withLock { $0[name] } ?? codepoints[name]
    }

    static let codepoints: [String: UInt32] = [
        "star": 0xE83A, "star.fill": 0xE838, "star.leadinghalf.filled": 0xE839,
        "heart": 0xE87E, "heart.fill": 0xE87D,
        "checkmark": 0xE5CA, "xmark": 0xE5CD, "plus": 0xE145, "minus": 0xE15B,
        "checkmark.circle": 0xE92D, "checkmark.circle.fill": 0xE86C,
        "xmark.circle.fill": 0xE5C9, "info.circle": 0xE88F, "info.circle.fill": 0xE88E,
        "exclamationmark.triangle.fill": 0xE002,
        "chevron.left": 0xE5E0, "chevron.right": 0xE5E1, "chevron.up": 0xE5CE, "chevron.down": 0xE5CF,
        "arrow.right": 0xE5C8, "arrow.left": 0xE5C4, "arrow.up": 0xE5D8, "arrow.down": 0xE5DB,
        "person.fill": 0xE7FD, "house.fill": 0xE88A, "mappin": 0xE55F, "globe": 0xE80B,
        "gear": 0xE8B8, "magnifyingglass": 0xE8B6, "trash": 0xE92E, "bell.fill": 0xE7F4,
        "bookmark.fill": 0xE866, "calendar": 0xE935, "clock": 0xE8B5, "clock.fill": 0xE924,
        "cart.fill": 0xE8CC, "lock.fill": 0xE897, "link": 0xE157, "tag.fill": 0xE54E,
        "flame": 0xEF55, "flame.fill": 0xEF55, "bolt.fill": 0xEA0B, "hand.thumbsup.fill": 0xE8DC,
        "play.fill": 0xE037, "ellipsis": 0xE5D3,
    ]
}

extension Text {
    init(symbolNamed name: String) { self.init(storage: .symbol(name)) }

    /// Shows an image inside text. An SF Symbol (`Image(systemName:)`) is drawn as a glyph at
    /// the text's size and in its colour. Any other image (an asset, `Image(uiImage:)`) keeps
    /// its own size in points, `resizable()` ignored as in SwiftUI, and stands on the
    /// baseline (a custom symbol is sized by the font and reaches below it, as SF Symbols
    /// do); a line grows to hold a taller image, and `baselineOffset(_:)` moves it. A
    /// template image takes the text's colour.
    public init(_ image: Image) {
        if case .symbol(let name) = image.content {
            self.init(symbolNamed: name)
        } else {
            self.init(storage: .image(image))
        }
    }
}
