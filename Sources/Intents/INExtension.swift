import Foundation

/// What hands SiriKit the object that handles an intent: an Intents extension's principal
/// class, or an app delegate's `application(_:handlerFor:)` answer. A render delivers no
/// intent, so it is never asked.
public protocol INIntentHandlerProviding: NSObjectProtocol {
    /// The object that handles `intent` (conforming to its handling protocol), or `nil`.
    func handler(for intent: INIntent) -> Any?
}

/// The principal class of an Intents extension: apps subclass it and override
/// `handler(for:)`, or adopt handling protocols on it directly. A render delivers no intent,
/// so SiriKit never asks it for a handler.
open class INExtension: NSObject, INIntentHandlerProviding {
    /// An extension object.
    public override init() { super.init() }

    /// The handler of `intent`: `nil` here; subclasses answer (SiriKit never asks in a render).
    open func handler(for intent: INIntent) -> Any? { nil }
}
