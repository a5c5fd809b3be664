import Foundation
import Testing
import BackplateTestSupport
@testable import BackplateCore

/// `Text(_:formatter:)` (missing from the coverage list) writes what the formatter writes; a
/// formatter left on the process's defaults writes in the environment's locale and time zone,
/// en_US unless set, as on an en_US iPhone ("Nov 14, 2023", not Linux's en_001 "14 Nov 2023").
/// Also `Menu(_:systemImage:content:primaryAction:)`, drawn as the menu without the action.
@Suite struct TextFormatterTests {
    let date = Date(timeIntervalSince1970: 1_700_000_000)  // 14 November 2023, 22:13:20 UTC

    private func text<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> String? {
        layout(view, proposal(390, nil), environment: environment).displayList().drawnTexts.first?.0
    }

    private func utc() -> EnvironmentValues {
        var env = EnvironmentValues()
        env.timeZone = TimeZone(identifier: "UTC")!
        return env
    }

    @Test func dateFormatterOnDefaultsWritesInTheEnvironmentsLocale() {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        #expect(text(Text(date, formatter: formatter), environment: utc()) == "Nov 14, 2023")
        var german = utc()
        german.locale = Locale(identifier: "de_DE")
        #expect(text(Text(date, formatter: formatter), environment: german) == "14.11.2023")
        // The formatter itself is not changed.
        #expect(formatter.locale == Locale.current)
    }

    @Test func aFormattersOwnLocaleAndTimeZoneAreKept() {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        formatter.timeStyle = .short
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = TimeZone(identifier: "Asia/Tokyo")  // 15 November, 07:13
        #expect(text(Text(date, formatter: formatter), environment: utc()) == "15/11/2023, 07:13")
    }

    @Test func numberFormatterWithAnNSNumber() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        #expect(text(Text(NSNumber(value: 1234.5), formatter: formatter)) == "1,234.5")
        // A value the formatter cannot write shows nothing, as SwiftUI's empty string.
        #expect(text(Text(URL(string: "https://example.com")!, formatter: formatter)) ?? "" == "")
    }

    @Test func menuWithSymbolAndPrimaryActionDrawsTheMenu() {
        let menu = Menu("Sort", systemImage: "arrow.up.arrow.down", content: { Button("Name") {} }, primaryAction: {})
        let plain = Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") {} }
        #expect(layout(menu, proposal(390, nil)).displayList() == layout(plain, proposal(390, nil)).displayList())
    }
}
