import Foundation

/// One wheel of a `.wheel` date picker at rest: the rows around the selection (five each side,
/// as many as the 216-point drum shows), which row is selected, the texts that set the wheel's
/// width (every value it can show) and whether its texts align at the leading edge.
struct _DateWheelColumn: Equatable {
    var rows: [String]
    var selected: Int
    var samples: [String]
    var leading: Bool

    /// The rows of `values` from three before `index` to three after (what a 216-point drum
    /// shows), wrapping round when the wheel is `cyclic` (months, days, hours, minutes loop on
    /// iOS; years and AM/PM do not).
    init(values: [String], index: Int, cyclic: Bool, leading: Bool = false, samples: [String]? = nil) {
        var rows: [String] = [], selected = 0
        for step in -3...3 {
            var i = index + step
            if cyclic { i = ((i % values.count) + values.count) % values.count } else if !values.indices.contains(i) { continue }
            if step == 0 { selected = rows.count }
            rows.append(values[i])
        }
        (self.rows, self.selected, self.samples, self.leading) = (rows, selected, samples ?? values, leading)
    }
}

/// The wheels UIDatePicker shows for a date and its components, in the context's locale:
/// `.date` as month, day and year in the locale's order ("November 22 2026" in en_US, day
/// first in de_DE); `.hourAndMinute` as hour, minute and, in a 12-hour locale, AM/PM; both as
/// one date wheel ("Sun Nov 22", "Today" in English for today) then the time wheels.
enum _DateWheelColumns {
    static func make(date: Date, components: DatePickerComponents, in context: TextFormattingContext) -> [_DateWheelColumn] {
        var calendar = context.calendar
        calendar.locale = context.locale
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        var columns: [_DateWheelColumn] = []
        if components.contains(.date) && components.contains(.hourAndMinute) {
            let formatter = _DateText.formatter(in: context) { $0.setLocalizedDateFormatFromTemplate("EEEMMMd") }
            let english = context.locale.identifier.hasPrefix("en")
            let rows = (-3...3).map { offset -> String in
                let day = calendar.date(byAdding: .day, value: offset, to: date) ?? date
                if english && calendar.isDate(day, inSameDayAs: context.now) { return "Today" }
                return formatter.string(from: day).replacingOccurrences(of: ",", with: "")
            }
            columns.append(_DateWheelColumn(values: rows, index: 3, cyclic: false))
        } else if components.contains(.date) {
            columns += dateColumns(parts, calendar: calendar, locale: context.locale, date: date)
        }
        if components.contains(.hourAndMinute) {
            columns += timeColumns(parts, context: context)
        }
        return columns
    }

    /// Month (leading-aligned names), day and year wheels, ordered as the locale writes a date.
    private static func dateColumns(_ parts: DateComponents, calendar: Calendar, locale: Locale, date: Date) -> [_DateWheelColumn] {
        let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d, y"
        let months = calendar.standaloneMonthSymbols
        let days = (1...(calendar.range(of: .day, in: .month, for: date)?.count ?? 31)).map { "\($0)" }
        let year = parts.year ?? 2000
        let years = (year - 5...year + 5).map { "\($0)" }
        let wheels: [(Character, _DateWheelColumn)] = [
            ("M", _DateWheelColumn(values: months, index: (parts.month ?? 1) - 1, cyclic: true, leading: true)),
            ("d", _DateWheelColumn(values: days, index: (parts.day ?? 1) - 1, cyclic: true)),
            ("y", _DateWheelColumn(values: years, index: 5, cyclic: false)),
        ]
        func position(_ letter: Character) -> Int {
            let alternative: Character = letter == "M" ? "L" : letter
            return pattern.firstIndex { $0 == letter || $0 == alternative }.map { pattern.distance(from: pattern.startIndex, to: $0) } ?? 99
        }
        return wheels.sorted { position($0.0) < position($1.0) }.map(\.1)
    }

    /// Hour, minute and (12-hour locales) AM/PM wheels, the period first where the locale puts it first.
    private static func timeColumns(_ parts: DateComponents, context: TextFormattingContext) -> [_DateWheelColumn] {
        let pattern = DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: context.locale) ?? "h:mm a"
        let twelveHour = pattern.contains("h") || pattern.contains("K")
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0
        let hours = twelveHour ? (0..<12).map { $0 == 0 ? "12" : "\($0)" }
            : (0..<24).map { pattern.contains("HH") ? String(format: "%02d", $0) : "\($0)" }
        var columns = [_DateWheelColumn(values: hours, index: twelveHour ? hour % 12 : hour, cyclic: true),
                       _DateWheelColumn(values: (0..<60).map { String(format: "%02d", $0) }, index: minute, cyclic: true)]
        guard twelveHour else { return columns }
        let formatter = context.dateFormatter()
        let period = _DateWheelColumn(values: [formatter.amSymbol, formatter.pmSymbol], index: hour >= 12 ? 1 : 0,
                                      cyclic: false, leading: true)
        let periodFirst = (pattern.firstIndex(of: "a") ?? pattern.endIndex) < (pattern.firstIndex { $0 == "h" || $0 == "K" } ?? pattern.endIndex)
        if periodFirst { columns.insert(period, at: 0) } else { columns.append(period) }
        return columns
    }
}

/// A `.wheel` date picker frozen at rest (docs/controls.md §5.3): one wheel per component,
/// each as wide as its widest value at 23 points, 24 points apart and centred as a group
/// (Flutter's copy of UIDatePicker pads each wheel 12 each side); the selected rows on one
/// grey 32-point band inset 9, the rows around them dimmed (0.45) and drawn on the drum
/// (`_WheelRowProjection`); 216 tall, greedy width, clipped.
nonisolated struct _DateWheels: View {
    let columns: [_DateWheelColumn]
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8).fill(_SystemColor.tertiaryFill).frame(height: 32).padding(.horizontal, 9)
            HStack(spacing: 24) {
                ForEach(0..<columns.count, id: \.self) { i in _DateWheel(column: columns[i]) }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: 216)
        .clipped()
    }
}

/// One wheel: its width set by every value it can show (hidden), its rows laid over that width.
nonisolated struct _DateWheel: View {
    let column: _DateWheelColumn
    var body: some View {
        let geometry = _WheelGeometry()
        VStack(spacing: 0) {
            ForEach(0..<column.samples.count, id: \.self) { i in
                Text(verbatim: column.samples[i]).font(.system(size: 23)).lineLimit(1).fixedSize()
            }
        }
        .frame(height: 216)
        .hidden()
        .accessibilityHidden(true)
        .overlay {
            _WheelLayout(geometry: geometry) {
                ForEach(0..<column.rows.count, id: \.self) { r in
                    let selected = r == column.selected
                    Text(verbatim: column.rows[r])
                        .font(.system(size: selected ? 23 : 21))
                        .lineLimit(1)
                        .fixedSize()
                        .frame(maxWidth: .infinity, alignment: column.leading ? .leading : .trailing)
                        .frame(height: 32)
                        .opacity(selected ? 1 : 0.45)
                        .modifier(_WheelRowProjection(geometry: geometry))
                        .layoutValue(key: _WheelSelectedKey.self, value: selected)
                }
            }
        }
        .fixedSize(horizontal: true, vertical: false)
    }
}
