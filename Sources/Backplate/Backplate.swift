@_exported import BackplateCore
@_exported import BackplateCairo
// On iOS `import SwiftUI` makes UIKit visible too, so app code uses `UIColor`, `UIScreen`... with no
// other import: `import Backplate` does the same with Backplate's UIKit names.
@_exported import BackplateUIKit
@_exported import Foundation
// iOS's Foundation brings Darwin's `os_unfair_lock`; Glibc has none (docs/drop-in.md).
@_exported import BackplateDarwin
// iOS's Foundation brings Security (its URL credentials need it), so the keychain's `kSecClass`,
// `SecItemAdd`... need no `import Security` in a file that imports SwiftUI or UIKit.
@_exported import BackplateSecurity

/// Renders a view to pixels, SVG or PDF, and exposes its layout, as SwiftUI's `ImageRenderer`
/// (which it mirrors: `proposedSize` defaults to `.unspecified`, `scale` to 1).
///
/// Each call resolves, lays out and draws the current `content` anew, on the calling thread
/// (the `async` overloads on a worker thread of their own, so `try await renderer.pngData()`
/// suits servers): renders from many threads run in parallel, taking one process-wide lock
/// only while cairo loads a glyph (`GlyphCacheLock`).
///
/// Thread safety: rendering only reads the renderer, so one renderer (or many) may render
/// from any number of threads at once (hence `Sendable`); set its properties before sharing
/// it, as changing them while another thread renders is a data race.
///
/// Isolation: SwiftUI's `ImageRenderer` is `@MainActor`; this one is not, so servers render
/// in parallel. `View` is main-actor isolated as in SwiftUI, and each render evaluates the
/// views' `body` on the thread that renders, which counts as the main actor's for the render
/// (`@MainActor` models read in `body` work, and Swift 6's runtime isolation checks pass).
/// Several renders may therefore run main-actor code at once: do not change a model on the
/// main thread while a render reads it. A view whose stored properties start with main-actor
/// values (`@StateObject private var model = Model()`) is created on the main actor, as in
/// SwiftUI, then handed to the renderer.
public final class ImageRenderer<Content: View>: @unchecked Sendable {
    // Unchecked Sendable: a render only reads the renderer; set its properties before sharing it.
    /// The view to render.
    public var content: Content
    /// The size proposed to the root view (`.unspecified`: its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified
    /// Device pixels per point.
    public var scale: CGFloat = 1
    /// Whether the bitmap is opaque: when true, transparent areas are filled with the
    /// system background colour (white, or black in dark mode) before drawing.
    public var isOpaque = false
    /// Whether the renderer observes its content to publish changes (SwiftUI's default, `true`).
    /// A render is one frame made on request: nothing is observed either way.
    public var isObservationEnabled = true
    /// The base environment the view is resolved in (light colour scheme by default).
    public var environment = EnvironmentValues()
    /// The safe-area insets of the canvas (zero by default), as a hosting view on a device
    /// screen has them.
    ///
    /// SwiftUI's `ImageRenderer` has no such property: this is a Backplate extension for
    /// drawing a screen (a device's status bar and home indicator, docs/layout-rules.md §12). With insets,
    /// the root view is proposed `proposedSize` minus the insets and centred in the safe
    /// rectangle, and the image covers the whole canvas: `proposedSize` where it is specified,
    /// the root's size plus the insets where it is not. Views that ignore the safe area
    /// (`ignoresSafeArea`, `background(_:ignoresSafeAreaEdges:)`) extend into the insets where
    /// they touch them, and `GeometryProxy.safeAreaInsets` reports them. Non-finite and
    /// negative insets count as 0. Zero insets lay out exactly as before. As every `EdgeInsets`,
    /// `leading` and `trailing` follow the environment's layout direction: in right-to-left,
    /// `leading` is the inset of the right edge.
    public var safeAreaInsets = EdgeInsets()
    /// Hosted passes (`LayoutTree.make(...hostedPasses:)`): 0, SwiftUI's single pass, for
    /// `ImageRenderer`; the snapshot strategies set more to run `onAppear` and `task`.
    package var hostedPasses = 0
    /// Whether the render is a window whose scheme nothing chose: a `preferredColorScheme(_:)`
    /// anywhere in the view then sets the scheme of all of it, background included, as a
    /// hosting controller's window takes it. Previews and snapshots without a scheme set it.
    package var honorsPreferredColorScheme = false
    /// The type of `objectWillChange`.
    public typealias ObjectWillChangePublisher = PassthroughSubject<Void, Never>
    /// The publisher SwiftUI's renderer notifies when its properties change, for views that
    /// observe a renderer. Backplate's renders are pulled, so it never sends.
    public let objectWillChange = PassthroughSubject<Void, Never>()
    /// The working colour space and storage format of the image. Backplate draws 8-bit sRGB
    /// (`.nonLinear`) whatever this says; another mode gets a runtime warning.
    public var colorMode: ColorRenderingMode = .nonLinear {
        didSet {
            if colorMode != .nonLinear {
                RuntimeWarning.emit("ImageRenderer.colorMode \(colorMode): Backplate renders 8-bit non-linear sRGB only.")
            }
        }
    }

