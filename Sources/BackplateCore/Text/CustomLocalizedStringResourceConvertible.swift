import Foundation

#if !canImport(Darwin)
/// A type that describes itself with a localizable string, as Foundation declares it on Apple
/// platforms (App Intents shows an error's `localizedStringResource`); Foundation on Linux has none.
public protocol CustomLocalizedStringResourceConvertible {
    /// The localizable description of the value.
    var localizedStringResource: LocalizedStringResource { get }
}
#endif
