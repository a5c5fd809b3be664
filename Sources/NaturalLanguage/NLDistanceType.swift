import Foundation

/// The distance between two strings in an embedding: with `.cosine`, 1 minus the cosine of the
/// angle between their vectors, from 0 (same direction) to 2 (opposite).
public typealias NLDistance = Double

/// How an embedding measures the distance between vectors.
public enum NLDistanceType: Int, Hashable, Sendable {
    /// Cosine distance: 1 minus the cosine similarity of the vectors.
    case cosine = 0
}
