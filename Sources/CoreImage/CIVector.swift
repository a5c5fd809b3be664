import Foundation
import CoreGraphics

/// A list of numbers a Core Image filter takes as a parameter (a position, a rectangle, a
/// neutral temperature and tint...), as CoreImage's `CIVector`.
public final class CIVector: Sendable, Hashable, CustomStringConvertible {
    private let values: [CGFloat]

    /// A vector of `count` values read from `values`.
    public init(values: UnsafePointer<CGFloat>, count: Int) {
        self.values = Array(UnsafeBufferPointer(start: values, count: max(count, 0)))
    }
    /// A one-value vector.
    public init(x: CGFloat) { values = [x] }
    /// A two-value vector.
    public init(x: CGFloat, y: CGFloat) { values = [x, y] }
    /// A three-value vector.
    public init(x: CGFloat, y: CGFloat, z: CGFloat) { values = [x, y, z] }
    /// A four-value vector.
    public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { values = [x, y, z, w] }
    /// A point's x and y.
    public convenience init(cgPoint p: CGPoint) { self.init(x: p.x, y: p.y) }
    /// A rectangle's x, y, width and height.
    public convenience init(cgRect r: CGRect) { self.init(x: r.origin.x, y: r.origin.y, z: r.width, w: r.height) }
    /// An affine transform's a, b, c, d, tx and ty.
    public init(cgAffineTransform t: CGAffineTransform) { values = [t.a, t.b, t.c, t.d, t.tx, t.ty] }
    /// The values written as `stringRepresentation` writes them ("[1 2 3]"); empty when unreadable.
    public init(string representation: String) {
        let inner = representation.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
        values = inner.split(separator: " ").compactMap { Double($0).map { CGFloat($0) } }
    }

    /// The number of values.
    public var count: Int { values.count }
    /// The value at `index`, or 0 past the end.
    public func value(at index: Int) -> CGFloat { values.indices.contains(index) ? values[index] : 0 }
    /// The first value.
    public var x: CGFloat { value(at: 0) }
    /// The second value.
    public var y: CGFloat { value(at: 1) }
    /// The third value.
    public var z: CGFloat { value(at: 2) }
    /// The fourth value.
    public var w: CGFloat { value(at: 3) }
    /// The first two values as a point.
    public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    /// The first four values as a rectangle.
    public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
    /// The first six values as an affine transform.
    public var cgAffineTransformValue: CGAffineTransform {
        CGAffineTransform(a: x, b: y, c: z, d: w, tx: value(at: 4), ty: value(at: 5))
    }
    /// The values in brackets, separated by spaces ("[6500 0]").
    public var stringRepresentation: String {
        "[" + values.map { v in v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(Double(v))" }.joined(separator: " ") + "]"
    }
    /// The same as `stringRepresentation`.
    public var description: String { stringRepresentation }

    /// Vectors are equal when their values are.
    public static func == (lhs: CIVector, rhs: CIVector) -> Bool { lhs.values == rhs.values }
    /// Hashes the values.
    public func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
