import Foundation
import Backplate
import BackplateCore

/// Seed 000's app-wide styles: a base, a secondary and an accent colour, or a material.
public enum UniversalStyle: String, Identifiable, CaseIterable, Sendable {
    /// The accent colour.
    case accent
    /// The base colour.
    case primary
    /// The secondary base colour.
    case secondary
    /// A translucent material.
    case transparent

    /// The style's name.
    public var id: String { rawValue }
}

/// Seed 000's colour palette, per colour scheme. The colours are variables so an app can
/// change its palette at run time, as the article intends.
public enum Colors {
    /// The base colour in light mode (245, 234, 208).
    public static var baseLight: Color {
        get { palette.withLock { $0.baseLight } }
        set { palette.withLock { $0.baseLight = newValue } }
    }
    /// The base colour in dark mode (black).
    public static var baseDark: Color {
        get { palette.withLock { $0.baseDark } }
        set { palette.withLock { $0.baseDark = newValue } }
    }
    /// The secondary colour in light mode (220, 207, 188).
    public static var secondaryLight: Color {
        get { palette.withLock { $0.secondaryLight } }
        set { palette.withLock { $0.secondaryLight = newValue } }
    }
    /// The secondary colour in dark mode (10% white at 90% opacity).
    public static var secondaryDark: Color {
        get { palette.withLock { $0.secondaryDark } }
        set { palette.withLock { $0.secondaryDark = newValue } }
    }
    /// The accent colour in light mode (0, 87, 66).
    public static var lightAccent: Color {
        get { palette.withLock { $0.lightAccent } }
        set { palette.withLock { $0.lightAccent = newValue } }
    }
    /// The accent colour in dark mode (0, 87, 66).
    public static var darkAccent: Color {
        get { palette.withLock { $0.darkAccent } }
        set { palette.withLock { $0.darkAccent = newValue } }
    }

    /// The palette an app may change at run time, shared by every thread that renders.
    private struct Palette {
        var baseLight = Colors.makeColor(245, 234, 208)
        var baseDark = Colors.makeColor(0, 0, 0)
        var secondaryLight = Colors.makeColor(220, 207, 188)
        var secondaryDark = Color(red: 0.1, green: 0.1, blue: 0.1).opacity(0.9)
        var lightAccent = Colors.makeColor(0, 87, 66)
        var darkAccent = Colors.makeColor(0, 87, 66)
    }
    private static let palette = LockedState(Palette())

    /// A colour from 0–255 components.
    public static func makeColor(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255)
    }

    private static func getAccent(from colorScheme: ColorScheme) -> Color {
        colorScheme == .dark ? darkAccent : lightAccent
    }

    private static func getBase(from colorScheme: ColorScheme) -> Color {
        colorScheme == .dark ? baseDark : baseLight
    }

    private static func getSecondaryBase(from colorScheme: ColorScheme) -> Color {
        colorScheme == .dark ? secondaryDark : secondaryLight
    }

    /// The colour of a style in a colour scheme (the light accent for `.transparent`).
    public static func getColor(from style: UniversalStyle, in colorScheme: ColorScheme) -> Color {
        switch style {
        case .primary: return getBase(from: colorScheme)
        case .secondary: return getSecondaryBase(from: colorScheme)
        case .accent: return getAccent(from: colorScheme)
        case .transparent: return lightAccent
        }
    }
}

/// Applies a `UniversalStyle` (or an explicit colour) as a background or foreground style.
nonisolated struct UniversalStyledBackground: ViewModifier {
    @Environment(\.colorScheme) var colorScheme

    let style: UniversalStyle
    let color: Color?
    let foreground: Bool

    func body(content: Content) -> some View {
        if !foreground {
            content
                .if(style == .transparent) { view in view.background(.ultraThinMaterial) }
                .if(style != .transparent) { view in view.background(color ?? Colors.getColor(from: style, in: colorScheme)) }
        } else {
            content
                .if(style == .transparent) { view in view.foregroundStyle(.ultraThinMaterial) }
                .if(style != .transparent) { view in view.foregroundStyle(color ?? Colors.getColor(from: style, in: colorScheme)) }
        }
    }
}

nonisolated extension View {
    /// Fills the background (or foreground) with a universal style, resolved for the current
    /// colour scheme; `color` overrides the palette.
    public func universalStyledBackground(_ style: UniversalStyle, color: Color? = nil, onForeground: Bool = false) -> some View {
        modifier(UniversalStyledBackground(style: style, color: color, foreground: onForeground))
    }

    /// Seed 000's original spelling of `universalStyledBackground(_:color:onForeground:)`.
    public func universalStyledBackgrond(_ style: UniversalStyle, color: Color? = nil, onForeground: Bool = false) -> some View {
        universalStyledBackground(style, color: color, onForeground: onForeground)
    }
}
