import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
nonisolated public struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0
    /// Creates a rectangle.
    public init() {}
    /// The frame, inset.
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    /// The rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> Rectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A rectangle with rounded corners, `.continuous` by default as in current SwiftUI.
nonisolated public struct RoundedRectangle: InsettableShape {
    /// The corner size.
    public var cornerSize: CGSize
    /// The corner style.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// Creates a rounded rectangle with elliptical corners.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Creates a rounded rectangle with a corner radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The rounded outline inside `rect`; insetting shrinks the corners too.
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard r.width >= 0, r.height >= 0 else { return Path() }
        let size = CGSize(width: max(cornerSize.width - insetAmount, 0), height: max(cornerSize.height - insetAmount, 0))
        return Path(roundedRect: r, cornerSize: size, style: style)
    }

    /// The shape inset by `amount`.
    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A rectangle with a radius per corner.
nonisolated public struct UnevenRoundedRectangle: InsettableShape {
    /// The corner radii.
    public var cornerRadii: RectangleCornerRadii
    /// The corner style.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// Creates the shape from corner radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates the shape from four radii.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    /// The outline inside `rect`.
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard r.width >= 0, r.height >= 0 else { return Path() }
        let a = insetAmount
        let radii = RectangleCornerRadii(topLeading: max(cornerRadii.topLeading - a, 0),
                                         bottomLeading: max(cornerRadii.bottomLeading - a, 0),
                                         bottomTrailing: max(cornerRadii.bottomTrailing - a, 0),
                                         topTrailing: max(cornerRadii.topTrailing - a, 0))
        var p = Path()
        p.addRoundedRect(in: r, cornerRadii: radii, style: style)
        return p
    }

    /// The shape inset by `amount`.
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A circle centred in the frame, with diameter the frame's shorter side.
nonisolated public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0
    /// Creates a circle.
    public init() {}
    /// The circle centred in `rect`.
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height) - 2 * insetAmount
        guard d > 0 else { return Path() }
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    /// A circle is square: the shorter proposed side on both axes (unspecified → 10).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = proposal.replacingUnspecifiedDimensions()
        let d = min(s.width, s.height)
        return CGSize(width: d, height: d)
    }
    /// The circle inset by `amount`.
    public func inset(by amount: CGFloat) -> Circle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// An ellipse inscribed in the frame.
nonisolated public struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0
    /// Creates an ellipse.
    public init() {}
    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard r.width > 0, r.height > 0 else { return Path() }
        return Path(ellipseIn: r)
    }
    /// The ellipse inset by `amount`.
    public func inset(by amount: CGFloat) -> Ellipse {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A capsule: a rounded rectangle whose corner radius is half its shorter side.
nonisolated public struct Capsule: InsettableShape {
    /// The corner style.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    /// The capsule inside `rect`.
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard r.width >= 0, r.height >= 0 else { return Path() }
        let radius = min(r.width, r.height) / 2
        return Path(roundedRect: r, cornerRadius: radius, style: .circular)
    }
    /// The capsule inset by `amount`.
    public func inset(by amount: CGFloat) -> Capsule {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

nonisolated extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

nonisolated extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }

    /// A capsule whose ends are drawn in `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

nonisolated extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with a corner radius.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle whose corners have the given radii (`.rect(cornerRadii: .init(topLeading: 20))`).
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle whose corners have the given radii (0 for a square corner).
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
