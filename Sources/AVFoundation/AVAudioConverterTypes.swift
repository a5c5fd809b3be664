// The statuses, input block and priming settings of `AVAudioConverter`, with Apple's raw values.

/// What an `AVAudioConverter` input block reports, with Apple's raw values.
public enum AVAudioConverterInputStatus: Int, Sendable {
    /// The block returns a buffer of input.
    case haveData = 0
    /// No input for now: the converter returns what it made (`.inputRanDry`).
    case noDataNow = 1
    /// No more input ever: the converter flushes what it holds.
    case endOfStream = 2
}

/// What `AVAudioConverter.convert(to:error:withInputFrom:)` returns, with Apple's raw values.
public enum AVAudioConverterOutputStatus: Int, Sendable {
    /// The output buffer was filled (or holds the last frames of the stream).
    case haveData = 0
    /// The input ran out for now; the output holds what could be made.
    case inputRanDry = 1
    /// The stream has ended and nothing was left to make.
    case endOfStream = 2
    /// The conversion failed; the error says why.
    case error = 3
}

/// How a sample-rate converter primes itself, with Apple's raw values.
public enum AVAudioConverterPrimeMethod: Int, Sendable {
    /// With leading and trailing input frames.
    case pre = 0
    /// With trailing frames only, leading ones taken as silence (no latency).
    case normal = 1
    /// Leading and trailing frames both taken as silence.
    case none = 2
}

/// The input frames a converter wants before and after the audio to convert well.
public struct AVAudioConverterPrimeInfo: Sendable {
    /// Frames wanted before the first one.
    public var leadingFrames: AVAudioFrameCount
    /// Frames wanted after the last one.
    public var trailingFrames: AVAudioFrameCount

    /// No priming frames.
    public init() { self.init(leadingFrames: 0, trailingFrames: 0) }

    /// `leadingFrames` before and `trailingFrames` after.
    public init(leadingFrames: AVAudioFrameCount, trailingFrames: AVAudioFrameCount) {
        self.leadingFrames = leadingFrames
        self.trailingFrames = trailingFrames
    }
}

/// The closure `convert(to:error:withInputFrom:)` calls for input: given the packets wanted, it
/// sets the status and returns a buffer (or nil with `.noDataNow` or `.endOfStream`).
public typealias AVAudioConverterInputBlock = (AVAudioPacketCount, UnsafeMutablePointer<AVAudioConverterInputStatus>) -> AVAudioBuffer?
