import Testing
import BackplateTestSupport
import Backplate
import TipKit

/// TipKit's macros in Swift 6 language mode with strict concurrency (app files are Swift 5):
/// `@Parameter` must expand to a computed property plus a `Sendable` `static let`, never to
/// mutable global state. Reads only what does not touch the shared datastore (the app-file
/// suite `OrchardTipsTests` owns it).
@Suite struct TipKitSwift6Tests {
    struct SyncTip: Tip {
        @Parameter static var isSignedIn: Bool = false
        @Parameter(.transient) static var syncCount: Int = 0
        static let didSync = Event(id: "didSync")

        var title: Text { Text("Sync your library") }
        var rules: [Rule] {
            #Rule(Self.$isSignedIn) { $0 == true }
            #Rule(Self.didSync) { $0.donations.count > 0 }
        }
    }

    @Test func parametersAreKeyedByTypeAndNameWithTheirDefaults() {
        #expect(SyncTip.$isSignedIn.id == "\(String(reflecting: SyncTip.self)).isSignedIn")
        #expect(SyncTip.$isSignedIn.defaultValue == false)
        #expect(SyncTip.$syncCount.defaultValue == 0)
        #expect(SyncTip().rules.count == 2)
        #expect(SyncTip().id == "SyncTip")
    }
}
