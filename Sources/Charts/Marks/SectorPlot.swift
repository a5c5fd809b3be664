import Foundation
import BackplateCore

/// Sectors of a pie or donut for a whole collection (iOS 18): drawn as the `SectorMark`s a
/// `ForEach` of the same data makes, one slice per element, clockwise from 12 o'clock.
public struct SectorPlot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    /// Primitive content: no body.
    public typealias Body = Never
    package var content: Content
    package var chartMarks: [ChartMark] { collectMarks(content) }
}

extension SectorPlot: VectorizedChartContent where Content: VectorizedChartContent {
    /// The plotted collection's element type.
    public typealias DataElement = Content.DataElement
}

extension SectorPlot: VectorizedMarkSource where Content: VectorizedMarkSource {
    package var elementMarks: [(element: Content.DataElement, mark: ChartMark)] { content.elementMarks }
}

/// The marks of a `SectorPlot` of a collection: one sector per element.
public struct VectorizedSectorPlotContent<Data: RandomAccessCollection>: VectorizedChartContent, VectorizedMarkSource {
    /// Primitive content: no body.
    public typealias Body = Never
    /// The collection's element type.
    public typealias DataElement = Data.Element
    package var elementMarks: [(element: Data.Element, mark: ChartMark)]
}

extension SectorPlot {
    /// A sector per element whose angle is proportional to `angle`.
    public init<Data>(_ data: Data, angle: PlottableProjection<Data.Element, some Plottable>, innerRadius: MarkDimensions<Data.Element> = .automatic, outerRadius: MarkDimensions<Data.Element> = .automatic, angularInset: CGFloat? = nil)
    where Content == VectorizedSectorPlotContent<Data>, Data: RandomAccessCollection {
        content = VectorizedSectorPlotContent(elementMarks: vectorizedMarks(data, kind: .sector) { element, mark in
            mark.angle = angle.plotValue(element).number ?? 0
            mark.innerRadius = innerRadius.dimension(element); mark.outerRadius = outerRadius.dimension(element); mark.angularInset = angularInset
        })
    }

    /// A sector per element whose angle is proportional to `angle`, inset by the key path's
    /// angle in points.
    public init<Data>(_ data: Data, angle: PlottableProjection<Data.Element, some Plottable>, innerRadius: MarkDimensions<Data.Element> = .automatic, outerRadius: MarkDimensions<Data.Element> = .automatic, angularInset: KeyPath<Data.Element, CGFloat>)
    where Content == VectorizedSectorPlotContent<Data>, Data: RandomAccessCollection {
        content = VectorizedSectorPlotContent(elementMarks: vectorizedMarks(data, kind: .sector) { element, mark in
            mark.angle = angle.plotValue(element).number ?? 0
            mark.innerRadius = innerRadius.dimension(element); mark.outerRadius = outerRadius.dimension(element); mark.angularInset = element[keyPath: angularInset]
        })
    }
}
