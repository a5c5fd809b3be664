import AppIntents
import BackplateCore
import Foundation

/// Makes a configurable widget's entries from the intent a person set up (iOS 17's
/// `AppIntentConfiguration`). A render draws the entries a preview lists, or the placeholder;
/// the async snapshot and timeline are not awaited.
public protocol AppIntentTimelineProvider {
    /// The type of entry.
    associatedtype Entry: TimelineEntry
    /// The configuration intent.
    associatedtype Intent: WidgetConfigurationIntent
    /// The context type the methods receive.
    typealias Context = TimelineProviderContext
    /// An entry for the placeholder (drawn redacted while the widget loads).
    func placeholder(in context: Context) -> Entry
    /// One entry for a quick display, for the configured intent.
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// The entries to show over time, for the configured intent.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Configurations offered where widgets cannot be configured (watchOS; none by default).
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    /// No recommended configurations.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A preconfigured intent with its description, offered where widgets cannot be configured.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    /// The configured intent.
    public let intent: Intent
    /// What the recommendation shows.
    public let description: Text

    /// A recommendation with a text description.
    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = description
    }
    /// A recommendation with a localized description.
    public init(intent: Intent, description: LocalizedStringKey) {
        self.init(intent: intent, description: Text(description))
    }
    /// A recommendation with a string description.
    @_disfavoredOverload
    public init<S: StringProtocol>(intent: Intent, description: S) {
        self.init(intent: intent, description: Text(description))
    }
}

/// A widget configuration whose options a person edits through an intent's parameters: a
/// kind, the intent type, a provider and the view for each entry. Drawn as
/// `StaticConfiguration` is: a preview's entries, else the provider's placeholder.
nonisolated public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration, DrawableWidgetConfiguration {
    var settings: WidgetSettings
    let makePlaceholder: (TimelineProviderContext) -> AnyView
    let makeView: (any TimelineEntry) -> AnyView?
    /// No body.
    public typealias Body = Never

    /// A configuration whose provider makes entries for the configured `intent`, and whose
    /// `content` draws one.
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Provider.Intent == Intent {
        settings = WidgetSettings(kind: kind)
        makePlaceholder = { AnyView(content(provider.placeholder(in: $0))) }
        makeView = { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } }
    }

    func placeholderView(in context: TimelineProviderContext) -> AnyView { makePlaceholder(context) }
    func view(for entry: any TimelineEntry) -> AnyView? { makeView(entry) }
}
