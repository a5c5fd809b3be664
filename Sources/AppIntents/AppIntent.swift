import BackplateCore
import Foundation

/// An action of the app that the system (Shortcuts, Siri, Spotlight, widgets, controls) can
/// run. In a render nothing is run: intents exist so that the types of widget and app files
/// compile, and a configurable widget draws with its intent's parameter values.
public protocol AppIntent: Sendable {
    /// What `perform()` returns.
    associatedtype PerformResult: IntentResult
    /// How the intent's parameters read as a sentence (a default when not declared).
    associatedtype SummaryContent: ParameterSummary = IntentParameterSummary<Self>
    /// The intent's name, as Shortcuts shows it.
    static var title: LocalizedStringResource { get }
    /// A longer description, as Shortcuts shows it (`nil` by default).
    static var description: IntentDescription? { get }
    /// Whether running the intent brings the app to the foreground (`false` by default).
    static var openAppWhenRun: Bool { get }
    /// Whether the device must be unlocked to run it (`.alwaysAllowed` by default).
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// How the parameters read as a sentence in Shortcuts.
    static var parameterSummary: SummaryContent { get }
    /// An intent with its parameters' default values.
    init()
    /// Runs the intent (never called by a render).
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// No description.
    public static var description: IntentDescription? { nil }
    /// The app stays in the background.
    public static var openAppWhenRun: Bool { false }
    /// The intent runs on a locked device.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    /// The `@Parameter` property wrapper, spelled as intents spell it.
    public typealias Parameter<Value: _IntentValue & Sendable> = IntentParameter<Value>
    /// The parameter summary of this intent, spelled as `parameterSummary` bodies spell it.
    public typealias Summary = IntentParameterSummary<Self>
}

extension AppIntent where SummaryContent == IntentParameterSummary<Self> {
    /// The summary Shortcuts makes from the intent's title.
    public static var parameterSummary: SummaryContent { IntentParameterSummary(ParameterSummaryString(title.key)) }
}

/// An intent whose parameters configure a widget (`AppIntentConfiguration`); its values reach
/// the timeline provider, and a widget preview draws the entries made from them.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent where PerformResult == IntentResultContainer<Never, Never, Never, Never> {
    /// A configuration intent performs nothing.
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}

/// An intent that opens the app to show its `target` (never opened in a render).
public protocol OpenIntent: AppIntent {
    /// The entity or value the app opens to.
    associatedtype Value: _IntentValue & Sendable
    /// What the app opens to.
    var target: Value { get set }
}

/// Whether an intent may run while the device is locked.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
    /// Runs whatever the lock state.
    case alwaysAllowed
    /// Runs once the person has authenticated.
    case requiresAuthentication
    /// Runs only on an unlocked device.
    case requiresLocalDeviceAuthentication
}

/// An intent's longer description, as Shortcuts shows it.
public struct IntentDescription: ExpressibleByStringInterpolation, Sendable, Hashable {
    /// The description.
    public var descriptionText: LocalizedStringResource
    /// The category Shortcuts lists it under.
    public var categoryName: LocalizedStringResource?
    /// Words that find it in search.
    public var searchKeywords: [LocalizedStringResource]
    /// The name of the value the intent returns.
    public var resultValueName: LocalizedStringResource?

    /// A description with an optional category, keywords and result name.
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }

    /// A description from a string literal.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }

    /// A description from an interpolated string.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)))
    }
}

/// What Siri says or Shortcuts shows when an intent answers.
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable, Hashable {
    /// The text shown and spoken.
    public var full: LocalizedStringResource

    /// A dialog from a resource.
    public init(_ full: LocalizedStringResource) { self.full = full }
    /// A dialog with a written and a spoken form (the written one is kept).
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) { self.full = full }
    /// A dialog from a string literal.
    public init(stringLiteral value: String) { full = LocalizedStringResource(stringLiteral: value) }
    /// A dialog from an interpolated string.
    public init(stringInterpolation: DefaultStringInterpolation) {
        full = LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation))
    }
}
