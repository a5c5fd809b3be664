import SwiftUI
import BackgroundTasks

// An app file of the shape podcast and news apps take: a refresh task registered at launch,
// scheduled when the library appears, and a settings row explaining when it cannot be.

enum FeedRefresh {
    static let taskIdentifier = "com.example.podcasts.refresh"

    @discardableResult
    static func register() -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: taskIdentifier, using: nil) { task in
            task.expirationHandler = { task.setTaskCompleted(success: false) }
            schedule()
            task.setTaskCompleted(success: true)
        }
    }

    /// Schedules the next refresh; the reason it could not be, if any.
    @discardableResult
    static func schedule() -> String? {
        let request = BGAppRefreshTaskRequest(identifier: taskIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            return nil
        } catch BGTaskScheduler.Error.unavailable {
            return "Background App Refresh is off or unavailable on this device."
        } catch BGTaskScheduler.Error.notPermitted {
            return "This app isn't set up for background refresh."
        } catch {
            return "Could not schedule refresh: \(error.localizedDescription)"
        }
    }
}

struct PodcastsApp: App {
    init() {
        FeedRefresh.register()
    }

    var body: some Scene {
        WindowGroup {
            RefreshSettingsView(problem: FeedRefresh.schedule())
        }
        .backgroundTask(.appRefresh(FeedRefresh.taskIdentifier)) {
            FeedRefresh.schedule()
        }
    }
}

struct RefreshSettingsView: View {
    let problem: String?
    @State private var autoDownload = true

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Download New Episodes", isOn: $autoDownload)
                } footer: {
                    Text("New episodes download in the background when you're on Wi-Fi.")
                }
                if let problem {
                    Section {
                        Label(problem, systemImage: "exclamationmark.triangle.fill")
                            .foregroundStyle(.orange)
                    }
                }
            }
            .navigationTitle("Downloads")
        }
    }
}

#Preview("Scheduled") {
    RefreshSettingsView(problem: nil)
}

#Preview("Simulator") {
    RefreshSettingsView(problem: FeedRefresh.schedule())
}
