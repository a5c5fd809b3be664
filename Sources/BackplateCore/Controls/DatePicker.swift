import Foundation

/// A control for selecting an absolute date, drawn by the current date picker style
/// (docs/controls.md §5.4).
///
/// The default style on iOS is `.compact`: the label at the leading edge and, at the trailing
/// edge, one capsule per displayed component (the date as "Nov 22, 2026", the time as
/// "9:41 AM", US English, the process's time zone) in the tertiary system fill, radius 6,
/// 34 points tall, text in the body font and label colour; the row takes the proposed width.
/// `.graphical` draws a month grid, the selected day on a pale tint circle in the tint;
/// `.wheel` draws one 216-point wheel per component (month, day, year; hour, minute, AM/PM),
/// the selection on a grey band and the neighbouring rows fading round the drum. A selection outside the `in:`
/// range is shown clamped to it, as the control would. Disabled, the control draws at half
/// opacity.
nonisolated public struct DatePicker<Label: View>: View {
    /// The components a date picker displays.
    public typealias Components = DatePickerComponents

    let date: Date
    let components: DatePickerComponents
    let label: Label
    var selection: Binding<Date> = .constant(Date(timeIntervalSinceReferenceDate: 0))
    var minimumDate: Date? = nil
    var maximumDate: Date? = nil
    @Environment(\.datePickerStyleBox) private var style

    /// Creates a date picker with a custom label.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.date = selection.wrappedValue
        self.components = displayedComponents
        self.label = label()
        self.selection = selection
    }

    /// Creates a date picker limited to a closed range of dates.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.date = min(max(selection.wrappedValue, range.lowerBound), range.upperBound)
        self.components = displayedComponents
        self.label = label()
        (self.selection, minimumDate, maximumDate) = (selection, range.lowerBound, range.upperBound)
    }

    /// Creates a date picker limited to dates from a start date on.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.date = max(selection.wrappedValue, range.lowerBound)
        self.components = displayedComponents
        self.label = label()
        (self.selection, minimumDate) = (selection, range.lowerBound)
    }

    /// Creates a date picker limited to dates up to an end date.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.date = min(selection.wrappedValue, range.upperBound)
        self.components = displayedComponents
        self.label = label()
        (self.selection, maximumDate) = (selection, range.upperBound)
    }

    /// The picker drawn by the current date picker style (a custom style's `makeBody`).
    public var body: some View {
        if let style {
            style.make(DatePickerStyleConfiguration(label: DatePickerStyleConfiguration.Label(view: AnyView(label)),
                                                    selection: selection, minimumDate: minimumDate,
                                                    maximumDate: maximumDate, displayedComponents: components))
        } else {
            _DatePickerBody(date: date, components: components, label: AnyView(label))
        }
    }
}

