import Foundation
import BackplateCore

/// A vectorized plot's bar width, height or sector radius (iOS 18): a `MarkDimension` that
/// may be read from each element by a key path.
public struct MarkDimensions<DataElement>: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    package let dimension: (DataElement) -> MarkDimension

    package init(_ dimension: @escaping (DataElement) -> MarkDimension) { self.dimension = dimension }

    /// A constant size in points.
    public init(floatLiteral value: Double) { self.init { _ in .fixed(CGFloat(value)) } }
    /// A constant size in points.
    public init(integerLiteral value: Int) { self.init { _ in .fixed(CGFloat(value)) } }

    /// The chart chooses the size, as for a mark.
    public static var automatic: MarkDimensions<DataElement> { MarkDimensions { _ in .automatic } }
    /// A size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimensions<DataElement> { MarkDimensions { _ in .fixed(value) } }
    /// A size in points, read from each element.
    public static func fixed(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions<DataElement> {
        MarkDimensions { .fixed($0[keyPath: keyPath]) }
    }
    /// A fraction of the scale's step.
    public static func ratio(_ value: CGFloat) -> MarkDimensions<DataElement> { MarkDimensions { _ in .ratio(value) } }
    /// A fraction of the scale's step, read from each element.
    public static func ratio(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions<DataElement> {
        MarkDimensions { .ratio($0[keyPath: keyPath]) }
    }
    /// The scale's step less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimensions<DataElement> { MarkDimensions { _ in .inset(value) } }
    /// The scale's step less the points read from each element.
    public static func inset(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions<DataElement> {
        MarkDimensions { .inset($0[keyPath: keyPath]) }
    }
}

/// Each element of `data` with the mark `make` sets up from a fresh mark of `kind`: what a
/// vectorized plot draws, the marks a `ForEach` of the same data would make.
package func vectorizedMarks<Data: RandomAccessCollection>(
    _ data: Data, kind: ChartMarkKind, _ make: (Data.Element, inout ChartMark) -> Void
) -> [(element: Data.Element, mark: ChartMark)] {
    data.map { element in
        var mark = ChartMark(kind: kind)
        make(element, &mark)
        return (element, mark)
    }
}
