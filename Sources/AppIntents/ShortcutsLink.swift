import BackplateCore
import Foundation

/// A system button that opens the app's page in the Shortcuts app. Backplate has no
/// measurements of the button, so a still render draws nothing in its place and takes no
/// space, with a runtime warning naming it.
nonisolated public struct ShortcutsLink: View {
    let action: () -> Void

    /// A link that runs `action`, then opens Shortcuts, when tapped (a still render taps nothing).
    public init(action: @escaping () -> Void = {}) { self.action = action }

    /// Nothing, with the runtime warning.
    public var body: some View {
        RuntimeWarning.emit("ShortcutsLink: the system button opening Shortcuts is not drawn by Backplate (its look is unmeasured); it takes no space")
        return EmptyView()
    }
}

/// The colours and outline of a Shortcuts link.
public struct ShortcutsLinkStyle: Hashable, Sendable {
    let name: String

    /// Light or dark with the color scheme.
    public static let automatic = ShortcutsLinkStyle(name: "automatic")
    /// Light or dark with the color scheme, outlined.
    public static let automaticOutline = ShortcutsLinkStyle(name: "automaticOutline")
    /// A dark button.
    public static let dark = ShortcutsLinkStyle(name: "dark")
    /// A dark outlined button.
    public static let darkOutline = ShortcutsLinkStyle(name: "darkOutline")
    /// A light button.
    public static let light = ShortcutsLinkStyle(name: "light")
    /// A light outlined button.
    public static let lightOutline = ShortcutsLinkStyle(name: "lightOutline")
}

extension View {
    /// Sets the style of the Shortcuts links inside this view: no effect, as a still render
    /// draws no link.
    public func shortcutsLinkStyle(_ style: ShortcutsLinkStyle) -> some View { self }
}
