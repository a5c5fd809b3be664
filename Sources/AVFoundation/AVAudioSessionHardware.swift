import BackplateCore
import Foundation

extension AVAudioSession {
    /// The preferences an app set for the audio hardware; zero means none set.
    struct HardwarePreferences: Sendable {
        var sampleRate: Double = 0
        var ioBufferDuration: TimeInterval = 0
        var inputChannels = 0
        var outputChannels = 0
        var inputGain: Float = 1
        var outputOverride = PortOverride.none
        var hapticsDuringRecording = false
    }

    /// Whether haptics and system sounds play while recording: `false` until set (iOS 13).
    public var allowHapticsAndSystemSoundsDuringRecording: Bool { preferences.withLock { $0.hapticsDuringRecording } }
    /// Lets haptics and system sounds play while recording (recorded; a render plays none).
    public func setAllowHapticsAndSystemSoundsDuringRecording(_ inValue: Bool) throws {
        preferences.withLock { $0.hapticsDuringRecording = inValue }
    }

    /// Routes output away from the current route, with Apple's raw values (four-character codes).
    public enum PortOverride: UInt, Sendable {
        /// The category's own route.
        case none = 0
        /// The built-in speaker ('spkr').
        case speaker = 1936747378
    }

    /// The hardware sample rate in hertz: the preferred rate once one is set, else 48,000, an
    /// iPhone's built-in rate.
    public var sampleRate: Double { preferences.withLock { $0.sampleRate > 0 ? $0.sampleRate : 48_000 } }
    /// The preferred sample rate: 0 until one is set.
    public var preferredSampleRate: Double { preferences.withLock { $0.sampleRate } }
    /// Asks for a sample rate (taken as is); a rate that is not positive throws `.badParam`.
    public func setPreferredSampleRate(_ sampleRate: Double) throws {
        guard sampleRate > 0, sampleRate.isFinite else { throw Self.badParameter }
        preferences.withLock { $0.sampleRate = sampleRate }
    }

    /// The I/O buffer duration in seconds: the preferred one once set, else 1,024 frames at
    /// the sample rate.
    public var ioBufferDuration: TimeInterval {
        preferences.withLock { $0.ioBufferDuration > 0 ? $0.ioBufferDuration : 1024 / ($0.sampleRate > 0 ? $0.sampleRate : 48_000) }
    }
    /// The preferred I/O buffer duration: 0 until one is set.
    public var preferredIOBufferDuration: TimeInterval { preferences.withLock { $0.ioBufferDuration } }
    /// Asks for an I/O buffer duration; a duration that is not positive throws `.badParam`.
    public func setPreferredIOBufferDuration(_ duration: TimeInterval) throws {
        guard duration > 0, duration.isFinite else { throw Self.badParameter }
        preferences.withLock { $0.ioBufferDuration = duration }
    }

    /// The input channels in use: the preferred count once set, else 1 (the built-in microphone).
    public var inputNumberOfChannels: Int { preferences.withLock { $0.inputChannels > 0 ? $0.inputChannels : 1 } }
    /// The output channels in use: the preferred count once set, else 2 (the built-in speakers).
    public var outputNumberOfChannels: Int { preferences.withLock { $0.outputChannels > 0 ? $0.outputChannels : 2 } }
    /// The most input channels the route offers: 1.
    public var maximumInputNumberOfChannels: Int { 1 }
    /// The most output channels the route offers: 2.
    public var maximumOutputNumberOfChannels: Int { 2 }
    /// The preferred input channel count: 0 until one is set.
    public var preferredInputNumberOfChannels: Int { preferences.withLock { $0.inputChannels } }
    /// The preferred output channel count: 0 until one is set.
    public var preferredOutputNumberOfChannels: Int { preferences.withLock { $0.outputChannels } }
    /// Asks for `count` input channels; a count outside 1 to the maximum throws `.badParam`.
    public func setPreferredInputNumberOfChannels(_ count: Int) throws {
        guard (1...maximumInputNumberOfChannels).contains(count) else { throw Self.badParameter }
        preferences.withLock { $0.inputChannels = count }
    }
    /// Asks for `count` output channels; a count outside 1 to the maximum throws `.badParam`.
    public func setPreferredOutputNumberOfChannels(_ count: Int) throws {
        guard (1...maximumOutputNumberOfChannels).contains(count) else { throw Self.badParameter }
        preferences.withLock { $0.outputChannels = count }
    }

    /// The system output volume, 0 to 1: 0.5 in a render.
    public var outputVolume: Float { 0.5 }
    /// The input latency in seconds: 0, a render has no converter.
    public var inputLatency: TimeInterval { 0 }
    /// The output latency in seconds: 0.
    public var outputLatency: TimeInterval { 0 }
    /// Whether an audio input is available: true, an iPhone has a microphone.
    public var isInputAvailable: Bool { true }
    /// Whether another app is playing audio: false.
    public var isOtherAudioPlaying: Bool { false }
    /// Whether another app's primary audio asks this app to silence its secondary audio: false.
    public var secondaryAudioShouldBeSilencedHint: Bool { false }
    /// The input gain, 0 to 1 (recorded).
    public var inputGain: Float { preferences.withLock { $0.inputGain } }
    /// Whether the input gain can be set: true.
    public var isInputGainSettable: Bool { true }
    /// Sets the input gain; a gain outside 0 to 1 throws `.badParam`.
    public func setInputGain(_ gain: Float) throws {
        guard (0...1).contains(gain) else { throw Self.badParameter }
        preferences.withLock { $0.inputGain = gain }
    }
    /// Routes output to the speaker, or back to the category's route (recorded).
    public func overrideOutputAudioPort(_ portOverride: PortOverride) throws {
        preferences.withLock { $0.outputOverride = portOverride }
    }

    private static var badParameter: NSError { NSError(domain: NSOSStatusErrorDomain, code: ErrorCode.badParam.rawValue) }
}
