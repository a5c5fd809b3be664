import Foundation

/// A rectangle whose corners are square, of a fixed radius, or concentric with the corners of
/// the container shape set above it with `containerShape(_:)` (iOS 26).
///
/// Drawn as a view (filled, stroked, the shape of `background(_:in:)`) or clipped to, each
/// concentric corner's radius is the container's corner radius minus the larger of the two
/// distances between the corners, with continuous curves; the container's radii are known for
/// `Rectangle`, `RoundedRectangle`, `UnevenRoundedRectangle` and `Capsule` container shapes.
/// With no such container (iOS uses the screen's corners, which a still render does not have)
/// a concentric corner takes its minimum: square unless one is given. Asked directly for
/// `path(in:)`, every corner takes its minimum or fixed radius.
nonisolated public struct ConcentricRectangle: Shape {
    /// The corner styles, in the order top leading, top trailing, bottom leading, bottom trailing.
    let corners: [Edge.Corner.Style]
    /// Groups of corner indices that share the largest of their radii.
    let uniformGroups: [[Int]]

    private init(_ corners: [Edge.Corner.Style], uniform: [[Int]]) {
        self.corners = corners
        self.uniformGroups = uniform
    }

    /// A rectangle whose four corners are each concentric with the container, independently.
    public init() {
        self.init(corners: .concentric)
    }

    /// A rectangle with `corners` on all four corners; with `isUniform`, every corner takes the
    /// largest of the four radii.
    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        self.init([corners, corners, corners, corners], uniform: isUniform ? [[0, 1, 2, 3]] : [])
    }

    /// A rectangle with a style per corner.
    public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init([topLeadingCorner, topTrailingCorner, bottomLeadingCorner, bottomTrailingCorner], uniform: [])
    }

    /// A rectangle whose top corners share one style and radius, and bottom corners another.
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
        self.init([uniformTopCorners, uniformTopCorners, uniformBottomCorners, uniformBottomCorners], uniform: [[0, 1], [2, 3]])
    }

    /// A rectangle whose leading corners share one style and radius, and trailing corners another.
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        self.init([uniformLeadingCorners, uniformTrailingCorners, uniformLeadingCorners, uniformTrailingCorners],
                  uniform: [[0, 2], [1, 3]])
    }

    /// A rectangle whose top corners share one style and radius; the bottom corners have their own.
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init([uniformTopCorners, uniformTopCorners, bottomLeadingCorner, bottomTrailingCorner], uniform: [[0, 1]])
    }

    /// A rectangle whose bottom corners share one style and radius; the top corners have their own.
    public init(uniformBottomCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
                topTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init([topLeadingCorner, topTrailingCorner, uniformBottomCorners, uniformBottomCorners], uniform: [[2, 3]])
    }

    /// A rectangle whose leading corners share one style and radius; the trailing corners have their own.
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init([uniformLeadingCorners, topTrailingCorner, uniformLeadingCorners, bottomTrailingCorner], uniform: [[0, 2]])
    }

    /// The outline in `rect` with no container: each corner its fixed or minimum radius.
    public func path(in rect: CGRect) -> Path {
        path(in: rect, concentricRadii: [nil, nil, nil, nil])
    }

    /// The outline in `rect` given each corner's concentric radius (`nil`: no container).
    func path(in rect: CGRect, concentricRadii: [CGFloat?]) -> Path {
        guard rect.width >= 0, rect.height >= 0 else { return Path() }
        var radii = zip(corners, concentricRadii).map { $0.radius(concentric: $1) }
        for group in uniformGroups {
            let largest = group.map { radii[$0] }.max() ?? 0
            for index in group { radii[index] = largest }
        }
        let corners = RectangleCornerRadii(topLeading: radii[0], bottomLeading: radii[2],
                                           bottomTrailing: radii[3], topTrailing: radii[1])
        var path = Path()
        path.addRoundedRect(in: rect, cornerRadii: corners, style: .continuous)
        return path
    }
}

nonisolated extension ConcentricRectangle: ContainerDependentShape {
    func resolvedPath(in frame: CGRect, container: ContainerShapeValue) -> Path {
        guard let outer = container.anchor.node?.frame, outer.minX.isFinite, outer.minY.isFinite,
              let outerRadii = container.cornerRadii(outer) else {
            return path(in: frame, concentricRadii: [nil, nil, nil, nil])
        }
        let left = frame.minX - outer.minX, top = frame.minY - outer.minY
        let right = outer.maxX - frame.maxX, bottom = outer.maxY - frame.maxY
        let concentric: [CGFloat?] = [outerRadii.topLeading - max(left, top), outerRadii.topTrailing - max(right, top),
                                      outerRadii.bottomLeading - max(left, bottom),
                                      outerRadii.bottomTrailing - max(right, bottom)]
        let local = CGRect(origin: .zero, size: frame.size)
        return path(in: local, concentricRadii: concentric).offsetBy(dx: frame.minX, dy: frame.minY)
    }
}

nonisolated extension Shape where Self == ConcentricRectangle {
    /// A `ConcentricRectangle` with `corners` on all four corners; with `isUniform`, every
    /// corner takes the largest of the four radii.
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }
}

nonisolated extension View {
    /// Clips the view to a `ConcentricRectangle` resolved against the container shape set
    /// above it, once the container's frame is known.
    public func clipShape(_ shape: ConcentricRectangle, style: FillStyle = FillStyle()) -> some View {
        modifier(_ContainerRelativeClipModifier(shape: shape, style: style))
    }
}

/// A container shape whose corners are circular arcs of known radii, which concentric corners
/// inside it follow.
protocol RoundedCornersShape {
    /// The radii of the corners drawn in `rect`, after the shape's own inset.
    func cornerRadii(in rect: CGRect) -> RectangleCornerRadii
}

extension RoundedCornersShape {
    /// `radius` less `inset`, within half the shorter side of `rect` inset by it; NaN is 0.
    func insetRadius(_ radius: CGFloat, inset: CGFloat, in rect: CGRect) -> CGFloat {
        let limit = max(min(rect.width, rect.height) / 2 - inset, 0)
        return radius.isNaN ? 0 : min(max(radius - inset, 0), limit)
    }

    /// Four corners of one radius.
    func uniformRadii(_ radius: CGFloat) -> RectangleCornerRadii {
        RectangleCornerRadii(topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius)
    }
}

extension Rectangle: RoundedCornersShape {
    func cornerRadii(in rect: CGRect) -> RectangleCornerRadii { RectangleCornerRadii() }
}

extension RoundedRectangle: RoundedCornersShape {
    func cornerRadii(in rect: CGRect) -> RectangleCornerRadii {
        uniformRadii(insetRadius(min(cornerSize.width, cornerSize.height), inset: insetAmount, in: rect))
    }
}

extension UnevenRoundedRectangle: RoundedCornersShape {
    func cornerRadii(in rect: CGRect) -> RectangleCornerRadii {
        func inset(_ radius: CGFloat) -> CGFloat { insetRadius(radius, inset: insetAmount, in: rect) }
        return RectangleCornerRadii(topLeading: inset(cornerRadii.topLeading), bottomLeading: inset(cornerRadii.bottomLeading),
                                    bottomTrailing: inset(cornerRadii.bottomTrailing), topTrailing: inset(cornerRadii.topTrailing))
    }
}

extension Capsule: RoundedCornersShape {
    func cornerRadii(in rect: CGRect) -> RectangleCornerRadii {
        uniformRadii(insetRadius(.infinity, inset: insetAmount, in: rect))
    }
}
