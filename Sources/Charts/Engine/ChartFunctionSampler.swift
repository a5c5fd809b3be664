import Foundation
import BackplateCore

/// A function a `LinePlot` or `AreaPlot` graphs: sampled into one line or area vertex per
/// step across its domain (or the chart's x domain), broken where it is NaN or infinite.
package struct ChartFunctionSampler {
    package var domain: ClosedRange<Double>?
    /// x (or t) to the vertex: x, y, and the band's start for an area between two functions.
    package var evaluate: @Sendable (Double) -> (x: Double, y: Double, yStart: Double?)
    /// Samples per domain: enough that a 400-point plot shows no corners.
    package static let sampleCount = 240

    /// A placeholder mark of `kind` carrying the function; the model samples it.
    package static func mark(kind: ChartMarkKind, domain: ClosedRange<Double>?,
                             _ evaluate: @escaping @Sendable (Double) -> (x: Double, y: Double, yStart: Double?)) -> ChartMark {
        var mark = ChartMark(kind: kind)
        mark.function = ChartFunctionSampler(domain: domain, evaluate: evaluate)
        if kind == .area { mark.stacking = .unstacked }
        return mark
    }

    /// `marks` with each function mark replaced by its samples. Without a domain of its own a
    /// function takes the chart's numeric x domain, else the other marks' x extent.
    package static func expand(_ marks: [ChartMark], config: ChartConfiguration) -> [ChartMark] {
        guard marks.contains(where: { $0.function != nil }) else { return marks }
        let fallback = chartDomain(config) ?? extent(of: marks)
        var out: [ChartMark] = []
        for (index, mark) in marks.enumerated() {
            guard let function = mark.function else { out.append(mark); continue }
            guard let domain = function.domain ?? fallback, domain.upperBound > domain.lowerBound else {
                RuntimeWarning.emit("LinePlot/AreaPlot function without a domain in a chart with no numeric x domain is not drawn; pass domain: or chartXScale(domain:)")
                continue
            }
            out += function.samples(of: mark, across: domain, plot: index)
        }
        return out
    }

    private func samples(of template: ChartMark, across domain: ClosedRange<Double>, plot: Int) -> [ChartMark] {
        var out: [ChartMark] = []
        var segment = 0, broken = true
        let count = ChartFunctionSampler.sampleCount
        for step in 0...count {
            let t = domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(step) / Double(count)
            let p = evaluate(t)
            guard p.x.isFinite, p.y.isFinite, p.yStart?.isFinite ?? true else { broken = true; continue }
            if broken { segment += 1; broken = false }
            var mark = template
            mark.function = nil
            mark.x = [.number(p.x)]
            mark.y = p.yStart.map { [.number($0), .number(p.y)] } ?? [.number(p.y)]
            // Each unbroken run is its own line; a series the plot was given keeps its name.
            if template.series == nil || segment > 1 {
                mark.series = .category("function \(plot) \(template.series.map { "\($0)" } ?? "") \(segment)")
            }
            out.append(mark)
        }
        return out
    }

    private static func chartDomain(_ config: ChartConfiguration) -> ClosedRange<Double>? {
        let numbers = (config.xDomain ?? []).compactMap { value -> Double? in
            if case .number(let n) = value { return n } else { return nil }
        }
        guard let low = numbers.min(), let high = numbers.max(), high > low else { return nil }
        return low...high
    }

    private static func extent(of marks: [ChartMark]) -> ClosedRange<Double>? {
        let numbers = marks.filter { $0.function == nil }.flatMap(\.x).compactMap { value -> Double? in
            if case .number(let n) = value { return n } else { return nil }
        }
        guard let low = numbers.min(), let high = numbers.max(), high > low else { return nil }
        return low...high
    }
}
