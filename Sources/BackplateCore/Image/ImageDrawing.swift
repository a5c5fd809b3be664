import Foundation

/// What `Image(size:label:opaque:colorMode:renderer:)` draws: a graphics context closure run
/// when the image is resolved, in the image's environment, over a canvas of the image's size.
struct ImageDrawing: Sendable {
    let size: CGSize
    let isOpaque: Bool
    let colorMode: ColorRenderingMode
    let renderer: @Sendable (inout GraphicsContext) -> Void

    /// The image's nodes: the recorded drawing at its own size, or stretched to the proposal
    /// when the image is resizable (its ideal size is its own).
    func makeNodes(for image: Image, _ context: ResolveContext) -> [ViewNode] {
        let size = self.size
        let renderer = self.renderer
        let canvas = _CanvasRecording(renderer: { gc, _ in renderer(&gc) }, size: size)
        guard image.resizing != nil, size.width > 0, size.height > 0 else {
            return context.resolver.resolve(canvas.frame(width: size.width, height: size.height), context)
        }
        let stretched = GeometryReader { proxy in
            canvas
                .frame(width: size.width, height: size.height)
                .scaleEffect(x: proxy.size.width / size.width, y: proxy.size.height / size.height, anchor: .topLeading)
                .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
        }
        return context.resolver.resolve(stretched.frame(idealWidth: size.width, idealHeight: size.height), context)
    }
}

extension Image {
    /// An image of `size` points drawn by `renderer` into a graphics context, as a `Canvas`
    /// draws; the drawing runs each time the image is resolved, in the view's environment.
    /// Resizable, it stretches to its frame. Non-finite or negative sizes are taken as zero.
    /// Backplate's renderer must be `@Sendable` (an `Image` is), where SwiftUI's need not be.
    public init(size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
                renderer: @escaping @Sendable (inout GraphicsContext) -> Void) {
        self.init(content: .empty)
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
        let size = CGSize(width: clean(size.width), height: clean(size.height))
        drawing = ImageDrawing(size: size, isOpaque: opaque, colorMode: colorMode, renderer: renderer)
        accessibilityLabelValue = label.map { .label($0.plainString) } ?? .unlabelled
    }
}
