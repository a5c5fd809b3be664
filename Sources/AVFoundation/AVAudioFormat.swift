import Foundation

/// A description of audio: sample rate, channel count and sample format. Instances are
/// immutable and, as in iOS 26's SDK, `Sendable`. A render describes formats exactly as iOS does;
/// only `.otherFormat` ones (AAC, ALAC...) have no PCM buffers and are never decoded.
public final class AVAudioFormat: NSObject, Sendable {
    /// The sample rate in hertz.
    public let sampleRate: Double
    /// The number of channels.
    public let channelCount: AVAudioChannelCount
    /// The sample format (`.otherFormat` for compressed or unusual PCM audio).
    public let commonFormat: AVAudioCommonFormat
    /// Whether the channels' samples alternate in one block (true) or sit in one block each.
    public let isInterleaved: Bool
    /// How samples are stored in a file: format ID, bit depth, float, byte order.
    let encoding: Encoding

    /// A format's storage as Core Audio describes it: what `settings` reports and files store.
    struct Encoding: Hashable, Sendable {
        /// The Core Audio format ID (`kAudioFormatLinearPCM` for PCM).
        var formatID: AudioFormatID
        /// Bits per sample of a PCM format (0 for compressed formats).
        var bitsPerChannel: Int
        /// Whether PCM samples are floating point.
        var isFloat: Bool
        /// Whether PCM samples are big-endian.
        var isBigEndian: Bool

        /// Native-endian PCM samples of `common`.
        init(_ common: AVAudioCommonFormat) {
            self.init(formatID: kAudioFormatLinearPCM, bitsPerChannel: common.bitDepth, isFloat: common.isFloat, isBigEndian: false)
        }

        /// Samples stored as described.
        init(formatID: AudioFormatID, bitsPerChannel: Int, isFloat: Bool, isBigEndian: Bool) {
            self.formatID = formatID
            self.bitsPerChannel = bitsPerChannel
            self.isFloat = isFloat
            self.isBigEndian = isBigEndian
        }

        /// Whether the samples are linear PCM.
        var isPCM: Bool { formatID == kAudioFormatLinearPCM }

        /// The common format these samples are, or `.otherFormat`.
        var commonFormat: AVAudioCommonFormat {
            guard isPCM, !isBigEndian else { return .otherFormat }
            switch (isFloat, bitsPerChannel) {
            case (true, 32): return .pcmFormatFloat32
            case (true, 64): return .pcmFormatFloat64
            case (false, 16): return .pcmFormatInt16
            case (false, 32): return .pcmFormatInt32
            default: return .otherFormat
            }
        }
    }

    /// A format of these fields: the one initializer every other calls.
    init(sampleRate: Double, channelCount: AVAudioChannelCount, encoding: Encoding, interleaved: Bool) {
        self.sampleRate = sampleRate
        self.channelCount = channelCount
        self.encoding = encoding
        commonFormat = encoding.commonFormat
        isInterleaved = interleaved
        super.init()
    }

