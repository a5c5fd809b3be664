import Foundation

/// How far, in points, a measured length or coordinate may be from the expected one.
public struct PointTolerance: Sendable, Equatable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The largest difference allowed.
    public let points: CGFloat

    /// A tolerance of `points`.
    public init(points: CGFloat) { self.points = points }
    /// A literal tolerance, so a call can still say `near(a, b, 0.01)`.
    public init(floatLiteral points: Double) { self.points = CGFloat(points) }
    /// A literal tolerance in whole points.
    public init(integerLiteral points: Int) { self.points = CGFloat(points) }

    /// Frames the layout pass computes exactly (no text measured with real fonts): 0.001 pt.
    public static let frame = PointTolerance(points: 0.001)
    /// Frames that depend on text measured with real fonts, compared with iOS's: half a point.
    public static let halfPoint = PointTolerance(points: 0.5)
}

/// Whether `a` is present and within `tolerance` of `b`.
public func near(_ a: CGFloat?, _ b: CGFloat, _ tolerance: PointTolerance = .halfPoint) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance.points
}

/// Whether two rectangles agree within `tolerance` on their origin and size.
public func sameFrame(_ a: CGRect, _ b: CGRect, _ tolerance: PointTolerance = .halfPoint) -> Bool {
    near(a.minX, b.minX, tolerance) && near(a.minY, b.minY, tolerance)
        && near(a.width, b.width, tolerance) && near(a.height, b.height, tolerance)
}
