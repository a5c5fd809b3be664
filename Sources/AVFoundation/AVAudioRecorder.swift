import BackplateCore
import Foundation

/// Told when a recorder finishes or fails to encode; never called in a render, which records nothing.
public protocol AVAudioRecorderDelegate: NSObjectProtocol {
    /// Recording stopped, having written the file (`flag`) or not.
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
    /// Encoding failed with `error`.
    func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?)
}

extension AVAudioRecorderDelegate {
    /// Does nothing.
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
    /// Does nothing.
    public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?) {}
}

/// Records the microphone to a file. A render has no microphone: `prepareToRecord()` and every
/// `record` call return false after a runtime warning, `isRecording` stays false, no file is
/// written or deleted, the delegate is never told anything, and meters read -160 dBFS, the
/// bottom of Apple's metering range (silence).
open class AVAudioRecorder: NSObject {
    /// The file the recording would be written to.
    public let url: URL
    /// The settings the recorder was made with.
    public let settings: [String: Any]
    /// The recording's format, from `settings` (a render's defaults: 44.1 kHz mono linear PCM
    /// where a key is missing).
    public let format: AVAudioFormat
    /// Whether `updateMeters()` measures levels (false); kept as set.
    open var isMeteringEnabled = false
    /// The object told when recording ends (never in a render).
    open weak var delegate: (any AVAudioRecorderDelegate)?

    /// A recorder of `settings` (`AVFormatIDKey`, `AVSampleRateKey`...) writing to `url`. Nothing
    /// is checked against hardware, so it never throws in a render.
    public init(url: URL, settings: [String: Any]) throws {
        self.url = url
        self.settings = settings
        var complete = settings
        if complete[AVSampleRateKey] == nil { complete[AVSampleRateKey] = NSNumber(value: 44_100.0) }
        if complete[AVNumberOfChannelsKey] == nil { complete[AVNumberOfChannelsKey] = NSNumber(value: 1) }
        format = AVAudioFormat(settings: complete)
            ?? AVAudioFormat(sampleRate: 44_100, channelCount: 1, encoding: AVAudioFormat.Encoding(.pcmFormatInt16), interleaved: true)
        super.init()
    }

    /// A recorder of `format` writing to `url`; never throws in a render.
    public convenience init(url: URL, format: AVAudioFormat) throws {
        try self.init(url: url, settings: format.settings)
    }

    /// Whether the recorder is recording: always false in a render.
    open var isRecording: Bool { false }
    /// Seconds recorded so far: 0 in a render.
    open var currentTime: TimeInterval { 0 }
    /// The audio device's clock in seconds: the process's uptime in a render.
    open var deviceCurrentTime: TimeInterval { ProcessInfo.processInfo.systemUptime }

    /// Creates the file and readies the microphone: false in a render, which has none (a runtime
    /// warning says so); no file is created.
    @discardableResult
    open func prepareToRecord() -> Bool { refuse("prepareToRecord()") }

    /// Starts or resumes recording: false in a render, which has no microphone, after a runtime warning.
    @discardableResult
    open func record() -> Bool { refuse("record()") }

    /// Starts recording at device time `time`: false in a render, after a runtime warning.
    @discardableResult
    open func record(atTime time: TimeInterval) -> Bool { refuse("record(atTime:)") }

    /// Records for `duration` seconds: false in a render, after a runtime warning.
    @discardableResult
    open func record(forDuration duration: TimeInterval) -> Bool { refuse("record(forDuration:)") }

    /// Records for `duration` seconds from device time `time`: false in a render, after a runtime warning.
    @discardableResult
    open func record(atTime time: TimeInterval, forDuration duration: TimeInterval) -> Bool {
        refuse("record(atTime:forDuration:)")
    }

    /// Pauses recording: nothing is recording in a render, so nothing changes.
    open func pause() {}

    /// Stops recording: nothing is recording in a render, so nothing changes and the delegate is not told.
    open func stop() {}

    /// Deletes the recorded file: false in a render, which recorded none; any file already at
    /// `url` is left alone.
    @discardableResult
    open func deleteRecording() -> Bool { false }

    /// Refreshes the meters: nothing is measured in a render.
    open func updateMeters() {}

    /// The peak power of `channelNumber` in dBFS: -160, silence, in a render.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }

    /// The average power of `channelNumber` in dBFS: -160, silence, in a render.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }

    /// Emits the warning of a recording `call` and returns false.
    private func refuse(_ call: String) -> Bool {
        RuntimeWarning.emit("AVFoundation: AVAudioRecorder.\(call) has no microphone in a render; it returns false and nothing is recorded")
        return false
    }
}
