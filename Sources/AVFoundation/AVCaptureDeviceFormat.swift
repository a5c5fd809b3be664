import CoreMedia
import Foundation

extension AVCaptureDevice {
    /// One of a camera's capture formats: its frame size and rates, zoom, exposure and ISO limits,
    /// colour spaces and photo sizes. A render has no camera, so the only one made is a device's
    /// stand-in: 0 × 0 pixels, no frame rates, no zoom, no exposure range.
    open class Format {
        /// The kind of media the format captures: video.
        open var mediaType: AVMediaType { .video }
        /// The format's Core Media description: "420f" frames (the usual camera pixel format) of 0 × 0
        /// pixels, as there is no sensor.
        public let formatDescription: CMFormatDescription
        /// The frame rate ranges the format runs at: none, so no frame duration can be chosen.
        open var videoSupportedFrameRateRanges: [AVFrameRateRange] { [] }
        /// The horizontal field of view in degrees: 0, there is no lens.
        open var videoFieldOfView: Float { 0 }
        /// Whether frames are binned from the sensor's pixels: false.
        open var isVideoBinned: Bool { false }
        /// The largest zoom factor: 1, no zoom.
        open var videoMaxZoomFactor: CGFloat { 1 }
        /// The zoom factor past which frames are upscaled: 1.
        open var videoZoomFactorUpscaleThreshold: CGFloat { 1 }
        /// The shortest exposure: `.invalid`, there is no sensor to expose.
        open var minExposureDuration: CMTime { .invalid }
        /// The longest exposure: `.invalid`.
        open var maxExposureDuration: CMTime { .invalid }
        /// The lowest ISO: 0.
        open var minISO: Float { 0 }
        /// The highest ISO: 0.
        open var maxISO: Float { 0 }
        /// Whether video HDR is offered: false.
        open var isVideoHDRSupported: Bool { false }
        /// Whether the highest photo quality prioritization is offered: false.
        open var isHighestPhotoQualitySupported: Bool { false }
        /// Whether a multi-camera session can use the format (iOS 13): false.
        open var isMultiCamSupported: Bool { false }
        /// The format's autofocus system: `.none`, there is no lens to focus.
        open var autoFocusSystem: AutoFocusSystem { .none }
        /// The largest still image (deprecated in iOS 16): 0 × 0.
        @available(iOS, deprecated: 16.0, message: "Use supportedMaxPhotoDimensions instead")
        open var highResolutionStillImageDimensions: CMVideoDimensions { CMVideoDimensions() }

        /// The colour spaces the format captures in.
        public let supportedColorSpaces: [AVCaptureColorSpace]
        /// The largest photo sizes the format takes (iOS 16): none.
        public let supportedMaxPhotoDimensions: [CMVideoDimensions]
        /// Zoom factors that use a secondary sensor's full resolution.
        public let secondaryNativeResolutionZoomFactors: [CGFloat]
        /// Zoom ranges within which depth data can be delivered.
        public let supportedVideoZoomRangesForDepthDataDelivery: [ClosedRange<CGFloat>]
        /// Zoom factors at which depth data can be delivered: none, there is no camera.
        @available(iOS, deprecated: 17.2, renamed: "supportedVideoZoomRangesForDepthDataDelivery")
        public var supportedVideoZoomFactorsForDepthDataDelivery: [CGFloat] { [] }

        /// The stand-in format of a device a render never makes.
        init() {
            formatDescription = CMFormatDescription(mediaSubType: 0x3432_3066)
            supportedColorSpaces = [.sRGB]
            supportedMaxPhotoDimensions = []
            secondaryNativeResolutionZoomFactors = []
            supportedVideoZoomRangesForDepthDataDelivery = []
        }

        /// How a format's autofocus works, with Apple's raw values.
        public enum AutoFocusSystem: Int, Sendable {
            /// No autofocus.
            case none = 0
            /// Focus by scanning for contrast.
            case contrastDetection = 1
            /// Focus by light phase, often without a scan.
            case phaseDetection = 2
        }
    }

    /// The formats the device offers: its one stand-in format (a render makes no device).
    public var formats: [Format] { [onlyFormat] }
    /// The format in use: the stand-in. Setting keeps it, as the device offers no other.
    public var activeFormat: Format {
        get { onlyFormat }
        set {}
    }
    /// The shortest time between frames: `.invalid`, as the active format has no frame rates.
    /// Setting keeps it (iOS raises for a duration outside the format's ranges; there are none).
    public var activeVideoMinFrameDuration: CMTime {
        get { .invalid }
        set {}
    }
    /// The longest time between frames: `.invalid`; setting keeps it, as for the minimum.
    public var activeVideoMaxFrameDuration: CMTime {
        get { .invalid }
        set {}
    }
}

/// A range of frame rates a capture format runs at. Only cameras make them, so a render never
/// has one; one would answer its rates and their reciprocal durations.
open class AVFrameRateRange {
    /// The lowest rate, in frames per second.
    open var minFrameRate: Float64 { minRate }
    /// The highest rate, in frames per second.
    open var maxFrameRate: Float64 { maxRate }
    /// The shortest frame duration: the reciprocal of `maxFrameRate`.
    open var minFrameDuration: CMTime { Self.duration(ofRate: maxRate) }
    /// The longest frame duration: the reciprocal of `minFrameRate`.
    open var maxFrameDuration: CMTime { Self.duration(ofRate: minRate) }

    private let minRate: Float64
    private let maxRate: Float64

    /// A range from `minFrameRate` to `maxFrameRate` frames per second.
    init(minFrameRate: Float64, maxFrameRate: Float64) {
        minRate = minFrameRate
        maxRate = maxFrameRate
    }

    /// One frame at `rate` frames per second: 1/30 s for 30, microseconds for fractional rates,
    /// `.invalid` for none.
    private static func duration(ofRate rate: Float64) -> CMTime {
        guard rate > 0, rate.isFinite else { return .invalid }
        if rate == rate.rounded(), rate <= Float64(Int32.max) { return CMTime(value: 1, timescale: Int32(rate)) }
        return CMTime(seconds: 1 / rate, preferredTimescale: 1_000_000)
    }
}
