import Testing

// The tags suites carry, so a contributor can run one kind of test (docs/architecture.md, "Tests").
extension Tag {
    /// Sizes and frames from the layout pass (proposals, alignment, stacks, safe areas).
    @Tag public static var layout: Self
    /// Colours at chosen pixels of a render, or references compared pixel by pixel.
    @Tag public static var pixels: Self
    /// Fonts and the text engine: shaping, metrics, font files, glyph rasterisation.
    @Tag public static var fonts: Self
    /// Views written as app developers write them, compiled unchanged and rendered.
    @Tag public static var appFiles: Self
    /// Reproducers of a bug once fixed (a crash, a deadlock, a wrong value), kept so it stays fixed.
    @Tag public static var regression: Self
}
