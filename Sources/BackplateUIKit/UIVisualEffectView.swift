import Foundation
import BackplateCore

/// An effect a `UIVisualEffectView` applies: a blur (`UIBlurEffect`) or vibrancy
/// (`UIVibrancyEffect`).
open class UIVisualEffect: NSObject {}

/// A blur effect, named by its material: a visual-effect view or a bar's background.
open class UIBlurEffect: UIVisualEffect {
    /// The material.
    public let style: Style
    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The blur materials, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A bright blur.
        case extraLight
        /// A light blur.
        case light
        /// A dark blur.
        case dark
        /// The regular blur, adapting to the interface style.
        case regular = 4
        /// A more opaque blur, adapting to the interface style.
        case prominent
        /// The system's thinnest material.
        case systemUltraThinMaterial = 6
        /// A thin material.
        case systemThinMaterial
        /// The default material.
        case systemMaterial
        /// A thick material.
        case systemThickMaterial
        /// The material of bars (navigation and tab bars).
        case systemChromeMaterial
        /// The thinnest material, always light.
        case systemUltraThinMaterialLight
        /// A thin material, always light.
        case systemThinMaterialLight
        /// The default material, always light.
        case systemMaterialLight
        /// A thick material, always light.
        case systemThickMaterialLight
        /// The bars' material, always light.
        case systemChromeMaterialLight
        /// The thinnest material, always dark.
        case systemUltraThinMaterialDark
        /// A thin material, always dark.
        case systemThinMaterialDark
        /// The default material, always dark.
        case systemMaterialDark
        /// A thick material, always dark.
        case systemThickMaterialDark
        /// The bars' material, always dark.
        case systemChromeMaterialDark
    }

    /// SwiftUI's material for the style, and the appearance it keeps (`nil`: the
    /// environment's). The legacy styles (`extraLight` to `prominent`) are estimates.
    var swiftUIMaterial: (material: Material, scheme: ColorScheme?) {
        switch style {
        case .extraLight: (.thickMaterial, .light)
        case .light: (.regularMaterial, .light)
        case .dark: (.regularMaterial, .dark)
        case .regular, .systemMaterial: (.regularMaterial, nil)
        case .prominent, .systemThickMaterial: (.thickMaterial, nil)
        case .systemUltraThinMaterial: (.ultraThinMaterial, nil)
        case .systemThinMaterial: (.thinMaterial, nil)
        case .systemChromeMaterial: (.bar, nil)
        case .systemUltraThinMaterialLight: (.ultraThinMaterial, .light)
        case .systemThinMaterialLight: (.thinMaterial, .light)
        case .systemMaterialLight: (.regularMaterial, .light)
        case .systemThickMaterialLight: (.thickMaterial, .light)
        case .systemChromeMaterialLight: (.bar, .light)
        case .systemUltraThinMaterialDark: (.ultraThinMaterial, .dark)
        case .systemThinMaterialDark: (.thinMaterial, .dark)
        case .systemMaterialDark: (.regularMaterial, .dark)
        case .systemThickMaterialDark: (.thickMaterial, .dark)
        case .systemChromeMaterialDark: (.bar, .dark)
        }
    }
}

/// Vibrancy over a blur: the content view's subviews are drawn as they are, with a runtime
/// warning (Backplate does not tint them with the vibrancy of `style`), on no background.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy sits on.
    public let blurEffect: UIBlurEffect
    /// The vibrancy's strength (`.label` for `init(blurEffect:)`).
    public let style: UIVibrancyEffectStyle
    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
    /// Vibrancy of the primary label's strength over `blurEffect`.
    public convenience init(blurEffect: UIBlurEffect) { self.init(blurEffect: blurEffect, style: .label) }
}

/// How strong a vibrancy effect is, from the primary label's to a separator's.
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// A primary label's vibrancy.
    case label
    /// A secondary label's.
    case secondaryLabel
    /// A tertiary label's.
    case tertiaryLabel
    /// A quaternary label's.
    case quaternaryLabel
    /// A fill's.
    case fill
    /// A secondary fill's.
    case secondaryFill
    /// A tertiary fill's.
    case tertiaryFill
    /// A separator's.
    case separator
}

/// UIKit's visual-effect view, as a stand-in. Wrapped in a `UIViewRepresentable`, a blur is
/// drawn as SwiftUI's material of the same thickness (`systemThickMaterialDark` as
/// `.thickMaterial` in dark), inside the layer's corner radius; the content view's subviews
/// are drawn over it. No effect draws only the content.
open class UIVisualEffectView: UIView, UIKitDrawnView {
    /// The effect (a blur or vibrancy; `nil`: none).
    open var effect: UIVisualEffect?
    /// The view holding the content drawn over the effect.
    public let contentView = UIView(frame: .zero)

    /// A view applying `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A view with no effect, framed at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Decoding is not supported; returns a view with no effect.
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        addSubview(contentView)
    }

    @MainActor package func swiftUIDrawing() -> AnyView {
        let shape = RoundedRectangle(cornerRadius: layer.cornerRadius, style: layer.cornerCurve == .continuous ? .continuous : .circular)
        var background = AnyView(Color.clear)
        if let blur = effect as? UIBlurEffect {
            let (material, scheme) = blur.swiftUIMaterial
            background = scheme.map { AnyView(shape.fill(material).environment(\.colorScheme, $0)) } ?? AnyView(shape.fill(material))
        } else if effect is UIVibrancyEffect {
            RuntimeWarning.emit("UIVisualEffectView: UIVibrancyEffect is not applied; the content view is drawn in its own colours")
        }
        guard !contentView.subviews.isEmpty || contentView.backgroundColor != nil else { return background }
        let content = UIViewFittedDrawing.filling(contentView, owner: "UIVisualEffectView.contentView")
        return AnyView(background.overlay(content).clipShape(shape))
    }
}
