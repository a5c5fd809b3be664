import BackplateCore
import Foundation

/// Converts PCM audio's sample type, channels, interleaving and rate on the buffers' real samples
/// (a 48 kHz float tap becomes 16 kHz Int16 as on iOS); rates change by linear interpolation with
/// no anti-alias filter. Compressed formats (AAC...) are not coded: they answer `.error`, warning.
open class AVAudioConverter: NSObject {
    /// The format converted from.
    public let inputFormat: AVAudioFormat
    /// The format converted to.
    public let outputFormat: AVAudioFormat
    /// For each output channel, the input channel it takes (-1: silent). By default channel for
    /// channel, extra output channels copying a mono input, as iOS maps them.
    open var channelMap: [NSNumber]
    /// Whether extra input channels are mixed into a mono output (false: it takes the first).
    open var downmix = false
    /// Whether integer output is dithered: kept; a render rounds to the nearest step.
    open var dither = false
    /// The sample-rate converter's quality (an `AVAudioQuality` raw value): kept; a render
    /// interpolates linearly at every quality.
    open var sampleRateConverterQuality = AVAudioQuality.high.rawValue
    /// The sample-rate converter's algorithm (nil: the default): kept.
    open var sampleRateConverterAlgorithm: String?
    /// How the sample-rate converter primes itself: `.normal` by default; kept, as linear
    /// interpolation needs no priming.
    open var primeMethod = AVAudioConverterPrimeMethod.normal
    /// The priming frames: none, as linear interpolation needs none.
    open var primeInfo = AVAudioConverterPrimeInfo()
    /// The encoder's bit rate in bits per second: kept; a render encodes nothing.
    open var bitRate = 0

    /// Input not yet consumed, one array per output channel (channel map applied), as -1...1 values.
    private var pending: [[Double]]
    /// The stream position, in input frames, of each array's first value.
    private var pendingStart: Int64 = 0
    /// How many output frames the stream has made.
    private var framesMade: Int64 = 0
    /// Whether the input block said the stream ended.
    private var streamEnded = false

    /// A converter from `fromFormat` to `toFormat`. Nil when either has no sample rate, as iOS
    /// makes none; compressed formats are accepted and fail when converted.
    public init?(from fromFormat: AVAudioFormat, to toFormat: AVAudioFormat) {
        guard fromFormat.sampleRate > 0, toFormat.sampleRate > 0 else { return nil }
        inputFormat = fromFormat
        outputFormat = toFormat
        let inputs = Int(fromFormat.channelCount)
        channelMap = (0..<Int(toFormat.channelCount)).map { NSNumber(value: $0 < inputs ? $0 : (inputs == 1 ? 0 : -1)) }
        pending = Array(repeating: [], count: Int(toFormat.channelCount))
        super.init()
    }

    /// Forgets the stream: input held back, output position and end of stream, for a new one.
    open func reset() {
        pending = Array(repeating: [], count: pending.count)
        pendingStart = 0
        framesMade = 0
        streamEnded = false
    }

    /// Converts `inputBuffer` into `outputBuffer` at once, setting its `frameLength` to the input's.
    /// Like iOS, this form changes no sample rate; it throws for one, for a compressed format, for
    /// buffers of other formats and for an output too small.
    open func convert(to outputBuffer: AVAudioPCMBuffer, from inputBuffer: AVAudioPCMBuffer) throws {
        guard isPCMConversion else { throw failure(Self.formatNotSupported, compressedReason) }
        guard inputFormat.sampleRate == outputFormat.sampleRate else {
            throw failure(Self.operationNotSupported, "convert(to:from:) changes no sample rate (\(inputFormat.sampleRate) → "
                + "\(outputFormat.sampleRate) Hz); use convert(to:error:withInputFrom:)")
        }
        guard inputBuffer.format.isEqual(inputFormat), outputBuffer.format.isEqual(outputFormat) else {
            throw failure(Self.parameterError, "buffers of \(inputBuffer.format) → \(outputBuffer.format) do not match "
                + "the converter's \(inputFormat) → \(outputFormat)")
        }
        guard outputBuffer.frameCapacity >= inputBuffer.frameLength else {
            throw failure(Self.invalidOutputSize,
                          "the output holds \(outputBuffer.frameCapacity) frames, the input \(inputBuffer.frameLength)")
        }
        for frame in 0..<Int(inputBuffer.frameLength) {
            for channel in 0..<Int(outputFormat.channelCount) {
                let value = mappedSample(of: inputBuffer, outputChannel: channel, frame: frame)
                outputBuffer.setSample(value, channel: channel, frame: frame)
            }
        }
        outputBuffer.frameLength = inputBuffer.frameLength
    }