extension DatePicker where Label == Text {
    /// Creates a date picker with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates a date picker with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates a date picker with a localized title, limited to a closed range.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates a date picker with a string title, limited to a closed range.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates a date picker with a localized title, limited to dates from a start date on.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates a date picker with a string title, limited to dates from a start date on.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates a date picker with a localized title, limited to dates up to an end date.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates a date picker with a string title, limited to dates up to an end date.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The components of a date that a date picker displays.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates components from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Displays hour and minute components.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// Displays day, month, and year components.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

// MARK: - DatePickerStyle

/// A type that specifies the appearance and interaction of all date pickers within a view
/// hierarchy. Backplate draws what `makeBody` returns (`DatePickerStyleConfiguration.swift`).
@MainActor @preconcurrency
public protocol DatePickerStyle {
    /// A view representing the appearance and interaction of a date picker.
    associatedtype Body: View
    /// The properties of a date picker.
    typealias Configuration = DatePickerStyleConfiguration
    /// Returns the appearance and interaction content for a date picker.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

enum _DatePickerKind: Sendable { case automatic, compact, graphical, wheel }
protocol _BuiltInDatePickerStyle { var kind: _DatePickerKind { get } }

/// The default date picker style: `.compact` on iOS.
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle, _BuiltInDatePickerStyle {
    /// Creates a default date picker style.
    public init() {}
    var kind: _DatePickerKind { .automatic }
}
/// A date picker style that displays the components in a compact, textual format.
nonisolated public struct CompactDatePickerStyle: DatePickerStyle, _BuiltInDatePickerStyle {
    /// Creates a compact date picker style.
    public init() {}
    var kind: _DatePickerKind { .compact }
}
/// A date picker style that displays an interactive calendar or clock.
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle, _BuiltInDatePickerStyle {
    /// Creates a graphical date picker style.
    public init() {}
    var kind: _DatePickerKind { .graphical }
}
/// A date picker style that displays each component as columns in a scrollable wheel.
nonisolated public struct WheelDatePickerStyle: DatePickerStyle, _BuiltInDatePickerStyle {
    /// Creates a wheel date picker style.
    public init() {}
    var kind: _DatePickerKind { .wheel }
}

nonisolated extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that displays the components in a compact, textual format.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker style that displays an interactive calendar or clock.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker style that displays each component as columns in a scrollable wheel.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey { static let defaultValue = _DatePickerKind.automatic }

extension EnvironmentValues {
    var datePickerKind: _DatePickerKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for date pickers within this view.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        modifier(_DatePickerStyleModifier(style))
    }
}

// MARK: - Drawing

enum _DateText {
    static func formatter(in context: TextFormattingContext = .standard, _ configure: (DateFormatter) -> Void) -> DateFormatter {
        let f = context.dateFormatter()
        configure(f)
        return f
    }
    /// "Nov 22, 2026" (en_US; "22.11.2026" in de_DE), in the environment's locale and time zone.
    static func date(_ d: Date, in context: TextFormattingContext = .standard) -> String {
        formatter(in: context) { $0.dateStyle = .medium; $0.timeStyle = .none }.string(from: d)
    }
    /// "9:41 AM" (en_US; "09:41" in en_GB), in the environment's locale and time zone.
    static func time(_ d: Date, in context: TextFormattingContext = .standard) -> String {
        formatter(in: context) { $0.dateStyle = .none; $0.timeStyle = .short }.string(from: d)
    }
}

nonisolated struct _DatePickerBody: View {
    let date: Date
    let components: DatePickerComponents
    let label: AnyView
    @Environment(\.datePickerKind) private var kind
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.textFormattingContext) private var formatting

    var body: some View {
        picker.opacity(isEnabled ? 1 : 0.5)
    }

    @ViewBuilder private var picker: some View {
        switch kind {
        case .automatic, .compact:
            _LabelValueRow(label: label, value: HStack(spacing: 8) {
                if components.contains(.date) { _DateCapsule(text: _DateText.date(date, in: formatting)) }
                if components.contains(.hourAndMinute) { _DateCapsule(text: _DateText.time(date, in: formatting)) }
            }.modifier(_ListRowControlOverhang()))
        case .wheel:
            let text = [components.contains(.date) ? _DateText.date(date, in: formatting) : nil,
                        components.contains(.hourAndMinute) ? _DateText.time(date, in: formatting) : nil].compactMap { $0 }.joined(separator: "  ")
            _DateWheels(columns: _DateWheelColumns.make(date: date, components: components, in: formatting))
            // As a wheel picker: adjustable, named by the label, valued by the date shown.
            .modifier(AccessibilityAttachmentModifier.control(.adjustable, value: text, labelView: label))
        case .graphical:
            _MonthGrid(date: date)
        }
    }
}

/// One compact date-picker capsule: text on the tertiary fill, radius 6, 34 tall.
nonisolated struct _DateCapsule: View {
    let text: String
    var body: some View {
        Text(verbatim: text)
            .lineLimit(1)
            .padding(.horizontal, 11)
            .frame(height: 34)
            .background(_SystemColor.tertiaryFill, in: RoundedRectangle(cornerRadius: 6))
            .fixedSize()
            .modifier(AccessibilityAttachmentModifier.control(.isButton))  // a compact picker's date or time button
    }
}

