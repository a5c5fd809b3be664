// The integer types AVFAudio's engine, buffer and file APIs count in (Apple's AVAudioTypes.h).

/// A number of audio channels (Apple's `AVAudioChannelCount`, a 32-bit unsigned integer).
public typealias AVAudioChannelCount = UInt32

/// A number of sample frames (Apple's `AVAudioFrameCount`, a 32-bit unsigned integer).
public typealias AVAudioFrameCount = UInt32

/// A position in an audio file or stream, in sample frames (Apple's `AVAudioFramePosition`).
public typealias AVAudioFramePosition = Int64

/// A number of packets of compressed audio (Apple's `AVAudioPacketCount`).
public typealias AVAudioPacketCount = UInt32

/// The index of one of an audio node's input or output busses (Apple's `AVAudioNodeBus`).
public typealias AVAudioNodeBus = Int

/// A four-character code as Core Audio spells its format IDs and error codes ("lpcm" is
/// 0x6C70636D), so each constant here is written as its characters.
func fourCharCode(_ code: StaticString) -> UInt32 {
    code.withUTF8Buffer { bytes in bytes.reduce(0) { $0 << 8 | UInt32($1) } }
}
