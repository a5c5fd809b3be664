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

    struct OptionalRuleTip: Tip {
        @Parameter static var hasFavorites: Bool = false
        static let showsRule = false

        var title: Text { Text("Favorites") }
        var rules: [Rule] {
            #Rule(Self.$hasFavorites) { $0 == true }
            Self.showsRule ? #Rule(Self.$hasFavorites) { $0 == false } : nil
            [Rule?.none, #Rule(Self.$hasFavorites) { $0 == true }]
        }
        var actions: [Action] {
            Action(id: "open", title: "Open")
            if #available(iOS 17, macOS 14, *) {
                Action(id: "later", title: "Later")
            }
        }
    }

    struct NoRuleTip: Tip {
        var title: Text { Text("Welcome") }
        @Tips.RuleBuilder var rules: [Rule] {}
    }

    @Test func ruleBuildersLeaveOutNilRulesAndActionsKeepTheirOrder() {
        // One rule, a nil rule, then a list of a nil rule and a rule: two rules in all.
        #expect(OptionalRuleTip().rules.count == 2)
        #expect(NoRuleTip().rules.isEmpty)
        let actions = OptionalRuleTip().actions
        #expect(actions.map(\.id) == ["open", "later"] && actions.map(\.index) == [0, 1])
    }
}
