import Foundation
import BackplateCore

/// Chart content drawn from a whole data collection at once (iOS 18's `LinePlot`, `AreaPlot`):
/// its key-path modifiers read each element; value modifiers apply to every element's mark.
public protocol VectorizedChartContent<DataElement>: ChartContent {
    /// The type of one element of the plotted collection.
    associatedtype DataElement
}

/// A label and a key path that reads one plotted value from each element of a collection
/// (`.value("Date", \.date)`), the vectorized counterpart of `PlottableValue`.
public struct PlottableProjection<DataElement, Value: Plottable> {
    package var label: Text
    package var keyPath: KeyPath<DataElement, Value>

    /// A projection with a label that is a string.
    public static func value<S: StringProtocol>(_ label: S, _ keyPath: KeyPath<DataElement, Value>) -> PlottableProjection<DataElement, Value> {
        PlottableProjection(label: Text(String(label)), keyPath: keyPath)
    }

    /// A projection with a localized label.
    public static func value(_ label: LocalizedStringKey, _ keyPath: KeyPath<DataElement, Value>) -> PlottableProjection<DataElement, Value> {
        PlottableProjection(label: Text(label), keyPath: keyPath)
    }

    /// A projection with a label that is a text view.
    public static func value(_ label: Text, _ keyPath: KeyPath<DataElement, Value>) -> PlottableProjection<DataElement, Value> {
        PlottableProjection(label: label, keyPath: keyPath)
    }

    package func plotValue(_ element: DataElement) -> PlotValue { PlotValue(element[keyPath: keyPath]) }
}

/// Vectorized content whose marks are known with the element each one came from, so that
/// key-path modifiers can change each mark by its element.
package protocol VectorizedMarkSource<DataElement>: VectorizedChartContent, PrimitiveChartContent {
    associatedtype DataElement
    /// Each element with the mark drawn for it, in collection order.
    var elementMarks: [(element: DataElement, mark: ChartMark)] { get }
}

extension VectorizedMarkSource {
    package var chartMarks: [ChartMark] { elementMarks.map(\.mark) }
}

/// Vectorized content with a change applied to each element's mark (what the key-path
/// modifiers return).
public struct VectorizedModifiedContent<DataElement>: VectorizedChartContent, VectorizedMarkSource {
    /// Primitive content: no body.
    public typealias Body = Never
    package var elementMarks: [(element: DataElement, mark: ChartMark)]
}

extension VectorizedChartContent {
    private func changingEachMark(_ change: (DataElement, inout ChartMark) -> Void) -> VectorizedModifiedContent<DataElement> {
        guard let source = self as? any VectorizedMarkSource<DataElement> else {
            return VectorizedModifiedContent(elementMarks: [])
        }
        return VectorizedModifiedContent(elementMarks: source.elementMarks.map { pair in
            var mark = pair.mark
            change(pair.element, &mark)
            return (pair.element, mark)
        })
    }

    /// Colours each element's mark by the projected value, as `foregroundStyle(by:)` does for
    /// marks: the palette's next colour per distinct value, with a legend entry.
    public func foregroundStyle(by value: PlottableProjection<DataElement, some Plottable>) -> some VectorizedChartContent<DataElement> {
        changingEachMark { element, mark in mark.styleBy = ChartChannelValue(label: value.label, value: value.plotValue(element)) }
    }

    /// Fills or strokes each element's mark with the style the key path reads.
    public func foregroundStyle(_ keyPath: KeyPath<DataElement, some ShapeStyle>) -> some VectorizedChartContent<DataElement> {
        changingEachMark { element, mark in mark.style = AnyShapeStyle(element[keyPath: keyPath]) }
    }

    /// Sets each element's mark's opacity from the key path.
    public func opacity(_ keyPath: KeyPath<DataElement, CGFloat>) -> some VectorizedChartContent<DataElement> {
        changingEachMark { element, mark in mark.opacity = Double(element[keyPath: keyPath]) }
    }

    /// Gives each element's point or line mark the symbol chosen by the projected value, as
    /// `symbol(by:)` does for marks.
    public func symbol(by value: PlottableProjection<DataElement, some Plottable>) -> some VectorizedChartContent<DataElement> {
        changingEachMark { element, mark in mark.symbolBy = ChartChannelValue(label: value.label, value: value.plotValue(element)) }
    }

    /// Sizes each element's point symbol by the projected value, as `symbolSize(by:)` does for
    /// marks.
    public func symbolSize(by value: PlottableProjection<DataElement, some Plottable>) -> some VectorizedChartContent<DataElement> {
        changingEachMark { element, mark in mark.symbolSizeBy = ChartChannelValue(label: value.label, value: value.plotValue(element)) }
    }
}
