import Foundation
import BackplateCore

// The other standard types Swift Charts plots: sized integers, `Float16`, `Decimal` (as a `Double`) and
// `Never` (the value of content that has none).

extension Int16: PrimitivePlottableProtocol {
    /// The integer itself.
    public var primitivePlottable: Int16 { self }
    /// Creates the integer from itself.
    public init?(primitivePlottable: Int16) { self = primitivePlottable }
}

extension Int64: PrimitivePlottableProtocol {
    /// The integer itself.
    public var primitivePlottable: Int64 { self }
    /// Creates the integer from itself.
    public init?(primitivePlottable: Int64) { self = primitivePlottable }
}

extension UInt8: PrimitivePlottableProtocol {
    /// The integer itself.
    public var primitivePlottable: UInt8 { self }
    /// Creates the integer from itself.
    public init?(primitivePlottable: UInt8) { self = primitivePlottable }
}

extension Int8: PrimitivePlottableProtocol {
    /// The integer itself.
    public var primitivePlottable: Int8 { self }
    /// Creates the integer from itself.
    public init?(primitivePlottable: Int8) { self = primitivePlottable }
}

extension Int32: PrimitivePlottableProtocol {
    /// The integer itself.
    public var primitivePlottable: Int32 { self }
    /// Creates the integer from itself.
    public init?(primitivePlottable: Int32) { self = primitivePlottable }
}

extension UInt: PrimitivePlottableProtocol {
    /// The integer itself.
    public var primitivePlottable: UInt { self }
    /// Creates the integer from itself.
    public init?(primitivePlottable: UInt) { self = primitivePlottable }
}

extension UInt16: PrimitivePlottableProtocol {
    /// The integer itself.
    public var primitivePlottable: UInt16 { self }
    /// Creates the integer from itself.
    public init?(primitivePlottable: UInt16) { self = primitivePlottable }
}

extension UInt32: PrimitivePlottableProtocol {
    /// The integer itself.
    public var primitivePlottable: UInt32 { self }
    /// Creates the integer from itself.
    public init?(primitivePlottable: UInt32) { self = primitivePlottable }
}

extension UInt64: PrimitivePlottableProtocol {
    /// The integer itself.
    public var primitivePlottable: UInt64 { self }
    /// Creates the integer from itself.
    public init?(primitivePlottable: UInt64) { self = primitivePlottable }
}

extension Float16: PrimitivePlottableProtocol {
    /// The number itself.
    public var primitivePlottable: Float16 { self }
    /// Creates the number from itself.
    public init?(primitivePlottable: Float16) { self = primitivePlottable }
}

extension Decimal: Plottable {
    /// The number as a `Double` (the precision a chart's position needs).
    public var primitivePlottable: Double { NSDecimalNumber(decimal: self).doubleValue }
    /// Creates the number from a `Double`, or nil when it is not finite.
    public init?(primitivePlottable: Double) {
        guard primitivePlottable.isFinite else { return nil }
        self.init(primitivePlottable)
    }
}

extension Never: PrimitivePlottableProtocol {
    /// `Never` has no values.
    public var primitivePlottable: Never { switch self {} }
    /// `Never` has no values.
    public init?(primitivePlottable: Never) { switch primitivePlottable {} }
}