    /// Creates a renderer for a view.
    public init(content view: Content) {
        content = view
    }

    /// The scale drawn at (`ImageRenderer.drawingScale`).
    private var effectiveScale: CGFloat { Self.drawingScale(scale) }

    /// The scale a render draws at for a requested `scale`. Every positive finite scale from
    /// 1/1024 up is drawn as asked: a bitmap it makes too large throws
    /// `RenderError.imageTooLarge` before any pixel is allocated. NaN, infinite and
    /// non-positive scales draw at 1, and smaller positive ones at 1/1024, each with a runtime
    /// warning naming the value.
    static func drawingScale(_ scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0 else {
            RuntimeWarning.emit("ImageRenderer.scale \(scale) is not a positive finite number: drawn at 1")
            return 1
        }
        guard scale >= PixelGeometry.minScale else {
            RuntimeWarning.emit("ImageRenderer.scale \(scale) is below \(PixelGeometry.minScale): drawn at \(PixelGeometry.minScale)")
            return PixelGeometry.minScale
        }
        return scale
    }

    /// Resolves and lays out the view (stages 2 and 3): its size, each node's frame.
    public func layout() -> LayoutTree {
        PangoTextEngine.withPooledEngine { layout(textEngine: $0) }
    }

    /// Resolves and lays out the view, measuring text with `textEngine`.
    package func layout(textEngine: any TextEngine) -> LayoutTree {
        var env = environment
        env.displayScale = effectiveScale
        let tree = LayoutTree.make(content, proposal: proposedSize, environment: env, textEngine: textEngine,
                                   safeAreaInsets: safeAreaInsets, hostedPasses: hostedPasses)
        guard honorsPreferredColorScheme, let preferred = tree.preferenceValue(PreferredColorSchemeKey.self),
              preferred != env.colorScheme else { return tree }
        env.colorScheme = preferred
        return LayoutTree.make(content, proposal: proposedSize, environment: env, textEngine: textEngine,
                               safeAreaInsets: safeAreaInsets, hostedPasses: hostedPasses)
    }

    /// The display list of the laid-out view (stage 4), snapped to this renderer's pixel grid.
    package func displayList() -> DisplayList {
        PangoTextEngine.withPooledEngine { engine in
            ViewIsolation.run { layout(textEngine: engine).displayList(scale: effectiveScale) }
        }
    }

