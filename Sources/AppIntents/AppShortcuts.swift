import BackplateCore
import Foundation

/// The app's shortcuts, offered in Shortcuts and Spotlight without setup (never run in a render).
public protocol AppShortcutsProvider {
    /// The shortcuts.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The background color of the app's shortcut tiles in Shortcuts.
    static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
    /// Tells the system the shortcuts' parameter values changed (nothing to tell in a render).
    public static func updateAppShortcutParameters() {}
    /// Navy, when the provider names no color (Apple documents no default; Backplate's choice).
    public static var shortcutTileColor: ShortcutTileColor { .navy }
}

/// Builds a provider's list of shortcuts.
@resultBuilder
public struct AppShortcutsBuilder {
    /// One shortcut.
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    /// Shortcuts listed one after another.
    public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: [AppShortcut]) -> [AppShortcut] { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: [AppShortcut]) -> [AppShortcut] { second }
}

/// An intent with the phrases that start it.
public struct AppShortcut: Sendable {
    /// The phrases, as written (the app's name as `{applicationName}`).
    public let phrases: [String]
    /// The shortcut's title in Shortcuts.
    public let shortTitle: LocalizedStringResource?
    /// The SF Symbol shown with it.
    public let systemImageName: String?

    /// A shortcut with its phrases, title and symbol.
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
                                   systemImageName: String) {
        self.phrases = phrases.map(\.text)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }

    /// A shortcut with its phrases only.
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
        self.phrases = phrases.map(\.text)
        shortTitle = nil
        systemImageName = nil
    }
}

/// What a phrase can name besides words.
public enum AppShortcutPhraseToken: Sendable {
    /// The app's name.
    case applicationName
}

/// A phrase that starts a shortcut (`"Start a workout in \(.applicationName)"`).
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    /// The phrase, with tokens and parameters in braces.
    public let text: String
    /// A phrase from a literal.
    public init(stringLiteral value: String) { text = value }
    /// A phrase from an interpolation.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds a phrase from words, tokens and parameter key paths.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        /// Room for a phrase.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Words.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// The app's name.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "{applicationName}" }
        /// A parameter, written as its title.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            text += Intent.summaryPlaceholder(parameter)
        }
    }
}
