import Testing
import BackplateTestSupport
import BackplateDarwin
import Foundation
import SwiftUI
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `ReadingListClientFile.swift`: `URLSessionConfiguration`'s settings that Linux's Foundation
/// marks unavailable (`waitsForConnectivity`) or lacks compile as on iOS, start at iOS's
/// documented defaults and read back as set, each configuration its own.
@MainActor @Suite(.tags(.appFiles)) struct ReadingListClientTests {
    @Test func settingsStartAtIOSsDefaultsAndReadBackAsSet() {
        let fresh = URLSessionConfiguration.default
        #expect(!fresh.waitsForConnectivity && fresh.allowsExpensiveNetworkAccess && fresh.allowsConstrainedNetworkAccess)
        #expect(fresh.sessionSendsLaunchEvents && !fresh.requiresDNSSECValidation)

        let client = ReadingListClient()
        #expect(client.configuration.waitsForConnectivity && !client.configuration.allowsExpensiveNetworkAccess)
        #expect(!client.configuration.allowsConstrainedNetworkAccess && client.configuration.timeoutIntervalForRequest == 20)
        #expect(ReadingListClient(allowsCellular: true).configuration.allowsExpensiveNetworkAccess)
        // `default` answers a new configuration each time, as on iOS: settings never leak between them.
        #expect(!URLSessionConfiguration.default.waitsForConnectivity)

        fresh.requiresDNSSECValidation = true
        fresh.sessionSendsLaunchEvents = false
        fresh.waitsForConnectivity = false
        #expect(fresh.requiresDNSSECValidation && !fresh.sessionSendsLaunchEvents && !fresh.waitsForConnectivity)
    }

    @Test func settingsOfReleasedConfigurationsAreDropped() {
        for _ in 0..<500 {
            let config = URLSessionConfiguration.ephemeral
            config.waitsForConnectivity = true
        }
        let kept = URLSessionConfiguration.ephemeral
        kept.allowsExpensiveNetworkAccess = false
        // Other tests' live configurations may be in the table too, never the 500 released ones.
        #expect(ConfigurationSettingsTable.entryCount < 50)
        #expect(!kept.allowsExpensiveNetworkAccess)
    }

    @Test func theScreenShowsTheSettings() throws {
        let texts = phoneTexts(ReadingSyncSettingsView(client: ReadingListClient()))
        let waits = try #require(frame(texts, "Waits for a connection"), "\(texts.map(\.0))")
        let on = try #require(frame(texts, "On"))
        let wifi = try #require(frame(texts, "Wi-Fi only"))
        #expect(abs(on.midY - waits.midY) < 1 && on.minX > waits.maxX && wifi.minY > on.maxY)
    }
}
