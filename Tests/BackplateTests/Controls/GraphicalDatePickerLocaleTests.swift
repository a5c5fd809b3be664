import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// The graphical date picker's calendar follows the environment's locale, as UIKit's calendar
/// view does: the month's name, the weekday initials and the first weekday (Foundation's
/// CLDR data: Sunday for en_US, Monday for de_DE).
@MainActor
@Suite(.tags(.layout)) struct GraphicalDatePickerLocaleTests {
    /// 1 December 2026, a Tuesday, at noon UTC.
    static let day = Date(timeIntervalSince1970: 1_796_126_400)

    static func picker(_ locale: String) -> some View {
        DatePicker("Day", selection: .constant(day), displayedComponents: .date)
            .datePickerStyle(.graphical)
            .environment(\.locale, Locale(identifier: locale))
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            .padding()
    }

    @Test func usSundayFirstGermanMondayFirst() throws {
        let us = phoneTexts(Self.picker("en_US")), de = phoneTexts(Self.picker("de_DE"))
        #expect(frame(us, "December 2026") != nil)
        #expect(frame(de, "Dezember 2026") != nil)
        let sun = try #require(frame(us, "SUN")), mon = try #require(frame(us, "MON"))
        #expect(sun.minX < mon.minX)
        let mo = try #require(frame(de, "MO")), so = try #require(frame(de, "SO"))
        #expect(mo.minX < so.minX)
        // The 1st, a Tuesday, sits in the third column in en_US and the second in de_DE:
        // under "TUE" and under "DI".
        let usFirst = try #require(frame(us, "1")), tue = try #require(frame(us, "TUE"))
        #expect(abs(usFirst.midX - tue.midX) < 1)
        let deFirst = try #require(frame(de, "1")), di = try #require(frame(de, "DI"))
        #expect(abs(deFirst.midX - di.midX) < 1)
        #expect(deFirst.midX < usFirst.midX)
    }
}
