import Foundation
import BackplateCore

/// Rules for a whole collection (iOS 18): drawn as the `RuleMark`s a `ForEach` of the same data
/// makes, one line per element.
public struct RulePlot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    /// Primitive content: no body.
    public typealias Body = Never
    package var content: Content
    package var chartMarks: [ChartMark] { collectMarks(content) }
}

extension RulePlot: VectorizedChartContent where Content: VectorizedChartContent {
    /// The plotted collection's element type.
    public typealias DataElement = Content.DataElement
}

extension RulePlot: VectorizedMarkSource where Content: VectorizedMarkSource {
    package var elementMarks: [(element: Content.DataElement, mark: ChartMark)] { content.elementMarks }
}

/// The marks of a `RulePlot` of a collection: one rule per element.
public struct VectorizedRulePlotContent<Data: RandomAccessCollection>: VectorizedChartContent, VectorizedMarkSource {
    /// Primitive content: no body.
    public typealias Body = Never
    /// The collection's element type.
    public typealias DataElement = Data.Element
    package var elementMarks: [(element: Data.Element, mark: ChartMark)]
}

extension RulePlot {
    /// A vertical rule per element at `x`, from `yStart` to `yEnd` points from the plot's top (its
    /// edges when nil).
    public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil)
    where Content == VectorizedRulePlotContent<Data>, Data: RandomAccessCollection {
        content = VectorizedRulePlotContent(elementMarks: vectorizedMarks(data, kind: .rule) { element, mark in
            mark.x = [x.plotValue(element)]; mark.yPoints = [yStart, yEnd]
        })
    }

    /// A horizontal rule per element at `y`, from `xStart` to `xEnd` points from the plot's leading
    /// edge (its edges when nil).
    public init<Data>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableProjection<Data.Element, some Plottable>)
    where Content == VectorizedRulePlotContent<Data>, Data: RandomAccessCollection {
        content = VectorizedRulePlotContent(elementMarks: vectorizedMarks(data, kind: .rule) { element, mark in
            mark.y = [y.plotValue(element)]; mark.xPoints = [xStart, xEnd]
        })
    }

    /// A vertical rule per element from `yStart` to `yEnd` at `x`.
    public init<Data, Y>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedRulePlotContent<Data>, Data: RandomAccessCollection, Y: Plottable {
        content = VectorizedRulePlotContent(elementMarks: vectorizedMarks(data, kind: .rule) { element, mark in
            mark.x = [x.plotValue(element)]; mark.y = [yStart.plotValue(element), yEnd.plotValue(element)]
        })
    }

    /// A horizontal rule per element from `xStart` to `xEnd` at `y`.
    public init<Data, X>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, some Plottable>)
    where Content == VectorizedRulePlotContent<Data>, Data: RandomAccessCollection, X: Plottable {
        content = VectorizedRulePlotContent(elementMarks: vectorizedMarks(data, kind: .rule) { element, mark in
            mark.x = [xStart.plotValue(element), xEnd.plotValue(element)]; mark.y = [y.plotValue(element)]
        })
    }
}
