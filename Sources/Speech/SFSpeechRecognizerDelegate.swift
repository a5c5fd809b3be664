import Foundation

/// Told when a recognizer's availability changes. A render's recognizer stays unavailable, so
/// the method is never called.
public protocol SFSpeechRecognizerDelegate: NSObjectProtocol {
    /// The recognizer became available or unavailable. Never called in a render.
    func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool)
}

extension SFSpeechRecognizerDelegate {
    /// The method is optional, as on iOS.
    public func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool) {}
}
