import Foundation

/// Whether a button repeats its action while it is held down (iOS 17).
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let name: String
    /// The system's choice (no repeating on iOS).
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    /// The action repeats while the button is held.
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    /// The action runs once per press.
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

private struct ButtonRepeatBehaviorKey: EnvironmentKey {
    static let defaultValue = ButtonRepeatBehavior.automatic
}

extension EnvironmentValues {
    /// Whether buttons in this environment repeat while held (`.automatic` by default). A
    /// still render has no presses, so the value changes nothing drawn.
    public var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets whether buttons in this view repeat their action while held down.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        environment(\.buttonRepeatBehavior, behavior)
    }
}
