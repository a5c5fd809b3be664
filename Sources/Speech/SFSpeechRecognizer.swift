import Foundation

/// Checks that speech recognition is available and starts recognition tasks. A render is a
/// device whose user has not answered the permission prompt and that can record nothing: the
/// status is `.notDetermined`, the recognizer is unavailable, and every task completes at once
/// with Apple's "Request is not authorized" error. Not Sendable, as on iOS. (Not an `NSObject`
/// subclass here: Swift cannot make `NSObject`'s `init()` failable, and Apple's `init?()` is; it
/// is `Hashable` by identity, as an `NSObject` is.)
open class SFSpeechRecognizer: Hashable {
    private let recognizerLocale: Locale

    /// The locales speech can be recognized in: the iPhone's dictation languages (63 of them).
    open class func supportedLocales() -> Set<Locale> {
        Set(SpeechLocales.locales)
    }

    /// The app's permission to recognize speech: `.notDetermined`, since no prompt is answered
    /// in a render (requesting it does not change this).
    open class func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus {
        .notDetermined
    }

    /// Asks the user for permission. No one can grant it in a render: `handler` gets `.denied`
    /// once, at once, on the calling thread, after a runtime warning; the status stays
    /// `.notDetermined`.
    open class func requestAuthorization(_ handler: @escaping (SFSpeechRecognizerAuthorizationStatus) -> Void) {
        SpeechRender.warn("SFSpeechRecognizer.requestAuthorization(_:)",
                          "has no user to grant permission in a render; its handler gets .denied")
        handler(.denied)
    }

    /// A recognizer for the user's language: en-US, the language of a render's device.
    public convenience init?() {
        self.init(locale: Locale(identifier: SpeechLocales.deviceIdentifier))
    }

    /// A recognizer for `locale`, or nil when `locale` is not one of `supportedLocales()`
    /// ("en_US" and "en-US" both name en-US).
    public init?(locale: Locale) {
        guard let identifier = SpeechLocales.supportedIdentifier(for: locale) else { return nil }
        recognizerLocale = Locale(identifier: identifier)
    }

    /// Whether recognition can start now: false in a render (no permission, no microphone).
    open var isAvailable: Bool { false }

    /// The language the recognizer recognizes.
    open var locale: Locale { recognizerLocale }

    /// Whether requests can be recognized without a network (iOS 13+; default false). Kept as set.
    open var supportsOnDeviceRecognition = false

    /// The object told when availability changes. A render's availability never changes, so it
    /// is never called.
    open weak var delegate: (any SFSpeechRecognizerDelegate)?

    /// The hint used for requests whose own hint is `.unspecified` (default `.unspecified`).
    open var defaultTaskHint: SFSpeechRecognitionTaskHint = .unspecified

    /// The queue Apple runs handlers and delegate methods on (default the main queue). A render
    /// calls them at once, on the calling thread, so the queue is only kept.
    open var queue: OperationQueue = .main

    /// Recognizes `request`, reporting results to `resultHandler`. In a render the handler is
    /// called once, at once, with a nil result and kAFAssistantErrorDomain error 1700 (not
    /// authorized), after a runtime warning; the returned task is already `.completed`.
    open func recognitionTask(with request: SFSpeechRecognitionRequest,
                              resultHandler: @escaping (SFSpeechRecognitionResult?, (any Error)?) -> Void)
        -> SFSpeechRecognitionTask {
        SpeechRender.warnNotAuthorized("SFSpeechRecognizer.recognitionTask(with:resultHandler:)")
        let error = SpeechRender.notAuthorizedError()
        let task = SFSpeechRecognitionTask(completedWith: error)
        resultHandler(nil, error)
        return task
    }

    /// Recognizes `request`, reporting to `delegate`. In a render the delegate's
    /// `speechRecognitionTask(_:didFinishSuccessfully:)` is called once, at once, with false
    /// (the task's error is kAFAssistantErrorDomain 1700), after a runtime warning; the returned
    /// task is already `.completed`.
    open func recognitionTask(with request: SFSpeechRecognitionRequest,
                              delegate: any SFSpeechRecognitionTaskDelegate) -> SFSpeechRecognitionTask {
        SpeechRender.warnNotAuthorized("SFSpeechRecognizer.recognitionTask(with:delegate:)")
        let task = SFSpeechRecognitionTask(completedWith: SpeechRender.notAuthorizedError())
        delegate.speechRecognitionTask(task, didFinishSuccessfully: false)
        return task
    }

    /// Whether both are the same recognizer (identity, as `NSObject`'s `isEqual(_:)`).
    public static func == (lhs: SFSpeechRecognizer, rhs: SFSpeechRecognizer) -> Bool { lhs === rhs }

    /// Hashes the recognizer's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
