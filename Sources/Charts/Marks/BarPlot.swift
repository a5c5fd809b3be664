import Foundation
import BackplateCore

/// Bars for a whole collection (iOS 18): drawn as the `BarMark`s a `ForEach` of the same data
/// makes, one per element, stacked alike.
public struct BarPlot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    /// Primitive content: no body.
    public typealias Body = Never
    package var content: Content
    package var chartMarks: [ChartMark] { collectMarks(content) }
}

extension BarPlot: VectorizedChartContent where Content: VectorizedChartContent {
    /// The plotted collection's element type.
    public typealias DataElement = Content.DataElement
}

extension BarPlot: VectorizedMarkSource where Content: VectorizedMarkSource {
    package var elementMarks: [(element: Content.DataElement, mark: ChartMark)] { content.elementMarks }
}

/// The marks of a `BarPlot` of a collection: one bar per element.
public struct VectorizedBarPlotContent<Data: RandomAccessCollection>: VectorizedChartContent, VectorizedMarkSource {
    /// Primitive content: no body.
    public typealias Body = Never
    /// The collection's element type.
    public typealias DataElement = Data.Element
    package var elementMarks: [(element: Data.Element, mark: ChartMark)]
}

extension BarPlot {
    /// A bar per element from zero to its `y` (or `x`, whichever is numeric) at the other value.
    public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>,
                      width: MarkDimensions<Data.Element> = .automatic, height: MarkDimensions<Data.Element> = .automatic,
                      stacking: MarkStackingMethod = .standard)
    where Content == VectorizedBarPlotContent<Data>, Data: RandomAccessCollection {
        content = VectorizedBarPlotContent(elementMarks: vectorizedMarks(data, kind: .bar) { element, mark in
            mark.x = [x.plotValue(element)]; mark.y = [y.plotValue(element)]
            mark.width = width.dimension(element); mark.height = height.dimension(element); mark.stacking = stacking
        })
    }

    /// A bar per element at `x`, from `yStart` to `yEnd` points from the plot's top (its whole
    /// height when nil).
    public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
                      width: MarkDimensions<Data.Element> = .automatic, stacking: MarkStackingMethod = .standard)
    where Content == VectorizedBarPlotContent<Data>, Data: RandomAccessCollection {
        content = VectorizedBarPlotContent(elementMarks: vectorizedMarks(data, kind: .bar) { element, mark in
            mark.x = [x.plotValue(element)]; mark.yPoints = [yStart, yEnd]
            mark.width = width.dimension(element); mark.stacking = .unstacked
        })
    }

    /// A bar per element at `y`, from `xStart` to `xEnd` points from the plot's leading edge
    /// (its whole width when nil).
    public init<Data>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableProjection<Data.Element, some Plottable>,
                      height: MarkDimensions<Data.Element> = .automatic, stacking: MarkStackingMethod = .standard)
    where Content == VectorizedBarPlotContent<Data>, Data: RandomAccessCollection {
        content = VectorizedBarPlotContent(elementMarks: vectorizedMarks(data, kind: .bar) { element, mark in
            mark.y = [y.plotValue(element)]; mark.xPoints = [xStart, xEnd]
            mark.height = height.dimension(element); mark.stacking = .unstacked
        })
    }

    /// A vertical bar per element at `x`, from `yStart` to `yEnd`.
    public init<Data, Y>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                         yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>,
                         width: MarkDimensions<Data.Element> = .automatic)
    where Content == VectorizedBarPlotContent<Data>, Data: RandomAccessCollection, Y: Plottable {
        content = VectorizedBarPlotContent(elementMarks: vectorizedMarks(data, kind: .bar) { element, mark in
            mark.x = [x.plotValue(element)]; mark.y = [yStart.plotValue(element), yEnd.plotValue(element)]
            mark.width = width.dimension(element); mark.stacking = .unstacked
        })
    }

    /// A horizontal bar per element at `y`, from `xStart` to `xEnd`.
    public init<Data, X>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
                         y: PlottableProjection<Data.Element, some Plottable>, height: MarkDimensions<Data.Element> = .automatic)
    where Content == VectorizedBarPlotContent<Data>, Data: RandomAccessCollection, X: Plottable {
        content = VectorizedBarPlotContent(elementMarks: vectorizedMarks(data, kind: .bar) { element, mark in
            mark.x = [xStart.plotValue(element), xEnd.plotValue(element)]; mark.y = [y.plotValue(element)]
            mark.height = height.dimension(element); mark.stacking = .unstacked
        })
    }
}
