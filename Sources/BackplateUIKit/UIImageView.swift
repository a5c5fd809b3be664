import BackplateCore
import Foundation

/// UIKit's image view: draws its image (the highlighted one while highlighted) as its
/// `contentMode` places it in its bounds; a template image draws in the view's tint colour.
open class UIImageView: UIView, UIKitDrawnView {
    /// The image shown.
    open var image: UIImage?
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the view is highlighted (`false`).
    open var isHighlighted = false
    /// The configuration symbol images are drawn with, laid over their own.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// An image view showing `image`, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }
    /// An image view showing `image`, or `highlightedImage` while highlighted, sized to `image`.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }
    /// An empty image view with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// An image view from an archive: there is no storyboard on Linux, so an empty one.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The image's size in points (no intrinsic size without an image).
    open override var intrinsicContentSize: CGSize { image?.size ?? CGSize(width: -1, height: -1) }
    /// The image's size, as UIKit sizes an image view to fit.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// The image shown now.
    private var shownImage: UIImage? {
        let shown = isHighlighted ? highlightedImage ?? image : image
        guard let shown, let preferredSymbolConfiguration else { return shown }
        return shown.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? shown
    }

    /// An image view fills the space offered with its background and layers: it draws as a tree.
    @MainActor package var drawsAsTree: Bool { true }

    @MainActor package func swiftUIDrawing() -> AnyView {
        guard let shown = shownImage, shown.size.width > 0, shown.size.height > 0 else { return AnyView(Color.clear) }
        let tint = swiftUITint ?? Color.accentColor
        let tinted: AnyView
        if let symbol = shown.symbol, symbol.values.paletteColors == nil, symbol.values.hierarchicalColor == nil,
           !symbol.values.prefersMulticolor {
            // A plain symbol scales as the vector it is, as UIKit draws it, not as its bitmap.
            let color = symbol.tint?.swiftUIColor ?? (shown.isTemplate ? tint : .black)
            tinted = AnyView(Image(systemName: symbol.name, variableValue: symbol.variableValue).resizable().foregroundStyle(color))
        } else {
            let image = Image(uiImage: shown)
            tinted = shown.isTemplate ? AnyView(image.resizable().foregroundStyle(tint)) : AnyView(image.resizable())
        }
        let natural = tinted.frame(width: shown.size.width, height: shown.size.height)
        let placed: AnyView = switch contentMode {
        case .scaleToFill, .redraw: tinted
        case .scaleAspectFit: AnyView(tinted.aspectRatio(shown.size, contentMode: .fit))
        case .scaleAspectFill: AnyView(tinted.aspectRatio(shown.size, contentMode: .fill))
        case .center: AnyView(natural)
        case .top: AnyView(natural.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top))
        case .bottom: AnyView(natural.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom))
        case .left: AnyView(natural.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading))
        case .right: AnyView(natural.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .trailing))
        case .topLeft: AnyView(natural.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        case .topRight: AnyView(natural.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing))
        case .bottomLeft: AnyView(natural.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading))
        case .bottomRight: AnyView(natural.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing))
        }
        return AnyView(placed.frame(maxWidth: .infinity, maxHeight: .infinity))
    }
}
