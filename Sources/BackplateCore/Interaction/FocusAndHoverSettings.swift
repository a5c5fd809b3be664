import Foundation

/// Whether a view springs open when something is dragged over it (iOS 17). Nothing is
/// dragged in a render.
public struct SpringLoadingBehavior: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = SpringLoadingBehavior(name: "automatic")
    /// Springs open.
    public static let enabled = SpringLoadingBehavior(name: "enabled")
    /// Never springs open.
    public static let disabled = SpringLoadingBehavior(name: "disabled")
}

private struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }
private struct IsFocusEffectEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct IsHoverEffectEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct KeyboardShortcutKey: EnvironmentKey { static let defaultValue: KeyboardShortcut? = nil }
private struct SpringLoadingBehaviorKey: EnvironmentKey { static let defaultValue = SpringLoadingBehavior.automatic }

extension EnvironmentValues {
    /// Whether the nearest focusable ancestor has focus: `false` (nothing has focus in a render).
    public var isFocused: Bool { self[IsFocusedKey.self] }
    /// Whether focused views draw the system focus effect: `true`.
    public var isFocusEffectEnabled: Bool {
        get { self[IsFocusEffectEnabledKey.self] }
        set { self[IsFocusEffectEnabledKey.self] = newValue }
    }
    /// Whether hover effects are on: `true` (nothing hovers in a render).
    public var isHoverEffectEnabled: Bool {
        get { self[IsHoverEffectEnabledKey.self] }
        set { self[IsHoverEffectEnabledKey.self] = newValue }
    }
    /// The keyboard shortcut of the control this view is in: `nil` unless set.
    public var keyboardShortcut: KeyboardShortcut? { self[KeyboardShortcutKey.self] }
    /// Whether views spring open on drag: set by `springLoadingBehavior(_:)`.
    public var springLoadingBehavior: SpringLoadingBehavior { self[SpringLoadingBehaviorKey.self] }
}

nonisolated extension View {
    /// Sets whether the view springs open when something is dragged over it; read back from
    /// `EnvironmentValues.springLoadingBehavior`. Nothing is dragged in a render.
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
        transformEnvironment(\.springLoadingBehaviorStorage) { $0 = behavior }
    }
}

extension EnvironmentValues {
    /// Writable storage behind `springLoadingBehavior` (read-only in SwiftUI's API).
    var springLoadingBehaviorStorage: SpringLoadingBehavior {
        get { self[SpringLoadingBehaviorKey.self] }
        set { self[SpringLoadingBehaviorKey.self] = newValue }
    }
}
