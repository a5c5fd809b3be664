import BackplateCore
import Foundation

// How a `SubscriptionStoreView` dresses its controls: button labels, backgrounds, icons and
// policy links. A render's store shows its loading controls, so these are kept, not drawn.

/// What a subscription store's subscribe button says. Combine parts: `.multiline.price`.
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
    let parts: Set<String>

    /// The platform's choice.
    public static let automatic = SubscriptionStoreButtonLabel(parts: [])
    /// Everything on one line.
    public static let singleLine = SubscriptionStoreButtonLabel(parts: ["singleLine"])
    /// Over several lines.
    public static let multiline = SubscriptionStoreButtonLabel(parts: ["multiline"])
    /// The action ("Subscribe").
    public static let action = SubscriptionStoreButtonLabel(parts: ["action"])
    /// The subscription's name.
    public static let displayName = SubscriptionStoreButtonLabel(parts: ["displayName"])
    /// The price.
    public static let price = SubscriptionStoreButtonLabel(parts: ["price"])

    /// This label on one line.
    public var singleLine: SubscriptionStoreButtonLabel { Self(parts: parts.union(["singleLine"])) }
    /// This label over several lines.
    public var multiline: SubscriptionStoreButtonLabel { Self(parts: parts.union(["multiline"])) }
    /// This label with the action.
    public var action: SubscriptionStoreButtonLabel { Self(parts: parts.union(["action"])) }
    /// This label with the subscription's name.
    public var displayName: SubscriptionStoreButtonLabel { Self(parts: parts.union(["displayName"])) }
    /// This label with the price.
    public var price: SubscriptionStoreButtonLabel { Self(parts: parts.union(["price"])) }
}

/// A subscription store policy a link can open.
public struct SubscriptionStorePolicyKind: Hashable, Sendable {
    let name: String
    /// The terms of service.
    public static let termsOfService = SubscriptionStorePolicyKind(name: "termsOfService")
    /// The privacy policy.
    public static let privacyPolicy = SubscriptionStorePolicyKind(name: "privacyPolicy")
}

/// The background behind a subscription store's controls.
public struct SubscriptionStoreControlBackground: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = SubscriptionStoreControlBackground(name: "automatic")
    /// A material with a gradient edge.
    public static let gradientMaterial = SubscriptionStoreControlBackground(name: "gradientMaterial")
    /// The gradient material once the content scrolls under the controls.
    public static let gradientMaterialOnScroll = SubscriptionStoreControlBackground(name: "gradientMaterialOnScroll")
}

extension View {
    /// Sets what subscribe buttons say (kept, not drawn: a render's controls are loading).
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View { self }
    /// Fills the controls' background with a style (kept, not drawn: a render's controls are loading).
    public func subscriptionStoreControlBackground(_ style: some ShapeStyle) -> some View { self }
    /// Sets the controls' background (kept, not drawn: a render's controls are loading).
    public func subscriptionStoreControlBackground(_ background: SubscriptionStoreControlBackground) -> some View { self }
    /// Fills the background of picker options (kept, not drawn: a render's controls are loading).
    public func subscriptionStorePickerItemBackground(_ style: some ShapeStyle) -> some View { self }
    /// Adds a sign-in button to the store, or removes it with nil (kept, not drawn).
    public func subscriptionStoreSignInAction(_ action: (() -> Void)?) -> some View { self }
    /// An icon per subscription option (no option is loaded in a render).
    public func subscriptionStoreControlIcon<V: View>(@ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> V) -> some View { self }
    /// Opens a policy at a URL (kept, not drawn: a render's controls are loading).
    public func subscriptionStorePolicyDestination(url: URL, for policy: SubscriptionStorePolicyKind) -> some View { self }
    /// Shows a view for a policy (kept, not drawn: a render's controls are loading).
    public func subscriptionStorePolicyDestination<V: View>(for policy: SubscriptionStorePolicyKind,
                                                            @ViewBuilder destination: () -> V) -> some View { self }
    /// Colours the policy links (kept, not drawn: a render's controls are loading).
    public func subscriptionStorePolicyForegroundStyle(_ style: some ShapeStyle) -> some View { self }
    /// Colours the policy links and their separator (kept, not drawn).
    public func subscriptionStorePolicyForegroundStyle(_ primary: some ShapeStyle, _ secondary: some ShapeStyle) -> some View { self }
}
