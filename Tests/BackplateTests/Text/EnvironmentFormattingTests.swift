import Testing
import BackplateTestSupport
import Foundation
import Backplate

/// Text that formats values (`Text(_:format:)`, `Text(_:style:)`, `format:` and date-style
/// interpolations in a string literal, `DatePicker`) uses the environment's locale, time zone
/// and calendar, as SwiftUI does; without `.environment(\.locale, ...)` it uses en_US.
@MainActor @Suite struct EnvironmentFormattingTests {
    /// 10 June 2024, 08:30 UTC (09:30 in London, 10:30 in Berlin).
    private let date = Date(timeIntervalSince1970: 1_718_008_200)

    private func strings<V: View>(_ view: V) -> [String] {
        let renderer = ImageRenderer(content: view)
        var out: [String] = []
        for case .text(let t) in renderer.displayList().flattenedLeaves {
            let s = t.runs.isEmpty ? t.string : t.runs.map(\.string).joined()
            out.append(s.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " "))
        }
        return out
    }

    @Test func formatStylesUseTheEnvironmentsLocale() {
        let price = Decimal(string: "127.9")!
        let view = VStack {
            Text(price, format: .currency(code: "EUR"))
            Text("Pay \(price, format: .currency(code: "EUR"))")
            Text(1234.5, format: .number)
        }
        #expect(strings(view) == ["€127.90", "Pay €127.90", "1,234.5"])
        #expect(strings(view.environment(\.locale, Locale(identifier: "de_DE"))) == ["127,90 €", "Pay 127,90 €", "1.234,5"])
    }

    @Test func aViewReadingTheEnvironmentsLocaleGetsAUSiPhones() {
        // unseen44's GratefulMoments formats `.dateTime.locale(locale).month(.abbreviated).day()`
        // with `@Environment(\.locale)`: it wrote Linux's en_001 "10 Jun", where an iPhone writes "Jun 10".
        struct Stamp: View {
            @Environment(\.locale) var locale
            @Environment(\.calendar) var calendar
            let date: Date
            var body: some View {
                Text(date.formatted(.dateTime.locale(locale).month(.abbreviated).day()))
                Text("\(locale.identifier) \(calendar.firstWeekday)")
            }
        }
        #expect(strings(VStack { Stamp(date: date) }) == ["Jun 10", "en_US 1"])
        #expect(strings(VStack { Stamp(date: date) }.environment(\.locale, Locale(identifier: "de_DE"))) == ["10. Juni", "de_DE 1"])
    }

    @Test func datesUseTheEnvironmentsTimeZoneAndLocale() {
        let view = VStack {
            Text(date, style: .time)
            Text("Starts \(date, style: .time)")
            Text(date, format: .dateTime.weekday(.wide).day().month(.wide))
        }
        let london = view.environment(\.timeZone, TimeZone(identifier: "Europe/London")!)
        #expect(strings(london) == ["9:30 AM", "Starts 9:30 AM", "Monday, June 10"])
        #expect(strings(london.environment(\.locale, Locale(identifier: "en_GB"))) == ["09:30", "Starts 09:30", "Monday 10 June"])
        let berlin = view.environment(\.timeZone, TimeZone(identifier: "Europe/Berlin")!).environment(\.locale, Locale(identifier: "de_DE"))
        #expect(strings(berlin) == ["10:30", "Starts 10:30", "Montag, 10. Juni"])
    }

    @Test func datePickerUsesTheEnvironmentsLocale() {
        let picker = DatePicker("Arrives", selection: .constant(date), displayedComponents: .date)
            .environment(\.timeZone, TimeZone(identifier: "Europe/Berlin")!)
        #expect(strings(picker).contains("Jun 10, 2024"))
        #expect(strings(picker.environment(\.locale, Locale(identifier: "de_DE"))).contains("10.06.2024"))
    }
}
