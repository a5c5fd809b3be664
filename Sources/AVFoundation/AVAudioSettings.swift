import Foundation

// The settings dictionaries `AVAudioRecorder`, `AVAudioFile` and `AVAudioFormat(settings:)` take
// (Apple's AVAudioSettings.h keys, whose values are their names), the encoder qualities, and
// the Core Audio format IDs apps pass under `AVFormatIDKey`. A render encodes nothing: the
// values are read only to describe formats.

/// The settings key of the audio format ID (an `AudioFormatID` such as `kAudioFormatMPEG4AAC`).
public let AVFormatIDKey = "AVFormatIDKey"
/// The settings key of the sample rate in hertz (a floating-point number).
public let AVSampleRateKey = "AVSampleRateKey"
/// The settings key of the number of channels (an integer).
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
/// The settings key of a linear PCM format's bits per sample (8, 16, 24 or 32).
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
/// The settings key of whether linear PCM samples are big-endian.
public let AVLinearPCMIsBigEndianKey = "AVLinearPCMIsBigEndianKey"
/// The settings key of whether linear PCM samples are floating point.
public let AVLinearPCMIsFloatKey = "AVLinearPCMIsFloatKey"
/// The settings key of whether linear PCM channels are stored apart (not interleaved).
public let AVLinearPCMIsNonInterleaved = "AVLinearPCMIsNonInterleaved"
/// The settings key of the encoder's quality (an `AVAudioQuality` raw value).
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
/// The settings key of the encoder's quality for variable bit rate (an `AVAudioQuality` raw value).
public let AVEncoderAudioQualityForVBRKey = "AVEncoderAudioQualityForVBRKey"
/// The settings key of the encoder's bit rate in bits per second.
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
/// The settings key of the encoder's bit rate per channel in bits per second.
public let AVEncoderBitRatePerChannelKey = "AVEncoderBitRatePerChannelKey"
/// The settings key of the encoder's bit rate strategy (`AVAudioBitRateStrategy_Constant`...).
public let AVEncoderBitRateStrategyKey = "AVEncoderBitRateStrategyKey"
/// The settings key of the encoder's source bit depth hint (8 to 32).
public let AVEncoderBitDepthHintKey = "AVEncoderBitDepthHintKey"
/// The settings key of the sample rate converter's algorithm.
public let AVSampleRateConverterAlgorithmKey = "AVSampleRateConverterAlgorithmKey"
/// The settings key of the sample rate converter's quality (an `AVAudioQuality` raw value).
public let AVSampleRateConverterAudioQualityKey = "AVSampleRateConverterAudioQualityKey"
/// The settings key of the channel layout (`AudioChannelLayout` bytes); ignored in a render.
public let AVChannelLayoutKey = "AVChannelLayoutKey"
/// The settings key of the file type (an `AudioFileTypeID`); a render infers the type from the
/// file extension.
public let AVAudioFileTypeKey = "AVAudioFileTypeKey"

/// A constant bit rate strategy for `AVEncoderBitRateStrategyKey`.
public let AVAudioBitRateStrategy_Constant = "AVAudioBitRateStrategy_Constant"
/// A long-term average bit rate strategy for `AVEncoderBitRateStrategyKey`.
public let AVAudioBitRateStrategy_LongTermAverage = "AVAudioBitRateStrategy_LongTermAverage"
/// A constrained variable bit rate strategy for `AVEncoderBitRateStrategyKey`.
public let AVAudioBitRateStrategy_VariableConstrained = "AVAudioBitRateStrategy_VariableConstrained"
/// An unconstrained variable bit rate strategy for `AVEncoderBitRateStrategyKey`.
public let AVAudioBitRateStrategy_Variable = "AVAudioBitRateStrategy_Variable"

/// The qualities an encoder or sample rate converter can work at, with Apple's raw values
/// (`AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue`). Kept; a render encodes nothing.
public enum AVAudioQuality: Int, Sendable, Hashable {
    /// The lowest quality (0).
    case min = 0
    /// Low quality (0x20).
    case low = 0x20
    /// Medium quality (0x40).
    case medium = 0x40
    /// High quality (0x60).
    case high = 0x60
    /// The highest quality (0x7F).
    case max = 0x7F
}

/// Linear PCM, the uncompressed format buffers, taps and WAV/CAF files hold ('lpcm').
public let kAudioFormatLinearPCM: AudioFormatID = fourCharCode("lpcm")
/// AAC, what voice-memo recorders usually ask for ('aac '); never encoded in a render.
public let kAudioFormatMPEG4AAC: AudioFormatID = fourCharCode("aac ")
/// High-efficiency AAC ('aach').
public let kAudioFormatMPEG4AAC_HE: AudioFormatID = fourCharCode("aach")
/// Enhanced low-delay AAC ('aace').
public let kAudioFormatMPEG4AAC_ELD: AudioFormatID = fourCharCode("aace")
/// Apple Lossless ('alac').
public let kAudioFormatAppleLossless: AudioFormatID = fourCharCode("alac")
/// Apple IMA 4:1 ADPCM ('ima4').
public let kAudioFormatAppleIMA4: AudioFormatID = fourCharCode("ima4")
/// µ-law 2:1 ('ulaw').
public let kAudioFormatULaw: AudioFormatID = fourCharCode("ulaw")
/// A-law 2:1 ('alaw').
public let kAudioFormatALaw: AudioFormatID = fourCharCode("alaw")
/// MPEG-1/2 Layer 3, MP3 ('.mp3').
public let kAudioFormatMPEGLayer3: AudioFormatID = fourCharCode(".mp3")
/// Opus ('opus').
public let kAudioFormatOpus: AudioFormatID = fourCharCode("opus")
/// FLAC ('flac').
public let kAudioFormatFLAC: AudioFormatID = fourCharCode("flac")
/// AC-3 ('ac-3').
public let kAudioFormatAC3: AudioFormatID = fourCharCode("ac-3")

/// A settings value as a number: `Int`, `Double`, `Bool` and `NSNumber` all read, as Apple's
/// dictionaries hold `NSNumber`s.
func settingsNumber(_ value: Any?) -> Double? {
    (value as? NSNumber)?.doubleValue
}
