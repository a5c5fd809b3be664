import Foundation

/// Whether symbol images size to their ink box instead of SwiftUI's frame (ink plus SF Symbols'
/// margins). Backplate's own controls draw glyphs whose positions were measured by their ink
/// on iOS (the back chevron's ink starts 9.33 pt from the edge, the list disclosure chevron's
/// ink is 7 × 12 and ends 20 pt from the card edge): those controls lay the glyph out by its
/// ink. Never set for `Image(systemName:)` in user code, whose frame is SwiftUI's.
private struct SymbolFrameHugsInkKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether symbol images in this environment take their ink box as their frame (`false`:
    /// SwiftUI's frame, ink plus margins).
    package var symbolFrameHugsInk: Bool {
        get { self[SymbolFrameHugsInkKey.self] }
        set { self[SymbolFrameHugsInkKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Lays symbol images in this view out by their ink box rather than SwiftUI's frame: for
    /// control glyphs placed by their measured ink (see `EnvironmentValues.symbolFrameHugsInk`).
    package func symbolFrameHugsInk() -> some View {
        environment(\.symbolFrameHugsInk, true)
    }
}

/// The ink boxes Backplate's controls size their chevrons by, in `circle.fill` diameters: each
/// control's font size was fitted with these boxes to the chevron inks measured on iOS (the list
/// disclosure chevron's 7 × 12, the back chevron's 11 × 19: docs/controls.md §1.3, §3.4), so
/// they stay when `Image(systemName:)` takes SF Symbols' template boxes (0.4854 × 0.8632).
enum ControlGlyphInk {
    static let boxes: [String: SymbolFrameInfo] = [
        "chevron.left": SymbolFrameInfo(0.35, 0.6, rtl: true),
        "chevron.right": SymbolFrameInfo(0.35, 0.6, rtl: true),
        "chevron.up": SymbolFrameInfo(0.6, 0.35),
        "chevron.down": SymbolFrameInfo(0.6, 0.35),
    ]
}
