// The module a file's `import NaturalLanguage` finds on Linux. Apple's models are not here:
// tokenization, token types, scripts and a heuristic language guess are real; lexical classes,
// names, lemmas and sentiment have no model, so their tags are nil (sentiment: "0.0"), with a warning.
@_exported import Foundation
import BackplateCore
import Foundation

/// The runtime warnings of schemes and calls that need one of Apple's models.
enum NoModel {
    /// Warns, once per scheme, that `scheme` tags are nil on Linux.
    static func warnNilTags(_ scheme: NLTagScheme) {
        RuntimeWarning.emit("NaturalLanguage: NLTagScheme.\(scheme.displayName) has no model on Linux; tags are nil")
    }

    /// Warns, once, that every sentiment score is the neutral "0.0".
    static func warnNeutralSentiment() {
        RuntimeWarning.emit("NaturalLanguage: NLTagScheme.sentimentScore has no model on Linux; every score is \"0.0\" (neutral)")
    }
}
