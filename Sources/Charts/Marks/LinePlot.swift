import Foundation
import BackplateCore

/// A line through a whole collection, or the graph of a function (iOS 18): drawn as the line
/// marks it stands for, one vertex per element (or per sample of the function).
public struct LinePlot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    /// Primitive content: no body.
    public typealias Body = Never
    package var content: Content
    package var chartMarks: [ChartMark] { collectMarks(content) }
}

extension LinePlot: VectorizedChartContent where Content: VectorizedChartContent {
    /// The plotted collection's element type.
    public typealias DataElement = Content.DataElement
}

extension LinePlot: VectorizedMarkSource where Content: VectorizedMarkSource {
    package var elementMarks: [(element: Content.DataElement, mark: ChartMark)] { content.elementMarks }
}

/// The marks of a `LinePlot` of a collection: one line vertex per element.
public struct VectorizedLinePlotContent<Data: RandomAccessCollection>: VectorizedChartContent, VectorizedMarkSource {
    /// Primitive content: no body.
    public typealias Body = Never
    /// The collection's element type.
    public typealias DataElement = Data.Element
    package var elementMarks: [(element: Data.Element, mark: ChartMark)]
}

extension LinePlot {
    /// A line through `data`, each element's vertex read by the `x` and `y` projections.
    public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                      y: PlottableProjection<Data.Element, some Plottable>)
    where Content == VectorizedLinePlotContent<Data>, Data: RandomAccessCollection {
        content = VectorizedLinePlotContent(elementMarks: data.map { element in
            var mark = ChartMark(kind: .line)
            mark.x = [x.plotValue(element)]; mark.y = [y.plotValue(element)]
            return (element, mark)
        })
    }

    /// Lines through `data`, one per distinct `series` value.
    public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                      y: PlottableProjection<Data.Element, some Plottable>,
                      series: PlottableProjection<Data.Element, some Plottable>)
    where Content == VectorizedLinePlotContent<Data>, Data: RandomAccessCollection {
        content = VectorizedLinePlotContent(elementMarks: data.map { element in
            var mark = ChartMark(kind: .line)
            mark.x = [x.plotValue(element)]; mark.y = [y.plotValue(element)]; mark.series = series.plotValue(element)
            return (element, mark)
        })
    }
}

/// The marks of a `LinePlot` of a function: the function sampled across its domain.
public struct FunctionLinePlotContent: ChartContent, PrimitiveChartContent {
    /// Primitive content: no body.
    public typealias Body = Never
    package var chartMarks: [ChartMark]
}

extension LinePlot where Content == FunctionLinePlotContent {
    /// The graph of y = `function`(x) over `domain` (the chart's x scale when nil); NaN and
    /// infinite values break the line.
    public init<S1: StringProtocol, S2: StringProtocol>(x: S1, y: S2, domain: ClosedRange<Double>? = nil,
                                                        function: @escaping @Sendable (Double) -> Double) {
        content = FunctionLinePlotContent(chartMarks: [ChartFunctionSampler.mark(kind: .line, domain: domain) { x in (x, function(x), nil) }])
    }

    /// The graph of y = `function`(x) with localized labels.
    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> Double) {
        content = FunctionLinePlotContent(chartMarks: [ChartFunctionSampler.mark(kind: .line, domain: domain) { x in (x, function(x), nil) }])
    }

    /// The graph of y = `function`(x) with labels that are text views.
    public init(x: Text, y: Text, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double) {
        content = FunctionLinePlotContent(chartMarks: [ChartFunctionSampler.mark(kind: .line, domain: domain) { x in (x, function(x), nil) }])
    }

    /// The parametric curve (x, y) = `function`(t) for t across `domain`.
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(
        x: S1, y: S2, t: S3, domain: ClosedRange<Double>, function: @escaping @Sendable (Double) -> (x: Double, y: Double)
    ) {
        content = FunctionLinePlotContent(chartMarks: [ChartFunctionSampler.mark(kind: .line, domain: domain) { t in
            let p = function(t); return (p.x, p.y, nil)
        }])
    }
}
