import BackplateCore
import Foundation

/// How the system draws a widget: in full colour (the home screen), accented (tinted home
/// screens) or vibrant (the Lock Screen). A render draws full colour unless the environment
/// says otherwise; the value is there for views that branch on it.
public struct WidgetRenderingMode: Equatable, Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// Every colour as written.
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// Accented views in the accent colour, the rest in another (tinted home screens).
    public static let accented = WidgetRenderingMode(name: "accented")
    /// Desaturated, drawn over the Lock Screen's wallpaper.
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
    /// The mode's name.
    public var description: String { name }
}

private struct WidgetRenderingModeKey: EnvironmentKey {
    static let defaultValue = WidgetRenderingMode.fullColor
}

private struct ShowsWidgetLabelKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// How the widget is drawn (`.fullColor` unless set, as on the home screen).
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }
    /// Whether a `widgetLabel` is shown with the widget (`false`: iPhone home-screen and
    /// Lock Screen widgets of the rendered families show none).
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }
}

nonisolated extension View {
    /// A label shown beside an accessory widget where the system shows labels (not in the
    /// rendered families, whose `showsWidgetLabel` is `false`: the label is not drawn).
    public func widgetLabel(_ label: LocalizedStringKey) -> some View { modifier(EmptyModifier()) }
    /// A string label shown where the system shows widget labels (not drawn; see above).
    @_disfavoredOverload
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { modifier(EmptyModifier()) }
    /// A view label shown where the system shows widget labels (not drawn; see above).
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { modifier(EmptyModifier()) }
}

/// The standard backdrop of a Lock Screen accessory widget: a circle in a circular widget, a
/// rounded rectangle otherwise, filled with the tertiary fill (an estimate of the vibrant
/// material iOS draws over the wallpaper).
nonisolated public struct AccessoryWidgetBackground: View {
    @Environment(\.widgetFamily) private var family
    /// The backdrop for the widget's family.
    public init() {}
    /// The filled shape.
    public var body: some View {
        if family == .accessoryCircular {
            Circle().fill(.fill.tertiary)
        } else {
            RoundedRectangle(cornerRadius: 12, style: .continuous).fill(.fill.tertiary)
        }
    }
}
