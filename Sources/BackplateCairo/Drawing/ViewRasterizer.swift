import Foundation
import BackplateCore

/// One view drawn to a bitmap, the way every image-making API below `ImageRenderer` does it
/// (UIKit's image renderers, bitmap `CGContext`s): laid out at `size` with a pooled text
/// engine, its display list snapped at `scale`, drawn by cairo.
package enum ViewRasterizer {
    /// `view` proposed `size` points, drawn at `scale` pixels per point on a transparent bitmap.
    package static func image<V: View>(of view: V, size: CGSize, scale: CGFloat,
                                       environment: EnvironmentValues = EnvironmentValues()) throws -> RenderedImage {
        var env = environment
        env.displayScale = scale
        return try PangoTextEngine.withPooledEngine { engine in
            try ViewIsolation.run {
                let tree = LayoutTree.make(view, proposal: ProposedViewSize(size), environment: env, textEngine: engine)
                return try CairoRenderer(textEngine: engine).render(tree.displayList(scale: scale), size: size, scale: scale)
            }
        }
    }

    /// The size `view` chooses for `proposal`, laid out with a pooled text engine (UIKit's
    /// string measurement uses it, so its widths are `Text`'s).
    package static func size<V: View>(of view: V, proposal: ProposedViewSize) -> CGSize {
        PangoTextEngine.withPooledEngine { engine in
            ViewIsolation.run { LayoutTree.make(view, proposal: proposal, environment: EnvironmentValues(), textEngine: engine).size }
        }
    }

    /// A `CGContext`'s recorded drawing replayed on a canvas of `size` points (its user space
    /// as the context recorded it), drawn at `scale`.
    package static func image(of operations: [CGContext.Operation], size: CGSize, scale: CGFloat) throws -> RenderedImage {
        let canvas = Canvas { context, _ in CGContextReplay.draw(operations, into: context) }
            .frame(width: size.width, height: size.height)
        return try image(of: canvas, size: size, scale: scale)
    }
}

/// What a bitmap `CGContext` calls (through CGBitmapHook's weak symbol) to draw the operations
/// of a `CGRasterJob` at one pixel per unit; the job's result stays `nil` when drawing fails.
@_cdecl("BackplateRasterizeCGJob")
package func rasterizeCGJob(_ pointer: UnsafeMutableRawPointer) {
    let job = Unmanaged<CGRasterJob>.fromOpaque(pointer).takeUnretainedValue()
    let size = CGSize(width: job.width, height: job.height)
    guard let image = try? ViewRasterizer.image(of: job.operations, size: size, scale: 1) else { return }
    job.result = CGImage(width: image.width, height: image.height, rgba: image.rgba)
}
