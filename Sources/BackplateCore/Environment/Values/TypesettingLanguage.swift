import Foundation

/// The language text is typeset for (iOS 17): it can change line heights and line breaking
/// for scripts that need more room (Thai, Arabic, Devanagari…). `.automatic` follows the
/// text's content and the locale.
public struct TypesettingLanguage: Hashable, Sendable {
    let language: Locale.Language?
    /// The language chosen from the text's content and the locale.
    public static let automatic = TypesettingLanguage(language: nil)
    /// A specific language.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        TypesettingLanguage(language: language)
    }
}

private struct TypesettingLanguageKey: EnvironmentKey { static let defaultValue = TypesettingLanguage.automatic }

extension EnvironmentValues {
    /// The language `typesettingLanguage(_:isEnabled:)` set (`.automatic` unless set).
    var typesettingLanguage: TypesettingLanguage {
        get { self[TypesettingLanguageKey.self] }
        set { self[TypesettingLanguageKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Typesets text in the view for `language`; with `isEnabled` false nothing changes.
    /// Backplate's line heights come from the font (Pango picks faces by script), so the
    /// language is recorded in the environment and Latin text lays out as without it.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }

    /// Typesets text in the view for a `TypesettingLanguage`; with `isEnabled` false nothing
    /// changes (see `typesettingLanguage(_:isEnabled:)` with a `Locale.Language`).
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View {
        transformEnvironment(\.typesettingLanguage) { if isEnabled { $0 = language } }
    }
}

extension Text {
    /// Typesets this text for `language`, keeping it a `Text` that concatenates with `+`;
    /// Latin text lays out as without it (see the view modifier).
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }

    /// Typesets this text for a `TypesettingLanguage`, keeping it a `Text`.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text { self }
}
