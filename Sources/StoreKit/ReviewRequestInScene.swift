// StoreKit's headers import UIKit on iOS (its product page is a view controller), so a file
// that imports only StoreKit names `UIApplication` and `UIWindowScene`; re-exported here.
@_exported import BackplateUIKit
import Foundation

extension AppStore {
    /// Asks for an App Store rating in `scene`. The system decides whether to show its prompt
    /// (at most three times a year); a render shows none.
    @available(iOS 16, macOS 13, *)
    @MainActor public static func requestReview(in scene: UIWindowScene) {}
}

extension SKStoreReviewController {
    /// Asks for an App Store rating in `windowScene` (iOS 14's form); a render shows no prompt.
    @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use AppStore.requestReview(in:)")
    public static func requestReview(in windowScene: UIWindowScene) {}
}
