import Testing
import BackplateTestSupport
import Foundation
import Backplate

/// `RelativeDateTimeFormatter` and `ListFormatter`, which Foundation on Linux lacks, write what
/// an en_US iPhone writes (Apple's documentation: `.full` "2 months ago", `.short` "2 mo. ago",
/// `.spellOut` "two months ago"; `.named` "yesterday"; `ListFormatter` "A, B, and C").
@Suite struct FoundationFormatterShimTests {
    private let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

    private func formatter(_ locale: String, _ units: RelativeDateTimeFormatter.UnitsStyle = .full,
                           named: Bool = false) -> RelativeDateTimeFormatter {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.unitsStyle = units
        formatter.dateTimeStyle = named ? .named : .numeric
        return formatter
    }

    @Test func relativeDatesInEachStyle() {
        let threeDaysAgo = now.addingTimeInterval(-3 * 86_400), yesterday = now.addingTimeInterval(-86_400)
        let inTwoHours = now.addingTimeInterval(7_200)
        #expect(formatter("en_US").localizedString(for: threeDaysAgo, relativeTo: now) == "3 days ago")
        #expect(formatter("en_US").localizedString(for: inTwoHours, relativeTo: now) == "in 2 hours")
        #expect(formatter("en_US").localizedString(for: yesterday, relativeTo: now) == "1 day ago")
        #expect(formatter("en_US", named: true).localizedString(for: yesterday, relativeTo: now) == "yesterday")
        #expect(formatter("en_US", named: true).localizedString(for: now, relativeTo: now) == "now")
        #expect(formatter("en_US", .spellOut).localizedString(for: inTwoHours, relativeTo: now) == "in two hours")
        #expect(formatter("en_US", .short).localizedString(for: threeDaysAgo, relativeTo: now) == "3 days ago")
        #expect(formatter("en_US", .short).localizedString(for: inTwoHours, relativeTo: now) == "in 2 hr.")
        #expect(formatter("de_DE", named: true).localizedString(for: yesterday, relativeTo: now) == "gestern")
        #expect(formatter("de_DE").localizedString(for: inTwoHours, relativeTo: now) == "in 2 Stunden")
        #expect(formatter("en_US").string(for: "not a date") == nil)
    }

    @Test func listsJoinInTheLocale() {
        let formatter = ListFormatter()
        formatter.locale = Locale(identifier: "en_US")
        #expect(formatter.string(from: ["Ann", "Bo", "Cy"]) == "Ann, Bo, and Cy")
        #expect(formatter.string(from: [1, 2]) == "1 and 2")
        formatter.locale = Locale(identifier: "de_DE")
        #expect(formatter.string(from: ["Ann", "Bo", "Cy"]) == "Ann, Bo und Cy")
        #expect(formatter.string(for: 5) == nil)
    }
}
