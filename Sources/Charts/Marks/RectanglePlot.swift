import Foundation
import BackplateCore

/// Rectangles for a whole collection (iOS 18): drawn as the `RectangleMark`s a `ForEach` of the
/// same data makes, one per element.
public struct RectanglePlot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    /// Primitive content: no body.
    public typealias Body = Never
    package var content: Content
    package var chartMarks: [ChartMark] { collectMarks(content) }
}

extension RectanglePlot: VectorizedChartContent where Content: VectorizedChartContent {
    /// The plotted collection's element type.
    public typealias DataElement = Content.DataElement
}

extension RectanglePlot: VectorizedMarkSource where Content: VectorizedMarkSource {
    package var elementMarks: [(element: Content.DataElement, mark: ChartMark)] { content.elementMarks }
}

/// The marks of a `RectanglePlot` of a collection: one rectangle per element.
public struct VectorizedRectanglePlotContent<Data: RandomAccessCollection>: VectorizedChartContent, VectorizedMarkSource {
    /// Primitive content: no body.
    public typealias Body = Never
    /// The collection's element type.
    public typealias DataElement = Data.Element
    package var elementMarks: [(element: Data.Element, mark: ChartMark)]
}

extension RectanglePlot {
    /// A rectangle per element centred on (`x`, `y`), `width` by `height`.
    public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>, width: MarkDimensions<Data.Element> = .automatic, height: MarkDimensions<Data.Element> = .automatic)
    where Content == VectorizedRectanglePlotContent<Data>, Data: RandomAccessCollection {
        content = VectorizedRectanglePlotContent(elementMarks: vectorizedMarks(data, kind: .rectangle) { element, mark in
            mark.x = [x.plotValue(element)]; mark.y = [y.plotValue(element)]; mark.width = width.dimension(element); mark.height = height.dimension(element)
        })
    }

    /// A rectangle per element spanning `xStart`...`xEnd` and `yStart`...`yEnd`.
    public init<Data, X, Y>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>, yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedRectanglePlotContent<Data>, Data: RandomAccessCollection, X: Plottable, Y: Plottable {
        content = VectorizedRectanglePlotContent(elementMarks: vectorizedMarks(data, kind: .rectangle) { element, mark in
            mark.x = [xStart.plotValue(element), xEnd.plotValue(element)]; mark.y = [yStart.plotValue(element), yEnd.plotValue(element)]
        })
    }
}
