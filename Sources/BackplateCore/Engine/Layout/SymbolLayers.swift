import Foundation

/// One layer of a measured symbol, for hierarchical, palette and multicolour rendering.
package struct SymbolLayerResult: Hashable, Sendable {
    /// The handle the backend draws the layer's glyph from.
    package var handle: ShapedTextHandle
    /// The foreground style level the layer takes (0 primary, 1 secondary, 2 tertiary).
    package var level: Int
    /// The layer's inherent colour in multicolour rendering: a system colour's name
    /// (`"yellow"`), `"white"` or `"black"`; `nil` takes the foreground style.
    package var multicolor: String?
    /// Whether the layer is cut out of the layers drawn before it instead of drawn.
    package var cut: SymbolLayerCut

    /// Creates a layer.
    package init(handle: ShapedTextHandle, level: Int, multicolor: String?, cut: SymbolLayerCut = .never) {
        self.handle = handle
        self.level = level
        self.multicolor = multicolor
        self.cut = cut
    }
}

/// When a symbol layer is cut out of the layers beneath it: SF Symbols' composed shapes draw a
/// glyph inside a filled circle as a hole in monochrome (`plus.circle.fill`) but in the primary
/// style over a secondary circle in hierarchical and palette rendering; a hollowed outline or a
/// badge's separating ring is a hole in every rendering mode.
package enum SymbolLayerCut: Hashable, Sendable {
    /// Always drawn.
    case never
    /// Cut out in monochrome (and plain multicolour) rendering, drawn otherwise.
    case monochrome
    /// Cut out in every rendering mode.
    case always
}
