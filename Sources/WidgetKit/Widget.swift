import BackplateCore
import Foundation

/// A home-screen widget: its configuration says how to make its views from timeline entries.
/// `WidgetPreview` draws one entry as iOS draws the widget on an iPhone 15 Pro's home screen.
@MainActor @preconcurrency
public protocol Widget {
    /// The configuration's type.
    associatedtype Body: WidgetConfiguration
    /// A widget, made by the system.
    init()
    /// The widget's configuration.
    @WidgetConfigurationBuilder var body: Body { get }
}

/// A widget's configuration: a kind, a provider of entries and the view for an entry.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    /// The configuration this one is made of (`Never` for the built-in ones).
    associatedtype Body: WidgetConfiguration
    /// The configuration this one is made of.
    var body: Body { get }
}

extension Never: WidgetConfiguration {}

extension WidgetConfiguration where Body == Never {
    /// Built-in configurations are not made of others: reading `body` stops the program.
    public var body: Never { fatalError("\(Self.self) has no body") }
}

/// Builds a widget's configuration (one configuration).
@resultBuilder
public struct WidgetConfigurationBuilder {
    /// The configuration.
    public static func buildBlock<C: WidgetConfiguration>(_ content: C) -> C { content }
}

/// What a configuration knows how to draw: the view for a family and a type-erased entry.
protocol DrawableWidgetConfiguration {
    var settings: WidgetSettings { get }
    func placeholderView(in context: TimelineProviderContext) -> AnyView
    func view(for entry: any TimelineEntry) -> AnyView?
}

/// The settings modifiers record.
struct WidgetSettings {
    var kind = ""
    var families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
    var contentMarginsDisabled = false
    var displayName: Text?
    var description: Text?
}

/// A widget configuration without options a person can edit: a kind, a timeline provider and
/// the view for each entry.
nonisolated public struct StaticConfiguration<Content: View>: WidgetConfiguration, DrawableWidgetConfiguration {
    var settings: WidgetSettings
    let makePlaceholder: (TimelineProviderContext) -> AnyView
    let makeView: (any TimelineEntry) -> AnyView?
    /// No body.
    public typealias Body = Never

    /// A configuration whose provider makes entries and whose `content` draws one.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        settings = WidgetSettings(kind: kind)
        makePlaceholder = { AnyView(content(provider.placeholder(in: $0))) }
        makeView = { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } }
    }

    func placeholderView(in context: TimelineProviderContext) -> AnyView { makePlaceholder(context) }
    func view(for entry: any TimelineEntry) -> AnyView? { makeView(entry) }
}

/// A configuration with a recorded setting (`supportedFamilies`, `configurationDisplayName`...).
nonisolated public struct ModifiedWidgetConfiguration: WidgetConfiguration, DrawableWidgetConfiguration {
    let base: any DrawableWidgetConfiguration
    let settings: WidgetSettings
    /// No body.
    public typealias Body = Never
    func placeholderView(in context: TimelineProviderContext) -> AnyView { base.placeholderView(in: context) }
    func view(for entry: any TimelineEntry) -> AnyView? { base.view(for: entry) }
}

/// The drawable form of any configuration (its own, or its body's).
func drawable<C: WidgetConfiguration>(_ configuration: C) -> (any DrawableWidgetConfiguration)? {
    if let drawable = configuration as? any DrawableWidgetConfiguration { return drawable }
    if C.Body.self == Never.self { return nil }
    return drawable(ViewIsolation.evaluate(passing: configuration) { $0.body })
}

extension WidgetConfiguration {
    func changing(_ change: (inout WidgetSettings) -> Void) -> ModifiedWidgetConfiguration {
        guard let base = drawable(self) else { fatalError("\(Self.self) is not a widget configuration Backplate can draw") }
        var settings = base.settings
        change(&settings)
        return ModifiedWidgetConfiguration(base: base, settings: settings)
    }
    /// The widget's name in the widget gallery, as a text (recorded).
    public func configurationDisplayName(_ displayName: Text) -> ModifiedWidgetConfiguration { changing { $0.displayName = displayName } }
    /// The widget's name in the widget gallery (recorded).
    public func configurationDisplayName(_ displayName: LocalizedStringKey) -> ModifiedWidgetConfiguration { changing { $0.displayName = Text(displayName) } }
    /// The widget's name in the widget gallery, as a string (recorded).
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> ModifiedWidgetConfiguration { changing { $0.displayName = Text(displayName) } }
    /// The widget's description in the gallery, as a text (recorded).
    public func description(_ description: Text) -> ModifiedWidgetConfiguration { changing { $0.description = description } }
    /// The widget's description in the gallery (recorded).
    public func description(_ description: LocalizedStringKey) -> ModifiedWidgetConfiguration { changing { $0.description = Text(description) } }
    /// The widget's description in the gallery, as a string (recorded).
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> ModifiedWidgetConfiguration { changing { $0.description = Text(description) } }
    /// The sizes the widget comes in (all system families by default).
    public func supportedFamilies(_ families: [WidgetFamily]) -> ModifiedWidgetConfiguration { changing { $0.families = families } }
    /// Draws the content to the widget's edges instead of inside the 16-point content margins.
    public func contentMarginsDisabled() -> ModifiedWidgetConfiguration { changing { $0.contentMarginsDisabled = true } }
    /// Whether the system may remove the container background (recorded: a home-screen
    /// render always shows it).
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> ModifiedWidgetConfiguration { changing { _ in } }
}

/// The widgets an extension offers (`@main struct Widgets: WidgetBundle`).
@MainActor @preconcurrency
public protocol WidgetBundle {
    /// The bundle's type of body.
    associatedtype Body: Widget
    /// A bundle, made by the system.
    init()
    /// The widgets.
    @WidgetBundleBuilder var body: Body { get }
}

extension Widget {
    /// Does nothing: a widget extension has no process to run in a render.
    public static func main() {}
}

extension WidgetBundle {
    /// Does nothing: a widget extension has no process to run in a render.
    public static func main() {}
}
