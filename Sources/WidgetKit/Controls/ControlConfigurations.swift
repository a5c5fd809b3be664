import AppIntents
import BackplateCore
import Foundation

/// Gives a control its value: a quick `previewValue` (what a render draws) and the current
/// value, fetched asynchronously on a device (never awaited in a render).
public protocol ControlValueProvider {
    /// The type of value the template receives.
    associatedtype Value
    /// The value shown while the control is previewed, and in a render.
    var previewValue: Value { get }
    /// The control's current value.
    func currentValue() async throws -> Value
}

/// Gives a configurable control its value from the intent a person set up: a render draws
/// `previewValue(configuration:)` for the intent's default parameters.
public protocol AppIntentControlValueProvider {
    /// The intent whose parameters configure the control.
    associatedtype Configuration: ControlConfigurationIntent
    /// The type of value the template receives.
    associatedtype Value
    /// The value shown while the control is previewed, and in a render.
    func previewValue(configuration: Configuration) -> Value
    /// The control's current value.
    func currentValue(configuration: Configuration) async throws -> Value
}

/// A control with no options a person edits: a kind and a template, made from the provider's
/// value when there is one (its `previewValue` in a render).
nonisolated public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration, DrawableControlConfiguration {
    /// No body.
    public typealias Body = Never
    /// Built-in configurations are not made of others: reading `body` stops the program.
    public var body: Never { fatalError("StaticControlConfiguration has no body") }
    let controlSettings: ControlSettings
    let makeTemplate: () -> Content

    /// A control whose template has no value.
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
        controlSettings = ControlSettings(kind: kind)
        makeTemplate = content
    }

    /// A control whose template shows the provider's value.
    public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                                @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {
        controlSettings = ControlSettings(kind: kind)
        makeTemplate = { content(provider.previewValue) }
    }

    func previewTemplate() -> (any ControlWidgetTemplate)? { makeTemplate() }
}

/// A control configured by an intent's parameters: its template is made from the intent with
/// its default parameters (or the provider's preview value for it).
nonisolated public struct AppIntentControlConfiguration<Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate>: ControlWidgetConfiguration, DrawableControlConfiguration {
    /// No body.
    public typealias Body = Never
    /// Built-in configurations are not made of others: reading `body` stops the program.
    public var body: Never { fatalError("AppIntentControlConfiguration has no body") }
    let controlSettings: ControlSettings
    let makeTemplate: () -> Content

    /// A control whose template reads the configured intent.
    public init(kind: String, intent: Configuration.Type = Configuration.self,
                @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content) {
        controlSettings = ControlSettings(kind: kind)
        makeTemplate = { content(Configuration()) }
    }

    /// A control whose template shows the provider's value for the configured intent.
    public init<Provider: AppIntentControlValueProvider>(kind: String, provider: Provider,
                                                         @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content)
    where Configuration == Provider.Configuration {
        controlSettings = ControlSettings(kind: kind)
        makeTemplate = { content(provider.previewValue(configuration: Configuration())) }
    }

    func previewTemplate() -> (any ControlWidgetTemplate)? { makeTemplate() }
}
