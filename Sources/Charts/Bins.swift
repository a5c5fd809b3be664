import Foundation
import BackplateCore

/// One bin of a `NumberBins` or `DateBins`: the values from `lowerBound` up to, not
/// including, `upperBound` (the last bin includes its upper bound). Plotted with
/// `.value(label, bin)`, a bar spans the whole bin.
public struct ChartBinRange<Bound: Comparable>: RangeExpression {
    /// The bin's first value.
    public var lowerBound: Bound
    /// The bin's end.
    public var upperBound: Bound
    package var closed = false

    package init(lowerBound: Bound, upperBound: Bound, closed: Bool = false) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.closed = closed
    }

    /// Whether `element` falls in the bin.
    public func contains(_ element: Bound) -> Bool {
        element >= lowerBound && (element < upperBound || (closed && element == upperBound))
    }

    /// The bin as a half-open range.
    public func relative<C: Collection>(to collection: C) -> Range<Bound> where C.Index == Bound { lowerBound..<upperBound }
}

// What NumberBins and DateBins share: bin `i` spans thresholds[i] up to thresholds[i + 1], the
// last bin closed.
extension ChartBinRange {
    /// Bin `position` of the bins between consecutive `thresholds`.
    init(bin position: Int, of thresholds: [Bound]) {
        self.init(lowerBound: thresholds[position], upperBound: thresholds[position + 1],
                  closed: position == thresholds.count - 2)
    }

    /// The bin holding `value` among the bins between consecutive `thresholds`, clamped to the
    /// first and the last; 0 when there is no bin.
    static func index(of value: Bound, in thresholds: [Bound]) -> Int {
        let last = thresholds.count - 2
        guard last >= 0 else { return 0 }
        var i = 0
        while i < last, value >= thresholds[i + 1] { i += 1 }
        return i
    }
}

/// Bins for numbers: consecutive ranges between thresholds, for histograms.
public struct NumberBins<Value: Comparable & Numeric>: RandomAccessCollection, Equatable {
    /// The bins' edges, in order: bin `i` spans `thresholds[i]..<thresholds[i + 1]`.
    public var thresholds: [Value]

    /// Bins between consecutive `thresholds` (sorted; fewer than two make no bin).
    public init(thresholds: [Value]) { self.thresholds = thresholds.sorted() }

    /// The first bin's index, 0.
    public var startIndex: Int { 0 }
    /// One past the last bin.
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }
    /// The index after `i`.
    public func index(after i: Int) -> Int { i + 1 }
    /// Bin `position`.
    public subscript(position: Int) -> ChartBinRange<Value> { ChartBinRange(bin: position, of: thresholds) }
    /// The index of the bin holding `value`, clamped to the first and last bins.
    public func index(for value: Value) -> Int { ChartBinRange.index(of: value, in: thresholds) }
}

extension NumberBins where Value: BinaryFloatingPoint {
    /// Bins `size` wide from `range`'s lower bound until they cover its upper bound.
    public init(size: Value, range: ClosedRange<Value>) {
        self.init(thresholds: NumberBinning.edges(size: size, range: range))
    }

    /// `count` equal bins from `range`'s lower to its upper bound.
    public init(range: ClosedRange<Value>, count: Int) {
        let n = Swift.max(count, 1), span = range.upperBound - range.lowerBound
        self.init(thresholds: (0...n).map { range.lowerBound + span * Value($0) / Value(n) })
    }

    /// About `desiredCount` bins of a nice width (1, 2, 2.5 or 5 × 10ⁿ, at least
    /// `minimumStride`), their edges at multiples of the width, covering `range`.
    public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 0) {
        let lo = Double(range.lowerBound), hi = Double(range.upperBound)
        let step = NumberBinning.niceStep(span: hi - lo, count: desiredCount, minimum: Double(minimumStride))
        self.init(thresholds: NumberBinning.edges(lo, hi, step).map { Value($0) })
    }

    /// Bins for `data`: `desiredCount` of them, or by Scott's rule (at most 200) when nil.
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
        let values = data.map { Double($0) }
        let lo = values.min() ?? 0, hi = values.max() ?? 1
        let count = desiredCount ?? NumberBinning.scottCount(values)
        let step = NumberBinning.niceStep(span: hi - lo, count: count, minimum: Double(minimumStride))
        self.init(thresholds: NumberBinning.edges(lo, hi, step).map { Value($0) })
    }
}

extension NumberBins where Value: BinaryInteger {
    /// Bins `size` wide from `range`'s lower bound until they cover its upper bound.
    public init(size: Value, range: ClosedRange<Value>) {
        self.init(thresholds: NumberBinning.edges(size: size, range: range))
    }

    /// `count` equal bins over `range` (its length should be a multiple of `count`).
    public init(range: ClosedRange<Value>, count: Int) {
        let n = Value(Swift.max(count, 1)), span = range.upperBound - range.lowerBound
        self.init(thresholds: (0...Int(n)).map { range.lowerBound + span * Value($0) / n })
    }

    /// About `desiredCount` bins of a whole nice width (at least `minimumStride`).
    public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 1) {
        let lo = Double(range.lowerBound), hi = Double(range.upperBound)
        let step = Swift.max(1, NumberBinning.niceStep(span: hi - lo, count: desiredCount, minimum: Double(minimumStride)).rounded(.up))
        self.init(thresholds: NumberBinning.edges(lo, hi, step).map { Value($0) })
    }

    /// Bins for `data`: `desiredCount` of them, or by Scott's rule (at most 200) when nil.
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 1) {
        let values = data.map { Double($0) }
        let lo = values.min() ?? 0, hi = values.max() ?? 1
        let count = desiredCount ?? NumberBinning.scottCount(values)
        let step = Swift.max(1, NumberBinning.niceStep(span: hi - lo, count: count, minimum: Double(minimumStride)).rounded(.up))
        self.init(thresholds: NumberBinning.edges(lo, hi, step).map { Value($0) })
    }
}

