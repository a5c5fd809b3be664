import SwiftUI
import UserNotifications

// A reminders screen as iOS apps write it: a scheduler object that is the notification
// center's delegate, asks for permission, schedules daily and one-off reminders, and a view
// that shows the permission state.

final class ReminderScheduler: NSObject, ObservableObject, UNUserNotificationCenterDelegate {
    @Published var status: UNAuthorizationStatus = .notDetermined
    @Published var granted = false

    override init() {
        super.init()
        UNUserNotificationCenter.current().delegate = self
    }

    func requestPermission() {
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound]) { granted, error in
            if let error = error {
                print("Notification permission error: \(error.localizedDescription)")
            }
            DispatchQueue.main.async {
                self.granted = granted
            }
        }
    }

    func refreshStatus() {
        UNUserNotificationCenter.current().getNotificationSettings { settings in
            DispatchQueue.main.async {
                self.status = settings.authorizationStatus
            }
        }
    }

    func scheduleDaily(id: String, hour: Int, minute: Int) {
        let content = UNMutableNotificationContent()
        content.title = "Stretch break"
        content.body = "Stand up and stretch for two minutes."
        content.sound = .default
        content.badge = 1
        content.userInfo = ["kind": "stretch", "minutes": 2]

        var dateComponents = DateComponents()
        dateComponents.hour = hour
        dateComponents.minute = minute
        let trigger = UNCalendarNotificationTrigger(dateMatching: dateComponents, repeats: true)
        let request = UNNotificationRequest(identifier: id, content: content, trigger: trigger)
        UNUserNotificationCenter.current().add(request) { error in
            if let error = error {
                print("Could not schedule: \(error)")
            }
        }
    }

    func scheduleOnce(id: String, after seconds: TimeInterval) async throws {
        let content = UNMutableNotificationContent()
        content.title = "Timer done"
        content.interruptionLevel = .timeSensitive
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
        try await UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: id, content: content, trigger: trigger))
    }

    func cancel(id: String) {
        UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: [id])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        completionHandler()
    }
}

struct ReminderSettingsView: View {
    @StateObject private var scheduler = ReminderScheduler()

    var statusText: String {
        switch scheduler.status {
        case .authorized, .provisional, .ephemeral: return "Reminders on"
        case .denied: return "Reminders off"
        case .notDetermined: return "Not asked yet"
        @unknown default: return "Unknown"
        }
    }

    var body: some View {
        Form {
            Section("Notifications") {
                Text(statusText)
                Button("Allow reminders") { scheduler.requestPermission() }
            }
        }
        .onAppear { scheduler.refreshStatus() }
    }
}
