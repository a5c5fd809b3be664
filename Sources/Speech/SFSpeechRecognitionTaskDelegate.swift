import Foundation

/// Follows a recognition task started with `recognitionTask(with:delegate:)`. In a render the
/// task fails at once: only `speechRecognitionTask(_:didFinishSuccessfully:)` is called, once,
/// with `false`, before the task is returned. Every method is optional.
public protocol SFSpeechRecognitionTaskDelegate: NSObjectProtocol {
    /// Speech was first heard in the audio. Never called in a render.
    func speechRecognitionDidDetectSpeech(_ task: SFSpeechRecognitionTask)
    /// A partial transcription is available. Never called in a render.
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription)
    /// The final utterance was recognized. Never called in a render.
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishRecognition recognitionResult: SFSpeechRecognitionResult)
    /// The task stopped accepting audio. Never called in a render.
    func speechRecognitionTaskFinishedReadingAudio(_ task: SFSpeechRecognitionTask)
    /// The task was cancelled. Never called in a render.
    func speechRecognitionTaskWasCancelled(_ task: SFSpeechRecognitionTask)
    /// The task ended; `successfully` is false in a render, and `task.error` says why.
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool)
    /// The task processed `duration` seconds of audio. Never called in a render.
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didProcessAudioDuration duration: TimeInterval)
}

extension SFSpeechRecognitionTaskDelegate {
    /// Optional, as on iOS: does nothing.
    public func speechRecognitionDidDetectSpeech(_ task: SFSpeechRecognitionTask) {}
    /// Optional, as on iOS: does nothing.
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription) {}
    /// Optional, as on iOS: does nothing.
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishRecognition recognitionResult: SFSpeechRecognitionResult) {}
    /// Optional, as on iOS: does nothing.
    public func speechRecognitionTaskFinishedReadingAudio(_ task: SFSpeechRecognitionTask) {}
    /// Optional, as on iOS: does nothing.
    public func speechRecognitionTaskWasCancelled(_ task: SFSpeechRecognitionTask) {}
    /// Optional, as on iOS: does nothing.
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool) {}
    /// Optional, as on iOS: does nothing.
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didProcessAudioDuration duration: TimeInterval) {}
}
