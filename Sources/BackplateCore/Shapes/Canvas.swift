import Foundation

/// A view type that supports immediate mode drawing.
///
/// Backplate runs the renderer once, at layout time, with a `GraphicsContext` that records
/// each drawing command; every command becomes a positioned child (a filled path, a text, an
/// image), so the canvas draws through the ordinary display list. Paths honour the full
/// transform, opacity, blend mode and clips; text and images are placed at their transformed
/// position without being rotated or scaled. Greedy: it takes the proposed size (zero along
/// an unspecified axis, as `GeometryReader`), and clips its drawing to its bounds.
///
/// Symbols (`Canvas { context, size in … } symbols: { Marker().tag(1) }`) are the tagged views
/// of `symbols`, never drawn by themselves: `context.resolveSymbol(id:)` finds one by its tag
/// and `context.draw(_:at:anchor:)` places it, at its ideal size, as many times as drawn.
nonisolated public struct Canvas<Symbols: View>: View {
    /// The drawing callback, run once per render with the context and the canvas size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas promises to fill its bounds opaquely (drawn the same either way).
    public var isOpaque: Bool
    /// The working colour space of the drawing (Backplate blends in non-linear sRGB).
    public var colorMode: ColorRenderingMode
    /// Whether the canvas draws off the main thread (a render draws it in place either way).
    public var rendersAsynchronously: Bool
    /// The views the renderer may draw by tag.
    public var symbols: Symbols

    /// The recorded drawing in the proposed size.
    public var body: some View {
        let renderer = self.renderer
        let symbols: AnyView? = Symbols.self == EmptyView.self ? nil : AnyView(self.symbols)
        return GeometryReader { proxy in
            _CanvasRecording(renderer: renderer, size: proxy.size, symbols: symbols)
        }
    }

    /// Creates a canvas drawn by `renderer`, which can draw the tagged views of `symbols`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.symbols = symbols()
    }
}

extension Canvas where Symbols == EmptyView {
    /// Creates a canvas drawn by `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        symbols = EmptyView()
    }
}


/// An immediate mode drawing destination, recording what is drawn.
public struct GraphicsContext {
    final class Recorder {
        var items: [CanvasItem] = []
    }

    let recorder: Recorder
    let canvasSize: CGSize
    var clips: [(Path, FillStyle)] = []

    /// The opacity multiplied into everything drawn next.
    public var opacity: Double = 1
    /// The blend mode of what is drawn next.
    public var blendMode: BlendMode = .normal
    /// The current transform from user space to the canvas.
    public var transform: CGAffineTransform = .identity
    /// The environment of the canvas.
    public var environment: EnvironmentValues
    /// The canvas's symbol views by tag.
    var symbols: [AnyHashable: AnyView] = [:]
    /// The filters `addFilter(_:options:)` added, applied to each later drawing in order.
    var filters: [Filter] = []
    /// The layers `clipToLayer(opacity:options:content:)` clips to (GraphicsContextLayerClip.swift).
    var layerClips: [CanvasLayerClip] = []

    init(size: CGSize, environment: EnvironmentValues) {
        recorder = Recorder()
        canvasSize = size
        self.environment = environment
    }

    /// Options for a clip.
    public struct ClipOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Inverts the clip shape (not supported: treated as a normal clip).
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Options for a gradient shading.
    public struct GradientOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Mirrors the gradient.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates linearly.
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// A colour or pattern that fills or strokes a path.
    public struct Shading {
        let make: (CGSize) -> AnyShapeStyle
        /// A mesh gradient, drawn over the filled path's bounding rectangle and clipped to it.
        var mesh: MeshGradient? = nil

        /// A mesh gradient filling the bounding rectangle of the path it fills (iOS 18); text
        /// drawn with it uses the mesh's background colour.
        public static func meshGradient(_ mesh: MeshGradient) -> Shading {
            Shading(make: { _ in AnyShapeStyle(mesh.background) }, mesh: mesh)
        }

