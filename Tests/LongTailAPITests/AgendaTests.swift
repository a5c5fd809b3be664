import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import EventKit
import EventKitUI

/// `AgendaFile.swift`: EventKit answers as a fresh simulator does before the person answers
/// the access prompt (no prompt can show in a render): nothing granted, no calendars, no events.
@MainActor @Suite(.tags(.appFiles)) struct AgendaTests {
    @Test func accessIsNotGrantedAndTheWeekIsEmpty() async {
        let model = AgendaModel()
        #expect(model.access == .notDetermined)
        await model.requestAccess()
        #expect(model.access == .notDetermined && model.message == "Allow calendar access in Settings to see your week.")
        model.loadWeek(from: Date())
        #expect(model.events.isEmpty && model.store.calendars(for: .event).isEmpty && model.store.defaultCalendarForNewEvents == nil)
        let reminders = LockedFlag()
        model.store.fetchReminders(matching: model.store.predicateForReminders(in: nil)) { reminders.set($0?.isEmpty == true) }
        #expect(reminders.get)
    }

    @Test func anEventKeepsItsAlarmAndRepeatButCannotBeSaved() {
        let model = AgendaModel()
        let start = Date(timeIntervalSince1970: 1_796_000_000)
        let event = model.makeRehearsal(starting: start)
        #expect(event.endDate.timeIntervalSince(event.startDate) == 5_400 && event.location == "St. Mary's Hall")
        #expect(event.alarms?.map(\.relativeOffset) == [-1_800] && event.hasAlarms)
        #expect(event.recurrenceRules?.first?.frequency == .weekly && event.recurrenceRules?.first?.recurrenceEnd?.occurrenceCount == 10)
        #expect(!model.save(event))
        #expect(model.message == "Calendar access is needed to save events.")
        #expect(throws: EKError.self) { try model.store.commit() }
    }

    /// A workout planner's calendar sync (unseen48) returns `event.eventIdentifier` as a
    /// `String` (iOS declares it `String!`) and observes `.EKEventStoreChanged`.
    @Test func anUnsavedEventsIdentifierIsAnImplicitlyUnwrappedNil() {
        func identifier(of event: EKEvent) -> String? { event.eventIdentifier }
        // Compiles only with iOS's `String!` (not called: the unsaved event has none).
        func savedIdentifier(of event: EKEvent) -> String { event.eventIdentifier }
        _ = savedIdentifier
        let event = EKEvent(eventStore: EKEventStore())
        #expect(identifier(of: event) == nil)
        let token = NotificationCenter.default.addObserver(forName: .EKEventStoreChanged, object: nil, queue: nil) { _ in }
        NotificationCenter.default.removeObserver(token)
        #expect(NSNotification.Name.EKEventStoreChanged.rawValue == "EKEventStoreChangedNotification")
    }

    @Test func anAppCalendarFindsNoAccountToLiveIn() {
        let model = AgendaModel()
        #expect(model.store.sources.isEmpty && model.store.calendar(withIdentifier: "x") == nil)
        #expect(model.makeRehearsalCalendar() == nil)
        #expect(model.message == "No calendar account is available.")
        let calendar = EKCalendar(for: .event, eventStore: model.store)
        #expect(calendar.source == nil && calendar.type == .local)
        #expect(throws: EKError.self) { try model.store.saveCalendar(calendar, commit: true) }
    }

    @Test func theAgendaShowsItsEmptyWeekAndTheAccessMessage() async throws {
        let model = AgendaModel()
        await model.requestAccess()
        _ = try renderPhoneLightAndDark(AgendaView(model: model), name: "Agenda")
        let texts = phoneTexts(AgendaView(model: model))
        for label in ["Agenda", "Allow calendar access in Settings to see your week.", "No Events", "Your week is clear."] {
            #expect(frame(texts, label) != nil, "\(label): \(texts.map(\.0))")
        }
        let message = try #require(frame(texts, "Allow calendar access in Settings to see your week."))
        let empty = try #require(frame(texts, "No Events"))
        #expect(message.maxY < empty.minY)
    }
}
