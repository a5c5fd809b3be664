import Foundation
import BackplateCore
import BackplateCairo
@_spi(BackplateBackend) import BackplateCore

/// What a symbol image draws: its name, configuration, variable value and tint colour.
struct SymbolImage: Sendable {
    let name: String
    let values: SymbolValues
    let variableValue: Double?
    let tint: UIColor?
}

extension UIImage {
    /// The SF Symbol `name` drawn by Backplate's symbol renderer (UIKit's
    /// `init?(systemName:)`): at the body text style's 17 points, regular, medium scale, in
    /// black at the screen's 3x; `size` is the symbol's frame, as SwiftUI's `Image(systemName:)`
    /// lays it out. `nil` for a name SF Symbols does not have, as on iOS.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol `name` drawn with `configuration` (a `SymbolConfiguration`'s size, weight,
    /// scale and colours); `nil` for an unknown name.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        self.init(systemName: name, variableValue: nil, configuration: configuration)
    }

    /// The symbol `name`; the traits are accepted for compatibility (the symbol is drawn at
    /// the large content size).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol `name` with its variable parts drawn up to `value` (0...1), as SwiftUI's
    /// `Image(systemName:variableValue:)`; `nil` for an unknown name.
    public convenience init?(systemName name: String, variableValue value: Double, configuration: UIImage.Configuration?) {
        self.init(systemName: name, variableValue: Optional(value), configuration: configuration)
    }

    private convenience init?(systemName name: String, variableValue: Double?, configuration: UIImage.Configuration?) {
        guard SymbolTable.isPublicName(name) else { return nil }
        let values = SymbolConfiguration.unspecified.applying(configuration).values
        self.init(symbol: SymbolImage(name: name, values: values, variableValue: variableValue, tint: nil))
    }

    convenience init(symbol: SymbolImage) {
        self.init(renderedImage: Self.draw(symbol), symbol: symbol)
    }

    /// Whether the image is an SF Symbol (made by `init(systemName:)`).
    public var isSymbolImage: Bool { symbol != nil }

    /// The configuration a symbol image is drawn with; `nil` for other images.
    public var symbolConfiguration: SymbolConfiguration? { symbol.map { SymbolConfiguration(values: $0.values) } }

    /// The image's configuration (a symbol image's `SymbolConfiguration`).
    public var configuration: Configuration? { symbolConfiguration }

    /// The image drawn again with `configuration` laid over its own; other images are
    /// returned unchanged.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let symbol else { return self }
        let values = (configuration as? SymbolConfiguration).map { symbol.values.applying($0.values) } ?? symbol.values
        return UIImage(symbol: SymbolImage(name: symbol.name, values: values, variableValue: symbol.variableValue, tint: symbol.tint))
            .withRenderingMode(renderingMode)
    }

    /// The symbol drawn again with `configuration` laid over its own; `nil` when the image is
    /// not a symbol.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        symbol == nil ? nil : withConfiguration(configuration)
    }

    /// The image drawn in `color`: a symbol drawn again in it, another image's pixels
    /// recoloured through their alpha (a template in `color`, as UIKit draws it).
    public func withTintColor(_ color: UIColor) -> UIImage {
        if let symbol {
            return UIImage(symbol: SymbolImage(name: symbol.name, values: symbol.values, variableValue: symbol.variableValue, tint: color))
        }
        let c = color.swiftUIColor.resolve(in: EnvironmentValues())
        let r = renderedImage
        var rgba = r.rgba
        let tint = [c.red, c.green, c.blue].map { UInt8((min(max(Double($0), 0), 1) * 255).rounded()) }
        let alpha = min(max(Double(c.opacity), 0), 1)
        for i in stride(from: 0, to: rgba.count - 3, by: 4) {
            rgba[i] = tint[0]; rgba[i + 1] = tint[1]; rgba[i + 2] = tint[2]
            rgba[i + 3] = UInt8((Double(rgba[i + 3]) * alpha).rounded())
        }
        return UIImage(renderedImage: RenderedImage(width: r.width, height: r.height, scale: r.scale, rgba: rgba))
    }

    /// The image drawn in `color` (as `withTintColor(_:)`), then in `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        withTintColor(color).withRenderingMode(renderingMode)
    }

    /// The symbol's pixels: SwiftUI's `Image(systemName:)` in the configuration's font and
    /// scale, in the tint (black without one) or the configuration's colours, at 3x.
    private static func draw(_ symbol: SymbolImage) -> RenderedImage {
        let config = symbol.values
        let base = Image(systemName: symbol.name, variableValue: symbol.variableValue)
            .font(config.font)
            .imageScale(config.scale.imageScale)
        let content: AnyView
        if let palette = config.paletteColors?.map(\.swiftUIColor), let first = palette.first {
            let second = palette.count > 1 ? palette[1] : first, third = palette.count > 2 ? palette[2] : second
            content = AnyView(base.symbolRenderingMode(.palette).foregroundStyle(first, second, third))
        } else if let color = config.hierarchicalColor {
            content = AnyView(base.symbolRenderingMode(.hierarchical).foregroundStyle(color.swiftUIColor))
        } else if config.prefersMulticolor && symbol.tint == nil {
            content = AnyView(base.symbolRenderingMode(.multicolor))
        } else {
            content = AnyView(base.foregroundStyle(symbol.tint?.swiftUIColor ?? .black))
        }
        let scale = UIScreen.main.scale
        let drawn: RenderedImage? = PangoTextEngine.withPooledEngine { engine in
            ViewIsolation.run {
                var environment = EnvironmentValues()
                environment.displayScale = scale
                let tree = LayoutTree.make(content, proposal: .unspecified, environment: environment, textEngine: engine)
                return try? CairoRenderer(textEngine: engine).render(tree.displayList(scale: scale), size: tree.size, scale: scale)
            }
        }
        return drawn ?? RenderedImage(width: 0, height: 0, scale: 1, rgba: [])
    }
}
