import Foundation

/// Performs Vision requests on one image. A render has no models, so `perform(_:)` never
/// throws: each request ends with empty `results` and its completion handler called once with
/// no error, after a runtime warning naming it. The image and options are kept, not read.
open class VNImageRequestHandler: NSObject {
    /// What the handler was made with, for `description`.
    private let source: String
    /// The orientation the image was said to have (`.up` unless given).
    let orientation: CGImagePropertyOrientation

    /// A handler for a CoreGraphics image.
    public init(cgImage image: CGImage, options: [VNImageOption: Any] = [:]) {
        source = Self.describe(image)
        orientation = .up
        super.init()
    }

    /// A handler for a CoreGraphics image of a known orientation.
    public init(cgImage image: CGImage, orientation: CGImagePropertyOrientation,
                options: [VNImageOption: Any] = [:]) {
        source = Self.describe(image)
        self.orientation = orientation
        super.init()
    }

    /// A handler for a CoreImage image.
    public init(ciImage image: CIImage, options: [VNImageOption: Any] = [:]) {
        source = Self.describe(image)
        orientation = .up
        super.init()
    }

    /// A handler for a CoreImage image of a known orientation.
    public init(ciImage image: CIImage, orientation: CGImagePropertyOrientation,
                options: [VNImageOption: Any] = [:]) {
        source = Self.describe(image)
        self.orientation = orientation
        super.init()
    }

    /// A handler for the image file at `imageURL` (the file is not read in a render).
    public init(url imageURL: URL, options: [VNImageOption: Any] = [:]) {
        source = Self.describe(imageURL)
        orientation = .up
        super.init()
    }

    /// A handler for the image file at `imageURL`, of a known orientation.
    public init(url imageURL: URL, orientation: CGImagePropertyOrientation,
                options: [VNImageOption: Any] = [:]) {
        source = Self.describe(imageURL)
        self.orientation = orientation
        super.init()
    }

    /// A handler for encoded image data (not decoded in a render).
    public init(data imageData: Data, options: [VNImageOption: Any] = [:]) {
        source = Self.describe(imageData)
        orientation = .up
        super.init()
    }

    /// A handler for encoded image data of a known orientation.
    public init(data imageData: Data, orientation: CGImagePropertyOrientation,
                options: [VNImageOption: Any] = [:]) {
        source = Self.describe(imageData)
        self.orientation = orientation
        super.init()
    }

    /// A handler for a Core Video pixel buffer, such as a camera frame (a render gets none).
    public init(cvPixelBuffer pixelBuffer: CVPixelBuffer, options: [VNImageOption: Any] = [:]) {
        source = Self.describe(pixelBuffer)
        orientation = .up
        super.init()
    }

    /// A handler for a Core Video pixel buffer of a known orientation.
    public init(cvPixelBuffer pixelBuffer: CVPixelBuffer, orientation: CGImagePropertyOrientation,
                options: [VNImageOption: Any] = [:]) {
        source = Self.describe(pixelBuffer)
        self.orientation = orientation
        super.init()
    }

    /// A handler for the frame in a sample buffer (iOS 14; a render gets none).
    public init(cmSampleBuffer sampleBuffer: CMSampleBuffer, options: [VNImageOption: Any] = [:]) {
        source = "CMSampleBuffer"
        orientation = .up
        super.init()
    }

    /// A handler for the frame in a sample buffer, of a known orientation (iOS 14).
    public init(cmSampleBuffer sampleBuffer: CMSampleBuffer, orientation: CGImagePropertyOrientation,
                options: [VNImageOption: Any] = [:]) {
        source = "CMSampleBuffer"
        self.orientation = orientation
        super.init()
    }

    /// Performs `requests` in order, synchronously. In a render each request, once even if
    /// listed twice, warns that it has no model, gets an empty `results` and calls its
    /// completion handler once with a `nil` error before this returns. Never throws here.
    open func perform(_ requests: [VNRequest]) throws {
        VNRequest.finishInRender(requests)
    }

    private static func describe(_ image: CGImage) -> String { "CGImage \(image.width)x\(image.height)" }
    private static func describe(_ image: CIImage) -> String { "CIImage \(image.extent)" }
    private static func describe(_ url: URL) -> String { "URL \(url.lastPathComponent)" }
    private static func describe(_ data: Data) -> String { "\(data.count) bytes of image data" }
    private static func describe(_ buffer: CVPixelBuffer) -> String {
        "CVPixelBuffer \(CVPixelBufferGetWidth(buffer))x\(CVPixelBufferGetHeight(buffer))"
    }

    /// The handler's class and the image it was made for.
    open override var description: String { "<VNImageRequestHandler: \(source)>" }
}
