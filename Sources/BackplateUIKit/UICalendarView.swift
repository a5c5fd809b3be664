import Foundation
import BackplateCore

/// UIKit's calendar view (iOS 16), as a stand-in. Wrapped in a `UIViewRepresentable`, it is
/// drawn as SwiftUI's graphical date picker draws a month: the month of
/// `visibleDateComponents`, with the selected days of that month on tint circles. Delegate
/// decorations are not drawn (a runtime warning says so).
open class UICalendarView: UIView, UIKitDrawnView {
    /// A mark under a day's number, made by the delegate.
    open class Decoration: NSObject {
        enum Kind { case dot, image(UIImage?), custom }
        let kind: Kind
        /// The decoration's colour (`nil`: the system's).
        let color: UIColor?
        /// The decoration's size.
        let size: DecorationSize
        init(kind: Kind, color: UIColor?, size: DecorationSize) {
            self.kind = kind
            self.color = color
            self.size = size
        }
        /// A filled circle.
        open class func `default`(color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(kind: .dot, color: color, size: size)
        }
        /// An image (an SF Symbol, say).
        open class func image(_ image: UIImage?, color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(kind: .image(image), color: color, size: size)
        }
        /// A view the provider makes (never called in a render).
        open class func customView(_ viewProvider: @escaping () -> UIView) -> Decoration {
            Decoration(kind: .custom, color: nil, size: .medium)
        }
    }

    /// A decoration's size (UIKit's raw values).
    public enum DecorationSize: Int, Sendable {
        /// Small.
        case small = 0
        /// Medium.
        case medium = 1
        /// Large.
        case large = 2
    }

    /// The calendar the view shows dates in (the current calendar by default).
    open var calendar: Calendar {
        get { assignedCalendar ?? .current }
        set { assignedCalendar = newValue }
    }
    private var assignedCalendar: Calendar?
    /// The locale of month and weekday names (the current locale unless set).
    open var locale: Locale {
        get { assignedLocale ?? .current }
        set { assignedLocale = newValue }
    }
    private var assignedLocale: Locale?
    /// The time zone of the dates (`nil`: the calendar's).
    open var timeZone: TimeZone?
    /// The design of the view's font (`.default`).
    open var fontDesign: UIFontDescriptor.SystemDesign = .default
    /// The dates the user can reach (every date by default).
    open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture)
    /// The year and month shown (nil fields: today's).
    open var visibleDateComponents = DateComponents()
    /// The object that makes decorations (called neither while drawing nor otherwise here).
    open weak var delegate: (any UICalendarViewDelegate)?
    /// How the user selects dates (`nil`: no selection).
    open var selectionBehavior: UICalendarSelection? {
        didSet { selectionBehavior?.calendarView = self }
    }
    /// Whether decorations are shown (`true`).
    open var wantsDateDecorations = true

    /// Shows the month of `dateComponents`; a still render shows the end of any animation.
    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) {
        visibleDateComponents = dateComponents
    }
    /// Asks the delegate again for the decorations of `dates` (nothing is drawn of them).
    open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {}

    /// The selected days, as dates in the view's calendar and time zone.
    private var selectedDates: [Date] {
        var cal = calendar
        if let timeZone { cal.timeZone = timeZone }
        let components: [DateComponents] = switch selectionBehavior {
        case let single as UICalendarSelectionSingleDate: single.selectedDate.map { [$0] } ?? []
        case let multi as UICalendarSelectionMultiDate: multi.selectedDates
        default: []
        }
        return components.compactMap { cal.date(from: DateComponents(year: $0.year, month: $0.month, day: $0.day)) }
    }

    @MainActor package func swiftUIDrawing() -> AnyView {
        var cal = calendar
        if let timeZone { cal.timeZone = timeZone }
        let today = cal.dateComponents([.year, .month], from: Date())
        let shown = cal.date(from: DateComponents(year: visibleDateComponents.year ?? today.year,
                                                  month: visibleDateComponents.month ?? today.month, day: 1)) ?? Date()
        let inMonth = selectedDates.filter { cal.isDate($0, equalTo: shown, toGranularity: .month) }
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = cal.timeZone
        let selection = Set(inMonth.map { gregorian.dateComponents([.calendar, .year, .month, .day], from: $0) })
        if delegate != nil && wantsDateDecorations {
            RuntimeWarning.emit("UICalendarView: the delegate's decorations are not drawn")
        }
        return AnyView(MultiDatePicker("", selection: .constant(selection)).labelsHidden().tint(swiftUITint).fontDesign(fontDesign == .default ? nil : fontDesign.swiftUIDesign)
            .environment(\.renderDate, shown)
            .transformEnvironment(\.self) { [assignedLocale, cal] environment in
                environment.calendar = cal
                environment.timeZone = cal.timeZone
                if let assignedLocale { environment.locale = assignedLocale }
            })
    }
}

