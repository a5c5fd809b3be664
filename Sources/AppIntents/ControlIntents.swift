import Foundation

/// An intent whose parameters configure a control (iOS 18's `AppIntentControlConfiguration`);
/// its values reach the control's value provider. It performs nothing by default.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent where PerformResult == IntentResultContainer<Never, Never, Never, Never> {
    /// A configuration intent performs nothing.
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}

/// An intent that sets a value (a control toggle's action, with `value` the toggle's new state);
/// never performed in a render.
public protocol SetValueIntent: AppIntent {
    /// The type of the value set.
    associatedtype ValueType: _IntentValue
    /// The value to set.
    var value: ValueType { get set }
}
