import Foundation

extension AppStore {
    /// Shows the App Store's sheet for managing the user's subscriptions in `scene`. A render
    /// presents no sheet: it returns at once, as after the user closes it unchanged.
    @available(iOS 15, *)
    @MainActor public static func showManageSubscriptions(in scene: UIWindowScene) async throws {}

    /// Shows the sheet for one subscription group's subscriptions; a render presents none.
    @available(iOS 17, *)
    @MainActor public static func showManageSubscriptions(in scene: UIWindowScene, subscriptionGroupID: String) async throws {}
}
