import Foundation

/// How the ends of a stroked line are drawn (CoreGraphics' `CGLineCap`, SwiftUI's
/// `StrokeStyle.lineCap`).
public enum CGLineCap: Int32, Hashable, Sendable {
    /// A square end at the end point.
    case butt = 0
    /// A half circle past the end point.
    case round = 1
    /// A square end extending past the end point by half the line width.
    case square = 2
}

/// How stroked segments join (CoreGraphics' `CGLineJoin`, SwiftUI's `StrokeStyle.lineJoin`).
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// Sharp corners, bevelled past the miter limit.
    case miter = 0
    /// Rounded corners.
    case round = 1
    /// Cut-off corners.
    case bevel = 2
}

/// The rule that decides which points a path encloses (`CGPathFillRule`).
public enum CGPathFillRule: Int, Hashable, Sendable {
    /// Non-zero winding.
    case winding = 0
    /// Even-odd.
    case evenOdd = 1
}

/// What `CGContext.drawPath(using:)` does with the current path (`CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Hashable, Sendable {
    /// Fills with the non-zero winding rule.
    case fill = 0
    /// Fills with the even-odd rule.
    case eoFill = 1
    /// Strokes.
    case stroke = 2
    /// Fills (non-zero winding), then strokes.
    case fillStroke = 3
    /// Fills (even-odd), then strokes.
    case eoFillStroke = 4
}