    /// Lays out with `textEngine` and builds the display list to draw, with the opaque
    /// background when `isOpaque`.
    private func drawable(textEngine: any TextEngine) throws -> (DisplayList, CGSize) {
        let tree = layout(textEngine: textEngine)
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

    /// Renders through any backend: resolution, layout (measuring text with the backend's
    /// engine), the display list and the backend's drawing, on the calling thread; a tree
    /// too deep for its stack continues on a large-stack thread where it gets deep
    /// (`StackBudget`).
    package func render<R: Renderer>(with backend: R) throws -> R.Output {
        try ViewIsolation.run {
            let (list, size) = try drawable(textEngine: backend.textEngine)
            return try backend.render(list, size: size, scale: effectiveScale)
        }
    }

    /// Renders the view to a bitmap of its size × `scale` pixels.
    ///
    /// Thread safety: every call is independent (its own text engine from a pool, no shared
    /// mutable state but cairo's glyph cache), so one renderer, or many, may render from any
    /// number of threads at once, in parallel; only mutating the renderer's properties while
    /// another thread renders with it is a data race.
    public func render() throws -> RenderedImage {
        try PangoTextEngine.withPooledEngine { try render(with: CairoRenderer(textEngine: $0)) }
    }

    /// Renders the view as PNG. `.fast` (the default) favours speed; `.smallest` file size.
    public func pngData(compression: PNGCompression = .fast) throws -> Data {
        try render().pngData(compression: compression)
    }

    /// Renders the view as JPEG (libjpeg-turbo). `quality` runs from 0 (smallest) to 1
    /// (best), clamped; NaN throws. JPEG has no alpha: transparent areas are composited over
    /// the system background (white, or black in dark mode), as `isOpaque` would fill them.
    public func jpegData(quality: Double = 0.9) throws -> Data {
        let dark = environment.colorScheme == .dark
        return try render().jpegData(quality: quality, background: dark ? 0 : 255)
    }

    /// Renders the view as WebP (libwebp), keeping alpha. `quality` runs from 0 to 1,
    /// clamped; NaN throws; `lossless` keeps every visible pixel exact (quality unused).
    public func webpData(quality: Double = 0.9, lossless: Bool = false) throws -> Data {
        try render().webpData(quality: quality, lossless: lossless)
    }

    /// The scale of the images a document embeds for effects that need pixels: at least 2,
    /// at most `PixelGeometry.maxRasterScale`.
    private var documentRasterScale: CGFloat { PixelGeometry.rasterScale(max(effectiveScale, 2)) }

    /// Renders the view as an SVG document (sizes in points).
    public func svgData() throws -> Data {
        try PangoTextEngine.withPooledEngine { engine in
            try render(with: CairoDocumentRenderer(textEngine: engine, format: .svg, rasterScale: documentRasterScale))
        }
    }

    /// Renders the view as a one-page PDF (sizes in points).
    public func pdfData() throws -> Data {
        try PangoTextEngine.withPooledEngine { engine in
            try render(with: CairoDocumentRenderer(textEngine: engine, format: .pdf, rasterScale: documentRasterScale))
        }
    }

    // MARK: Async

    /// The work of an async call, formed here in the generic context around a copy of the
    /// inputs, so the closure a worker thread runs names no generic type (a metatype such as
    /// `Content.Type` is not `Sendable`).
    private func offloaded<Output>(_ body: @escaping (ImageRenderer<Content>) throws -> Output) -> RenderJob<Output> {
        let c = copy()
        return RenderJob { try body(c) }
    }

    /// A copy of this renderer's inputs, owned by the one async render it is handed to.
    private func copy() -> ImageRenderer<Content> {
        let r = ImageRenderer(content: content)
        r.proposedSize = proposedSize
        r.scale = scale
        r.isOpaque = isOpaque
        r.environment = environment
        r.safeAreaInsets = safeAreaInsets
        r.hostedPasses = hostedPasses
        r.honorsPreferredColorScheme = honorsPreferredColorScheme
        return r
    }

    /// Renders the view to a bitmap without blocking a thread of Swift's cooperative pool:
    /// the render runs on its own worker thread and the caller resumes when it is done.
    /// The renderer's properties are read when the call starts.
    public func render() async throws -> RenderedImage {
        let job = offloaded { try $0.render() }
        return try await DeepStack.runAsync { try job.run() }
    }

    /// Renders the view as PNG without blocking a thread of Swift's cooperative pool.
    public func pngData(compression: PNGCompression = .fast) async throws -> Data {
        let job = offloaded { try $0.pngData(compression: compression) }
        return try await DeepStack.runAsync { try job.run() }
    }

    /// Renders the view as JPEG without blocking a thread of Swift's cooperative pool.
    public func jpegData(quality: Double = 0.9) async throws -> Data {
        let job = offloaded { try $0.jpegData(quality: quality) }
        return try await DeepStack.runAsync { try job.run() }
    }

    /// Renders the view as WebP without blocking a thread of Swift's cooperative pool.
    public func webpData(quality: Double = 0.9, lossless: Bool = false) async throws -> Data {
        let job = offloaded { try $0.webpData(quality: quality, lossless: lossless) }
        return try await DeepStack.runAsync { try job.run() }
    }

    /// Renders the view as SVG without blocking a thread of Swift's cooperative pool.
    public func svgData() async throws -> Data {
        let job = offloaded { try $0.svgData() }
        return try await DeepStack.runAsync { try job.run() }
    }

    /// Renders the view as PDF without blocking a thread of Swift's cooperative pool.
    public func pdfData() async throws -> Data {
        let job = offloaded { try $0.pdfData() }
        return try await DeepStack.runAsync { try job.run() }
    }

    /// Writes the view to `url` in the format its extension names (png, jpg or jpeg at
    /// quality 0.9, webp lossy at quality 0.9, svg or pdf),
    /// atomically: a failed render leaves no file behind. The destination is checked before
    /// rendering: a URL that is not a file URL, a missing folder or a directory in the way
    /// throws `OutputPathError`.
    public func write(to url: URL) throws {
        try AtomicFileWriter.checkDestination(url)
        let data: Data
        switch url.pathExtension.lowercased() {
        case "svg": data = try svgData()
        case "pdf": data = try pdfData()
        case "png": data = try pngData()
        case "jpg", "jpeg": data = try jpegData()
        case "webp": data = try webpData()
        default: throw OutputFormatError.unknownExtension(url.pathExtension)
        }
        try AtomicFileWriter.write(data, to: url)
    }
}

/// One async render's work, handed to a worker thread; it owns its renderer copy alone.
private struct RenderJob<Output>: @unchecked Sendable {
    // Unchecked Sendable: owned by the one thread it is handed to.
    let run: () throws -> Output
}

/// An output file name whose extension is not png, jpg, jpeg, webp, svg or pdf.
public enum OutputFormatError: Error, CustomStringConvertible {
    /// The extension that was not recognised.
    case unknownExtension(String)
    /// A readable message.
    public var description: String {
        switch self {
        case .unknownExtension(let e): return "unknown output format \"\(e)\": use .png, .jpg, .jpeg, .webp, .svg or .pdf"
        }
    }
}

/// A view can observe a renderer (`@ObservedObject var renderer`), as in SwiftUI; Backplate's
/// renders are pulled, so `objectWillChange` never sends.
extension ImageRenderer: ObservableObject {}

/// A view can observe a renderer through Observation too (iOS 17.1); a still render draws
/// once, so no change to a renderer's properties is reported.
extension ImageRenderer: Observable {}