/// The arithmetic both kinds of number bins share.
package enum NumberBinning {
    /// The nice step (1, 2, 2.5, 5 × 10ⁿ) closest to `span / count`, at least `minimum`.
    package static func niceStep(span: Double, count: Int, minimum: Double) -> Double {
        let raw = span > 0 ? span / Double(Swift.max(count, 1)) : 1
        let steps = ChartScale.candidateSteps(around: raw).filter { $0 >= minimum }
        return steps.min { abs($0 - raw) < abs($1 - raw) } ?? Swift.max(minimum, 1)
    }

    /// Edges `size` apart from `range`'s lower bound until they cover its upper bound (at most
    /// 10,001); the range's two ends when `size` is not positive.
    package static func edges<V: Comparable & Numeric>(size: V, range: ClosedRange<V>) -> [V] {
        var edges: [V] = [range.lowerBound]
        if size > 0 {
            while let last = edges.last, last < range.upperBound, edges.count <= 10_000 { edges.append(last + size) }
        }
        if edges.count == 1 { edges.append(range.upperBound) }
        return edges
    }

    /// Edges at multiples of `step` from at or below `lo` to at or above `hi` (at most 10,000).
    package static func edges(_ lo: Double, _ hi: Double, _ step: Double) -> [Double] {
        guard step > 0, lo.isFinite, hi.isFinite else { return [lo, hi] }
        let first = (lo / step).rounded(.down), last = Swift.max((hi / step).rounded(.down) + 1, first + 1)
        return stride(from: first, through: Swift.min(last, first + 10_000), by: 1).map { $0 * step }
    }

    /// Scott's normal reference rule's bin count (3.49 σ n^-1/3 wide), from 1 to 200.
    package static func scottCount(_ values: [Double]) -> Int {
        guard values.count > 1, let lo = values.min(), let hi = values.max(), hi > lo else { return 1 }
        let mean = values.reduce(0, +) / Double(values.count)
        let sd = (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count - 1)).squareRoot()
        let width = 3.49 * sd * pow(Double(values.count), -1.0 / 3)
        guard width > 0 else { return 1 }
        return Swift.min(200, Swift.max(1, Int(((hi - lo) / width).rounded(.up))))
    }
}

/// Bins for dates: consecutive date ranges between thresholds.
public struct DateBins: RandomAccessCollection, Equatable {
    /// The bins' edges, in order.
    public var thresholds: [Date]

    /// Bins between consecutive `thresholds`.
    public init(thresholds: [Date]) { self.thresholds = thresholds.sorted() }

    /// Bins of `timeInterval` seconds from `range`'s start until they cover its end.
    public init(timeInterval: TimeInterval, range: ClosedRange<Date>) {
        var edges = [range.lowerBound]
        if timeInterval > 0 {
            while let last = edges.last, last < range.upperBound, edges.count <= 10_000 { edges.append(last.addingTimeInterval(timeInterval)) }
        }
        if edges.count == 1 { edges.append(range.upperBound) }
        self.init(thresholds: edges)
    }

    /// Bins of `step` calendar `unit`s, starting at the unit holding `range`'s start.
    public init(unit: Calendar.Component, by step: Int = 1, range: ClosedRange<Date>, calendar: Calendar = .autoupdatingCurrent) {
        var t = calendar.dateInterval(of: unit, for: range.lowerBound)?.start ?? range.lowerBound
        var edges = [t]
        while t <= range.upperBound, edges.count <= 10_000,
              let next = calendar.date(byAdding: unit, value: Swift.max(step, 1), to: t), next > t {
            edges.append(next)
            t = next
        }
        self.init(thresholds: edges)
    }

    /// About `desiredCount` bins of a whole calendar unit (hours, days, weeks, months or
    /// years: the one whose count is closest) covering `range`.
    public init(range: ClosedRange<Date>, desiredCount: Int = 10, calendar: Calendar = .autoupdatingCurrent) {
        let span = range.upperBound.timeIntervalSince(range.lowerBound)
        let units: [(Calendar.Component, Double)] = [(.hour, 3600), (.day, 86_400), (.weekOfYear, 604_800), (.month, 2_629_746), (.year, 31_556_952)]
        let unit = units.min { abs(span / $0.1 - Double(desiredCount)) < abs(span / $1.1 - Double(desiredCount)) }!.0
        self.init(unit: unit, range: range, calendar: calendar)
    }

    /// Bins for `dates`: `desiredCount` of them, or by Scott's rule (at most 200) when nil.
    public init(data: [Date], desiredCount: Int? = nil, calendar: Calendar = .autoupdatingCurrent) {
        let lo = data.min() ?? Date(timeIntervalSince1970: 0), hi = data.max() ?? lo
        let count = desiredCount ?? NumberBinning.scottCount(data.map(\.timeIntervalSince1970))
        self.init(range: lo...hi, desiredCount: count, calendar: calendar)
    }

    /// The first bin's index, 0.
    public var startIndex: Int { 0 }
    /// One past the last bin.
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }
    /// The index after `i`.
    public func index(after i: Int) -> Int { i + 1 }
    /// Bin `position`.
    public subscript(position: Int) -> ChartBinRange<Date> { ChartBinRange(bin: position, of: thresholds) }
    /// The index of the bin holding `date`, clamped to the first and last bins.
    public func index(for date: Date) -> Int { ChartBinRange.index(of: date, in: thresholds) }
}
