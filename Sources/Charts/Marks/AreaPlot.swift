import Foundation
import BackplateCore

/// An area under a whole collection, or under a function (iOS 18): drawn as the area marks it
/// stands for, one vertex per element (or per sample of the function).
public struct AreaPlot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    /// Primitive content: no body.
    public typealias Body = Never
    package var content: Content
    package var chartMarks: [ChartMark] { collectMarks(content) }
}

extension AreaPlot: VectorizedChartContent where Content: VectorizedChartContent {
    /// The plotted collection's element type.
    public typealias DataElement = Content.DataElement
}

extension AreaPlot: VectorizedMarkSource where Content: VectorizedMarkSource {
    package var elementMarks: [(element: Content.DataElement, mark: ChartMark)] { content.elementMarks }
}

/// The marks of an `AreaPlot` of a collection: one area vertex per element.
public struct VectorizedAreaPlotContent<Data: RandomAccessCollection>: VectorizedChartContent, VectorizedMarkSource {
    /// Primitive content: no body.
    public typealias Body = Never
    /// The collection's element type.
    public typealias DataElement = Data.Element
    package var elementMarks: [(element: Data.Element, mark: ChartMark)]
}

extension AreaPlot {
    /// The area between zero and `y` across `data`, stacked as `AreaMark`s are.
    public init<Data>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                      y: PlottableProjection<Data.Element, some Plottable>, stacking: MarkStackingMethod = .standard)
    where Content == VectorizedAreaPlotContent<Data>, Data: RandomAccessCollection {
        content = VectorizedAreaPlotContent(elementMarks: data.map { element in
            var mark = ChartMark(kind: .area)
            mark.x = [x.plotValue(element)]; mark.y = [y.plotValue(element)]; mark.stacking = stacking
            return (element, mark)
        })
    }

    /// The band between `yStart` and `yEnd` across `data`.
    public init<Data, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>,
                                    yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedAreaPlotContent<Data>, Data: RandomAccessCollection {
        content = VectorizedAreaPlotContent(elementMarks: data.map { element in
            var mark = ChartMark(kind: .area)
            mark.x = [x.plotValue(element)]; mark.y = [yStart.plotValue(element), yEnd.plotValue(element)]
            mark.stacking = .unstacked
            return (element, mark)
        })
    }
}

/// The marks of an `AreaPlot` of a function: the function sampled across its domain.
public struct FunctionAreaPlotContent: ChartContent, PrimitiveChartContent {
    /// Primitive content: no body.
    public typealias Body = Never
    package var chartMarks: [ChartMark]
}

extension AreaPlot where Content == FunctionAreaPlotContent {
    /// The area between zero and y = `function`(x) over `domain` (the chart's x scale when nil).
    public init<S1: StringProtocol, S2: StringProtocol>(x: S1, y: S2, domain: ClosedRange<Double>? = nil,
                                                        function: @escaping @Sendable (Double) -> Double) {
        content = FunctionAreaPlotContent(chartMarks: [ChartFunctionSampler.mark(kind: .area, domain: domain) { x in (x, function(x), nil) }])
    }

    /// The area under y = `function`(x) with localized labels.
    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> Double) {
        content = FunctionAreaPlotContent(chartMarks: [ChartFunctionSampler.mark(kind: .area, domain: domain) { x in (x, function(x), nil) }])
    }

    /// The band between two functions, (yStart, yEnd) = `function`(x).
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(
        x: S1, yStart: S2, yEnd: S3, domain: ClosedRange<Double>? = nil,
        function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)
    ) {
        content = FunctionAreaPlotContent(chartMarks: [ChartFunctionSampler.mark(kind: .area, domain: domain) { x in
            let band = function(x); return (x, band.yEnd, band.yStart)
        }])
    }
}