    /// Deinterleaved 32-bit float at `sampleRate` with `channels` channels (the standard format).
    /// Nil for no channels or more than two (which need a channel layout), as on iOS.
    public convenience init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
        self.init(commonFormat: .pcmFormatFloat32, sampleRate: sampleRate, channels: channels, interleaved: false)
    }

    /// A PCM format of `format` samples. Nil for `.otherFormat`, no channels, more than two
    /// channels (they need a channel layout) or a negative sample rate, as on iOS.
    public convenience init?(commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: AVAudioChannelCount,
                             interleaved: Bool) {
        guard format != .otherFormat, (1...2).contains(channels), Self.isValidRate(sampleRate) else { return nil }
        self.init(sampleRate: sampleRate, channelCount: channels, encoding: Encoding(format), interleaved: interleaved)
    }

    /// The format a settings dictionary describes (`AVFormatIDKey`, `AVSampleRateKey`,
    /// `AVNumberOfChannelsKey`, the linear PCM keys). Nil without a sample rate or channel count,
    /// or with more than two channels and no `AVChannelLayoutKey`. Other keys are ignored.
    public convenience init?(settings: [String: Any]) {
        guard let rate = settingsNumber(settings[AVSampleRateKey]), Self.isValidRate(rate),
              let channelValue = settingsNumber(settings[AVNumberOfChannelsKey]),
              let channels = AVAudioChannelCount(exactly: channelValue), channels >= 1,
              channels <= 2 || settings[AVChannelLayoutKey] != nil else { return nil }
        let formatID = settingsNumber(settings[AVFormatIDKey]).flatMap { AudioFormatID(exactly: $0) } ?? kAudioFormatLinearPCM
        guard formatID == kAudioFormatLinearPCM else {
            self.init(sampleRate: rate, channelCount: channels,
                      encoding: Encoding(formatID: formatID, bitsPerChannel: 0, isFloat: false, isBigEndian: false), interleaved: true)
            return
        }
        let isFloat = settingsNumber(settings[AVLinearPCMIsFloatKey]).map { $0 != 0 } ?? false
        let bits = settingsNumber(settings[AVLinearPCMBitDepthKey]).flatMap { Int(exactly: $0) } ?? (isFloat ? 32 : 16)
        guard AudioFileContainer.isSupported(bits: bits, isFloat: isFloat) else { return nil }
        let bigEndian = settingsNumber(settings[AVLinearPCMIsBigEndianKey]).map { $0 != 0 } ?? false
        let nonInterleaved = settingsNumber(settings[AVLinearPCMIsNonInterleaved]).map { $0 != 0 } ?? false
        self.init(sampleRate: rate, channelCount: channels,
                  encoding: Encoding(formatID: formatID, bitsPerChannel: bits, isFloat: isFloat, isBigEndian: bigEndian),
                  interleaved: !nonInterleaved)
    }

    /// Whether `rate` can be a sample rate: finite, from 0 (any rate) to a 32-bit count.
    private static func isValidRate(_ rate: Double) -> Bool {
        rate.isFinite && rate >= 0 && rate <= Double(UInt32.max)
    }

    /// Whether this is the standard format: deinterleaved native-endian 32-bit float.
    public var isStandard: Bool { commonFormat == .pcmFormatFloat32 && !isInterleaved }

    /// The format as a settings dictionary, with `NSNumber` values as on iOS (so `as? Int` and
    /// `as? Double` both read them).
    public var settings: [String: Any] {
        var settings: [String: Any] = [
            AVFormatIDKey: NSNumber(value: encoding.formatID),
            AVSampleRateKey: NSNumber(value: sampleRate),
            AVNumberOfChannelsKey: NSNumber(value: channelCount),
        ]
        if encoding.isPCM {
            settings[AVLinearPCMBitDepthKey] = NSNumber(value: encoding.bitsPerChannel)
            settings[AVLinearPCMIsFloatKey] = NSNumber(value: encoding.isFloat)
            settings[AVLinearPCMIsBigEndianKey] = NSNumber(value: encoding.isBigEndian)
            settings[AVLinearPCMIsNonInterleaved] = NSNumber(value: !isInterleaved)
        }
        return settings
    }

    /// Bytes in one frame of one buffer: one sample if deinterleaved, every channel's if interleaved.
    var bytesPerFrame: Int {
        guard encoding.isPCM else { return 0 }
        return encoding.bitsPerChannel / 8 * (isInterleaved ? Int(channelCount) : 1)
    }

    /// Equal when rate, channels, sample storage and interleaving all match, as iOS compares formats.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? AVAudioFormat else { return false }
        return sampleRate == other.sampleRate && channelCount == other.channelCount && encoding == other.encoding
            && (isInterleaved == other.isInterleaved || channelCount == 1)
    }

    /// A hash of the fields `isEqual(_:)` compares.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(sampleRate)
        hasher.combine(channelCount)
        hasher.combine(encoding)
        return hasher.finalize()
    }

    /// "<AVAudioFormat: 1 ch, 48000 Hz, Float32>", in Apple's order.
    public override var description: String {
        let kind: String
        switch commonFormat {
        case .pcmFormatFloat32: kind = "Float32"
        case .pcmFormatFloat64: kind = "Float64"
        case .pcmFormatInt16: kind = "Int16"
        case .pcmFormatInt32: kind = "Int32"
        case .otherFormat:
            let code = (0..<4).map { Character(Unicode.Scalar(UInt8(truncatingIfNeeded: encoding.formatID >> (24 - 8 * $0)))) }
            kind = encoding.isPCM ? "\(encoding.bitsPerChannel)-bit PCM" : "'\(String(code))'"
        }
        let layout = channelCount > 1 ? (isInterleaved ? ", interleaved" : ", deinterleaved") : ""
        return "<AVAudioFormat: \(channelCount) ch, \(Int(sampleRate)) Hz, \(kind)\(layout)>"
    }
}
