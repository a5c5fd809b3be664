import Foundation

/// The properties of a date picker (iOS 16), given to a `DatePickerStyle`'s `makeBody`.
public struct DatePickerStyleConfiguration {
    /// A type-erased label of a date picker.
    nonisolated public struct Label: View {
        let view: AnyView
        /// The label's content.
        public var body: some View { view }
    }

    /// A description of the date picker's purpose.
    public let label: DatePickerStyleConfiguration.Label
    /// The date the picker shows; `$selection` is a binding to it.
    @Binding public var selection: Date
    /// The earliest date the picker allows (`nil`: no limit).
    public var minimumDate: Date?
    /// The latest date the picker allows (`nil`: no limit).
    public var maximumDate: Date?
    /// The date components the picker displays.
    public var displayedComponents: DatePickerComponents

    init(label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?,
         displayedComponents: DatePickerComponents) {
        self.label = label
        self._selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
    }

    /// The selection clamped to the allowed range, as the control shows it.
    var shownDate: Date {
        var date = selection
        if let minimumDate { date = max(date, minimumDate) }
        if let maximumDate { date = min(date, maximumDate) }
        return date
    }
}

extension DefaultDatePickerStyle {
    /// The compact picker, as iOS draws the automatic style.
    public func makeBody(configuration: Configuration) -> some View { _BuiltInDatePicker(configuration, kind: .automatic) }
}

extension CompactDatePickerStyle {
    /// The label and the date and time in capsules.
    public func makeBody(configuration: Configuration) -> some View { _BuiltInDatePicker(configuration, kind: .compact) }
}

extension GraphicalDatePickerStyle {
    /// The month grid with the selected day circled.
    public func makeBody(configuration: Configuration) -> some View { _BuiltInDatePicker(configuration, kind: .graphical) }
}

extension WheelDatePickerStyle {
    /// The selection centred on the wheel band.
    public func makeBody(configuration: Configuration) -> some View { _BuiltInDatePicker(configuration, kind: .wheel) }
}

/// A built-in style's picker drawn from a configuration (what `DatePicker` draws with that style).
nonisolated struct _BuiltInDatePicker: View {
    let configuration: DatePickerStyleConfiguration
    let kind: _DatePickerKind

    init(_ configuration: DatePickerStyleConfiguration, kind: _DatePickerKind) {
        self.configuration = configuration
        self.kind = kind
    }

    var body: some View {
        _DatePickerBody(date: configuration.shownDate, components: configuration.displayedComponents,
                        label: AnyView(configuration.label))
            .environment(\.datePickerKind, kind)
    }
}

private struct DatePickerStyleBoxKey: EnvironmentKey {
    static var defaultValue: _StyleBox<DatePickerStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    var datePickerStyleBox: _StyleBox<DatePickerStyleConfiguration>? {
        get { self[DatePickerStyleBoxKey.self] }
        set { self[DatePickerStyleBoxKey.self] = newValue }
    }
}

/// `datePickerStyle(_:)`: a built-in style sets the drawing kind (and clears any custom style);
/// a custom style's `makeBody` draws each date picker below.
nonisolated struct _DatePickerStyleModifier<Style: DatePickerStyle>: ViewModifier {
    let style: Style
    init(_ style: Style) { self.style = style }

    func body(content: Content) -> some View {
        if let builtIn = style as? _BuiltInDatePickerStyle {
            content.environment(\.datePickerKind, builtIn.kind).environment(\.datePickerStyleBox, nil)
        } else {
            content.modifier(styleModifier(style, at: \.datePickerStyleBox) { s, c in s.makeBody(configuration: c) })
        }
    }
}
