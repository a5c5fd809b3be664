import Foundation

/// An action that dismisses the current presentation, read from the `dismiss` environment
/// value. A still render has no presentation to dismiss: calling it does nothing.
public struct DismissAction: Sendable {
    /// Creates the action.
    init() {}
    /// Dismisses the current presentation (does nothing in a still render).
    public func callAsFunction() {}
}

private struct DismissActionKey: EnvironmentKey { static let defaultValue = DismissAction() }

extension EnvironmentValues {
    /// Dismisses the current presentation; does nothing in a still render.
    public var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }
}