        /// A solid colour.
        public static func color(_ color: Color) -> Shading { Shading { _ in AnyShapeStyle(color) } }
        /// A solid colour from components.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading { _ in AnyShapeStyle(style) } }
        /// The environment's foreground style.
        public static var foreground: Shading { Shading { _ in AnyShapeStyle(.foreground) } }
        /// A linear gradient between two points in the canvas.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading { size in
                AnyShapeStyle(LinearGradient(gradient: gradient, startPoint: unit(startPoint, size), endPoint: unit(endPoint, size)))
            }
        }
        /// A radial gradient around a point in the canvas.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading { size in
                AnyShapeStyle(RadialGradient(gradient: gradient, center: unit(center, size), startRadius: startRadius, endRadius: endRadius))
            }
        }
        /// An angular gradient around a point in the canvas.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading { size in AnyShapeStyle(AngularGradient(gradient: gradient, center: unit(center, size), angle: angle)) }
        }

        static func unit(_ p: CGPoint, _ size: CGSize) -> UnitPoint {
            UnitPoint(x: size.width > 0 ? p.x / size.width : 0, y: size.height > 0 ? p.y / size.height : 0)
        }
    }

    /// A text resolved in the context's environment.
    public struct ResolvedText {
        let text: Text
        /// The shading the text is drawn with (the foreground style by default).
        public var shading: Shading = .foreground

        /// The text's size within `size`; measuring needs the text engine, which runs after
        /// the canvas has recorded, so this returns `.zero`.
        public func measure(in size: CGSize) -> CGSize { .zero }
    }

    /// A symbol view of the canvas, found by its tag.
    public struct ResolvedSymbol {
        let view: AnyView
        /// The symbol's size; it is laid out after recording, so this is `.zero`.
        public var size: CGSize { .zero }
    }

    /// The canvas's symbol with the tag `id`, if any.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        symbols[AnyHashable(id)].map(ResolvedSymbol.init)
    }

    /// Draws a symbol at its ideal size with its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.view(AnyView(symbol.view.fixedSize()), at: point.applying(transform), anchor: anchor))
    }

    /// Draws a symbol stretched into a rectangle.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        let r = rect.applying(transform)
        record(.view(AnyView(symbol.view.frame(width: r.width, height: r.height)), at: r.origin, anchor: .topLeading))
    }

    /// An image resolved in the context's environment.
    public struct ResolvedImage {
        let image: Image
        /// The image's size; decoding happens after recording, so this is `.zero`.
        public var size: CGSize { .zero }
        /// The image's baseline offset.
        public var baseline: CGFloat { 0 }
        /// The shading of a template image.
        public var shading: Shading?
    }

    // MARK: Transform and state

    /// Moves the origin.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }
    /// Scales the axes.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }
    /// Rotates the axes.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }
    /// Appends a transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }
    /// Intersects the clip with a path (in the current user space).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append((path.applying(transform), style))
    }
    /// The bounding rectangle of the current clip, in user space.
    public var clipBoundingRect: CGRect {
        var r = CGRect(origin: .zero, size: canvasSize)
        for (p, _) in clips { r = r.intersection(p.boundingRect) }
        return r.applying(transform.inverted())
    }
    /// Draws into a copy of this context (its state changes stay inside).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var copy = self
        try content(&copy)
    }

    // MARK: Drawing

    /// Fills a path.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        if let mesh = shading.mesh { return fill(path, withMesh: mesh, style: style) }
        record(.path(path.applying(transform), shading.make(canvasSize), style))
    }
    /// Strokes a path.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        if let mesh = shading.mesh { return fill(path.strokedPath(style), withMesh: mesh, style: FillStyle()) }
        record(.path(path.strokedPath(style).applying(transform), shading.make(canvasSize), FillStyle()))
    }
    /// Fills a path with a mesh gradient laid over the path's bounding rectangle.
    private func fill(_ path: Path, withMesh mesh: MeshGradient, style: FillStyle) {
        let bounds = path.boundingRect
        guard !bounds.isEmpty, bounds.width.isFinite, bounds.height.isFinite else { return }
        var layer = self
        layer.clip(to: path, style: style)
        layer.translateBy(x: bounds.minX, y: bounds.minY)
        mesh.draw(in: &layer, size: bounds.size)
    }
    /// Strokes a path with a line width.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// Resolves a text for drawing.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }
    /// Resolves an image for drawing.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }
    /// Draws a text with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }
    /// Draws a text in a rectangle.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }
    /// Draws a resolved text with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.view(AnyView(text.text.foregroundStyle(text.shading.make(canvasSize)).fixedSize()), at: point.applying(transform), anchor: anchor))
    }
    /// Draws a resolved text in a rectangle.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let r = rect.applying(transform)
        record(.view(AnyView(text.text.foregroundStyle(text.shading.make(canvasSize))
            .frame(width: r.width, height: r.height, alignment: .topLeading)), at: r.origin, anchor: .topLeading))
    }
    /// Draws an image with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.view(AnyView(image.fixedSize()), at: point.applying(transform), anchor: anchor))
    }
    /// Draws an image stretched into a rectangle.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        let r = rect.applying(transform)
        record(.view(AnyView(image.resizable().frame(width: r.width, height: r.height)), at: r.origin, anchor: .topLeading))
    }
    /// Draws a resolved image with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image.image, at: point, anchor: anchor)
    }
    /// Draws a resolved image in a rectangle.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(image.image, in: rect, style: style)
    }

    /// Records a text layout's line, run or slice drawn through the current transform.
    func recordText(_ part: TextLayoutPart) { record(.text(part, transform)) }

    func record(_ kind: CanvasItem.Kind) {
        guard recorder.items.count < 100_000 else { return }
        recorder.items.append(CanvasItem(kind: kind, opacity: opacity, blendMode: blendMode.drawn, clips: clips, filters: filters,
                                         layerClips: layerClips))
    }
}

