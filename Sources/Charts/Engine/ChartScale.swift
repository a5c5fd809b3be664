import Foundation
import BackplateCore

/// One axis's scale: categories in bands, or a continuous range of numbers or dates.
package struct ChartScale: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// Categories in order; each gets an equal band.
        case category([PlotValue])
        /// A continuous domain (dates as seconds since 1970).
        case linear(lower: Double, upper: Double, isDate: Bool)
    }
    package var kind: Kind
    /// The values the axis marks by default (nice numbers, every category, calendar steps).
    package var ticks: [PlotValue]
    /// The date step the ticks use, for label formatting.
    package var dateStep: Calendar.Component?
    /// Points kept free before the domain's start and after its end (`.plotDimension(padding:)`).
    package var startPadding: CGFloat = 0
    package var endPadding: CGFloat = 0

    package var isCategorical: Bool { if case .category = kind { return true } else { return false } }

    /// The position of `value` along an axis `length` points long (0: the domain's start):
    /// a category's band centre, or the linear interpolation of a number.
    package func position(_ value: PlotValue, length: CGFloat) -> CGFloat? {
        let inner = length - startPadding - endPadding
        return unpaddedPosition(value, length: inner).map { $0 + startPadding }
    }

    private func unpaddedPosition(_ value: PlotValue, length: CGFloat) -> CGFloat? {
        switch kind {
        case .category(let categories):
            guard let i = categories.firstIndex(of: value) else { return nil }
            let band = length / CGFloat(max(categories.count, 1))
            return (CGFloat(i) + 0.5) * band
        case .linear(let lower, let upper, _):
            guard let v = value.number else { return nil }
            let span = upper - lower
            return span == 0 ? length / 2 : CGFloat((v - lower) / span) * length
        }
    }

    /// A category's band width along an axis `length` points long (0 on a continuous scale).
    package func bandWidth(length: CGFloat) -> CGFloat {
        if case .category(let c) = kind { return (length - startPadding - endPadding) / CGFloat(max(c.count, 1)) }
        return 0
    }

    /// A categorical scale over `values` in first-appearance order.
    package static func categorical(_ values: [PlotValue]) -> ChartScale {
        var seen = Set<PlotValue>(), ordered: [PlotValue] = []
        for v in values where seen.insert(v).inserted { ordered.append(v) }
        return ChartScale(kind: .category(ordered), ticks: ordered, dateStep: nil)
    }

    /// A numeric scale whose domain is `values`' extent (with zero when `includesZero`),
    /// widened to whole steps of the nice step giving closest to `desiredCount` ticks
    /// (estimated: 0...90 -> 0, 25, ..., 100; 0...10 -> 0, 2, ..., 10).
    package static func numeric(_ values: [Double], includesZero: Bool, desiredCount: Int = 5) -> ChartScale {
        let finite = values.filter(\.isFinite)  // NaN and infinite values are left off the scale
        var lo = finite.min() ?? 0, hi = finite.max() ?? 1
        if includesZero { lo = min(lo, 0); hi = max(hi, 0) }
        if lo == hi { if lo == 0 { hi = 1 } else if lo > 0 { lo = 0 } else { hi = 0 } }
        var best: (step: Double, count: Int)?
        for step in candidateSteps(around: (hi - lo) / Double(max(desiredCount - 1, 1))) {
            let count = Int(((hi / step).rounded(.up) - (lo / step).rounded(.down)).rounded()) + 1
            if best == nil || abs(count - desiredCount) < abs(best!.count - desiredCount) { best = (step, count) }
        }
        let step = best?.step ?? 1
        let lower = (lo / step).rounded(.down) * step, upper = (hi / step).rounded(.up) * step
        let ticks = stride(from: lower, through: upper + step / 2, by: step).map { PlotValue.number(($0 / step).rounded() * step) }
        return ChartScale(kind: .linear(lower: lower, upper: upper, isDate: false), ticks: ticks, dateStep: nil)
    }

    /// A numeric scale over exactly `lower...upper`, ticks at the nice step giving closest to
    /// `desiredCount` ticks inside it (0...25 -> 0, 5, ..., 25).
    package static func numeric(fixed lower: Double, _ upper: Double, desiredCount: Int = 5) -> ChartScale {
        // An infinite or NaN bound cannot be spanned: the finite one, or 0...1, is used instead.
        guard lower.isFinite, upper.isFinite else { return numeric([lower, upper], includesZero: false, desiredCount: desiredCount) }
        var step = 1.0, best = Int.max
        for candidate in candidateSteps(around: (upper - lower) / Double(max(desiredCount - 1, 1))) {
            let first = (lower / candidate).rounded(.up) * candidate
            let count = Int(((upper - first) / candidate + 1e-9).rounded(.down)) + 1
            if abs(count - desiredCount) < best { best = abs(count - desiredCount); step = candidate }
        }
        let first = (lower / step).rounded(.up) * step
        let ticks = stride(from: first, through: upper + step * 1e-9, by: step).map { PlotValue.number(($0 / step).rounded() * step) }
        return ChartScale(kind: .linear(lower: lower, upper: upper, isDate: false), ticks: ticks, dateStep: nil)
    }

    /// Nice steps near `raw`, finest first: 1, 2, 2.5 (only when it is a whole number: 25,
    /// 250...) and 5 times powers of ten.
    package static func candidateSteps(around raw: Double) -> [Double] {
        guard raw > 0, raw.isFinite else { return [1] }
        let magnitude = pow(10, log10(raw).rounded(.down))
        var out: [Double] = []
        for scale in [magnitude / 10, magnitude, magnitude * 10] {
            for m in [1, 2, 2.5, 5] {
                let step = m * scale
                if m == 2.5, (step).rounded() != step { continue }
                out.append(step)
            }
        }
        return out
    }

    /// A date scale over `lower...upper` seconds, ticks at calendar steps (hours, days, weeks
    /// or months, whichever gives at most about seven).
    package static func dates(lower: Double, upper: Double, calendar: Calendar = .current) -> ChartScale {
        let span = max(upper - lower, 1)
        let day = 86_400.0
        let choices: [(Calendar.Component, Int, Double)] = [
            (.hour, 1, 3600), (.hour, 3, 3 * 3600), (.hour, 6, 6 * 3600), (.day, 1, day), (.day, 2, 2 * day),
            (.weekOfYear, 1, 7 * day), (.month, 1, 30 * day), (.month, 3, 91 * day), (.year, 1, 365 * day),
        ]
        let choice = choices.first { span / $0.2 <= 7 } ?? choices.last!
        var ticks: [PlotValue] = []
        let start = Date(timeIntervalSince1970: lower)
        var t = calendar.dateInterval(of: choice.0 == .weekOfYear ? .weekOfYear : choice.0, for: start)?.start ?? start
        if t.timeIntervalSince1970 < lower - 1 { t = calendar.date(byAdding: choice.0, value: choice.1, to: t) ?? t }
        while t.timeIntervalSince1970 <= upper + 1, ticks.count < 60 {
            ticks.append(.date(t))
            guard let next = calendar.date(byAdding: choice.0, value: choice.1, to: t), next > t else { break }
            t = next
        }
        return ChartScale(kind: .linear(lower: lower, upper: upper, isDate: true), ticks: ticks, dateStep: choice.0)
    }

    /// The ticks for an axis's `AxisMarkValues`.
    package func ticks(for values: AxisMarkValues, calendar: Calendar = .current) -> [PlotValue] {
        switch values.kind {
        case .automatic(let count):
            guard case .linear(let lower, let upper, false) = kind, count != nil || values.minimumStride != nil else { return ticks }
            let automatic = count.map { ChartScale.numeric(fixed: lower, upper, desiredCount: $0).ticks } ?? ticks
            if let minimum = values.minimumStride, minimum > 0, automatic.count > 1,
               let a = automatic[0].number, let b = automatic[1].number, b - a < minimum {
                return ticks(for: .stride(by: minimum), calendar: calendar)
            }
            return automatic
        case .explicit(let list): return list
        case .stride(let step):
            guard case .linear(let lower, let upper, _) = kind, step > 0 else { return ticks }
            let first = (lower / step).rounded(.up) * step
            return stride(from: first, through: upper + step * 1e-9, by: step).prefix(200).map { .number($0) }
        case .dateStride(let component, let count):
            guard case .linear(let lower, let upper, _) = kind else { return ticks }
            var out: [PlotValue] = []
            let startDate = Date(timeIntervalSince1970: lower)
            var t = calendar.dateInterval(of: component, for: startDate)?.start ?? startDate
            if t.timeIntervalSince1970 < lower - 1 { t = calendar.date(byAdding: component, value: count, to: t) ?? t }
            while t.timeIntervalSince1970 <= upper + 1, out.count < 200 {
                out.append(.date(t))
                guard let next = calendar.date(byAdding: component, value: max(count, 1), to: t), next > t else { break }
                t = next
            }
            return out
        }
    }

    /// The default label text for `value`.
    package func label(for value: PlotValue) -> String {
        switch value {
        case .category(let s): return s
        case .number(let v): return ChartNumberFormat.string(v)
        case .date(let d): return ChartNumberFormat.dateString(d, step: dateStep ?? .day)
        }
    }
}

/// How a chart writes axis numbers and dates by default.
package enum ChartNumberFormat {
    /// Whole numbers with thousands separators ("10,000"), others with up to two decimals.
    package static func string(_ v: Double) -> String {
        if v.rounded() == v, abs(v) < 1e15 {
            let formatter = NumberFormatter()
            formatter.numberStyle = .decimal
            formatter.locale = Locale(identifier: "en_US")
            return formatter.string(from: NSNumber(value: Int(v))) ?? String(Int(v))
        }
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        formatter.maximumFractionDigits = 2
        return formatter.string(from: NSNumber(value: v)) ?? String(v)
    }

    /// A date at `step` granularity: hours as "6 AM", days as "Nov 12", months as "Nov",
    /// years as "2026" (estimated).
    package static func dateString(_ d: Date, step: Calendar.Component) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US")
        f.timeZone = Calendar.current.timeZone
        switch step {
        case .hour: f.dateFormat = "h a"
        case .month: f.dateFormat = "MMM"
        case .year: f.dateFormat = "yyyy"
        default: f.dateFormat = "MMM d"
        }
        return f.string(from: d)
    }

    /// A date as a day ("Nov 12").
    package static func dayString(_ d: Date) -> String { dateString(d, step: .day) }
}
