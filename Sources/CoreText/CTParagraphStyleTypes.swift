import Foundation

/// How Core Text aligns a paragraph's lines (Core Text's `CTTextAlignment`), as RealityKit's
/// `MeshResource.generateText` takes it.
public enum CTTextAlignment: UInt8, Sendable {
    /// Flush left.
    case left = 0
    /// Flush right.
    case right = 1
    /// Centred.
    case center = 2
    /// Flush on both sides.
    case justified = 3
    /// The script's natural alignment.
    case natural = 4
}

/// How Core Text breaks or truncates a paragraph's lines (Core Text's `CTLineBreakMode`).
public enum CTLineBreakMode: UInt8, Sendable {
    /// At word boundaries.
    case byWordWrapping = 0
    /// At character boundaries.
    case byCharWrapping = 1
    /// Not wrapped; clipped at the edge.
    case byClipping = 2
    /// Truncated at the start.
    case byTruncatingHead = 3
    /// Truncated at the end.
    case byTruncatingTail = 4
    /// Truncated in the middle.
    case byTruncatingMiddle = 5
}
