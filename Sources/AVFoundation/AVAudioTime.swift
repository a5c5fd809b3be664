import Foundation

/// A moment in audio time, as a host time, a sample time at a rate, or both. Immutable. A render
/// has no audio clock: its host time counts nanoseconds of the process's monotonic clock, and
/// nodes report no `lastRenderTime` (they never render).
open class AVAudioTime: NSObject {
    private let host: UInt64?
    private let sample: AVAudioFramePosition?
    private let rate: Double

    private init(host: UInt64?, sample: AVAudioFramePosition?, rate: Double) {
        self.host = host
        self.sample = sample
        self.rate = rate
        super.init()
    }

    /// A time that is `hostTime` on the host clock, with no sample time.
    public convenience init(hostTime: UInt64) {
        self.init(host: hostTime, sample: nil, rate: 0)
    }

    /// A time that is frame `sampleTime` at `sampleRate` frames per second, with no host time.
    public convenience init(sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
        self.init(host: nil, sample: sampleTime, rate: sampleRate)
    }

    /// A time that is both `hostTime` on the host clock and frame `sampleTime` at `sampleRate`.
    public convenience init(hostTime: UInt64, sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
        self.init(host: hostTime, sample: sampleTime, rate: sampleRate)
    }

    /// The host time (0 when `isHostTimeValid` is false).
    open var hostTime: UInt64 { host ?? 0 }
    /// Whether the time has a host time.
    open var isHostTimeValid: Bool { host != nil }
    /// The sample time in frames (0 when `isSampleTimeValid` is false).
    open var sampleTime: AVAudioFramePosition { sample ?? 0 }
    /// Whether the time has a sample time.
    open var isSampleTimeValid: Bool { sample != nil }
    /// The sample rate the sample time counts at (0 without one).
    open var sampleRate: Double { rate }

    /// The host ticks in `seconds`: nanoseconds in a render, whose host clock is the process's
    /// monotonic clock.
    open class func hostTime(forSeconds seconds: TimeInterval) -> UInt64 {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return UInt64(min(seconds * 1e9, Double(UInt64.max).nextDown))
    }

    /// The seconds in `hostTime` host ticks (nanoseconds in a render).
    open class func seconds(forHostTime hostTime: UInt64) -> TimeInterval {
        Double(hostTime) / 1e9
    }

    /// This time with its missing representation filled in from `anchorTime`, which must have
    /// both; nil when it lacks one, as on iOS.
    open func extrapolateTime(fromAnchor anchorTime: AVAudioTime) -> AVAudioTime? {
        guard let anchorHost = anchorTime.host, let anchorSample = anchorTime.sample, anchorTime.rate > 0,
              anchorTime.rate.isFinite else { return nil }
        switch (host, sample) {
        case (let host?, let sample?):
            return AVAudioTime(hostTime: host, sampleTime: sample, atRate: rate)
        case (nil, let sample?):
            let sampleRate = rate > 0 ? rate : anchorTime.rate
            let nanoseconds = (Double(sample) - Double(anchorSample)) / sampleRate * 1e9 + Double(anchorHost)
            return AVAudioTime(hostTime: UInt64(Self.clamped(nanoseconds, to: 0...Double(UInt64.max))), sampleTime: sample,
                               atRate: sampleRate)
        case (let host?, nil):
            let frames = (Double(host) - Double(anchorHost)) / 1e9 * anchorTime.rate + Double(anchorSample)
            return AVAudioTime(hostTime: host, sampleTime: AVAudioFramePosition(Self.clamped(frames, to: -9e18...9e18)),
                               atRate: anchorTime.rate)
        case (nil, nil):
            return nil
        }
    }

    /// `value` rounded and kept within `range` (NaN gives the range's lower bound), so it converts
    /// to an integer without trapping.
    private static func clamped(_ value: Double, to range: ClosedRange<Double>) -> Double {
        value.isNaN ? range.lowerBound : min(max(value.rounded(), range.lowerBound), range.upperBound.nextDown)
    }

    /// "<AVAudioTime: host 123, sample 480 @ 48000.0 Hz>", naming what the time holds.
    open override var description: String {
        let hostPart = host.map { "host \($0)" } ?? "no host time"
        let samplePart = sample.map { "sample \($0) @ \(rate) Hz" } ?? "no sample time"
        return "<AVAudioTime: \(hostPart), \(samplePart)>"
    }
}
