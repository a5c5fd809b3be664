import Foundation

extension Font {
    /// The font with small capitals for both lowercase and uppercase letters (OpenType `smcp`
    /// and `c2sc`). A custom font with those features draws them; the system font substitute
    /// has none, so Backplate then draws ordinary letters and emits a runtime warning.
    public func smallCaps() -> Font {
        var f = self
        f.smallCapsBits = 3
        return f
    }

    /// The font with lowercase letters drawn as small capitals (OpenType `smcp`); see `smallCaps()`.
    public func lowercaseSmallCaps() -> Font {
        var f = self
        f.smallCapsBits |= 1
        return f
    }

    /// The font with uppercase letters drawn as small capitals (OpenType `c2sc`); see `smallCaps()`.
    public func uppercaseSmallCaps() -> Font {
        var f = self
        f.smallCapsBits |= 2
        return f
    }

    static func warnNoSmallCaps() {
        RuntimeWarning.emit("Font.smallCaps(): the system font substitute has no small-capital glyphs; the text is drawn in ordinary capitals and lowercase letters.")
    }
}
