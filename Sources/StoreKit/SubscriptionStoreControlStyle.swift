import BackplateCore
import Foundation

/// How a `SubscriptionStoreView` draws its subscription controls, as StoreKit's protocol. A
/// render has no subscription options to give a style, so a store draws iOS's loading
/// spinner whatever the style; a style's own body shows that spinner too.
@MainActor @preconcurrency
public protocol SubscriptionStoreControlStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The properties of the controls.
    typealias Configuration = SubscriptionStoreControlStyleConfiguration
    /// Makes the controls' view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a subscription store's controls for a custom style. A render has no
/// App Store, so it carries no options.
public struct SubscriptionStoreControlStyleConfiguration {
    init() {}
}

/// The controls while the options load: iOS's spinner.
struct SubscriptionStoreLoadingControls: View {
    var body: some View { ProgressView() }
}

/// The platform's choice: the loading spinner in a render.
public struct AutomaticSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {
    /// The automatic style.
    public init() {}
    /// The loading spinner.
    public func makeBody(configuration: Configuration) -> some View { SubscriptionStoreLoadingControls() }
}
/// A picker of options with one subscribe button: the loading spinner in a render.
public struct PickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {
    /// The picker style.
    public init() {}
    /// The loading spinner.
    public func makeBody(configuration: Configuration) -> some View { SubscriptionStoreLoadingControls() }
}
/// One button per option: the loading spinner in a render.
public struct ButtonsSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {
    /// The buttons style.
    public init() {}
    /// The loading spinner.
    public func makeBody(configuration: Configuration) -> some View { SubscriptionStoreLoadingControls() }
}
/// A prominent picker: the loading spinner in a render.
public struct ProminentPickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {
    /// The prominent picker style.
    public init() {}
    /// The loading spinner.
    public func makeBody(configuration: Configuration) -> some View { SubscriptionStoreLoadingControls() }
}

extension SubscriptionStoreControlStyle where Self == AutomaticSubscriptionStoreControlStyle {
    /// The platform's choice.
    public static var automatic: AutomaticSubscriptionStoreControlStyle { AutomaticSubscriptionStoreControlStyle() }
}
extension SubscriptionStoreControlStyle where Self == PickerSubscriptionStoreControlStyle {
    /// A picker with one subscribe button.
    public static var picker: PickerSubscriptionStoreControlStyle { PickerSubscriptionStoreControlStyle() }
}
extension SubscriptionStoreControlStyle where Self == ButtonsSubscriptionStoreControlStyle {
    /// One button per option.
    public static var buttons: ButtonsSubscriptionStoreControlStyle { ButtonsSubscriptionStoreControlStyle() }
}
extension SubscriptionStoreControlStyle where Self == ProminentPickerSubscriptionStoreControlStyle {
    /// A prominent picker.
    public static var prominentPicker: ProminentPickerSubscriptionStoreControlStyle { ProminentPickerSubscriptionStoreControlStyle() }
}

extension View {
    /// Sets the subscription controls' style (a render draws the loading spinner whatever the style).
    public func subscriptionStoreControlStyle(_ style: some SubscriptionStoreControlStyle) -> some View { self }
}
