import Foundation

extension AVCaptureDevice {
    /// A torch (the flash LED kept on) setting, with Apple's raw values.
    public enum TorchMode: Int, Sendable {
        /// The torch is off.
        case off = 0
        /// The torch is on.
        case on = 1
        /// The torch turns on when the scene is dark.
        case auto = 2
    }

    /// A focus setting, with Apple's raw values.
    public enum FocusMode: Int, Sendable {
        /// The lens stays where it is.
        case locked = 0
        /// Focus once, then lock.
        case autoFocus = 1
        /// Refocus whenever the scene changes.
        case continuousAutoFocus = 2
    }

    /// An exposure setting, with Apple's raw values.
    public enum ExposureMode: Int, Sendable {
        /// Exposure stays where it is.
        case locked = 0
        /// Expose once, then lock.
        case autoExpose = 1
        /// Re-expose whenever the scene changes.
        case continuousAutoExposure = 2
        /// Duration and ISO set by the app.
        case custom = 3
    }

    /// The torch level `setTorchModeOn(level:)` takes for the brightest the device allows now.
    public static let maxAvailableTorchLevel: Float = .greatestFiniteMagnitude

    /// The device's name for people ("Back Camera"); a render makes no device.
    public var localizedName: String { "" }
    /// The device's identifier; a render makes no device.
    public var uniqueID: String { "" }
    /// Where the device faces.
    public var position: Position { .unspecified }
    /// The kind of device.
    public var deviceType: DeviceType { .builtInWideAngleCamera }
    /// Whether the device has a torch: false, a render has no camera.
    public var hasTorch: Bool { false }
    /// Whether the torch can be used now: false.
    public var isTorchAvailable: Bool { false }
    /// Whether the torch is lit: false.
    public var isTorchActive: Bool { false }
    /// The torch's brightness, 0 to 1: 0.
    public var torchLevel: Float { 0 }
    /// The torch setting: `.off` (a render makes no device to set).
    public var torchMode: TorchMode { get { .off } set {} }
    /// Whether the device has a flash: false.
    public var hasFlash: Bool { false }
    /// Whether the flash can be used now: false.
    public var isFlashAvailable: Bool { false }
    /// The focus setting: `.locked` (a render makes no device to set).
    public var focusMode: FocusMode { get { .locked } set {} }
    /// The point focus is measured at, in the unit square: the centre.
    public var focusPointOfInterest: CGPoint { get { CGPoint(x: 0.5, y: 0.5) } set {} }
    /// Whether a focus point can be set: false.
    public var isFocusPointOfInterestSupported: Bool { false }
    /// The exposure setting: `.locked`.
    public var exposureMode: ExposureMode { get { .locked } set {} }
    /// The point exposure is measured at, in the unit square: the centre.
    public var exposurePointOfInterest: CGPoint { get { CGPoint(x: 0.5, y: 0.5) } set {} }
    /// Whether an exposure point can be set: false.
    public var isExposurePointOfInterestSupported: Bool { false }
    /// The zoom factor: 1, no zoom (there is no lens to zoom).
    public var videoZoomFactor: CGFloat { get { 1 } set {} }
    /// The smallest zoom factor: 1.
    public var minAvailableVideoZoomFactor: CGFloat { 1 }
    /// The largest zoom factor: 1, as there is no lens to zoom.
    public var maxAvailableVideoZoomFactor: CGFloat { 1 }
    /// Whether a zoom ramp is running: false.
    public var isRampingVideoZoom: Bool { false }

    /// Whether `torchMode` is supported: only `.off`, as there is no torch.
    public func isTorchModeSupported(_ torchMode: TorchMode) -> Bool { torchMode == .off }
    /// Whether `focusMode` is supported: only `.locked`.
    public func isFocusModeSupported(_ focusMode: FocusMode) -> Bool { focusMode == .locked }
    /// Whether `exposureMode` is supported: only `.locked`.
    public func isExposureModeSupported(_ exposureMode: ExposureMode) -> Bool { exposureMode == .locked }
    /// Takes the device for configuration (always granted).
    public func lockForConfiguration() throws {}
    /// Gives the device back after configuration.
    public func unlockForConfiguration() {}
    /// Lights the torch at `torchLevel` (0 to 1, or `maxAvailableTorchLevel`): throws, as there
    /// is no torch to light.
    public func setTorchModeOn(level torchLevel: Float) throws {
        throw AVError(.deviceNotConnected)
    }
    /// Zooms smoothly to `factor` at `rate` (doublings per second): no lens, no zoom.
    public func ramp(toVideoZoomFactor factor: CGFloat, withRate rate: Float) {}
    /// Stops a zoom ramp where it is.
    public func cancelVideoZoomRamp() {}
}
