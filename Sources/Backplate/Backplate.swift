@_exported import BackplateCore
@_exported import BackplateCairo
@_exported import Foundation

/// Renders a view to pixels, SVG or PDF, and exposes its layout, as SwiftUI's `ImageRenderer`
/// (which it mirrors: `proposedSize` defaults to `.unspecified`, `scale` to 1).
///
/// Each call resolves, lays out and draws the current `content` anew; renderers share no
/// mutable state, so separate renderers may be used from separate threads at once.
public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// The size proposed to the root view (`.unspecified`: its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified
    /// Device pixels per point.
    public var scale: CGFloat = 1
    /// Whether the bitmap is opaque: when true, transparent areas are filled with the
    /// system background colour (white, or black in dark mode) before drawing.
    public var isOpaque = false
    /// The base environment the view is resolved in (light colour scheme by default).
    public var environment = EnvironmentValues()

    /// Creates a renderer for a view.
    public init(content view: Content) {
        content = view
    }

    /// The scale drawn at: NaN, infinite or non-positive scales give 1; others are clamped
    /// to 1/1024...1024 (`PixelGeometry.rasterScale`).
    private var effectiveScale: CGFloat { PixelGeometry.rasterScale(scale) }

    /// Resolves and lays out the view (stages 2 and 3): its size, each node's frame.
    public func layout() -> LayoutTree {
        var env = environment
        env.displayScale = effectiveScale
        return LayoutTree.make(content, proposal: proposedSize, environment: env, textEngine: PangoTextEngine.shared)
    }

    /// The display list of the laid-out view (stage 4), snapped to this renderer's pixel grid.
    public func displayList() -> DisplayList {
        layout().displayList(scale: effectiveScale)
    }

    private func drawable() throws -> (DisplayList, CGSize) {
        let tree = layout()
        // The root's own answer before layout made it finite (an infinite proposal to a
        // greedy view): a clear error rather than an empty picture.
        let requested = tree.requestedSize
        guard requested.width.isFinite, requested.height.isFinite, tree.size.width.isFinite, tree.size.height.isFinite else {
            throw RenderError.invalidSize(width: requested.width, height: requested.height)
        }
        var list = tree.displayList(scale: effectiveScale)
        if isOpaque {
            let bg = tree.environment.colorScheme == .dark ? RGBAColor(red: 0, green: 0, blue: 0) : RGBAColor(red: 1, green: 1, blue: 1)
            let rect = CGRect(origin: .zero, size: tree.size)
            list.items.insert(.shape(DisplayList.ShapeItem(path: Path(rect), paint: .color(bg), fillStyle: FillStyle(),
                                                           stroke: nil, frame: rect, source: "background")), at: 0)
        }
        return (list, tree.size)
    }

    /// Renders the view to a bitmap of its size × `scale` pixels.
    public func render() throws -> RenderedImage {
        let (list, size) = try drawable()
        return try CairoRenderer().renderImage(list, size: size, scale: effectiveScale)
    }

    /// Renders the view as PNG. `.fast` (the default) favours speed; `.smallest` file size.
    public func pngData(compression: PNGCompression = .fast) throws -> Data {
        try render().pngData(compression: compression)
    }

    /// Renders the view as an SVG document (sizes in points).
    public func svgData() throws -> Data {
        let (list, size) = try drawable()
        return try CairoRenderer().svgData(list, size: size, rasterScale: max(effectiveScale, 2))
    }

    /// Renders the view as a one-page PDF (sizes in points).
    public func pdfData() throws -> Data {
        let (list, size) = try drawable()
        return try CairoRenderer().pdfData(list, size: size, rasterScale: max(effectiveScale, 2))
    }

    /// Writes the view to `url` in the format its extension names (png, svg or pdf),
    /// atomically: a failed render leaves no file behind.
    public func write(to url: URL) throws {
        let data: Data
        switch url.pathExtension.lowercased() {
        case "svg": data = try svgData()
        case "pdf": data = try pdfData()
        case "png": data = try pngData()
        default: throw OutputFormatError.unknownExtension(url.pathExtension)
        }
        try AtomicFileWriter.write(data, to: url)
    }
}

/// An output file name whose extension is not png, svg or pdf.
public enum OutputFormatError: Error, CustomStringConvertible {
    /// The extension that was not recognised.
    case unknownExtension(String)
    /// A readable message.
    public var description: String {
        switch self {
        case .unknownExtension(let e): return "unknown output format \"\(e)\": use .png, .svg or .pdf"
        }
    }
}
