import Foundation

/// When a tab bar minimizes (iOS 26).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, onScrollDown, onScrollUp, never }
    let kind: Kind

    /// The platform decides: an iPhone's tab bar does not minimize.
    public static let automatic = TabBarMinimizeBehavior(kind: .automatic)
    /// Minimize when scrolling down starts (iPhone only).
    public static let onScrollDown = TabBarMinimizeBehavior(kind: .onScrollDown)
    /// Minimize when scrolling up starts (iPhone only).
    public static let onScrollUp = TabBarMinimizeBehavior(kind: .onScrollUp)
    /// Never minimize.
    public static let never = TabBarMinimizeBehavior(kind: .never)
}

nonisolated extension View {
    /// Sets when the tab bar minimizes (iOS 26). Minimizing follows scrolling, and nothing
    /// scrolls in a still render: the tab bar is drawn at its normal size whatever the behavior,
    /// with a runtime warning for `.onScrollDown` and `.onScrollUp`.
    ///
    /// - Parameter behavior: The minimize behavior.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        let minimizes = behavior == .onScrollDown || behavior == .onScrollUp
        return modifier(_WarningModifier(message: minimizes
            ? "tabBarMinimizeBehavior: the tab bar is drawn at its normal size; a still render does not scroll, so it never shows the minimized bar" : nil))
    }
}
