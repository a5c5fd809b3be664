import Foundation
import BackplateCore

extension ChartModel {
    /// Narrows a scrollable axis's domain to its visible window (`chartXVisibleDomain` with
    /// `chartScrollableAxes`): from the scroll position, or the domain's start, `length` long.
    /// Returns whether a window was applied.
    package static func applyVisibleWindow(_ config: inout ChartConfiguration, marks: [ChartMark]) -> Bool {
        var windowed = false
        func window(_ values: [PlotValue], domain: [PlotValue]?, length: Double?, start: PlotValue?, axis: String) -> [PlotValue]? {
            guard let length, length > 0 else { return nil }
            let source = domain ?? values
            if source.contains(where: { if case .category = $0 { return true } else { return false } }) {
                RuntimeWarning.emit("chart\(axis)VisibleDomain(length:) on a categorical axis is drawn with every category visible")
                return nil
            }
            let numbers = source.compactMap(\.number)
            guard let lo = numbers.min() else { return nil }
            let from = start?.number ?? lo
            let isDate = source.contains { if case .date = $0 { return true } else { return false } }
            windowed = true
            return isDate ? [.date(Date(timeIntervalSince1970: from)), .date(Date(timeIntervalSince1970: from + length))]
                : [.number(from), .number(from + length)]
        }
        if config.scrollableAxes.contains(.horizontal),
           let w = window(marks.flatMap(\.x), domain: config.xDomain, length: config.xVisibleLength, start: config.xScrollStart, axis: "X") {
            config.xDomain = w
        }
        if config.scrollableAxes.contains(.vertical),
           let w = window(marks.flatMap(\.y), domain: config.yDomain, length: config.yVisibleLength, start: config.yScrollStart, axis: "Y") {
            config.yDomain = w
        }
        return windowed
    }
}
