import Foundation

/// A two-dimensional vector (CoreGraphics' `CGVector`, which Foundation on Linux lacks), such
/// as the scroll velocity of `ScrollPhaseChangeContext`.
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// Creates a vector.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}

extension CGVector: CustomDebugStringConvertible {
    /// The vector as "(dx, dy)", as CoreGraphics writes it; string interpolation uses it too.
    public var debugDescription: String { "(\(dx), \(dy))" }
}
