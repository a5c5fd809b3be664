import Foundation

/// Performs Vision requests on a sequence of images (a camera's frames), one at a time. A render
/// has no models: `perform` never throws, and each request ends with empty `results` and its
/// completion handler called once with no error, after a warning naming it. Images are not read.
open class VNSequenceRequestHandler: NSObject {
    /// A handler for a new sequence.
    public override init() { super.init() }

    /// Performs `requests` on a Core Graphics image.
    open func perform(_ requests: [VNRequest], on image: CGImage) throws { VNRequest.finishInRender(requests) }
    /// Performs `requests` on a Core Graphics image of a known orientation.
    open func perform(_ requests: [VNRequest], on image: CGImage, orientation: CGImagePropertyOrientation) throws {
        VNRequest.finishInRender(requests)
    }
    /// Performs `requests` on a Core Image image.
    open func perform(_ requests: [VNRequest], on image: CIImage) throws { VNRequest.finishInRender(requests) }
    /// Performs `requests` on a Core Image image of a known orientation.
    open func perform(_ requests: [VNRequest], on image: CIImage, orientation: CGImagePropertyOrientation) throws {
        VNRequest.finishInRender(requests)
    }
    /// Performs `requests` on a pixel buffer, such as a camera frame.
    open func perform(_ requests: [VNRequest], on pixelBuffer: CVPixelBuffer) throws { VNRequest.finishInRender(requests) }
    /// Performs `requests` on a pixel buffer of a known orientation.
    open func perform(_ requests: [VNRequest], on pixelBuffer: CVPixelBuffer, orientation: CGImagePropertyOrientation) throws {
        VNRequest.finishInRender(requests)
    }
    /// Performs `requests` on the frame in a sample buffer (iOS 14).
    open func perform(_ requests: [VNRequest], on sampleBuffer: CMSampleBuffer) throws { VNRequest.finishInRender(requests) }
    /// Performs `requests` on the frame in a sample buffer of a known orientation (iOS 14).
    open func perform(_ requests: [VNRequest], on sampleBuffer: CMSampleBuffer, orientation: CGImagePropertyOrientation) throws {
        VNRequest.finishInRender(requests)
    }
    /// Performs `requests` on the image file at `imageURL` (not read in a render).
    open func perform(_ requests: [VNRequest], onImageURL imageURL: URL) throws { VNRequest.finishInRender(requests) }
    /// Performs `requests` on the image file at `imageURL`, of a known orientation.
    open func perform(_ requests: [VNRequest], onImageURL imageURL: URL, orientation: CGImagePropertyOrientation) throws {
        VNRequest.finishInRender(requests)
    }
    /// Performs `requests` on encoded image data (not decoded in a render).
    open func perform(_ requests: [VNRequest], onImageData imageData: Data) throws { VNRequest.finishInRender(requests) }
    /// Performs `requests` on encoded image data of a known orientation.
    open func perform(_ requests: [VNRequest], onImageData imageData: Data, orientation: CGImagePropertyOrientation) throws {
        VNRequest.finishInRender(requests)
    }
}
