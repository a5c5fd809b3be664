import AVFoundation

/// Time-coded audio for a `SpeechAnalyzer` (iOS 26+). It holds its own copy of the samples, so
/// it is `Sendable` and later changes to the buffer it was made from do not reach it. A render
/// analyzes none: analyzers throw `SFSpeechError.noModel` before reading any input.
public struct AnalyzerInput: Sendable {
    /// When the audio starts; nil means right after the previous input.
    public let bufferStartTime: CMTime?
    private let format: AVAudioFormat
    private let frameCapacity: AVAudioFrameCount
    private let frameLength: AVAudioFrameCount
    private let samples: Data

    /// Audio that starts right after the previous input (or at zero, for the first).
    public init(buffer: AVAudioPCMBuffer) {
        self.init(buffer: buffer, bufferStartTime: nil)
    }

    /// Audio that starts at `bufferStartTime` (nil: right after the previous input).
    public init(buffer: AVAudioPCMBuffer, bufferStartTime: CMTime?) {
        self.bufferStartTime = bufferStartTime
        format = buffer.format
        frameCapacity = buffer.frameCapacity
        frameLength = buffer.frameLength
        samples = buffer.sampleBytes
    }

    /// A new copy of the input's audio: a buffer of its format, length and samples.
    public var buffer: AVAudioPCMBuffer {
        // The format and capacity came from a buffer, so they make one again.
        AVAudioPCMBuffer(pcmFormat: format, frameCapacity: frameCapacity, frameLength: frameLength, sampleBytes: samples)!
    }
}
