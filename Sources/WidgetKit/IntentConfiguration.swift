import BackplateCore
import Foundation
import Intents

/// Makes a SiriKit-configured widget's entries (iOS 14's `IntentConfiguration`): a render draws
/// the entries a preview lists, or the placeholder; snapshots and timelines are not asked for.
public protocol IntentTimelineProvider {
    /// The type of entry.
    associatedtype Entry: TimelineEntry
    /// The configuration intent (a class generated from an `.intentdefinition` file).
    associatedtype Intent: INIntent
    /// The context type the methods receive.
    typealias Context = TimelineProviderContext
    /// Configurations offered where widgets cannot be configured (none by default).
    func recommendations() -> [IntentRecommendation<Intent>]
    /// An entry for the placeholder (drawn redacted while the widget loads).
    func placeholder(in context: Context) -> Entry
    /// One entry for a quick display, for the configured intent.
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    /// The entries to show over time, for the configured intent.
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

extension IntentTimelineProvider {
    /// No recommended configurations.
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}

/// A preconfigured SiriKit intent with its description, offered where widgets cannot be
/// configured.
public struct IntentRecommendation<T: INIntent> {
    /// The configured intent.
    public let intent: T
    /// What the recommendation shows.
    public let description: Text

    /// A recommendation with a text description.
    public init(intent: T, description: Text) {
        self.intent = intent
        self.description = description
    }
    /// A recommendation with a localized description.
    public init(intent: T, description: LocalizedStringKey) {
        self.init(intent: intent, description: Text(description))
    }
    /// A recommendation with a string description.
    @_disfavoredOverload
    public init<S: StringProtocol>(intent: T, description: S) {
        self.init(intent: intent, description: Text(description))
    }
}

/// A widget configuration whose options a person edits through a SiriKit intent: a kind, the
/// intent class, a provider and the view for each entry. Drawn as `StaticConfiguration` is: a
/// preview's entries, else the provider's placeholder.
nonisolated public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration, DrawableWidgetConfiguration {
    var settings: WidgetSettings
    let makePlaceholder: (TimelineProviderContext) -> AnyView
    let makeView: (any TimelineEntry) -> AnyView?
    /// No body.
    public typealias Body = Never

    /// A configuration whose provider makes entries for the configured `intent`, and whose
    /// `content` draws one.
    public init<Provider: IntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider,
                                                  @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Intent == Provider.Intent {
        settings = WidgetSettings(kind: kind)
        makePlaceholder = { AnyView(content(provider.placeholder(in: $0))) }
        makeView = { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } }
    }

    func placeholderView(in context: TimelineProviderContext) -> AnyView { makePlaceholder(context) }
    func view(for entry: any TimelineEntry) -> AnyView? { makeView(entry) }
}
