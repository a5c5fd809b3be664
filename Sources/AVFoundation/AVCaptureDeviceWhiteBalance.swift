import CoreMedia
import Foundation

extension AVCaptureDevice {
    /// A white balance setting, with Apple's raw values.
    public enum WhiteBalanceMode: Int, Sendable {
        /// White balance stays where it is.
        case locked = 0
        /// Balance once, then lock.
        case autoWhiteBalance = 1
        /// Rebalance whenever the light changes.
        case continuousAutoWhiteBalance = 2
    }

    /// The red, green and blue gains a camera balances white with (each 1 to `maxWhiteBalanceGain`).
    public struct WhiteBalanceGains: Sendable {
        /// The red channel's gain.
        public var redGain: Float
        /// The green channel's gain.
        public var greenGain: Float
        /// The blue channel's gain.
        public var blueGain: Float

        /// Gains of 0, as C zero-fills the struct.
        public init() { self.init(redGain: 0, greenGain: 0, blueGain: 0) }

        /// Gains of `redGain`, `greenGain` and `blueGain`.
        public init(redGain: Float, greenGain: Float, blueGain: Float) {
            self.redGain = redGain
            self.greenGain = greenGain
            self.blueGain = blueGain
        }
    }

    /// A white point as CIE 1931 xy chromaticity, independent of the camera.
    public struct WhiteBalanceChromaticityValues: Sendable {
        /// The x coordinate.
        public var x: Float
        /// The y coordinate.
        public var y: Float

        /// The chromaticity (0, 0).
        public init() { self.init(x: 0, y: 0) }

        /// The chromaticity (`x`, `y`).
        public init(x: Float, y: Float) {
            self.x = x
            self.y = y
        }
    }

    /// A white point as a colour temperature in kelvin and a green–magenta tint.
    public struct WhiteBalanceTemperatureAndTintValues: Sendable {
        /// The colour temperature in kelvin.
        public var temperature: Float
        /// The tint: negative is greener, positive more magenta.
        public var tint: Float

        /// A temperature and tint of 0.
        public init() { self.init(temperature: 0, tint: 0) }

        /// A white point of `temperature` kelvin and `tint`.
        public init(temperature: Float, tint: Float) {
            self.temperature = temperature
            self.tint = tint
        }
    }

    /// The marker `setWhiteBalanceModeLocked(with:)` takes to lock the gains where they are.
    public static let currentWhiteBalanceGains = WhiteBalanceGains(redGain: -1, greenGain: -1, blueGain: -1)

    /// The white balance setting: `.locked` (a render makes no device to set).
    public var whiteBalanceMode: WhiteBalanceMode {
        get { .locked }
        set {}
    }
    /// Whether `whiteBalanceMode` is supported: only `.locked`, as for focus and exposure.
    public func isWhiteBalanceModeSupported(_ whiteBalanceMode: WhiteBalanceMode) -> Bool { whiteBalanceMode == .locked }
    /// Whether white balance is changing now: false.
    public var isAdjustingWhiteBalance: Bool { false }
    /// The gains in use: 1 for each channel, neutral (there is no sensor to balance).
    public var deviceWhiteBalanceGains: WhiteBalanceGains { Self.neutralGains }
    /// The gains a grey-world estimate of the scene would use: neutral, as there is no scene.
    public var grayWorldDeviceWhiteBalanceGains: WhiteBalanceGains { Self.neutralGains }
    /// The largest gain a channel takes: 1, so every clamped gain is neutral.
    public var maxWhiteBalanceGain: Float { 1 }
    /// Whether white balance can be locked to gains the app chooses: false.
    public var isLockingWhiteBalanceWithCustomDeviceGainsSupported: Bool { false }

    /// Locks white balance at `whiteBalanceGains`: there is no sensor, so nothing changes and
    /// `handler` is called at once with `.invalid` (no frame carried the change).
    public func setWhiteBalanceModeLocked(with whiteBalanceGains: WhiteBalanceGains,
                                          completionHandler handler: (@Sendable (CMTime) -> Void)? = nil) {
        handler?(.invalid)
    }

    /// Locks white balance at `whiteBalanceGains`: nothing changes; returns `.invalid` at once.
    public func setWhiteBalanceModeLocked(with whiteBalanceGains: WhiteBalanceGains) async -> CMTime { .invalid }

    /// The white point `whiteBalanceGains` gives: D65's (0.3127, 0.3290), as a device with no
    /// sensor calibration reads every gain as neutral.
    public func chromaticityValues(for whiteBalanceGains: WhiteBalanceGains) -> WhiteBalanceChromaticityValues {
        WhiteBalanceChromaticityValues(x: 0.3127, y: 0.3290)
    }
    /// The gains for `chromaticityValues`: neutral, with no sensor calibration to convert by.
    public func deviceWhiteBalanceGains(for chromaticityValues: WhiteBalanceChromaticityValues) -> WhiteBalanceGains {
        Self.neutralGains
    }
    /// The temperature and tint `whiteBalanceGains` give: D65's 6504 K, tint 0.
    public func temperatureAndTintValues(for whiteBalanceGains: WhiteBalanceGains) -> WhiteBalanceTemperatureAndTintValues {
        WhiteBalanceTemperatureAndTintValues(temperature: 6504, tint: 0)
    }
    /// The gains for `tempAndTintValues`: neutral, with no sensor calibration to convert by.
    public func deviceWhiteBalanceGains(for tempAndTintValues: WhiteBalanceTemperatureAndTintValues) -> WhiteBalanceGains {
        Self.neutralGains
    }

    /// A gain of 1 on every channel.
    private static let neutralGains = WhiteBalanceGains(redGain: 1, greenGain: 1, blueGain: 1)
}
