import SwiftUI

// An app file of the shape network clients take: a shared session whose configuration waits for
// connectivity and keeps off cellular data, set as on iOS (Linux's Foundation marks these
// settings unavailable or lacks them), and a screen that says how it will sync.

final class ReadingListClient {
    static let shared = ReadingListClient()

    let configuration: URLSessionConfiguration
    let session: URLSession

    init(allowsCellular: Bool = false) {
        let config = URLSessionConfiguration.default
        config.waitsForConnectivity = true
        config.timeoutIntervalForRequest = 20
        config.allowsExpensiveNetworkAccess = allowsCellular
        config.allowsConstrainedNetworkAccess = false
        configuration = config
        session = URLSession(configuration: config)
    }
}

struct ReadingSyncSettingsView: View {
    let client: ReadingListClient

    var body: some View {
        Form {
            Section("Sync") {
                LabeledContent("Waits for a connection", value: client.configuration.waitsForConnectivity ? "On" : "Off")
                LabeledContent("Cellular data", value: client.configuration.allowsExpensiveNetworkAccess ? "Allowed" : "Wi-Fi only")
            }
        }
    }
}

#Preview {
    ReadingSyncSettingsView(client: ReadingListClient())
}
