import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import Network

/// `ConnectivityBannerFile.swift`: Network's path monitor answers as the iOS Simulator does
/// (online over Wi-Fi, not expensive, not constrained), delivering its path on the given queue.
@MainActor @Suite(.tags(.appFiles)) struct ConnectivityBannerTests {
    @Test func theMonitorReportsWiFiAndTheFeedShowsItsStatusRow() async throws {
        let connectivity = ConnectivityMonitor()
        let offline = phoneTexts(HeadlinesView(connectivity: connectivity))
        #expect(frame(offline, "You're offline") != nil, "\(offline.map(\.0))")
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            connectivity.start { done.resume() }
        }
        #expect(connectivity.isConnected && !connectivity.isExpensive && connectivity.interface == "Wi-Fi")
        let texts = phoneTexts(HeadlinesView(connectivity: connectivity))
        let status = try #require(frame(texts, "Online over Wi-Fi"), "\(texts.map(\.0))")
        let story = try #require(frame(texts, "Harbour reopens after storm"))
        #expect(frame(texts, "You're offline") == nil && status.minY < story.minY)
        let images = try renderPhoneLightAndDark(HeadlinesView(connectivity: connectivity), name: "ConnectivityBanner")
        // The label's text is systemGreen (52, 199, 89 light; 48, 209, 88 dark) somewhere in its frame.
        #expect(drawsColor(images.light, status, (52, 199, 89)) && drawsColor(images.dark, status, (48, 209, 88)))
        connectivity.stop()
    }

    @Test func thePathIsTheSimulatorsWiFi() async {
        let monitor = NWPathMonitor()
        #expect(monitor.currentPath.status == .unsatisfied && monitor.queue == nil)
        let queue = DispatchQueue(label: "paths")
        let path: NWPath = await withCheckedContinuation { done in
            monitor.pathUpdateHandler = { path in
                dispatchPrecondition(condition: .onQueue(queue))
                done.resume(returning: path)
            }
            monitor.start(queue: queue)
        }
        #expect(path.status == .satisfied && path.usesInterfaceType(.wifi) && !path.usesInterfaceType(.cellular))
        #expect(!path.isExpensive && !path.isConstrained && path.supportsDNS && path.unsatisfiedReason == .notAvailable)
        #expect(path.availableInterfaces.map(\.type) == [.wifi] && monitor.currentPath == path && monitor.queue === queue)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            monitor.pathMonitorCancelHandler = { done.resume() }
            monitor.cancel()
        }
    }

    @Test func monitorsLimitedToOtherInterfacesSeeNoRoute() async {
        let cellular = NWPathMonitor(requiredInterfaceType: .cellular)
        cellular.start(queue: .main)
        #expect(cellular.currentPath.status == .unsatisfied && cellular.currentPath.availableInterfaces.isEmpty)
        let noWiFi = NWPathMonitor(prohibitedInterfaceTypes: [.wifi])
        noWiFi.start(queue: .main)
        #expect(noWiFi.currentPath.status == .unsatisfied)
        let wifi = NWPathMonitor(requiredInterfaceType: .wifi)
        var paths: [NWPath.Status] = []
        for await path in wifi {
            paths.append(path.status)
            break
        }
        #expect(paths == [.satisfied])
    }
}
