import Foundation
import BackplateCore
import BackplateCairo

extension PreviewEntry {
    /// The canvas size this preview is drawn at, or `nil` when the view decides it
    /// (`sizeThatFits`).
    public var canvasSize: CGSize? {
        switch settings.layout ?? .device {
        case .device: return settings.screenSize
        case .sizeThatFits: return nil
        case .fixed(let width, let height): return CGSize(width: width, height: height)
        }
    }

    /// A renderer set up as the preview canvas: the view is offered the device's screen
    /// (landscape: width and height swapped) or the fixed size; with a device or fixed layout
    /// the canvas has exactly that size and the view is centred in it; with `sizeThatFits`
    /// the canvas is the size the view chooses. The colour scheme is `colorScheme` if given,
    /// else the one the preview asks for, else light; the canvas is opaque in the scheme's
    /// system background. The device's safe area is not reserved.
    @MainActor public func renderer(colorScheme: ColorScheme? = nil, scale: CGFloat = 2) -> ImageRenderer<AnyView> {
        let view = makeView()
        let screen = settings.screenSize
        let content: AnyView
        let proposal: ProposedViewSize
        if let canvas = canvasSize {
            content = AnyView(view.frame(width: canvas.width, height: canvas.height))
            proposal = ProposedViewSize(width: canvas.width, height: canvas.height)
        } else {
            content = view
            proposal = ProposedViewSize(width: screen.width, height: screen.height)
        }
        let renderer = ImageRenderer(content: content)
        renderer.proposedSize = proposal
        renderer.scale = scale
        renderer.isOpaque = true
        renderer.environment.colorScheme = colorScheme ?? settings.colorScheme ?? .light
        return renderer
    }

    /// Renders the preview as its canvas shows it (see `renderer(colorScheme:scale:)`).
    @MainActor public func render(colorScheme: ColorScheme? = nil, scale: CGFloat = 2) throws -> RenderedImage {
        try renderer(colorScheme: colorScheme, scale: scale).render()
    }
}
