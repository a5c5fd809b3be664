import Foundation

/// How buttons and button-like controls size themselves along their primary axis (iOS 26).
public struct ButtonSizing: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, flexible, fitted }
    let kind: Kind

    /// The default sizing for the button's placement and platform.
    public static var automatic: ButtonSizing { ButtonSizing(kind: .automatic) }
    /// Fills the available space along the primary axis, beyond the button's ideal size.
    public static var flexible: ButtonSizing { ButtonSizing(kind: .flexible) }
    /// Fits the button's content, compressing if necessary.
    public static var fitted: ButtonSizing { ButtonSizing(kind: .fitted) }
}

private struct ButtonSizingKey: EnvironmentKey { static let defaultValue = ButtonSizing.automatic }

extension EnvironmentValues {
    /// The preferred sizing of the buttons in this view (iOS 26), set with `buttonSizing(_:)`;
    /// custom button styles can read it.
    public internal(set) var buttonSizing: ButtonSizing {
        get { self[ButtonSizingKey.self] }
        set { self[ButtonSizingKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the preferred sizing of the buttons in this view (iOS 26): `.flexible` makes
    /// bordered buttons, pickers and toggles that adapt to it fill their container's width.
    ///
    /// Backplate's built-in button styles keep their fitted size (they draw as with
    /// `.automatic`), and a runtime warning says so for `.flexible`; custom styles read
    /// `EnvironmentValues.buttonSizing` and can apply it themselves.
    public func buttonSizing(_ sizing: ButtonSizing) -> some View {
        environment(\.buttonSizing, sizing)
            .modifier(_WarningModifier(message: sizing == .flexible
                ? "buttonSizing(.flexible): Backplate's built-in button styles keep their fitted width" : nil))
    }
}