/// The object that makes a calendar view's decorations (iOS 16).
@MainActor @preconcurrency
public protocol UICalendarViewDelegate: NSObjectProtocol {
    /// The decoration under the day of `dateComponents` (`nil`: none).
    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration?
    /// Called after the shown month changed (iOS 16.2; never in a render).
    func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents)
}

extension UICalendarViewDelegate {
    /// No decoration.
    public func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? { nil }
    /// Does nothing.
    public func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents) {}
}

/// How a calendar view's dates are selected: the superclass of the single- and multi-date
/// selections (iOS 16).
open class UICalendarSelection: NSObject {
    /// The view the selection belongs to.
    weak var calendarView: UICalendarView?
    /// Asks the delegate again which dates can be selected (nothing changes in a render).
    open func updateSelectableDates() {}
}

/// One selected date at most (iOS 16). Setting the selection in code calls no delegate method.
open class UICalendarSelectionSingleDate: UICalendarSelection {
    /// The object told of the user's choices (never, in a render).
    open weak var delegate: (any UICalendarSelectionSingleDateDelegate)?
    /// The selected date, if any.
    open var selectedDate: DateComponents?
    /// A selection with `delegate`.
    public init(delegate: (any UICalendarSelectionSingleDateDelegate)?) {
        self.delegate = delegate
        super.init()
    }
    /// Selects `selectedDate`; a still render shows the end of any animation.
    open func setSelected(_ selectedDate: DateComponents?, animated: Bool) { self.selectedDate = selectedDate }
}

/// What a single-date selection tells its owner (iOS 16).
@MainActor @preconcurrency
public protocol UICalendarSelectionSingleDateDelegate: NSObjectProtocol {
    /// Called after the user selected a date (never, in a render).
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
    /// Whether the user can select the date (`true` by default).
    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool
}

extension UICalendarSelectionSingleDateDelegate {
    /// `true`: every date can be selected.
    public func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool { true }
}

/// Any number of selected dates (iOS 16). Setting the selection in code calls no delegate method.
open class UICalendarSelectionMultiDate: UICalendarSelection {
    /// The object told of the user's choices (never, in a render).
    open weak var delegate: (any UICalendarSelectionMultiDateDelegate)?
    /// The selected dates.
    open var selectedDates: [DateComponents] = []
    /// A selection with `delegate`.
    public init(delegate: (any UICalendarSelectionMultiDateDelegate)?) {
        self.delegate = delegate
        super.init()
    }
    /// Selects `selectedDates`; a still render shows the end of any animation.
    open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) { self.selectedDates = selectedDates }
}

/// What a multi-date selection tells its owner (iOS 16).
@MainActor @preconcurrency
public protocol UICalendarSelectionMultiDateDelegate: NSObjectProtocol {
    /// Called after the user selected a date (never, in a render).
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
    /// Called after the user deselected a date (never, in a render).
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
    /// Whether the user can select the date (`true` by default).
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool
    /// Whether the user can deselect the date (`true` by default).
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool
}

extension UICalendarSelectionMultiDateDelegate {
    /// `true`: every date can be selected.
    public func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool { true }
    /// `true`: every date can be deselected.
    public func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool { true }
}
