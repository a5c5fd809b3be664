import Foundation

struct LocaleKey: EnvironmentKey { static let defaultValue = Text.renderLocale }

extension EnvironmentValues {
    /// The locale views format values with. Defaults to a US iPhone's, en_US
    /// (`Text.renderLocale`): Foundation on Linux reports `en_001` ("6 Dec") whatever the
    /// machine's settings, where an iPhone's `Locale.current` writes "Dec 6".
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}