    /// Fills `outputBuffer` from what `inputBlock` hands over, keeping unused input for the next call:
    /// `.haveData` when full or at the stream's end, `.inputRanDry` when the block has nothing now,
    /// `.endOfStream` once drained, `.error` (`outError`, a warning) for what it cannot convert.
    open func convert(to outputBuffer: AVAudioBuffer, error outError: UnsafeMutablePointer<NSError?>?,
                      withInputFrom inputBlock: AVAudioConverterInputBlock) -> AVAudioConverterOutputStatus {
        guard isPCMConversion else {
            outError?.pointee = failure(Self.formatNotSupported, compressedReason)
            return .error
        }
        guard let output = outputBuffer as? AVAudioPCMBuffer, output.format.isEqual(outputFormat) else {
            outError?.pointee = failure(Self.parameterError,
                                        "the output buffer (\(outputBuffer.format)) is not a PCM buffer of \(outputFormat)")
            return .error
        }
        let capacity = Int(output.frameCapacity)
        var made = 0, status = AVAudioConverterOutputStatus.haveData
        fill: while made < capacity {
            if makeFrame(into: output, at: made) {
                made += 1
                framesMade += 1
                continue
            }
            if streamEnded {
                status = made > 0 ? .haveData : .endOfStream
                break
            }
            var inputStatus = AVAudioConverterInputStatus.noDataNow
            let input = inputBlock(inputFramesWanted(forOutputFrames: capacity - made), &inputStatus)
            switch inputStatus {
            case .haveData:
                guard let pcm = input as? AVAudioPCMBuffer, pcm.format.isEqual(inputFormat) else {
                    output.frameLength = AVAudioFrameCount(made)
                    let given = input.map { "\($0.format)" } ?? "no buffer"
                    outError?.pointee = failure(Self.parameterError,
                                                "the input block gave \(given) with .haveData; it must give a PCM buffer of \(inputFormat)")
                    return .error
                }
                // An empty buffer counts as none, so a block that keeps giving one cannot loop forever.
                guard pcm.frameLength > 0 else {
                    status = .inputRanDry
                    break fill
                }
                append(pcm)
            case .noDataNow:
                status = .inputRanDry
                break fill
            case .endOfStream:
                streamEnded = true
            }
        }
        output.frameLength = AVAudioFrameCount(made)
        dropConsumedInput()
        return status
    }

    /// Why compressed audio is refused.
    private var compressedReason: String {
        "needs PCM formats; \(inputFormat) → \(outputFormat) is compressed audio, which Backplate does not code"
    }

    /// Whether both formats are PCM, the only audio converted here.
    private var isPCMConversion: Bool { inputFormat.commonFormat != .otherFormat && outputFormat.commonFormat != .otherFormat }

    /// Where output frame `index` of the stream falls in the input: the frame at or before it and
    /// the fraction of the way to the next.
    private func inputPosition(ofOutputFrame index: Int64) -> (frame: Int64, fraction: Double) {
        guard inputFormat.sampleRate != outputFormat.sampleRate else { return (index, 0) }
        let exact = Double(index) * inputFormat.sampleRate / outputFormat.sampleRate
        let frame = Int64(exact.rounded(.down))
        return (frame, exact - Double(frame))
    }

