import Foundation

/// A stroke's control points, in order, and the date it was begun (iOS 14+). iOS treats them as
/// a cubic B-spline; Backplate draws and interpolates along straight segments between them.
/// Parametric values run from 0 (the first point) to `count - 1` (the last).
public struct PKStrokePath: RandomAccessCollection, Sendable, CustomStringConvertible {
    /// A control point.
    public typealias Element = PKStrokePoint
    /// A control point's position, from 0.
    public typealias Index = Int
    /// The positions of the control points.
    public typealias Indices = Range<Int>
    /// Iterates over the control points.
    public typealias Iterator = IndexingIterator<PKStrokePath>
    /// A run of control points.
    public typealias SubSequence = Slice<PKStrokePath>

    private let controlPoints: [PKStrokePoint]
    /// When the stroke was begun; points' `timeOffset`s count from it.
    public let creationDate: Date

    /// An empty path, begun now.
    public init() {
        self.init(controlPoints: [], creationDate: Date())
    }

    /// A path through `controlPoints`, begun at `creationDate`.
    public init<T: Sequence>(controlPoints: T, creationDate: Date) where T.Element == PKStrokePoint {
        self.controlPoints = Array(controlPoints)
        self.creationDate = creationDate
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of control points.
    public var endIndex: Int { controlPoints.count }
    /// The control point at `position`.
    public subscript(position: Int) -> PKStrokePoint { controlPoints[position] }

    /// `PKStrokePath(<count> points)`.
    public var description: String { "PKStrokePath(\(count) points)" }

    /// Whether `other` has the same points and date.
    func isSame(as other: PKStrokePath) -> Bool {
        creationDate == other.creationDate && controlPoints.count == other.controlPoints.count
            && zip(controlPoints, other.controlPoints).allSatisfy { $0.isSame(as: $1) }
    }

    /// The control points' locations, in order.
    var locations: [CGPoint] { controlPoints.map(\.location) }
}
