import Foundation
import BackplateCore

/// The style a date picker draws in (UIKit's raw values, iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice: compact, or wheels for a countdown timer or year and month.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// Buttons that show the date and time and open an editor when tapped.
    case compact = 2
    /// An editable calendar and time field shown in place (iOS 14).
    case inline = 3
}

/// UIKit's date picker, as a stand-in. Wrapped in a `UIViewRepresentable`, it is drawn as
/// SwiftUI's `DatePicker` with its label hidden: `.compact`, `.graphical` (for `.inline`) or
/// `.wheel` by `datePickerStyle`, with its date, bounds, locale, calendar, time zone and tint.
open class UIDatePicker: UIControl, UIKitDrawnView {
    /// Which parts of a date the picker edits (UIKit's raw values).
    public enum Mode: Int, Sendable {
        /// Hour and minute.
        case time = 0
        /// Day, month and year.
        case date = 1
        /// Date, hour and minute.
        case dateAndTime = 2
        /// Hours and minutes of a duration (drawn as an hour-and-minute wheel here).
        case countDownTimer = 3
        /// Month and year (iOS 17.4; drawn as a date wheel here).
        case yearAndMonth = 4
    }

    /// Which parts of a date the picker edits (`.dateAndTime` by default).
    open var datePickerMode: Mode = .dateAndTime
    /// The style the app asks for (`.automatic` by default).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The style the picker draws in: the preferred one, with `.automatic` resolved as iOS
    /// does (`.compact`, or `.wheels` for a countdown timer or year and month, which have no
    /// other style).
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }
    /// The selected date (the time the picker was made, unless set).
    open var date = Date()
    /// The earliest date the picker allows (`nil`: no bound).
    open var minimumDate: Date?
    /// The latest date the picker allows (`nil`: no bound).
    open var maximumDate: Date?
    /// The minutes' step in the time wheels (1 to 30, a divisor of 60; 1 by default).
    open var minuteInterval = 1
    /// The duration a countdown timer shows, in seconds (0 by default).
    open var countDownDuration: TimeInterval = 0
    /// Whether the date is rounded to `minuteInterval` (`true` by default).
    open var roundsToMinuteInterval = true
    /// The locale of the displayed date (`nil`: the environment's).
    open var locale: Locale?
    /// The calendar of the displayed date (the current calendar unless set; `nil` resets it).
    open var calendar: Calendar! {
        get { assignedCalendar ?? .current }
        set { assignedCalendar = newValue }
    }
    private var assignedCalendar: Calendar?
    /// The time zone of the displayed date (`nil`: the environment's).
    open var timeZone: TimeZone?

    /// Sets the date; a still render shows the end of any animation.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    @MainActor package func swiftUIDrawing() -> AnyView {
        let components: DatePickerComponents = switch datePickerMode {
        case .time, .countDownTimer: [.hourAndMinute]
        case .date, .yearAndMonth: [.date]
        case .dateAndTime: [.date, .hourAndMinute]
        }
        if datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth {
            RuntimeWarning.emit("UIDatePicker.Mode.\(datePickerMode): drawn as a \(datePickerMode == .countDownTimer ? "time" : "date") wheel, not its own wheels")
        }
        let selection = Binding.constant(date)
        let picker: DatePicker<Text> = switch (minimumDate, maximumDate) {
        case let (low?, high?) where low <= high:
            DatePicker("", selection: selection, in: low...high, displayedComponents: components)
        case let (low?, nil): DatePicker("", selection: selection, in: low..., displayedComponents: components)
        case let (nil, high?): DatePicker("", selection: selection, in: ...high, displayedComponents: components)
        default: DatePicker("", selection: selection, displayedComponents: components)
        }
        let styled: AnyView = switch datePickerStyle {
        case .inline: AnyView(picker.datePickerStyle(.graphical))
        case .wheels: AnyView(picker.datePickerStyle(.wheel))
        case .compact, .automatic: AnyView(picker.datePickerStyle(.compact))
        }
        return AnyView(styled.labelsHidden().tint(swiftUITint).transformEnvironment(\.self) { [locale, assignedCalendar, timeZone] environment in
            if let locale { environment.locale = locale }
            if let assignedCalendar { environment.calendar = assignedCalendar }
            if let timeZone { environment.timeZone = timeZone }
        })
    }
}