    /// Writes the stream's next output frame at `index` of `output`, interpolated between the two
    /// input frames around it (the last one held at the end of the stream). False without the input.
    private func makeFrame(into output: AVAudioPCMBuffer, at index: Int) -> Bool {
        let (frame, fraction) = inputPosition(ofOutputFrame: framesMade)
        let available = pendingStart + Int64(pending[0].count)
        guard frame < available else { return false }
        let hasNext = frame + 1 < available
        guard fraction == 0 || hasNext || streamEnded else { return false }
        let at = Int(frame - pendingStart)
        for channel in pending.indices {
            let here = pending[channel][at], next = fraction > 0 && hasNext ? pending[channel][at + 1] : here
            output.setSample(here + (next - here) * fraction, channel: channel, frame: index)
        }
        return true
    }

    /// Adds `buffer`'s frames to the input held, mapped to the output's channels.
    private func append(_ buffer: AVAudioPCMBuffer) {
        for channel in pending.indices {
            pending[channel].reserveCapacity(pending[channel].count + Int(buffer.frameLength))
            for frame in 0..<Int(buffer.frameLength) {
                pending[channel].append(mappedSample(of: buffer, outputChannel: channel, frame: frame))
            }
        }
    }

    /// Forgets the input before the next output frame's position.
    private func dropConsumedInput() {
        let needed = inputPosition(ofOutputFrame: framesMade).frame
        let drop = Int(min(max(0, needed - pendingStart), Int64(pending[0].count)))
        guard drop > 0 else { return }
        for channel in pending.indices { pending[channel].removeFirst(drop) }
        pendingStart += Int64(drop)
    }

    /// The input frames (PCM packets) `count` more output frames need, one over for interpolation.
    private func inputFramesWanted(forOutputFrames count: Int) -> AVAudioPacketCount {
        let frames = (Double(count) * inputFormat.sampleRate / outputFormat.sampleRate).rounded(.up) + 1
        return AVAudioPacketCount(min(frames, Double(UInt32.max)))
    }

    /// The value output `channel` takes from `buffer` at `frame`: the mapped input channel's, the
    /// mean of all inputs when downmixing to mono, or silence for an unmapped channel.
    private func mappedSample(of buffer: AVAudioPCMBuffer, outputChannel channel: Int, frame: Int) -> Double {
        let inputs = Int(inputFormat.channelCount)
        if downmix, outputFormat.channelCount == 1, inputs > 1 {
            return (0..<inputs).reduce(0) { $0 + buffer.sample(channel: $1, frame: frame) } / Double(inputs)
        }
        let source = channel < channelMap.count ? channelMap[channel].intValue : -1
        return (0..<inputs).contains(source) ? buffer.sample(channel: source, frame: frame) : 0
    }

    /// An error in Core Audio's domain with `code`, saying `reason`; warned about too.
    private func failure(_ code: Int, _ reason: String) -> NSError {
        let message = "AVAudioConverter: \(reason)"
        RuntimeWarning.emit("AVFoundation: \(message)")
        return NSError(domain: NSOSStatusErrorDomain, code: code, userInfo: [NSLocalizedDescriptionKey: message])
    }

    /// Core Audio's kAudioConverterErr_FormatNotSupported ('fmt?').
    private static let formatNotSupported = Int(fourCharCode("fmt?"))
    /// Core Audio's kAudioConverterErr_OperationNotSupported ('op??').
    private static let operationNotSupported = Int(fourCharCode("op??"))
    /// Core Audio's kAudioConverterErr_InvalidOutputSize ('otsz').
    private static let invalidOutputSize = Int(fourCharCode("otsz"))
    /// Core Audio's kAudio_ParamError (-50).
    private static let parameterError = -50
}
