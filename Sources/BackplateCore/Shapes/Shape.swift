import Foundation

/// A 2D shape that you can use when drawing a view. A shape is also a view: it fills its
/// frame with the foreground style.
///
/// As in SwiftUI, a shape is a view, but not main-actor isolated (`_RemoveGlobalActorIsolation`),
/// and its requirements are `nonisolated`: layout and drawing ask for paths on any thread.
public protocol Shape: View, Sendable, _RemoveGlobalActorIsolation {
    /// The shape's outline inside `rect`.
    nonisolated func path(in rect: CGRect) -> Path
    /// The size the shape chooses for a proposal (greedy by default, 10 for unspecified axes).
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// The role of the shape (fill by default).
    nonisolated static var role: ShapeRole { get }
    /// Whether the shape's drawing mirrors in a layout direction (`.mirrors` by default:
    /// mirrored in right-to-left; see `LayoutDirectionBehavior`).
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

/// Ways of styling a shape.
public enum ShapeRole: Hashable, Sendable {
    /// A filled shape.
    case fill
    /// A stroked outline.
    case stroke
    /// A separator.
    case separator
}

nonisolated extension Shape {
    /// Greedy: the proposal, with 10 for unspecified dimensions.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    /// Shapes fill by default.
    public static var role: ShapeRole { .fill }
}

nonisolated extension Shape where Body == _ShapeView<Self, ForegroundStyle> {
    /// A shape draws itself filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// A shape that can be inset, so `strokeBorder` can draw inside its frame.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn with a style: filled, or stroked.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    /// The shape.
    public var shape: Content
    /// The style it is drawn with.
    public var style: Style
    /// The fill rule.
    public var fillStyle: FillStyle
    var stroke: StrokeStyle?

    /// Creates a filled shape view.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    init(shape: Content, style: Style, stroke: StrokeStyle) {
        self.shape = shape
        self.style = style
        self.fillStyle = FillStyle()
        self.stroke = stroke
    }

    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension _ShapeView: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let content = ShapeContent(shape: AnyShape(shape), style: AnyShapeStyle(style), fillStyle: fillStyle,
                                   stroke: stroke, environment: context.environment)
        return [ViewNode(String(describing: Content.self), layout: ShapeLayout(shape: shape), content: content)
            .mirroredIfShapeMirrors(shape.layoutDirectionBehavior, in: context.environment)]  // Layout/LayoutDirectionBehavior
    }
}

nonisolated extension Shape {
    /// Fills the shape with a style.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Fills the shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }

    /// Traces the outline with a style; the stroke is centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        var view = _ShapeView(shape: self, style: content, stroke: style)
        view.fillStyle = FillStyle(antialiased: antialiased)
        return view
    }

    /// Traces the outline with a style and line width; the stroke is centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

nonisolated extension InsettableShape {
    /// Traces the outline inside the frame: the shape inset by half the line width, stroked.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
        var style = style
        if !(style.lineWidth.isFinite && style.lineWidth > 0) { style.lineWidth = 0 }
        return inset(by: style.lineWidth / 2).stroke(content, style: style, antialiased: antialiased)
    }

    /// Traces the outline inside the frame with a line width.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A type-erased shape.
nonisolated public struct AnyShape: Shape, Sendable {
    let base: any Shape
    /// Wraps a shape.
    public init<S: Shape>(_ shape: S) { base = (shape as? AnyShape)?.base ?? shape }
    /// The wrapped shape's path.
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    /// The wrapped shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
    /// The wrapped shape's behavior in right-to-left.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
}

nonisolated extension Path: Shape {
    /// A path is its own shape, whatever the rect.
    public func path(in rect: CGRect) -> Path { self }
}
