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

    /// Creates a layer.
    package init(handle: ShapedTextHandle, level: Int, multicolor: String?) {
        self.handle = handle
        self.level = level
        self.multicolor = multicolor
    }
}

extension SymbolLayoutRequest {
    /// The frame SwiftUI gives the symbol and the distance from its bottom up to the text
    /// baseline: the symbol's `SymbolTable` proportions times the `circle.fill` diameter
    /// (`nominalSize`), centred on half the cap height above the baseline as SF Symbols sit on
    /// text. A name the table lacks keeps a nominal square (a typical symbol's frame), so
    /// layout around it does not move; an empty name has no frame (`nil`).
    package var frame: (size: CGSize, baselineOffset: CGFloat)? {
        guard !name.isEmpty else { return nil }
        let info = SymbolTable.frames[name]
        let d = nominalSize
        let size = CGSize(width: d * (info?.width ?? 1), height: d * (info?.height ?? 1))
        return (size, (size.height - capHeight) / 2)
    }

    /// Whether Backplate's table knows the name.
    package var isKnownSymbol: Bool { SymbolTable.frames[name] != nil }

    /// The same request standing for another glyph of the symbol (`layer`).
    package func glyph(_ layer: Int) -> SymbolLayoutRequest {
        var r = self
        r.layer = layer
        return r
    }
}

extension SymbolTable {
    /// Whether SF Symbols mirrors the named symbol in right-to-left layouts (`false` for
    /// names the table lacks).
    package static func flipsInRightToLeft(_ name: String) -> Bool {
        frames[name]?.flipsInRightToLeft ?? false
    }
}
