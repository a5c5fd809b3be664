import Testing
import Foundation

/// `ReviewPromptManager` finds the foreground scene, as an app's process has one, and asks
/// for a review there after its third action.
@MainActor @Suite struct ReviewPromptTests {
    @Test func theThirdActionAsksForAReviewInTheForegroundScene() throws {
        let defaults = try #require(UserDefaults(suiteName: "unseen26-review-\(UUID().uuidString)"))
        let manager = ReviewPromptManager(defaults: defaults)
        manager.recordAction()
        manager.recordAction()
        #expect(manager.prompts == 0)
        #expect(defaults.integer(forKey: "reviewActionCount") == 2)
        manager.recordAction()
        #expect(manager.prompts == 1)
        #expect(defaults.integer(forKey: "reviewActionCount") == 0)
    }
}
