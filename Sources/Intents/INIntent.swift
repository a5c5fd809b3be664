import Foundation

/// SiriKit's base class of intents: the class an `.intentdefinition` file's generated intents
/// subclass, which `IntentConfiguration` widgets are configured by. Nothing is ever performed.
open class INIntent: NSObject {
    /// An intent with no parameters set.
    public override init() { super.init() }

    /// The identifier the system gave the intent (`nil` in a render).
    open var identifier: String? { nil }
}
