import Foundation

/// The characteristics of a stroke.
public struct StrokeStyle: Equatable, Sendable {
    /// The width of the stroke.
    public var lineWidth: CGFloat
    /// The end-point style (CoreGraphics' `CGLineCap`: `.butt`, `.round`, `.square`).
    public var lineCap: CGLineCap
    /// The join style (CoreGraphics' `CGLineJoin`: `.miter`, `.round`, `.bevel`).
    public var lineJoin: CGLineJoin
    /// The miter limit.
    public var miterLimit: CGFloat
    /// The dash lengths.
    public var dash: [CGFloat]
    /// The dash phase.
    public var dashPhase: CGFloat

    /// Creates a stroke style with SwiftUI's defaults.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
