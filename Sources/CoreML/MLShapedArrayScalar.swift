import Foundation

/// A type a shaped array can hold: `Int32`, `Float`, `Double` and `Float16`, each naming the
/// `MLMultiArrayDataType` it matches. Every conforming type is `Sendable` here, so shaped arrays
/// cross concurrency domains as on iOS.
public protocol MLShapedArrayScalar: Sendable {
    /// The multiarray element type this scalar type matches.
    static var multiArrayDataType: MLMultiArrayDataType { get }
}

extension Int32: MLShapedArrayScalar {
    /// `.int32`.
    public static var multiArrayDataType: MLMultiArrayDataType { .int32 }
}

extension Float: MLShapedArrayScalar {
    /// `.float32`.
    public static var multiArrayDataType: MLMultiArrayDataType { .float32 }
}

extension Double: MLShapedArrayScalar {
    /// `.double`.
    public static var multiArrayDataType: MLMultiArrayDataType { .double }
}

extension Float16: MLShapedArrayScalar {
    /// `.float16` (iOS 16+).
    public static var multiArrayDataType: MLMultiArrayDataType { .float16 }
}

/// A range that selects part of one axis of a shaped array: `a..<b`, `a...b`, `a...`, `..<b`
/// and `...b` all are.
public protocol MLShapedArrayRangeExpression {
    /// The indices this expression selects on an axis whose indices are `range` (`1...` on an
    /// axis of length 3 is `1..<3`).
    func relative(toShapedArrayAxis range: Range<Int>) -> Range<Int>
}

extension Range: MLShapedArrayRangeExpression where Bound == Int {
    /// The range itself.
    public func relative(toShapedArrayAxis range: Range<Int>) -> Range<Int> { self }
}

extension ClosedRange: MLShapedArrayRangeExpression where Bound == Int {
    /// `lowerBound..<(upperBound + 1)`.
    public func relative(toShapedArrayAxis range: Range<Int>) -> Range<Int> { lowerBound..<(upperBound + 1) }
}

extension PartialRangeFrom: MLShapedArrayRangeExpression where Bound == Int {
    /// From `lowerBound` to the end of the axis.
    public func relative(toShapedArrayAxis range: Range<Int>) -> Range<Int> { lowerBound..<range.upperBound }
}

extension PartialRangeUpTo: MLShapedArrayRangeExpression where Bound == Int {
    /// From the start of the axis up to `upperBound`.
    public func relative(toShapedArrayAxis range: Range<Int>) -> Range<Int> { range.lowerBound..<upperBound }
}

extension PartialRangeThrough: MLShapedArrayRangeExpression where Bound == Int {
    /// From the start of the axis through `upperBound`.
    public func relative(toShapedArrayAxis range: Range<Int>) -> Range<Int> { range.lowerBound..<(upperBound + 1) }
}

/// Converts between scalar types through `Double`, the way shaped arrays and multiarrays of
/// different types copy into each other (floating point to integer rounds toward zero).
enum ScalarConversion {
    /// `value` as a `Double`.
    static func double<S: MLShapedArrayScalar>(_ value: S) -> Double {
        switch value {
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as Float16: return Double(value)
        case let value as Int32: return Double(value)
        default: return 0
        }
    }

    /// `value` as an `S`.
    static func scalar<S: MLShapedArrayScalar>(_ value: Double, as _: S.Type) -> S {
        switch S.self {
        case is Double.Type: return value as! S
        case is Float.Type: return Float(value) as! S
        case is Float16.Type: return Float16(value) as! S
        case is Int32.Type: return MLMultiArray.integer(value, Int32.self) as! S
        default: fatalError("MLShapedArray: \(S.self) is not a scalar type Core ML stores")
        }
    }

    /// `value` as a `T`, converted only if the types differ.
    static func convert<S: MLShapedArrayScalar, T: MLShapedArrayScalar>(_ value: S, to _: T.Type) -> T {
        if let same = value as? T { return same }
        return scalar(double(value), as: T.self)
    }
}
