import BackplateCore
import Foundation

/// An intent's input (`@Parameter(title: "Favorite Emoji", default: "😃") var emoji: String`).
/// It reads as the value set on the intent, else its default, else the type's empty value
/// (`""`, `0`, `nil`...), which a render warns about because iOS would ask for it first.
/// A class, as on iOS: setting a parameter on a `let` intent changes it.
@propertyWrapper
public final class IntentParameter<Value: _IntentValue & Sendable>: Sendable {
    /// The parameter's name, as Shortcuts shows it.
    public let title: LocalizedStringResource
    /// A longer description.
    public let description: LocalizedStringResource?
    /// The dialog Siri asks for a value with.
    public let requestValueDialog: IntentDialog?
    private let defaultValue: Value?
    private let value = LockedState<Value?>(nil)

    /// A parameter with a title, an optional description and an optional default.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil) {
        self.title = title
        self.description = description
        self.requestValueDialog = requestValueDialog
        self.defaultValue = Value._intentValue(wrapping: defaultValue)
    }

    /// A parameter titled by a resource with only a description (the title left empty).
    public convenience init(description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
                            requestValueDialog: IntentDialog? = nil) {
        self.init(title: "", description: description, default: defaultValue, requestValueDialog: requestValueDialog)
    }

    /// A number parameter with the range Shortcuts offers (the range is recorded, not enforced).
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            default defaultValue: Value.UnwrappedType? = nil, inclusiveRange: (Value.UnwrappedType, Value.UnwrappedType)?,
                            requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog)
    }

    /// The value: as set, else the default, else the type's empty value (with a warning).
    public var wrappedValue: Value {
        get {
            if let value = value.withLock({ $0 }) { return value }
            if let defaultValue { return defaultValue }
            return Value.emptyValue(reading: "@Parameter \"\(title.resolved)\" has no value and no default: iOS asks for one before the intent runs")
        }
        set { value.withLock { $0 = newValue } }
    }

    /// The parameter itself (`$emoji`), as parameter summaries name it.
    public var projectedValue: IntentParameter<Value> { self }

    /// The error an intent's `perform()` throws to ask for this parameter's value and run again
    /// (`AppIntentError.restartPerform`); nothing asks in a render.
    public final func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError { .restartPerform }
}

extension AppIntent {
    /// A parameter written into a summary or phrase: its title in braces (`{Pages}`).
    static func summaryPlaceholder<Value>(_ parameter: KeyPath<Self, IntentParameter<Value>>) -> String {
        "{\(Self()[keyPath: parameter].title.resolved)}"
    }
}
