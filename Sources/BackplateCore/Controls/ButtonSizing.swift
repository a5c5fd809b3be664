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
    /// Sets the preferred sizing of the buttons in this view (iOS 26): with `.flexible`,
    /// `.bordered`, `.borderedProminent`, `.glass` and `.glassProminent` buttons and button-style
    /// toggles fill the width offered, their label centred; `.automatic` and `.fitted` fit the
    /// label. Menu pickers and control groups keep their fitted width, with a runtime warning.
    public func buttonSizing(_ sizing: ButtonSizing) -> some View {
        environment(\.buttonSizing, sizing)
    }
}

/// Warns, when the sizing in effect is `.flexible`, that `owner` keeps its fitted width.
nonisolated struct _ButtonSizingWarning: ViewModifier {
    let owner: String
    @Environment(\.buttonSizing) private var buttonSizing
    func body(content: Content) -> some View {
        content.modifier(_WarningModifier(message: buttonSizing == .flexible
            ? "buttonSizing(.flexible): Backplate's \(owner) keep their fitted width" : nil))
    }
}
