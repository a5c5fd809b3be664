import Foundation

/// The characteristics of a stroke.
public struct StrokeStyle: Equatable, Sendable {
    /// The width of the stroke.
    public var lineWidth: CGFloat
    /// The end-point style.
    public var lineCap: LineCap
    /// The join style.
    public var lineJoin: LineJoin
    /// The miter limit.
    public var miterLimit: CGFloat
    /// The dash lengths.
    public var dash: [CGFloat]
    /// The dash phase.
    public var dashPhase: CGFloat

    /// Creates a stroke style with SwiftUI's defaults.
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// How the ends of a stroked line are drawn.
public enum LineCap: Hashable, Sendable {
    /// Square end at the point.
    case butt
    /// Rounded end.
    case round
    /// Square end extending past the point by half the width.
    case square
}

/// How stroked segments join.
public enum LineJoin: Hashable, Sendable {
    /// Sharp corners.
    case miter
    /// Rounded corners.
    case round
    /// Cut-off corners.
    case bevel
}
