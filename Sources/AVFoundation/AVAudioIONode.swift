import BackplateCore
import Foundation

/// A node connected to audio hardware: the engine's input or output node. A render has no audio
/// hardware, so these report an iPhone's built-in formats (estimates: 48 kHz, mono for the
/// microphone and stereo for the speaker) and never move audio.
open class AVAudioIONode: AVAudioNode {
    private var voiceProcessing = false

    /// An I/O node; only `AVAudioEngine` makes them.
    override init() {
        super.init()
    }

    /// The latency of the hardware in seconds (0: a render has none).
    open var presentationLatency: TimeInterval { 0 }

    /// Whether voice processing (echo cancellation) is on; kept as set, off until set.
    open var isVoiceProcessingEnabled: Bool { voiceProcessing }

    /// Turns voice processing on or off. Kept; a render processes no audio, so it never throws.
    open func setVoiceProcessingEnabled(_ enabled: Bool) throws {
        voiceProcessing = enabled
    }
}

/// The engine's microphone input. Its format is an iPhone's built-in microphone's, 48 kHz mono
/// Float32 (an estimate; a render has no microphone), taps on it are kept but never called, and
/// a tap format at another sample rate is refused with a warning, where iOS raises an exception.
open class AVAudioInputNode: AVAudioIONode, AVAudioMixing {
    /// The input's volume, 0 to 1 (1); kept, nothing is mixed in a render.
    open var volume: Float = 1
    /// The input's stereo position, -1 to 1 (0); kept, nothing is mixed in a render.
    open var pan: Float = 0
    /// Whether voice processing is bypassed (false); kept as set.
    open var isVoiceProcessingBypassed = false
    /// Whether voice processing's automatic gain control is on (true); kept as set.
    open var isVoiceProcessingAGCEnabled = true
    /// Whether voice processing mutes the input (false); kept as set.
    open var isVoiceProcessingInputMuted = false

    /// The microphone's format: 48 kHz mono deinterleaved Float32 (an iPhone's built-in mic, estimated).
    static let microphoneFormat = AVAudioFormat(sampleRate: 48_000, channelCount: 1,
                                                encoding: AVAudioFormat.Encoding(.pcmFormatFloat32), interleaved: false)

    /// The input node of an engine; only `AVAudioEngine.inputNode` makes one.
    override init() {
        super.init()
    }

    override var defaultInputFormat: AVAudioFormat { Self.microphoneFormat }
    override var defaultOutputFormat: AVAudioFormat { Self.microphoneFormat }

    override func acceptsTapFormat(_ format: AVAudioFormat, call: String) -> Bool {
        guard format.sampleRate != Self.microphoneFormat.sampleRate else { return true }
        RuntimeWarning.emit("AVFoundation: \(call) asks the input node for \(Int(format.sampleRate)) Hz, but the microphone runs "
            + "at \(Int(Self.microphoneFormat.sampleRate)) Hz (iOS raises an exception); the tap keeps the microphone's format")
        return false
    }
}

/// The engine's speaker output. Its format is an iPhone speaker's, 48 kHz stereo Float32 (an
/// estimate; a render has no audio output), and nothing reaches it.
open class AVAudioOutputNode: AVAudioIONode {
    /// The speaker's format: 48 kHz stereo deinterleaved Float32 (an iPhone, estimated).
    static let speakerFormat = AVAudioFormat(sampleRate: 48_000, channelCount: 2,
                                             encoding: AVAudioFormat.Encoding(.pcmFormatFloat32), interleaved: false)

    /// The output node of an engine; only `AVAudioEngine.outputNode` makes one.
    override init() {
        super.init()
    }

    override var defaultInputFormat: AVAudioFormat { Self.speakerFormat }
    override var defaultOutputFormat: AVAudioFormat { Self.speakerFormat }
}
