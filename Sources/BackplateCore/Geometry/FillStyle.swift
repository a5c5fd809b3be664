import Foundation

/// The rules for filling a path.
public struct FillStyle: Equatable, Sendable {
    /// Whether to use the even-odd rule (otherwise non-zero winding).
    public var isEOFilled: Bool
    /// Whether to antialias edges.
    public var isAntialiased: Bool
    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
