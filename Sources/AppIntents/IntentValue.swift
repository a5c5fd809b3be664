import BackplateCore
import Foundation

/// A type an intent parameter can hold. `UnwrappedType` is the type without its optional
/// (`String` for `String?`); `_emptyIntentValue` is what a parameter with no value and no
/// default reads as in a render (Backplate-only: iOS asks the person for it first).
public protocol _IntentValue {
    /// The type without its optional.
    associatedtype UnwrappedType = Self
    /// The type as Shortcuts stores it.
    associatedtype ValueType = Self
    /// Wraps a default value as this type (`.some` for optionals).
    static func _intentValue(wrapping value: UnwrappedType?) -> Self?
    /// The value of a parameter that was never given one (`""`, `0`, `false`, an empty list,
    /// `nil`, an enum's first case), or `nil` where no such value exists.
    static var _emptyIntentValue: Self? { get }
}

extension _IntentValue where UnwrappedType == Self {
    /// The default itself.
    public static func _intentValue(wrapping value: Self?) -> Self? { value }
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    /// The wrapped type.
    public typealias UnwrappedType = Wrapped
    /// The wrapped type's stored form, optional.
    public typealias ValueType = Wrapped.ValueType?
    /// A default of `nil` is a value too: the parameter is empty.
    public static func _intentValue(wrapping value: Wrapped?) -> Wrapped?? { .some(value) }
    /// An optional parameter with no value is `nil`.
    public static var _emptyIntentValue: Wrapped?? { .some(nil) }
}

extension String: _IntentValue {
    /// The empty string.
    public static var _emptyIntentValue: String? { "" }
}
extension Int: _IntentValue {
    /// Zero.
    public static var _emptyIntentValue: Int? { 0 }
}
extension Double: _IntentValue {
    /// Zero.
    public static var _emptyIntentValue: Double? { 0 }
}
extension Bool: _IntentValue {
    /// `false`.
    public static var _emptyIntentValue: Bool? { false }
}
extension Decimal: _IntentValue {
    /// Zero.
    public static var _emptyIntentValue: Decimal? { 0 }
}
extension Date: _IntentValue {
    /// The render's moment (`Date()`), as a date picker without a value shows today.
    public static var _emptyIntentValue: Date? { Date() }
}
extension DateComponents: _IntentValue {
    /// No components.
    public static var _emptyIntentValue: DateComponents? { DateComponents() }
}
extension URL: _IntentValue {
    /// `about:blank`, the URL of nothing.
    public static var _emptyIntentValue: URL? { URL(string: "about:blank") }
}
extension AttributedString: _IntentValue {
    /// The empty string.
    public static var _emptyIntentValue: AttributedString? { AttributedString() }
}
extension Array: _IntentValue where Element: _IntentValue {
    /// No elements.
    public static var _emptyIntentValue: [Element]? { [] }
}

extension _IntentValue {
    /// What a parameter or entity property that holds no value reads as: the type's empty
    /// value, with a runtime warning saying why (`reason`); a type without one stops the program.
    static func emptyValue(reading reason: String) -> Self {
        RuntimeWarning.emit("\(reason); the render reads it as empty")
        guard let empty = _emptyIntentValue else { fatalError("\(reason), and \(Self.self) has no empty value") }
        return empty
    }
}
