import Foundation

/// A shape's outline stroked: the result of `stroke(lineWidth:)` and `stroke(style:)`. Its path
/// is the stroke's outline; drawn as a view, it is rendered as a true stroke of the base path.
nonisolated public struct _StrokedShape<Content: Shape>: Shape {
    /// The shape being stroked.
    public var shape: Content
    /// The stroke.
    public var style: StrokeStyle
    /// Whether the stroke's edges are antialiased (`strokeBorder(style:antialiased:)`).
    var isAntialiased = true

    /// Creates a stroked shape.
    public init(shape: Content, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    /// The outline of the stroke of the base shape's path.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }
    /// The base shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    /// Stroked shapes have the stroke role.
    public static var role: ShapeRole { .stroke }
}

/// Shapes that are drawn as a stroke of another path (so renderers can stroke exactly).
protocol StrokedShapeSource {
    func strokeSource(in rect: CGRect) -> (path: Path, style: StrokeStyle)
    /// Whether the stroke is drawn with antialiased edges.
    var strokeIsAntialiased: Bool { get }
}

extension _StrokedShape: StrokedShapeSource {
    func strokeSource(in rect: CGRect) -> (path: Path, style: StrokeStyle) { (shape.path(in: rect), style) }
    var strokeIsAntialiased: Bool { isAntialiased }
}

/// A fraction of a shape's outline: the result of `trim(from:to:)`.
nonisolated public struct _TrimmedShape<Content: Shape>: Shape {
    /// The shape being trimmed.
    public var shape: Content
    /// The start fraction.
    public var startFraction: CGFloat
    /// The end fraction.
    public var endFraction: CGFloat

    /// Creates a trimmed shape.
    public init(shape: Content, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    /// The part of the base path between the two fractions of its length.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
    /// The base shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape with an affine transform applied to its path.
nonisolated public struct TransformedShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The transform applied to its path.
    public var transform: CGAffineTransform

    /// Creates a transformed shape.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The base path, transformed.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    /// The base shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape translated by an offset.
nonisolated public struct OffsetShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The translation.
    public var offset: CGSize

    /// Creates an offset shape.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The base path, translated.
    public func path(in rect: CGRect) -> Path {
        let dx = offset.width.isFinite ? offset.width : 0, dy = offset.height.isFinite ? offset.height : 0
        return shape.path(in: rect).offsetBy(dx: dx, dy: dy)
    }
    /// The base shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

nonisolated extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The base shape inset, then offset.
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape rotated around an anchor point of its frame.
nonisolated public struct RotatedShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The rotation (positive turns clockwise on screen).
    public var angle: Angle
    /// The point of the frame the rotation turns around.
    public var anchor: UnitPoint

    /// Creates a rotated shape.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The base path, rotated around `anchor` of `rect`.
    public func path(in rect: CGRect) -> Path {
        let a = angle.radians.isFinite ? angle.radians : 0
        let p = anchor.point(in: rect)
        let t = CGAffineTransform(translationX: -p.x, y: -p.y)
            .concatenating(CGAffineTransform(rotationAngle: a))
            .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
        return shape.path(in: rect).applying(t)
    }
    /// The base shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

nonisolated extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The base shape inset, then rotated.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape scaled around an anchor point of its frame.
nonisolated public struct ScaledShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The scale factors.
    public var scale: CGSize
    /// The point of the frame that stays fixed.
    public var anchor: UnitPoint

    /// Creates a scaled shape.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The base path, scaled around `anchor` of `rect`.
    public func path(in rect: CGRect) -> Path {
        guard scale.width.isFinite, scale.height.isFinite else { return Path() }
        let p = anchor.point(in: rect)
        let t = CGAffineTransform(translationX: -p.x, y: -p.y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
        return shape.path(in: rect).applying(t)
    }
    /// The base shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

nonisolated extension Shape {
    /// Strokes the outline with a line width, in the foreground style unless filled otherwise;
    /// the stroke is centred on the outline.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the outline with a stroke style, centred on the outline.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    /// Keeps the fraction of the outline between `from` and `to` (0...1) of its length,
    /// starting where the shape's path starts.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// Translates the shape's path.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// Translates the shape's path.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// Translates the shape's path.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// Rotates the shape's path around `anchor` of its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// Scales the shape's path around `anchor` of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// Scales the shape's path uniformly around `anchor` of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// Applies an affine transform to the shape's path.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

nonisolated extension InsettableShape {
    /// Strokes the outline inside the frame (the shape inset by half the line width).
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _StrokedShape<InsetShape> {
        var style = style
        if !(style.lineWidth.isFinite && style.lineWidth > 0) { style.lineWidth = 0 }
        var stroked = _StrokedShape(shape: inset(by: style.lineWidth / 2), style: style)
        stroked.isAntialiased = antialiased
        return stroked
    }

    /// Strokes the outline inside the frame with a line width.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _StrokedShape<InsetShape> {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
