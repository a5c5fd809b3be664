import Foundation

/// The possible colour schemes.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    /// The light colour scheme.
    case light
    /// The dark colour scheme.
    case dark
}

/// The contrast between a view's foreground and background colours.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    /// SwiftUI's standard contrast.
    case standard
    /// The Increase Contrast accessibility setting.
    case increased
}

/// The prominence of the background underneath views.
public enum BackgroundProminence: Hashable, Sendable {
    /// The standard prominence.
    case standard
    /// A vivid background, such as a selected list row, above which foreground
    /// elements take higher-contrast styles.
    case increased
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct BackgroundProminenceKey: EnvironmentKey { static let defaultValue = BackgroundProminence.standard }
private struct DefaultPaddingKey: EnvironmentKey {
    static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
}

extension EnvironmentValues {
    /// The colour scheme of this environment (`.light` by default).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// The contrast associated with the colour scheme.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
    /// The layout direction (left to right by default).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// Device pixels per point; `ImageRenderer` sets it from its `scale`.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// The size of a pixel in points: `1 / displayScale`.
    public var pixelLength: CGFloat { 1 / max(displayScale, .leastNonzeroMagnitude) }
    /// The prominence of the background underneath views.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
    /// The insets `padding()` uses when given no length (16 on every edge).
    var defaultPadding: EdgeInsets {
        get { self[DefaultPaddingKey.self] }
        set { self[DefaultPaddingKey.self] = newValue }
    }
}