/// One recorded drawing command, in canvas coordinates.
struct CanvasItem {
    enum Kind {
        case path(Path, AnyShapeStyle, FillStyle)
        case view(AnyView, at: CGPoint, anchor: UnitPoint)
        case text(TextLayoutPart, CGAffineTransform)   // TextLayoutDrawing.swift
    }
    let kind: Kind
    let opacity: Double
    let blendMode: BlendMode
    let clips: [(Path, FillStyle)]
    let filters: [GraphicsContext.Filter]
    var layerClips: [CanvasLayerClip] = []
}

/// A fixed path, drawn where it is whatever the frame.
nonisolated struct _CanvasPath: Shape {
    let path: Path
    func path(in rect: CGRect) -> Path { path }
}

/// Runs a canvas renderer with the environment and turns its commands into views.
nonisolated struct _CanvasRecording: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let size: CGSize
    var symbols: AnyView? = nil
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var gc = GraphicsContext(size: size, environment: context.environment)
        if let symbols {
            // Collect the tagged symbol views: resolving them with a selection role hands each
            // tagged view to the role, which keeps it and draws nothing.
            let found = _CanvasSymbolCollector()
            var c = context
            c.environment._selectionOptionRole = _SelectionOptionRole { tag, view in
                if found.views[tag] == nil { found.views[tag] = view }
                return AnyView(EmptyView())
            }
            _ = context.resolver.resolve(_implicitlyTagged(symbols), c)
            // Each draw resolves the symbols afresh and keeps the one tagged view.
            for tag in found.views.keys { gc.symbols[tag] = AnyView(_CanvasSymbolView(symbols: symbols, id: tag)) }
        }
        renderer(&gc, size)
        let items = gc.recorder.items
        let view = ZStack(alignment: .topLeading) {
            Color.clear
            ForEach(0..<items.count, id: \.self) { i in _CanvasItemView(item: items[i]) }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .clipped()
        return context.resolver.resolve(view, context)
    }
}

nonisolated struct _CanvasItemView: View {
    let item: CanvasItem

    var body: some View {
        CanvasLayerClip.masked(clipped(item.filters.reduce(AnyView(drawing)) { $1.apply(to: $0) }, item.clips[...]),
                               by: item.layerClips[...])
            .opacity(item.opacity)
            .blendMode(item.blendMode)
    }

    @ViewBuilder private var drawing: some View {
        switch item.kind {
        case .path(let path, let style, let fill):
            _CanvasPath(path: path).fill(style, style: fill)
        case .view(let view, let point, let anchor):
            Color.clear.frame(width: 0, height: 0)
                .overlay(alignment: Self.alignment(anchor)) { view }
                .offset(x: point.x, y: point.y)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        case .text(let part, let transform):
            _TextLayoutPartView(part: part, transform: transform)
        }
    }

    private func clipped(_ view: some View, _ clips: ArraySlice<(Path, FillStyle)>) -> AnyView {
        guard let (path, style) = clips.first else { return AnyView(view) }
        return clipped(view.clipShape(_CanvasPath(path: path), style: style), clips.dropFirst())
    }

    static func alignment(_ anchor: UnitPoint) -> Alignment {
        let h: HorizontalAlignment = anchor.x < 0.25 ? .leading : anchor.x > 0.75 ? .trailing : .center
        let v: VerticalAlignment = anchor.y < 0.25 ? .top : anchor.y > 0.75 ? .bottom : .center
        return Alignment(horizontal: h, vertical: v)
    }
}

/// The tags a canvas's `symbols` resolved to.
final class _CanvasSymbolCollector {
    var views: [AnyHashable: AnyView] = [:]
}

/// One drawing of a canvas symbol: the canvas's symbols resolved here, keeping only the nodes
/// tagged `id` (a drawn symbol is fresh nodes, so one symbol can be drawn many times).
nonisolated struct _CanvasSymbolView: View, PrimitiveView {
    let symbols: AnyView
    let id: AnyHashable
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        context.resolver.resolve(symbols, context).filter { $0.containerTag == id }
    }
}
