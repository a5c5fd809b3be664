import Foundation

/// Which iOS generation's system colours `Color` resolves to. Replaced by `BackplateLook`,
/// which selects the palette together with the rest of that generation's look.
@available(*, deprecated, renamed: "BackplateLook")
public enum SystemColorPalette: Hashable, Sendable, CaseIterable {
    /// iOS 13–18 system colours (`BackplateLook.iOS18`).
    case iOS17
    /// iOS 26 system colours (`BackplateLook.iOS26`).
    case iOS26
}

extension EnvironmentValues {
    /// The iOS generation whose system colours `Color` resolves to: a view of `backplateLook`.
    @available(*, deprecated, renamed: "backplateLook")
    public var systemColorPalette: SystemColorPalette {
        get { backplateLook == .iOS26 ? .iOS26 : .iOS17 }
        set { backplateLook = newValue == .iOS26 ? .iOS26 : .iOS18 }
    }
}

nonisolated extension View {
    /// Resolves the system colours in this view with an iOS generation's palette; sets the
    /// whole look (`backplateLook(_:)`).
    @available(*, deprecated, renamed: "backplateLook(_:)")
    public func systemColorPalette(_ palette: SystemColorPalette) -> some View {
        environment(\.backplateLook, palette == .iOS26 ? .iOS26 : .iOS18)
    }
}

extension SystemColor {
    /// iOS 26 values, (light, dark), 0–255, from the Human Interface Guidelines' colour page
    /// (updated 9 June 2025); blue (0, 136, 255), green (52, 199, 89) / (48, 209, 88) measured
    /// the same in iOS 26 renders (docs/pixel-differences.md).
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

    /// The colour in the look's palette when it differs from the iOS 18 one, else `nil`. iOS 26's
    /// increased-contrast values are unpublished: with `colorSchemeContrast == .increased` the
    /// iOS 18 values stay (an estimate, docs/pixel-differences.md).
    func paletteRGBA(in env: EnvironmentValues) -> RGBAColor? {
        guard env.backplateLook == .iOS26, env.colorSchemeContrast != .increased else { return nil }
        let (r, g, b) = iOS26Table[env.colorScheme == .dark ? 1 : 0]
        return RGBAColor(r, g, b)
    }
}
