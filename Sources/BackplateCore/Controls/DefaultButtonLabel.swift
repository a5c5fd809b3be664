import Foundation

/// The label the system gives a button made with a role alone (`Button(role: .close) { }`,
/// iOS 26): the role's symbol and title, as a `Label`, so a toolbar shows the symbol only
/// (an `xmark` in a glass circle) and other places show both.
///
/// Symbols: `xmark` for `.close` and `.cancel` (Apple's documentation), `checkmark` for
/// `.confirm`, `trash` for `.destructive`. The titles ("Close", "Cancel", "Done", "Delete")
/// are an estimate: Apple documents the symbols, not the words.
nonisolated public struct DefaultButtonLabel: View {
    let role: ButtonRole

    /// The role's symbol and title.
    public var body: some View {
        let (title, symbol) = Self.titleAndSymbol(for: role)
        return Label(title, systemImage: symbol)
    }

    package static func titleAndSymbol(for role: ButtonRole) -> (String, String) {
        switch role.name {
        case "close": ("Close", "xmark")
        case "confirm": ("Done", "checkmark")
        case "destructive": ("Delete", "trash")
        default: ("Cancel", "xmark")
        }
    }
}

extension Button where Label == DefaultButtonLabel {
    /// Creates a button that displays the role's default label (iOS 26): an `xmark` for
    /// `.close` and `.cancel`, a `checkmark` for `.confirm`; see `DefaultButtonLabel`.
    @preconcurrency public init(role: ButtonRole, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
    }
}

/// A button whose role a toolbar reads to draw `.confirm` prominently.
protocol _RoleCarryingButton {
    var buttonRole: ButtonRole? { get }
}

extension Button: _RoleCarryingButton {
    var buttonRole: ButtonRole? { role }
}
