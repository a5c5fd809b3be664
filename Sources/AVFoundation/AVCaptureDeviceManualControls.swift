import CoreMedia
import Foundation

// The manual exposure, focus and scene settings camera code sets inside `lockForConfiguration()`.
// A render makes no device, so each reads as a camera with no sensor or lens would: no range to
// choose from, settings kept as they are, completion handlers called at once with `.invalid`.

extension AVCaptureDevice {
    /// How far autofocus searches, with Apple's raw values.
    public enum AutoFocusRangeRestriction: Int, Sendable {
        /// Any distance.
        case none = 0
        /// Mostly near the camera (codes, documents).
        case near = 1
        /// Mostly far from the camera.
        case far = 2
    }

    /// Posted when the scene in front of a device changes a lot (while
    /// `isSubjectAreaChangeMonitoringEnabled`); never posted in a render, which sees no scene.
    public static let subjectAreaDidChangeNotification = Notification.Name("AVCaptureDeviceSubjectAreaDidChangeNotification")

    /// The marker `setExposureModeCustom(duration:iso:)` takes to keep the exposure duration.
    public static let currentExposureDuration = CMTime.indefinite
    /// The marker `setExposureModeCustom(duration:iso:)` takes to keep the ISO.
    public static let currentISO: Float = .greatestFiniteMagnitude
    /// The marker `setExposureTargetBias(_:)` takes to keep the bias.
    public static let currentExposureTargetBias: Float = .greatestFiniteMagnitude
    /// The marker `setFocusModeLocked(lensPosition:)` takes to keep the lens where it is.
    public static let currentLensPosition: Float = .greatestFiniteMagnitude

    /// How long each frame is exposed: `.invalid`, there is no sensor.
    public var exposureDuration: CMTime { .invalid }
    /// The sensor's ISO: 0.
    public var iso: Float { 0 }
    /// The lens's f-number: 0, there is no lens.
    public var lensAperture: Float { 0 }
    /// The exposure bias in EV: 0.
    public var exposureTargetBias: Float { 0 }
    /// The lowest exposure bias: 0, so no bias can be set.
    public var minExposureTargetBias: Float { 0 }
    /// The highest exposure bias: 0.
    public var maxExposureTargetBias: Float { 0 }
    /// How far the metered exposure is from the target, in EV: 0.
    public var exposureTargetOffset: Float { 0 }
    /// Whether exposure is changing now: false.
    public var isAdjustingExposure: Bool { false }
    /// The lens position, 0 (nearest) to 1 (farthest): 0.
    public var lensPosition: Float { 0 }
    /// Whether focus is changing now: false.
    public var isAdjustingFocus: Bool { false }
    /// Whether the lens can be locked at a position the app chooses: false.
    public var isLockingFocusWithCustomLensPositionSupported: Bool { false }
    /// Whether autofocus can be limited to near or far: false.
    public var isAutoFocusRangeRestrictionSupported: Bool { false }
    /// Where autofocus searches: `.none`, the only value a device without the restriction takes.
    public var autoFocusRangeRestriction: AutoFocusRangeRestriction {
        get { .none }
        set {}
    }
    /// Whether smooth (video) autofocus is offered: false.
    public var isSmoothAutoFocusSupported: Bool { false }
    /// Whether smooth autofocus is on: false.
    public var isSmoothAutoFocusEnabled: Bool {
        get { false }
        set {}
    }
    /// Whether the device posts `subjectAreaDidChangeNotification` when the scene changes: false,
    /// and setting it keeps false, as no scene is ever seen.
    public var isSubjectAreaChangeMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// Whether low-light boost is offered: false.
    public var isLowLightBoostSupported: Bool { false }
    /// Whether low-light boost is on: false.
    public var isLowLightBoostEnabled: Bool { false }
    /// Whether low-light boost turns on by itself when offered: false, and setting keeps false.
    public var automaticallyEnablesLowLightBoostWhenAvailable: Bool {
        get { false }
        set {}
    }
    /// Whether video HDR is on: false (the stand-in format offers none).
    public var isVideoHDREnabled: Bool {
        get { false }
        set {}
    }
    /// Whether the device turns video HDR on and off by itself: true, as on iOS by default.
    public var automaticallyAdjustsVideoHDREnabled: Bool {
        get { true }
        set {}
    }
    /// The colour space frames are captured in: sRGB, the stand-in format's only one.
    public var activeColorSpace: AVCaptureColorSpace {
        get { .sRGB }
        set {}
    }

    /// Sets a custom exposure of `duration` at `ISO`: there is no sensor, so nothing changes and
    /// `handler` is called at once with `.invalid`.
    public func setExposureModeCustom(duration: CMTime, iso ISO: Float, completionHandler handler: (@Sendable (CMTime) -> Void)? = nil) {
        handler?(.invalid)
    }
    /// Sets a custom exposure of `duration` at `ISO`: nothing changes; returns `.invalid` at once.
    public func setExposureModeCustom(duration: CMTime, iso ISO: Float) async -> CMTime { .invalid }
    /// Biases exposure by `bias` EV: nothing changes; `handler` is called at once with `.invalid`.
    public func setExposureTargetBias(_ bias: Float, completionHandler handler: (@Sendable (CMTime) -> Void)? = nil) {
        handler?(.invalid)
    }
    /// Biases exposure by `bias` EV: nothing changes; returns `.invalid` at once.
    public func setExposureTargetBias(_ bias: Float) async -> CMTime { .invalid }
    /// Locks the lens at `lensPosition` (0 to 1): there is no lens, so nothing moves and `handler`
    /// is called at once with `.invalid`.
    public func setFocusModeLocked(lensPosition: Float, completionHandler handler: (@Sendable (CMTime) -> Void)? = nil) {
        handler?(.invalid)
    }
    /// Locks the lens at `lensPosition`: nothing moves; returns `.invalid` at once.
    public func setFocusModeLocked(lensPosition: Float) async -> CMTime { .invalid }
}
