import Foundation

/// A node whose stereo position can be set (Apple's `AVAudioStereoMixing`).
public protocol AVAudioStereoMixing: NSObjectProtocol {
    /// The stereo position, -1 (left) to 1 (right).
    var pan: Float { get set }
}

/// A node whose input to a mixer has a volume (Apple's `AVAudioMixing`): players, the input
/// node and mixers. Values are kept; a render mixes no audio.
public protocol AVAudioMixing: AVAudioStereoMixing {
    /// The volume, 0 to 1.
    var volume: Float { get set }
}

/// A node that mixes its inputs into one output, such as the engine's `mainMixerNode`. Its
/// output format is the speaker's (48 kHz stereo) once connected; a render mixes nothing, so
/// the volumes are only kept.
open class AVAudioMixerNode: AVAudioNode, AVAudioMixing {
    /// The volume of the mixed output, 0 to 1 (1).
    open var outputVolume: Float = 1
    /// The volume of this mixer as an input to another mixer, 0 to 1 (1).
    open var volume: Float = 1
    /// The stereo position of this mixer as an input to another mixer, -1 to 1 (0).
    open var pan: Float = 0
    /// Input busses connected so far, so `nextAvailableInputBus` moves past them.
    var connectedInputBusses: Set<AVAudioNodeBus> = []

    /// A mixer attached to no engine.
    public override init() {
        super.init()
    }

    /// The number of input busses: enough for every connection (one more than the last in use).
    open override var numberOfInputs: Int { (connectedInputBusses.max() ?? -1) + 2 }

    /// The lowest input bus with no connection.
    open var nextAvailableInputBus: AVAudioNodeBus {
        var bus = 0
        while connectedInputBusses.contains(bus) { bus += 1 }
        return bus
    }
}
