import Foundation

/// A request to recognize speech, the base of the URL and audio-buffer requests. Its settings
/// are kept as set; a render recognizes nothing, so they change no result.
open class SFSpeechRecognitionRequest: NSObject {
    /// The kind of speech expected (default `.unspecified`).
    open var taskHint: SFSpeechRecognitionTaskHint = .unspecified
    /// Whether partial results are reported for each utterance (default true).
    open var shouldReportPartialResults = true
    /// Phrases to recognize even if they are not in the system vocabulary (default none).
    open var contextualStrings: [String] = []
    /// A string naming the kind of interaction; no longer used by Apple (deprecated in iOS 15).
    @available(iOS, deprecated: 15.0, message: "Not used anymore")
    open var interactionIdentifier: String? {
        get { storedInteractionIdentifier }
        set { storedInteractionIdentifier = newValue }
    }
    /// Whether audio must stay on the device (iOS 13+; default false).
    open var requiresOnDeviceRecognition = false
    /// Whether results get punctuation added (iOS 16+; default false).
    open var addsPunctuation = false
    /// A custom language model to recognize with (iOS 17+; default nil). Kept, never loaded in a render.
    @NSCopying open var customizedLanguageModel: SFSpeechLanguageModel.Configuration?

    private var storedInteractionIdentifier: String?

    /// A request with the default settings. Apps make the URL or audio-buffer subclasses instead.
    public override init() {
        super.init()
    }
}
