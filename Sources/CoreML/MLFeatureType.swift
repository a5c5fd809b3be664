import Foundation

/// The kinds of value a model's inputs and outputs hold, and that a feature value carries.
/// Raw values are Apple's.
public enum MLFeatureType: Int, Hashable, Sendable {
    /// No valid type.
    case invalid = 0
    /// A 64-bit integer.
    case int64 = 1
    /// A double-precision number.
    case double = 2
    /// A string.
    case string = 3
    /// An image, as a pixel buffer.
    case image = 4
    /// A multidimensional array of numbers (`MLMultiArray`).
    case multiArray = 5
    /// A dictionary of numbers keyed by strings or integers.
    case dictionary = 6
    /// A sequence of strings or integers (`MLSequence`, iOS 12+).
    case sequence = 7
    /// A model state updated by each prediction (iOS 18+).
    case state = 8
}
