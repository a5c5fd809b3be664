import BackplateCore
import Foundation
import QuartzCore

/// What a photo capture tells its delegate. A render has no camera, so no capture starts and no
/// method is called; every method is optional, as on iOS.
public protocol AVCapturePhotoCaptureDelegate: NSObjectProtocol {
    /// The capture is about to begin.
    func photoOutput(_ output: AVCapturePhotoOutput, willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings)
    /// The photo is about to be taken.
    func photoOutput(_ output: AVCapturePhotoOutput, willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
    /// The photo was taken.
    func photoOutput(_ output: AVCapturePhotoOutput, didCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
    /// The photo is processed and ready (or failed with `error`).
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?)
    /// The whole capture finished.
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings, error: (any Error)?)
}

extension AVCapturePhotoCaptureDelegate {
    /// Optional: does nothing.
    public func photoOutput(_ output: AVCapturePhotoOutput, willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings) {}
    /// Optional: does nothing.
    public func photoOutput(_ output: AVCapturePhotoOutput, willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings) {}
    /// Optional: does nothing.
    public func photoOutput(_ output: AVCapturePhotoOutput, didCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings) {}
    /// Optional: does nothing.
    public func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?) {}
    /// Optional: does nothing.
    public func photoOutput(_ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings,
                            error: (any Error)?) {}
}

/// The settings a capture actually used (the camera's answer to `AVCapturePhotoSettings`).
open class AVCaptureResolvedPhotoSettings {
    /// The capture's identifier.
    public let uniqueID: Int64
    init(uniqueID: Int64) { self.uniqueID = uniqueID }
}

/// A photo a capture produced (made by a camera: none in a render).
open class AVCapturePhoto {
    init() {}
    /// When the photo was taken.
    open var timestamp: CMTime { .zero }
    /// The photo's metadata (EXIF, TIFF): empty.
    open var metadata: [String: Any] { [:] }
    /// The photo as a file's bytes (HEIC or JPEG): nil.
    open func fileDataRepresentation() -> Data? { nil }
    /// The photo as a Core Graphics image: nil.
    open func cgImageRepresentation() -> CGImage? { nil }
}

extension AVCapturePhotoOutput {
    /// Takes a photo with `settings`: a render has no camera, so nothing is captured and the
    /// delegate is never called (a runtime warning says so; iOS raises for an output with no
    /// active video connection).
    public func capturePhoto(with settings: AVCapturePhotoSettings, delegate: any AVCapturePhotoCaptureDelegate) {
        RuntimeWarning.emit("AVCapturePhotoOutput: Backplate has no camera; capturePhoto(with:delegate:) takes no photo and \(type(of: delegate)) is never called")
    }
}

extension AVCaptureDevice {
    /// Follows the device's orientation to give the rotation that keeps a camera's preview and
    /// captures level (iOS 17). A render is a portrait iPhone: the back camera's sensor is
    /// turned 90° from the screen, so both angles are 90.
    open class RotationCoordinator: NSObject {
        /// The camera it follows.
        public let device: AVCaptureDevice
        /// The preview layer it follows, if any.
        public private(set) weak var previewLayer: CALayer?

        /// A coordinator for `device` and its `previewLayer`.
        public init(device: AVCaptureDevice, previewLayer: CALayer?) {
            self.device = device
            self.previewLayer = previewLayer
            super.init()
        }

        /// The rotation keeping the preview level, in degrees: 90 (portrait).
        open var videoRotationAngleForHorizonLevelPreview: CGFloat { 90 }
        /// The rotation keeping captures level, in degrees: 90 (portrait).
        open var videoRotationAngleForHorizonLevelCapture: CGFloat { 90 }
    }
}
