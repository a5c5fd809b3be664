import Foundation

/// An error a preview throws to say it cannot be shown (`backplate preview` reports it).
public struct PreviewUnavailable: Error, Sendable {
    /// The error.
    public init() {}
}
