import BackplateCore
import Foundation

/// A type whose values Shortcuts and widget configuration can hold.
public protocol AppValue: _IntentValue, TypeDisplayRepresentable, Sendable {}

/// An enumeration a parameter can hold, each case with a representation
/// (`enum Flavor: String, AppEnum { ... }`). A parameter of it with no value and no default
/// reads as its first case in a render.
public protocol AppEnum: AppValue, StaticDisplayRepresentable, RawRepresentable where RawValue: LosslessStringConvertible {}

extension AppEnum {
    /// The enumeration's first case.
    public static var _emptyIntentValue: Self? { allCases.first }
}
