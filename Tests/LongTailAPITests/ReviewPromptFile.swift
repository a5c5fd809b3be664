import Foundation
import StoreKit

/// A choreography app's review manager (unseen26): it imports only StoreKit, whose headers
/// bring UIKit on iOS, and asks for a rating in the foreground scene after enough actions.
@MainActor final class ReviewPromptManager {
    private let defaults: UserDefaults
    private let threshold: Int
    private(set) var prompts = 0

    init(defaults: UserDefaults, threshold: Int = 3) {
        self.defaults = defaults
        self.threshold = threshold
    }

    func recordAction() {
        let count = defaults.integer(forKey: "reviewActionCount") + 1
        defaults.set(count, forKey: "reviewActionCount")
        if count >= threshold { requestReview() }
    }

    private func requestReview() {
        defaults.set(0, forKey: "reviewActionCount")
        if let scene = UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene {
            if #available(iOS 18.0, *) {
                AppStore.requestReview(in: scene)
            } else {
                SKStoreReviewController.requestReview(in: scene)
            }
            prompts += 1
        }
    }
}
