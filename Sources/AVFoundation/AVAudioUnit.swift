import Foundation

/// A node backed by an audio unit (an effect, a time effect, an instrument). A render loads no
/// audio units: parameters are kept as set and no audio passes through.
open class AVAudioUnit: AVAudioNode {
    /// The audio unit's name ("" in a render, which loads none).
    open var name: String { "" }
    /// The audio unit's manufacturer ("Apple": the built-in units are Apple's).
    open var manufacturerName: String { "Apple" }
    /// The audio unit's version (0 in a render, which loads none).
    open var version: Int { 0 }
}

/// An audio unit that processes audio in real time, such as a reverb.
open class AVAudioUnitEffect: AVAudioUnit {
    /// Whether the effect is bypassed (false); kept as set.
    open var bypass = false
}

/// An audio unit that processes audio at its own rate, such as a time-pitch effect.
open class AVAudioUnitTimeEffect: AVAudioUnit {
    /// Whether the effect is bypassed (false); kept as set.
    open var bypass = false
}

/// Changes playback rate and pitch independently. Values are kept as set (Apple's defaults:
/// rate 1, pitch 0 cents, overlap 8); a render plays nothing.
open class AVAudioUnitTimePitch: AVAudioUnitTimeEffect {
    /// The playback rate, 1/32 to 32 (1).
    open var rate: Float = 1
    /// The pitch shift in cents, -2400 to 2400 (0).
    open var pitch: Float = 0
    /// The overlap between analysis segments, 3 to 32 (8).
    open var overlap: Float = 8

    /// A time-pitch effect with Apple's defaults.
    public override init() {
        super.init()
    }
}

/// The rooms a reverb can simulate, with Apple's raw values.
public enum AVAudioUnitReverbPreset: Int, Sendable, Hashable {
    /// A small room.
    case smallRoom = 0
    /// A medium room.
    case mediumRoom = 1
    /// A large room.
    case largeRoom = 2
    /// A medium hall: a reverb's preset until another is loaded.
    case mediumHall = 3
    /// A large hall.
    case largeHall = 4
    /// A plate reverb.
    case plate = 5
    /// A medium chamber.
    case mediumChamber = 6
    /// A large chamber.
    case largeChamber = 7
    /// A cathedral.
    case cathedral = 8
    /// Another large room.
    case largeRoom2 = 9
    /// Another medium hall.
    case mediumHall2 = 10
    /// A third medium hall.
    case mediumHall3 = 11
    /// Another large hall.
    case largeHall2 = 12
}

/// A reverb. The preset and mix are kept as set; a render plays nothing through it.
open class AVAudioUnitReverb: AVAudioUnitEffect {
    /// The blend of reverberated and dry signal, 0 to 100 percent; kept as set.
    open var wetDryMix: Float = 0
    /// The preset last loaded (`.mediumHall`, Apple's default, until one is).
    private(set) var preset = AVAudioUnitReverbPreset.mediumHall

    /// A reverb with the medium-hall preset.
    public override init() {
        super.init()
    }

    /// Loads `preset`'s room; kept, a render plays nothing through it.
    open func loadFactoryPreset(_ preset: AVAudioUnitReverbPreset) {
        self.preset = preset
    }
}