/// The graphical style's calendar: month title, weekday initials and the days, in the
/// environment's calendar and locale (month name, first weekday: Sunday in en_US, Monday in
/// de_DE; weekday initials uppercased, an estimate outside en_US). The picker's day sits on a
/// pale tint circle in the tint, semibold; today (`renderDate`, else the clock) is in the tint,
/// on a solid tint circle in white when selected. A `MultiDatePicker` passes the selected days
/// of `date`'s month, each on a solid tint circle in white; nil: `date`'s day alone.
nonisolated struct _MonthGrid: View {
    let date: Date
    var selectedDays: Set<Int>? = nil
    @Environment(\.textFormattingContext) private var formatting
    var body: some View {
        var calendar = formatting.calendar
        calendar.locale = formatting.locale
        let comps = calendar.dateComponents([.year, .month, .day], from: date)
        let first = calendar.date(from: DateComponents(year: comps.year, month: comps.month, day: 1)) ?? date
        // Weekday indices count from Sunday (0); the grid's first column is the calendar's first weekday.
        let firstDayIndex = calendar.component(.weekday, from: first) - 1
        let startIndex = max(0, min(6, calendar.firstWeekday - 1))
        let leading = (firstDayIndex - startIndex + 7) % 7
        let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 30
        let title = _DateText.formatter(in: formatting) { $0.dateFormat = "LLLL yyyy" }.string(from: date)
        let initials = calendar.shortStandaloneWeekdaySymbols.map { $0.uppercased(with: formatting.locale) }
        let columnInitials = (0..<7).map { initials.count == 7 ? initials[(startIndex + $0) % 7] : "" }
        let cells: [Int] = Array(repeating: 0, count: leading) + Array(1...days)
        let rows = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<min($0 + 7, cells.count)]) }
        let selected = selectedDays ?? [comps.day ?? 1]
        let now = calendar.dateComponents([.year, .month, .day], from: formatting.now)
        let today = now.year == comps.year && now.month == comps.month ? now.day : nil
        return VStack(spacing: 6) {
            HStack {
                HStack {
                    Text(verbatim: title).font(.headline)
                    Image(systemName: "chevron.right").font(.body.weight(.semibold)).foregroundStyle(.tint).symbolFrameHugsInk()
                        .accessibilityHidden(true)
                }
                .modifier(AccessibilityAttachmentModifier.control(.isButton))  // the month button (year picker)
                Spacer()
                Image(systemName: "chevron.left").font(.body.weight(.medium)).foregroundStyle(.tint).symbolFrameHugsInk()
                    .modifier(AccessibilityAttachmentModifier.control(.isButton, label: "Previous Month"))
                Image(systemName: "chevron.right").font(.body.weight(.medium)).foregroundStyle(.tint).symbolFrameHugsInk().padding(.leading, 20)
                    .modifier(AccessibilityAttachmentModifier.control(.isButton, label: "Next Month"))
            }
            .padding(.bottom, 6)
            HStack(spacing: 0) {
                ForEach(0..<7) { i in
                    Text(verbatim: columnInitials[i])
                        .font(.caption.weight(.semibold)).foregroundStyle(_SystemColor.tertiaryLabel)
                        .frame(maxWidth: .infinity)
                }
            }
            ForEach(0..<rows.count, id: \.self) { r in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { c in
                        let day = c < rows[r].count ? rows[r][c] : 0
                        // VoiceOver reads a day as its full date ("Thursday, January 1").
                        let spoken = day > 0 ? calendar.weekdaySymbols[(firstDayIndex + day - 1) % 7] + ", "
                            + calendar.monthSymbols[((comps.month ?? 1) - 1 + 12) % 12] + " \(day)" : ""
                        _DayCell(day: day, isSelected: day > 0 && selected.contains(day), isToday: day > 0 && day == today,
                                 solidSelection: selectedDays != nil, spokenDate: spoken)
                    }
                }
            }
        }
        .frame(maxWidth: .infinity)
    }
}

/// One day of the month grid, 44 tall: a selected day on a 40-point circle, pale tint
/// (0.12 light, 0.24 dark, estimates) under the tint's semibold number, or solid tint under a
/// white number when it is today or `solidSelection` (MultiDatePicker); today otherwise in the tint.
nonisolated struct _DayCell: View {
    let day: Int
    let isSelected: Bool
    var isToday = false
    var solidSelection = false
    /// What VoiceOver reads for the day: its full date.
    var spokenDate = ""
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        let solid = isSelected && (isToday || solidSelection)
        ZStack {
            if isSelected {
                Circle().fill(.tint).opacity(solid ? 1 : colorScheme == .dark ? 0.24 : 0.12).frame(width: 40, height: 40)
            }
            if day > 0 {
                Text(verbatim: "\(day)").font(.system(size: 20, weight: isSelected ? .semibold : .regular))
                    .lineLimit(1).fixedSize()
                    .foregroundStyle(solid ? AnyShapeStyle(Color.white)
                                     : isSelected || isToday ? AnyShapeStyle(.tint) : AnyShapeStyle(HierarchicalShapeStyle.primary))
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: 44)
        // A day is a button read as its full date, the chosen one selected; blank cells are no element.
        .modifier(day > 0 ? AccessibilityAttachmentModifier.control(isSelected ? [.isButton, .isSelected] : .isButton,
                                                                    label: spokenDate.isEmpty ? nil : spokenDate)
                          : AccessibilityAttachmentModifier())
    }
}
