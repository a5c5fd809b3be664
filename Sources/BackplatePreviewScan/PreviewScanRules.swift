import Foundation

/// What the preview scanner looks for and what stands in for it: previews are built as an
/// iPhone simulator app is, against Backplate's modules.
public enum PreviewScanRules {
    /// The command-line switch that makes the `BackplateMacros` plugin executable read a JSON
    /// `[PreviewScanRules.Source]` from standard input and write `[ScannedFile]` to standard output.
    public static let commandLineSwitch = "--scan-previews"

    /// One file to scan: its path (as reported back) and its text.
    public struct Source: Sendable, Codable {
        public var path: String
        public var text: String
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// The Backplate module that stands in for an Apple UI module in a preview build, with the
    /// modules the `UIKit` module re-exports (its headers' imports: `UNUserNotificationCenter`,
    /// `CGColor`, `CALayer` are visible wherever UIKit or SwiftUI is) and, for SwiftUI, Core Data.
    public static let moduleStandIns = ["SwiftUI": "Backplate; import CoreData" + uiKitImports, "UIKit": "BackplateUIKit" + uiKitImports]
    /// The module a name qualified by an Apple UI module (`SwiftUI.Font.Weight`) is looked up in.
    public static let qualifierStandIns = ["SwiftUI": "Backplate", "UIKit": "BackplateUIKit"]
    static let uiKitImports = "; import UserNotifications; import CoreGraphics; import QuartzCore; import CoreText; import ImageIO; import CoreImage"

    /// The platform tests of `#if` conditions whose value differs on Linux from an iOS
    /// simulator's, and that value.
    public static let iOSConditions: [String: [String: Bool]] = [
        "os": ["iOS": true, "Linux": false],
        "targetEnvironment": ["simulator": true],
    ]

    /// Foundation and Dispatch calls taking a `@Sendable` closure that Apple's SDK declares
    /// `@preconcurrency` (Dispatch) or imports from Objective-C (implicitly so), and Linux's
    /// does not: each member's `@preconcurrency` twin in BackplateDarwin, by the member's name
    /// and the label its first argument must have (`""`: none).
    public static let preconcurrencyTwins: [String: (firstLabel: String?, twin: String)] = [
        "async": (nil, "backplatePreconcurrencyAsync"),
        "asyncAfter": ("deadline", "backplatePreconcurrencyAsyncAfter"),
        "addObserver": ("forName", "backplatePreconcurrencyAddObserver"),
        "scheduledTimer": ("withTimeInterval", "backplatePreconcurrencyScheduledTimer"),
    ]

    /// What `Locale.current` is in the compiled copy: a US-English simulator's locale, whose
    /// `currency` is USD and whose dates read "12/5/26". Foundation on Linux answers `en_001`
    /// (no currency, "05/12/26") whatever `LANG` says.
    public static let simulatorLocale = #"Locale(identifier: "en_US")"#
    /// The `Locale` members that name the current locale.
    public static let currentLocaleMembers: Set<String> = ["current", "autoupdatingCurrent"]
    /// What `Calendar.current` is in the compiled copy: the current calendar in the simulator's
    /// locale, whose weeks start on Sunday (`firstWeekday` 1); Linux's `en_001` starts them on Monday.
    /// (Parenthesised, as a closure opening an `if` condition or a line would be read as a block.)
    public static let simulatorCalendar = "({ () -> Calendar in var calendar = Calendar.current; "
        + "calendar.locale = \(simulatorLocale); return calendar }())"

    /// Foundation's formatters with a `locale`, which a bare `DateFormatter()` leaves at Linux's
    /// `en_001` ("15 Jan 2027", "US$12.50") where an en_US iPhone writes "Jan 15, 2027", "$12.50".
    public static let localizedFormatterClasses: Set<String> = [
        "DateFormatter", "NumberFormatter", "DateIntervalFormatter", "RelativeDateTimeFormatter",
        "MeasurementFormatter", "ListFormatter",
    ]

    /// What `DateFormatter()` (or another of `localizedFormatterClasses`) is in the compiled
    /// copy: the same formatter in the simulator's locale, written on one line.
    public static func simulatorFormatter(_ className: String) -> String {
        "({ () -> \(className) in let formatter = \(className)(); formatter.locale = \(simulatorLocale); return formatter }())"
    }

    /// The format styles `value.formatted(style)` is given by name (`.dateTime.month()`,
    /// `.currency(code: "USD")`) that depend on the locale: the compiled copy adds
    /// `localeModifier` to them unless they choose a locale themselves.
    public static let localizedFormatStyleMembers: Set<String> = [
        "dateTime", "relative", "number", "percent", "currency", "list", "byteCount", "time", "units",
        "interval", "timeDuration", "offset", "measurement", "name", "components",
    ]
    /// The types whose format styles are written out (`Date.FormatStyle(date: .long)`,
    /// `IntegerFormatStyle<Int>()`) and get `localeModifier` the same way.
    public static let localizedFormatStyleTypes: Set<String> = [
        "Date", "Decimal", "Duration", "IntegerFormatStyle", "FloatingPointFormatStyle", "ListFormatStyle",
        "ByteCountFormatStyle", "Measurement", "PersonNameComponents",
    ]
    /// Added after a format style that chooses no locale (every `FormatStyle` has `locale(_:)`).
    public static let localeModifier = ".locale(\(simulatorLocale))"

    /// The string literal `#keyPath(path)` stands for, which Swift on Linux rejects (it needs the
    /// Objective-C runtime): the path without a leading type name, as Swift writes it
    /// (`Experience.ingestions` is `"ingestions"`, `friend.name` is `"friend.name"`).
    public static func keyPathString(_ path: String) -> String {
        var parts = path.split(separator: ".").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        if parts.count > 1, let first = parts.first?.first, first.isUppercase { parts.removeFirst() }
        return "\"" + parts.joined(separator: ".") + "\""
    }

    /// The attributes blanked in the compiled copy: `@main` and `@UIApplicationMain` (the preview
    /// program has its own entry point) and Objective-C's, which a render, sending no message,
    /// does not need.
    public static let blankedAttributeNames: Set<String> = ["main", "UIApplicationMain", "objc", "objcMembers", "IBAction", "IBOutlet"]
}
