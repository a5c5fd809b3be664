import Foundation

/// Where a tab view's bottom accessory is shown (iOS 26): read it from
/// `EnvironmentValues.tabViewBottomAccessoryPlacement` inside the accessory to adapt its content.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    /// Inline with a minimized tab bar.
    case inline
    /// Above a tab bar at its normal size: the placement in a still render, where the bar never
    /// minimizes.
    case expanded
}

private struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
    static let defaultValue: TabViewBottomAccessoryPlacement? = nil
}

private struct TabViewBottomAccessoryContentKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

extension EnvironmentValues {
    /// The placement of the tab view bottom accessory the view is in (iOS 26): `.expanded`
    /// inside an accessory in a still render (the tab bar is at its normal size), nil outside one.
    public internal(set) var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[TabViewBottomAccessoryPlacementKey.self] }
        set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
    }

    /// The accessory given with `tabViewBottomAccessory`, read by the `TabView` it wraps.
    var tabViewBottomAccessoryContent: AnyView? {
        get { self[TabViewBottomAccessoryContentKey.self] }
        set { self[TabViewBottomAccessoryContentKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Places a view as the bottom accessory of the tab view (iOS 26).
    ///
    /// Apply it to a `TabView`. On an iPhone whose tab bar is at its normal size the accessory
    /// appears above the bar, which is what a still render shows: the content in a regular
    /// glass capsule 48 points tall, 20 points from the screen's sides and 8 points above the
    /// tab bar, with `tabViewBottomAccessoryPlacement` reading `.expanded` inside it. The tab's
    /// content is inset by the accessory as by the bar. The height and margins are an
    /// approximation of iOS 26 drawn above Backplate's tab bar.
    ///
    /// - Parameter content: The accessory's content.
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewBottomAccessoryContent, AnyView(content()))
    }

    /// Places a view as the bottom accessory of the tab view when `isEnabled` is true (iOS 26.1);
    /// when false the tab view shows no accessory.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the accessory is shown.
    ///   - content: The accessory's content.
    public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewBottomAccessoryContent, isEnabled ? AnyView(content()) : nil)
    }
}

/// The bottom accessory above the tab bar: its content on a regular glass capsule.
nonisolated struct _TabViewBottomAccessoryBar: View {
    let content: AnyView

    static let height: CGFloat = 48
    static let sideMargin: CGFloat = 20
    static let gapAboveBar: CGFloat = 8

    var body: some View {
        content
            .environment(\.tabViewBottomAccessoryPlacement, .expanded)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .frame(height: Self.height)
            .glassEffect(.regular, in: Capsule())
            .padding(.horizontal, Self.sideMargin)
            .padding(.bottom, Self.gapAboveBar)
    }
}
