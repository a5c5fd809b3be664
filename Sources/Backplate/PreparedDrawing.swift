import BackplateCore
import BackplateCairo

/// A view already resolved and laid out, with its display list, ready to be drawn to pixels
/// any number of times: the "display list to pixels" stage on its own, for benchmarks that
/// compare Backplate's drawing with the same drawing done directly in C with cairo and pango
/// (`Benchmarks/`, `scripts/bench-vs-c.sh`).
///
/// Not part of SwiftUI's API: it is exported only to clients that import Backplate with
/// `@_spi(Benchmarks)`. It owns a text engine of its own (not a pooled one), so the lines the
/// layout shaped stay available to every `draw()`; use it from one thread at a time.
@_spi(Benchmarks)
public final class PreparedDrawing: Sendable {
    let list: DisplayList
    let engine: PangoTextEngine
    /// The image size in points.
    public let size: CGSize
    /// Device pixels per point.
    public let scale: CGFloat

    init(list: DisplayList, size: CGSize, scale: CGFloat, engine: PangoTextEngine) {
        self.list = list
        self.size = size
        self.scale = scale
        self.engine = engine
    }

    /// How many items the top level of the display list holds.
    public var topLevelItemCount: Int { list.items.count }

    /// Draws the display list to a bitmap, as `ImageRenderer.render()` does after layout
    /// (the same pixels).
    public func draw() throws -> RenderedImage {
        try CairoRenderer(textEngine: engine).render(list, size: size, scale: scale)
    }
}

@_spi(Benchmarks)
extension ImageRenderer {
    /// Resolves and lays out the view once and returns its display list, ready to be drawn
    /// (see ``PreparedDrawing``). `isOpaque` is not applied: the background fill it adds is
    /// left out. Throws as `render()` does for a view without a finite size.
    public func preparedDrawing() throws -> PreparedDrawing {
        let engine = PangoTextEngine()
        let displayScale = Self.drawingScale(scale)
        return try ViewIsolation.run {
            var env = environment
            env.displayScale = displayScale
            let tree = LayoutTree.make(content, proposal: proposedSize, environment: env, textEngine: engine,
                                       safeAreaInsets: safeAreaInsets, hostedPasses: hostedPasses)
            let requested = tree.requestedSize
            guard requested.width.isFinite, requested.height.isFinite, tree.size.width.isFinite, tree.size.height.isFinite else {
                throw RenderError.invalidSize(width: requested.width, height: requested.height)
            }
            return PreparedDrawing(list: tree.displayList(scale: displayScale), size: tree.size, scale: displayScale, engine: engine)
        }
    }
}
