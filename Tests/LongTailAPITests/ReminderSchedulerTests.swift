import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
@_spi(Previews) import UserNotifications

/// `ReminderSchedulerFile.swift`: notification code compiles unchanged; nothing is delivered,
/// requests stay pending with what was scheduled, and the status reads `.notDetermined`.
/// Serialized: the authorization status is the process's.
@MainActor @Suite(.serialized, .tags(.appFiles)) struct ReminderSchedulerTests {
    @Test func aDailyReminderStaysPendingWithItsContentAndTrigger() async throws {
        let scheduler = ReminderScheduler()
        let id = "daily-\(UUID().uuidString)"
        scheduler.scheduleDaily(id: id, hour: 9, minute: 30)
        let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
        let request = try #require(pending.first { $0.identifier == id })
        #expect(request.content.title == "Stretch break")
        #expect(request.content.badge?.intValue == 1)
        #expect(request.content.sound != nil)
        #expect(request.content.userInfo["minutes"] as? Int == 2)
        let trigger = try #require(request.trigger as? UNCalendarNotificationTrigger)
        #expect(trigger.repeats)
        #expect(trigger.dateComponents.hour == 9)
        let next = try #require(trigger.nextTriggerDate())
        let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: next)
        #expect(parts.hour == 9)
        #expect(parts.minute == 30)
        #expect(next > Date())
        #expect(next.timeIntervalSinceNow <= 86_400)

        scheduler.cancel(id: id)
        let after = await UNUserNotificationCenter.current().pendingNotificationRequests()
        #expect(!after.contains { $0.identifier == id })
        #expect(await UNUserNotificationCenter.current().deliveredNotifications().isEmpty)
    }

    @Test func aSecondRequestWithTheSameIdentifierReplacesTheFirst() async throws {
        let scheduler = ReminderScheduler()
        let id = "once-\(UUID().uuidString)"
        try await scheduler.scheduleOnce(id: id, after: 300)
        try await scheduler.scheduleOnce(id: id, after: 600)
        let matching = await UNUserNotificationCenter.current().pendingNotificationRequests().filter { $0.identifier == id }
        #expect(matching.count == 1)
        let trigger = try #require(matching.first?.trigger as? UNTimeIntervalNotificationTrigger)
        #expect(trigger.timeInterval == 600)
        #expect(matching.first?.content.interruptionLevel == .timeSensitive)
        scheduler.cancel(id: id)
    }

    @Test func authorizationIsNotDeterminedUntilAPreviewSetsIt() async throws {
        let center = UNUserNotificationCenter.current()
        var settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .notDetermined)
        #expect(settings.alertSetting == .notSupported)
        #expect(try await center.requestAuthorization(options: [.alert, .sound]) == false)

        UNUserNotificationCenter.setAuthorizationStatus(.authorized)
        defer { UNUserNotificationCenter.setAuthorizationStatus(.notDetermined) }
        settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .authorized)
        #expect(settings.alertSetting == .enabled)
        #expect(settings.alertStyle == .banner)
        #expect(try await center.requestAuthorization(options: [.alert]))
    }

    @Test func theCompletionFormsAnswerAtOnceAndTheScreenShowsTheStatus() throws {
        let scheduler = ReminderScheduler()
        #expect(UNUserNotificationCenter.current().delegate === scheduler)
        final class Box: @unchecked Sendable { var granted: Bool?; var status: UNAuthorizationStatus? }
        let box = Box()
        UNUserNotificationCenter.current().requestAuthorization(options: [.badge]) { granted, error in
            box.granted = granted
            #expect(error == nil)
        }
        UNUserNotificationCenter.current().getNotificationSettings { box.status = $0.authorizationStatus }
        #expect(box.granted == false)
        #expect(box.status == .notDetermined)
        let texts = phoneTexts(ReminderSettingsView()).map(\.0)
        #expect(texts.contains("Not asked yet"))
        #expect(texts.contains("Allow reminders"))
    }

    @Test func aRepeatingTriggerUnderAMinuteIsRaisedToOneWithAWarning() {
        let (trigger, warnings) = RuntimeWarning.collecting { UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: true) }
        #expect(trigger.timeInterval == 60)
        #expect(warnings.contains { $0.contains("UNTimeIntervalNotificationTrigger") })
        #expect(UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false).timeInterval == 5)
    }
}
