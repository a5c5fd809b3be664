import Foundation

/// How a handler resolved one parameter of an intent: made with the class methods (`init` is
/// unavailable, as in SiriKit). A render delivers no intent, so only app code reads one.
public class INIntentResolutionResult: NSObject {
    /// What a result says about its parameter.
    enum Outcome: Equatable {
        case needsValue, notRequired, unsupported, success, disambiguation, confirmationRequired
    }

    /// What the result says.
    let outcome: Outcome

    required init(outcome: Outcome) {
        self.outcome = outcome
        super.init()
    }

    /// The parameter is missing a value the app needs: Siri would ask for one.
    public class func needsValue() -> Self { self.init(outcome: .needsValue) }
    /// The app does not need the parameter's value.
    public class func notRequired() -> Self { self.init(outcome: .notRequired) }
    /// The app does not support the value given: Siri would ask for another.
    public class func unsupported() -> Self { self.init(outcome: .unsupported) }
}

/// The resolution of a speakable-string parameter, such as a workout's name: the string it
/// resolved to, the strings to choose from, or the one to confirm.
public class INSpeakableStringResolutionResult: INIntentResolutionResult {
    /// The strings the result carries: the resolved one, the choices, or the one to confirm.
    private(set) var strings: [INSpeakableString] = []

    /// The parameter resolved to `resolvedString`.
    public class func success(with resolvedString: INSpeakableString) -> Self {
        let result = self.init(outcome: .success)
        result.strings = [resolvedString]
        return result
    }

    /// The person should choose one of `stringsToDisambiguate`.
    public class func disambiguation(with stringsToDisambiguate: [INSpeakableString]) -> Self {
        let result = self.init(outcome: .disambiguation)
        result.strings = stringsToDisambiguate
        return result
    }

    /// The parameter resolved to `stringToConfirm`, which the person should confirm.
    public class func confirmationRequired(with stringToConfirm: INSpeakableString?) -> Self {
        let result = self.init(outcome: .confirmationRequired)
        result.strings = stringToConfirm.map { [$0] } ?? []
        return result
    }
}
