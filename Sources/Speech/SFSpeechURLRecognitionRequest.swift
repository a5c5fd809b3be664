import Foundation

/// A request to recognize the speech in a recorded audio file. A render has no permission to
/// recognize, so a task for this request ends at once with the not-authorized error; the file
/// is never read.
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest {
    /// The audio file's URL.
    open var url: URL { fileURL }

    private let fileURL: URL

    /// A request for the audio file at `URL`.
    public init(url URL: URL) {
        fileURL = URL
        super.init()
    }
}
