import Foundation

// SwiftUI declares `layoutDirectionBehavior` on each built-in shape and forwards `role` and
// `layoutDirectionBehavior` through the transformed shapes; these are those declarations.

nonisolated extension Rectangle {
    /// `.fixed`: a rectangle is symmetric, so it draws the same in either layout direction.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

nonisolated extension RoundedRectangle {
    /// `.fixed`: a rounded rectangle is symmetric, so it draws the same in either direction.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

nonisolated extension Capsule {
    /// `.fixed`: a capsule is symmetric, so it draws the same in either layout direction.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

nonisolated extension Ellipse {
    /// `.fixed`: an ellipse is symmetric, so it draws the same in either layout direction.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

nonisolated extension Circle {
    /// `.fixed`: a circle is symmetric, so it draws the same in either layout direction.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

nonisolated extension OffsetShape {
    /// The base shape's role: an offset fill is still a fill.
    public static var role: ShapeRole { Content.role }
    /// The base shape's behavior: an offset arrow mirrors as the arrow does.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

nonisolated extension RotatedShape {
    /// The base shape's role.
    public static var role: ShapeRole { Content.role }
    /// The base shape's behavior.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

nonisolated extension ScaledShape {
    /// The base shape's role.
    public static var role: ShapeRole { Content.role }
    /// The base shape's behavior.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

nonisolated extension TransformedShape {
    /// The base shape's role.
    public static var role: ShapeRole { Content.role }
    /// The base shape's behavior.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}
