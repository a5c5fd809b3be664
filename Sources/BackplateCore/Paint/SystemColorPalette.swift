import Foundation

/// Which iOS generation's system colours `Color.red`, `.blue`, … (and the default accent
/// colour) resolve to. Backplate-only: SwiftUI always uses the running system's palette, so
/// a render picks the generation it stands for.
///
/// - `iOS17`: the palette of iOS 13 to 18 (blue (0, 122, 255)), the default.
/// - `iOS26`: the palette Apple's Human Interface Guidelines list since the June 2025 update
///   (blue (0, 136, 255), measured the same in iOS 26 renders). Its increased-contrast values
///   are not listed there; with `colorSchemeContrast == .increased` the iOS 17 values stay.
public enum SystemColorPalette: Hashable, Sendable, CaseIterable {
    /// iOS 13–18 system colours (the default).
    case iOS17
    /// iOS 26 system colours.
    case iOS26
}

private struct SystemColorPaletteKey: EnvironmentKey { static let defaultValue = SystemColorPalette.iOS17 }

extension EnvironmentValues {
    /// The iOS generation whose system colours `Color` resolves to (`.iOS17` by default).
    public var systemColorPalette: SystemColorPalette {
        get { self[SystemColorPaletteKey.self] }
        set { self[SystemColorPaletteKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Resolves the system colours in this view with an iOS generation's palette
    /// (Backplate-only; see `SystemColorPalette`).
    public func systemColorPalette(_ palette: SystemColorPalette) -> some View {
        environment(\.systemColorPalette, palette)
    }
}

extension SystemColor {
    /// iOS 26 values, (light, dark), 0–255, from the Human Interface Guidelines' colour page
    /// (updated 9 June 2025).
    private var iOS26Table: [(Double, Double, Double)] {
        switch self {
        case .red: return [(255, 56, 60), (255, 66, 69)]
        case .orange: return [(255, 141, 40), (255, 146, 48)]
        case .yellow: return [(255, 204, 0), (255, 214, 0)]
        case .green: return [(52, 199, 89), (48, 209, 88)]
        case .mint: return [(0, 200, 179), (0, 218, 195)]
        case .teal: return [(0, 195, 208), (0, 210, 224)]
        case .cyan: return [(0, 192, 232), (60, 211, 254)]
        case .blue: return [(0, 136, 255), (0, 145, 255)]
        case .indigo: return [(97, 85, 245), (109, 124, 255)]
        case .purple: return [(203, 48, 224), (219, 52, 242)]
        case .pink: return [(255, 45, 85), (255, 55, 95)]
        case .brown: return [(172, 127, 94), (183, 138, 102)]
        case .gray: return [(142, 142, 147), (142, 142, 147)]
        }
    }

    /// The colour in the environment's palette when that is not the default one, else `nil`.
    func paletteRGBA(in env: EnvironmentValues) -> RGBAColor? {
        guard env.systemColorPalette == .iOS26, env.colorSchemeContrast != .increased else { return nil }
        let (r, g, b) = iOS26Table[env.colorScheme == .dark ? 1 : 0]
        return RGBAColor(r, g, b)
    }
}
