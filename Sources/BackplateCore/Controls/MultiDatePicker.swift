import Foundation

/// A control for picking several dates (iOS 16): a month calendar, drawn as the graphical
/// `DatePicker`'s (month title, weekday initials, day numbers), with every selected day of the
/// shown month on a tint circle with white text. The shown month is the earliest selected
/// date's, or "now"'s (`EnvironmentValues.renderDate`, else the clock) when nothing is
/// selected. The label is not drawn, as iOS does not draw it. A still render never writes
/// the binding.
nonisolated public struct MultiDatePicker<Label: View>: View {
    let selection: Set<DateComponents>
    @Environment(\.calendar) private var calendar
    @Environment(\.renderDate) private var renderDate

    /// Creates a picker with a label view.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
    }

    /// Creates a picker limited to dates in `bounds` (the limit is not drawn).
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
    }

    /// Creates a picker limited to dates from `bounds`' lower bound (the limit is not drawn).
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
    }

    /// Creates a picker limited to dates before `bounds`' upper bound (the limit is not drawn).
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
    }

    /// The calendar of the shown month with the selected days circled.
    public var body: some View {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        let dates = selection.compactMap { components -> Date? in
            var c = components
            if c.calendar == nil { c.calendar = gregorian }
            return c.date
        }.sorted()
        let month = dates.first ?? renderDate ?? Date()
        let shown = gregorian.dateComponents([.year, .month], from: month)
        let days = Set(dates.compactMap { date -> Int? in
            let c = gregorian.dateComponents([.year, .month, .day], from: date)
            return c.year == shown.year && c.month == shown.month ? c.day : nil
        })
        return _MonthGrid(date: month, selectedDays: days)
    }
}

extension MultiDatePicker where Label == Text {
    /// Creates a picker with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.selection = selection.wrappedValue
    }

    /// Creates a picker with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.selection = selection.wrappedValue
    }

    /// Creates a picker with a localized title, limited to dates in `bounds`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.selection = selection.wrappedValue
    }

    /// Creates a picker with a localized title, limited to dates from `bounds`' lower bound.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.selection = selection.wrappedValue
    }
}
