import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import BackgroundTasks

/// `FeedRefreshFile.swift`: BackgroundTasks answers as the iOS Simulator does: handlers
/// register, submitting throws `BGTaskScheduler.Error.unavailable`, nothing is pending.
@MainActor @Suite(.tags(.appFiles)) struct FeedRefreshTests {
    @Test func schedulingExplainsTheSimulatorAndTheScreenShowsIt() async throws {
        #expect(FeedRefresh.register())
        let problem = try #require(FeedRefresh.schedule())
        #expect(problem == "Background App Refresh is off or unavailable on this device.")
        #expect(await BGTaskScheduler.shared.pendingTaskRequests().isEmpty)

        let view = RefreshSettingsView(problem: problem)
        let texts = phoneTexts(view)
        let toggle = try #require(frame(texts, "Download New Episodes"), "\(texts.map(\.0))")
        let warning = try #require(frame(texts, problem))
        #expect(warning.minY > toggle.maxY)
        let images = try renderPhoneLightAndDark(view, name: "FeedRefresh")
        // The label is systemOrange: (255, 141, 40) light, (255, 146, 48) dark.
        #expect(drawsColor(images.light, warning, (255, 141, 40)) && drawsColor(images.dark, warning, (255, 146, 48)))
        #expect(frame(phoneTexts(RefreshSettingsView(problem: nil)), problem) == nil)
    }

    @Test func submittingThrowsUnavailableWithItsCode() {
        let request = BGProcessingTaskRequest(identifier: "com.example.cleanup")
        request.requiresExternalPower = true
        #expect(throws: BGTaskScheduler.Error(.unavailable)) { try BGTaskScheduler.shared.submit(request) }
        #expect(BGTaskScheduler.Error.Code.unavailable.rawValue == 1 && BGTaskScheduler.Error.errorDomain == "BGTaskSchedulerErrorDomain")
        #expect(request.identifier == "com.example.cleanup" && request.earliestBeginDate == nil && !request.requiresNetworkConnectivity)
        let pending = LockedFlag()
        BGTaskScheduler.shared.getPendingTaskRequests { pending.set($0.isEmpty) }
        #expect(pending.get)
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: "com.example.cleanup")
        BGTaskScheduler.shared.cancelAllTaskRequests()
    }
}
