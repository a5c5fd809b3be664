import Foundation

struct LocaleKey: EnvironmentKey { static let defaultValue = Locale.current }

extension EnvironmentValues {
    /// The locale views format values with. Defaults to `Locale.current` (the process's locale,
    /// as on iOS), so text matches what app code formats with Foundation's defaults.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}
