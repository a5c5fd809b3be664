import Foundation
import BackplateCore

/// Points for a whole collection (iOS 18): drawn as the `PointMark`s a `ForEach` of the same data
/// makes, one symbol per element.
public struct PointPlot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    /// Primitive content: no body.
    public typealias Body = Never
    package var content: Content
    package var chartMarks: [ChartMark] { collectMarks(content) }
}

extension PointPlot: VectorizedChartContent where Content: VectorizedChartContent {
    /// The plotted collection's element type.
    public typealias DataElement = Content.DataElement
}

extension PointPlot: VectorizedMarkSource where Content: VectorizedMarkSource {
    package var elementMarks: [(element: Content.DataElement, mark: ChartMark)] { content.elementMarks }
}

/// The marks of a `PointPlot` of a collection: one point per element.
public struct VectorizedPointPlotContent<Data: RandomAccessCollection>: VectorizedChartContent, VectorizedMarkSource {
    /// Primitive content: no body.
    public typealias Body = Never
    /// The collection's element type.
    public typealias DataElement = Data.Element
    package var elementMarks: [(element: Data.Element, mark: ChartMark)]
}

extension PointPlot {
    /// A point per element at (`x`, `y`).
    public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>)
    where Content == VectorizedPointPlotContent<Data>, Data: RandomAccessCollection {
        content = VectorizedPointPlotContent(elementMarks: vectorizedMarks(data, kind: .point) { element, mark in
            mark.x = [x.plotValue(element)]; mark.y = [y.plotValue(element)]
        })
    }

    /// A point per element at `x`, `y` points from the plot's top (centred when nil).
    public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: CGFloat? = nil)
    where Content == VectorizedPointPlotContent<Data>, Data: RandomAccessCollection {
        content = VectorizedPointPlotContent(elementMarks: vectorizedMarks(data, kind: .point) { element, mark in
            mark.x = [x.plotValue(element)]; mark.yPoints = [y]
        })
    }

    /// A point per element at `y`, `x` points from the plot's leading edge (centred when nil).
    public init<Data>(_ data: Data, x: CGFloat? = nil, y: PlottableProjection<Data.Element, some Plottable>)
    where Content == VectorizedPointPlotContent<Data>, Data: RandomAccessCollection {
        content = VectorizedPointPlotContent(elementMarks: vectorizedMarks(data, kind: .point) { element, mark in
            mark.y = [y.plotValue(element)]; mark.xPoints = [x]
        })
    }
}
