import BackplateCore
import Foundation
import QuartzCore

/// How a video layer fits its video into its bounds.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name, as AVFoundation spells it ("AVLayerVideoGravityResizeAspect"...).
    public let rawValue: String
    /// A gravity of this name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The whole video, its aspect kept, letterboxed in the bounds (the default).
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// The video filling the bounds, its aspect kept, cropped at the edges.
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    /// The video stretched to the bounds.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

/// A layer that shows a player's video. A render decodes no video: the layer draws its
/// background alone and a warning names the missing frame.
open class AVPlayerLayer: CALayer {
    /// The player whose video the layer shows.
    open var player: AVPlayer?
    /// How the video fits the bounds (`.resizeAspect`).
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// Whether the first frame is ready to show: false, a render decodes none.
    open var isReadyForDisplay: Bool { false }
    /// The part of the bounds the video covers: empty, with no video to size it.
    open var videoRect: CGRect { .zero }
    /// Pixel buffer settings for the displayed frames (nil: the player's).
    open var pixelBufferAttributes: [String: Any]?

    /// A layer showing `player`'s video.
    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }

    /// Draws nothing of the video and warns once per drawing that its frame is missing.
    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        ctx.record(.unsupported("AVPlayerLayer's video frame (Backplate decodes no video)"))
    }
}

/// A layer that shows a capture session's camera feed. A render has no camera: the layer draws
/// its background alone, as in the simulator, and a warning names the missing feed.
open class AVCaptureVideoPreviewLayer: CALayer {
    /// The session whose video the layer shows.
    open var session: AVCaptureSession?
    /// How the video fits the bounds (`.resizeAspect`).
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// The connection from the session's camera to the layer: nil, a render has no camera.
    open var connection: AVCaptureConnection? { nil }
    /// Whether the layer is showing frames: false.
    open var isPreviewing: Bool { false }

    /// A layer showing `session`'s camera.
    public convenience init(session: AVCaptureSession) {
        self.init()
        self.session = session
    }

    /// A layer for `session` that the caller connects itself.
    public convenience init(sessionWithNoConnection session: AVCaptureSession) {
        self.init(session: session)
    }

    /// Sets the session without connecting its camera.
    open func setSessionWithNoConnection(_ session: AVCaptureSession) { self.session = session }

    /// The point in the camera's unit coordinates (0 to 1 across the landscape sensor) under
    /// `pointInLayer`, as for a portrait connection with the whole frame in the bounds.
    open func captureDevicePointConverted(fromLayerPoint pointInLayer: CGPoint) -> CGPoint {
        guard bounds.width > 0, bounds.height > 0 else { return .zero }
        return CGPoint(x: (pointInLayer.y - bounds.minY) / bounds.height, y: 1 - (pointInLayer.x - bounds.minX) / bounds.width)
    }

    /// The point in the layer under `captureDevicePointOfInterest`: the inverse of
    /// `captureDevicePointConverted(fromLayerPoint:)`.
    open func layerPointConverted(fromCaptureDevicePoint captureDevicePointOfInterest: CGPoint) -> CGPoint {
        CGPoint(x: bounds.minX + (1 - captureDevicePointOfInterest.y) * bounds.width,
                y: bounds.minY + captureDevicePointOfInterest.x * bounds.height)
    }

    /// The metadata output's unit rectangle covering `rectInLayerCoordinates`.
    open func metadataOutputRectConverted(fromLayerRect rectInLayerCoordinates: CGRect) -> CGRect {
        let a = captureDevicePointConverted(fromLayerPoint: CGPoint(x: rectInLayerCoordinates.minX, y: rectInLayerCoordinates.minY))
        let b = captureDevicePointConverted(fromLayerPoint: CGPoint(x: rectInLayerCoordinates.maxX, y: rectInLayerCoordinates.maxY))
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// The layer rectangle a metadata output's unit rectangle covers.
    open func layerRectConverted(fromMetadataOutputRect rectInMetadataOutputCoordinates: CGRect) -> CGRect {
        let r = rectInMetadataOutputCoordinates
        let a = layerPointConverted(fromCaptureDevicePoint: CGPoint(x: r.minX, y: r.minY))
        let b = layerPointConverted(fromCaptureDevicePoint: CGPoint(x: r.maxX, y: r.maxY))
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// A metadata object with its bounds and corners in the layer's coordinates: nil, a render
    /// detects no objects to convert.
    open func transformedMetadataObject(for metadataObject: AVMetadataObject) -> AVMetadataObject? { nil }

    /// Draws nothing of the camera and warns once per drawing that its feed is missing.
    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        ctx.record(.unsupported("AVCaptureVideoPreviewLayer's camera feed (a render has no camera)"))
    }
}
