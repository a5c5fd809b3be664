import Foundation

/// The configuration of the Liquid Glass material (iOS 26), given to `glassEffect(_:in:)` and
/// to `.buttonStyle(.glass(_:))`.
///
/// In a still render glass is a translucent, blurred, lightly tinted fill of its shape with a
/// thin light rim (see `glassEffect(_:in:)`). The refraction (lensing), the specular highlights
/// that follow the device's motion and the touch response of `interactive(_:)` cannot be shown
/// in one frame; the blur radius, tint and rim numbers are Backplate's approximation, since
/// Apple publishes none.
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }
    let variant: Variant
    /// The colour given with `tint(_:)`, nil for none.
    let tintColor: Color?
    /// Whether `interactive(_:)` made the glass react to touches (nothing to draw in a still frame).
    let isInteractive: Bool

    init(variant: Variant, tintColor: Color? = nil, isInteractive: Bool = false) {
        self.variant = variant
        self.tintColor = tintColor
        self.isInteractive = isInteractive
    }

    /// The regular variant: a frosted fill that keeps content on it legible over any background.
    public static var regular: Glass { Glass(variant: .regular) }

    /// The clear variant: far more transparent than `.regular`, for glass over photos, maps and
    /// video. Apple advises a dimming layer beneath it to keep content on it legible.
    public static var clear: Glass { Glass(variant: .clear) }

    /// The identity variant: no glass at all, so a view can switch the effect off without
    /// changing its structure.
    public static var identity: Glass { Glass(variant: .identity) }

    /// Returns a copy of the glass tinted with `color` (nil removes the tint). The tint is
    /// drawn over the frosted fill at 70 % of the colour's own opacity (an approximation of
    /// iOS 26's tinted glass).
    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
    }

    /// Returns a copy of the glass that reacts to touches (it scales and shimmers when
    /// pressed). A still render has no touches, so interactive glass draws as the glass itself.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }

    /// How much of the tint colour's opacity a tinted glass shows over its frosted fill.
    static let tintOpacity: Double = 0.7
}

/// The default shape of a glass effect: a capsule, as Apple documents.
///
/// SwiftUI creates it as the default `in:` argument of `glassEffect(_:in:)`; you do not use it
/// directly. Its path is the capsule of the rectangle it fills.
nonisolated public struct DefaultGlassEffectShape: Shape, Sendable {
    /// Creates the default glass shape (a capsule).
    public init() {}
    /// A capsule filling `rect` (corner radius half the shorter side).
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// The frosted fill of a glass variant: a blur of what lies behind with a light (or, in dark
/// mode, dark) veil. Regular: blur sigma 10 points, white at 45 % / (44, 44, 46) at 55 %;
/// clear: sigma 4 points, white at 12 % / black at 18 %. Saturation is boosted 1.8 times, as
/// Backplate's materials do. Numbers are Backplate's approximation of iOS 26.
struct _GlassMaterialStyle: ShapeStyle, PrimitiveShapeStyle {
    let clear: Bool

    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        let dark = environment.colorScheme == .dark
        let sigma: CGFloat = clear ? 4 : 10
        let tint: RGBAColor
        if clear {
            tint = dark ? RGBAColor(0, 0, 0, 0.18) : RGBAColor(255, 255, 255, 0.12)
        } else {
            tint = dark ? RGBAColor(44, 44, 46, 0.55) : RGBAColor(255, 255, 255, 0.45)
        }
        return .material(blurRadius: sigma, tint: tint, saturation: 1.8)
    }

    /// The rim drawn 1 point wide just inside the glass shape's edge, its specular highlight
    /// (iOS 26's light catching the glass's upper edge): white fading from the top to the
    /// bottom edge: regular glass 90 % to 30 % in light mode, 33 % to 11 % in dark mode; clear
    /// glass 68 % to 23 % / 27 % to 9 %. Backplate's estimate; Apple publishes no value.
    static func specularRim(dark: Bool, clear: Bool) -> LinearGradient {
        let base = dark ? (clear ? 0.18 : 0.22) : (clear ? 0.45 : 0.6)
        return LinearGradient(colors: [Color.white.opacity(min(0.9, base * 1.5)), Color.white.opacity(base / 2)],
                              startPoint: .top, endPoint: .bottom)
    }
}
