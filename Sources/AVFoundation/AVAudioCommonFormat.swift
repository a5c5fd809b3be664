/// The sample formats an `AVAudioFormat` can name, with Apple's raw values. Every PCM buffer,
/// file and node format in a render uses one of these; `.otherFormat` marks compressed audio
/// (AAC, ALAC...), which a render never decodes.
public enum AVAudioCommonFormat: UInt, Sendable, Hashable {
    /// A format other than the PCM formats below (compressed audio, or unusual PCM).
    case otherFormat = 0
    /// Native-endian 32-bit floats: the standard format nodes and taps use.
    case pcmFormatFloat32 = 1
    /// Native-endian 64-bit floats.
    case pcmFormatFloat64 = 2
    /// Signed 16-bit native-endian integers.
    case pcmFormatInt16 = 3
    /// Signed 32-bit native-endian integers.
    case pcmFormatInt32 = 4

    /// Bytes in one sample of the format (0 for `.otherFormat`).
    var bytesPerSample: Int {
        switch self {
        case .otherFormat: 0
        case .pcmFormatInt16: 2
        case .pcmFormatFloat32, .pcmFormatInt32: 4
        case .pcmFormatFloat64: 8
        }
    }

    /// Bits in one sample of the format (0 for `.otherFormat`).
    var bitDepth: Int { bytesPerSample * 8 }

    /// Whether samples are floating point.
    var isFloat: Bool { self == .pcmFormatFloat32 || self == .pcmFormatFloat64 }
}
