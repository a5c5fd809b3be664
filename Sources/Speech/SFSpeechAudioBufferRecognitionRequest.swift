import AVFoundation
import Foundation

/// A request to recognize speech in audio the app captures, such as the microphone's. A render
/// captures no audio: appended buffers are dropped and `endAudio()` only marks the end.
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest {
    /// The format a render's recognizer reports as native: 16 kHz mono Float32.
    // A mono standard format always exists, so this never fails.
    private static let nativeFormat = AVAudioFormat(standardFormatWithSampleRate: 16_000, channels: 1)!

    /// Whether `endAudio()` was called.
    private var audioEnded = false

    /// A request with no audio yet.
    public override init() {
        super.init()
    }

    /// The audio format recognition works best in: 16 kHz mono Float32 in a render. Apps may
    /// append buffers of other formats, as on iOS.
    open var nativeAudioFormat: AVAudioFormat { Self.nativeFormat }

    /// Appends a buffer of audio, such as one a microphone tap delivers. A render has no
    /// recognizer to feed (its task has already completed), so the buffer is dropped.
    open func append(_ audioPCMBuffer: AVAudioPCMBuffer) {}

    /// Appends a buffer of audio in a native format. A render has no recognizer to feed, so the
    /// buffer is dropped.
    open func appendAudioSampleBuffer(_ sampleBuffer: CMSampleBuffer) {}

    /// Marks the end of the audio: nothing more is appended. A render's task is already complete.
    open func endAudio() {
        audioEnded = true
    }
}
