import Foundation

/// A view that draws a shape (iOS 17): a filled or stroked shape, which can be filled or
/// stroked again, as in `Circle().fill(.yellow).stroke(.orange, lineWidth: 4)`. Each new layer
/// draws over the ones before it, in the same frame.
public protocol ShapeView<Content>: View, _RemoveGlobalActorIsolation {
    /// The type of the shape.
    associatedtype Content: Shape
    /// The shape the view draws.
    nonisolated var shape: Content { get }
}

nonisolated extension _ShapeView: ShapeView {}

nonisolated extension ShapeView {
    /// A shape view's layering: what it was drawn over (`background`, the shape's earlier
    /// layers), then its new `layer` on top, in the same frame.
    func layers<Background: View, Layer: View>(_ background: Background, _ layer: Layer) -> ZStack<TupleView<(Background, Layer)>> {
        ZStack {
            background
            layer
        }
    }
}

/// A shape filled with a style, drawn over `background` (the shape's earlier layers).
nonisolated public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape.
    public var shape: Content
    /// The style the shape is filled with.
    public var style: Style
    /// The fill rule and antialiasing.
    public var fillStyle: FillStyle
    /// What is drawn under the fill.
    public var background: Background

    /// Creates a view that fills `shape` with `style` over `background`.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    /// The background, then the fill on top of it.
    public var body: some View { layers(background, _ShapeView(shape: shape, style: style, fillStyle: fillStyle)) }
}

/// A shape's outline stroked with a style, centred on the outline, drawn over `background`.
nonisolated public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape.
    public var shape: Content
    /// The style the outline is stroked with.
    public var style: Style
    /// The line width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke's edges are antialiased.
    public var isAntialiased: Bool
    /// What is drawn under the stroke.
    public var background: Background

    /// Creates a view that strokes `shape` with `style` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    /// The background, then the stroke on top of it.
    public var body: some View { layers(background, shape.stroke(style, style: strokeStyle, antialiased: isAntialiased)) }
}

/// A shape's outline stroked inside its frame, drawn over `background`.
nonisolated public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape.
    public var shape: Content
    /// The style the outline is stroked with.
    public var style: Style
    /// The line width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke's edges are antialiased.
    public var isAntialiased: Bool
    /// What is drawn under the stroke.
    public var background: Background

    /// Creates a view that strokes `shape` inside its frame with `style` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    /// The background, then the inner stroke on top of it.
    public var body: some View { layers(background, shape.strokeBorder(style, style: strokeStyle, antialiased: isAntialiased)) }
}

nonisolated extension ShapeView {
    /// Fills the shape with `content` over what this view draws.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Strokes the shape's outline with `content` over what this view draws.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape's outline with `content` and a line width over what this view draws.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

nonisolated extension ShapeView where Content: InsettableShape {
    /// Strokes the shape's outline inside its frame with `content` over what this view draws.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape's outline inside its frame with a line width over what this view draws.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
