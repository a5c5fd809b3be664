import BackplateCore
import Foundation

/// A place a widget can appear, as WidgetKit's `WidgetLocation`.
public struct WidgetLocation: Hashable, Sendable {
    let name: String
    /// The Home Screen.
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    /// The Lock Screen.
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    /// StandBy, on a charging iPhone on its side.
    public static let standBy = WidgetLocation(name: "standBy")
    /// An iPhone's widgets shown on a Mac.
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}

extension WidgetConfiguration {
    /// Asks the system to offer the widget's families less in `locations` (recorded: a render
    /// draws the widget wherever it is asked to).
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> ModifiedWidgetConfiguration {
        changing { _ in }
    }

    /// Handles the background URL session events of the sessions named `matching` (never called:
    /// a render starts no URL session).
    public func onBackgroundURLSessionEvents(matching: String,
                                             _ urlSessionEvents: @escaping (String, @escaping () -> Void) -> Void) -> ModifiedWidgetConfiguration {
        changing { _ in }
    }

    /// Handles the background URL session events of the sessions `matching` accepts (never
    /// called: a render starts no URL session).
    public func onBackgroundURLSessionEvents(matching: ((String) -> Bool)? = nil,
                                             _ urlSessionEvents: @escaping (String, @escaping () -> Void) -> Void) -> ModifiedWidgetConfiguration {
        changing { _ in }
    }
}

extension WidgetCenter {
    /// Asks the system to refresh the widget configurations it recommends (no effect in a render).
    public func invalidateConfigurationRecommendations() {}
}

extension View {
    /// Whether the widget's content follows the curve of a curved display (iPhone widgets are
    /// flat: the content draws unchanged).
    public func widgetCurvesContent(_ curvesContent: Bool = true) -> some View { modifier(EmptyModifier()) }
}
