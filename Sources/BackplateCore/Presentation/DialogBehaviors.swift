import Foundation

// How dialogs and menus behave (iOS 17): a still render shows no dialog being confirmed and no
// menu being dismissed, so these values change nothing drawn.

/// How important a confirmation dialog or alert is.
public struct DialogSeverity: Equatable, Sendable {
    let level: Int
    /// The system's default.
    public static let automatic = DialogSeverity(level: 0)
    /// A dialog about a destructive or irreversible action.
    public static let critical = DialogSeverity(level: 2)
    /// A routine dialog.
    public static let standard = DialogSeverity(level: 1)
}

/// Whether tapping a menu's action dismisses the menu.
public struct MenuActionDismissBehavior: Equatable, Sendable {
    let dismisses: Bool?
    /// The system's default (menus dismiss).
    public static let automatic = MenuActionDismissBehavior(dismisses: nil)
    /// The action dismisses the menu.
    public static let enabled = MenuActionDismissBehavior(dismisses: true)
    /// The menu stays open after the action.
    public static let disabled = MenuActionDismissBehavior(dismisses: false)
}

/// How a presentation may be dismissed by a transaction's `dismissBehavior`.
public struct DismissBehavior: Equatable, Sendable {
    let destructive: Bool
    /// Dismissal that may be interrupted (a sheet asks first).
    public static let interactive = DismissBehavior(destructive: false)
    /// Dismissal that happens whatever the presentation says.
    public static let destructive = DismissBehavior(destructive: true)
}

extension Transaction {
    /// How presentations dismissed in this transaction go (`.interactive` by default).
    public var dismissBehavior: DismissBehavior {
        get { self[DismissBehaviorTransactionKey.self] }
        set { self[DismissBehaviorTransactionKey.self] = newValue }
    }
}

private struct DismissBehaviorTransactionKey: TransactionKey {
    static let defaultValue = DismissBehavior.interactive
}

nonisolated extension View {
    /// Sets whether tapping menu actions in this view dismisses their menu. No open menu in a render.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { modifier(_InertModifier()) }

    /// Adds a "do not ask again" toggle to dialogs presented from this view (macOS; accepted on
    /// iOS). No dialog in a render.
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View {
        modifier(_InertModifier())
    }

    /// Adds a "do not ask again" toggle titled with a string. No dialog in a render.
    public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>) -> some View {
        modifier(_InertModifier())
    }

    /// Adds a "do not ask again" toggle titled with a text. No dialog in a render.
    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View {
        modifier(_InertModifier())
    }

    /// Adds the system's "do not ask again" toggle. No dialog in a render.
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View {
        modifier(_InertModifier())
    }
}
