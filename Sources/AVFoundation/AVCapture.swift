import Foundation

/// A camera or microphone. A render has no capture hardware: `default(for:)` finds none.
open class AVCaptureDevice {
    init() {}

    /// The default device for `mediaType`: nil in a render, which has no cameras or microphones.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }

    /// A camera's flash setting.
    public enum FlashMode: Int, Sendable {
        /// No flash.
        case off = 0
        /// Always flash.
        case on = 1
        /// Flash when the scene is dark.
        case auto = 2
    }

    /// A colour space a camera captures in.
    public enum ColorSpace: Int, Sendable {
        /// sRGB.
        case sRGB = 0
        /// Display P3.
        case P3_D65 = 1
        /// BT.2020 with HLG.
        case HLG_BT2020 = 2
        /// Apple Log.
        case appleLog = 3
    }

    /// The one capture format a device reports (`formats`, `activeFormat`); a render makes no device.
    let onlyFormat = Format()
}

/// A colour space a camera captures in.
public typealias AVCaptureColorSpace = AVCaptureDevice.ColorSpace

/// Takes photos from a capture session. Not connected to a camera (a render has none), it
/// offers no flash modes and no pixel formats, as on an iPhone before a camera is added.
open class AVCapturePhotoOutput: AVCaptureOutput {
    /// A photo output.
    public override init() {}
    /// The flash modes the connected camera offers: none in a render.
    open var supportedFlashModes: [AVCaptureDevice.FlashMode] { [] }
    /// The processed pixel formats photos can be taken in: none unconnected.
    open var availablePhotoPixelFormatTypes: [OSType] { [] }
    /// The raw pixel formats photos can be taken in: none unconnected.
    open var availableRawPhotoPixelFormatTypes: [OSType] { [] }
    /// The processed pixel formats for files of `fileType`: none unconnected.
    open func supportedPhotoPixelFormatTypes(for fileType: AVFileType) -> [OSType] { [] }
    /// The raw pixel formats for files of `fileType`: none unconnected.
    open func supportedRawPhotoPixelFormatTypes(for fileType: AVFileType) -> [OSType] { [] }
    /// The codecs photos can be compressed with (`AVVideoCodecKey` in `AVCapturePhotoSettings(format:)`):
    /// none, as on iOS for an output with no camera behind it, so apps fall back to JPEG.
    open var availablePhotoCodecTypes: [AVVideoCodecType] { [] }
    /// The codecs for files of `fileType`: none unconnected.
    open func supportedPhotoCodecTypes(for fileType: AVFileType) -> [AVVideoCodecType] { [] }
    /// The highest quality a photo may be processed at (`.balanced`, UIKit's default; kept).
    open var maxPhotoQualityPrioritization: QualityPrioritization = .balanced

    /// How a photo trades processing time for quality.
    public enum QualityPrioritization: Int, Sendable {
        /// Fastest, least processing.
        case speed = 1
        /// A balance of speed and quality.
        case balanced = 2
        /// Most processing, best quality.
        case quality = 3
    }
}

/// The settings of one photo capture.
open class AVCapturePhotoSettings {
    /// The flash mode for this photo.
    open var flashMode: AVCaptureDevice.FlashMode = .off
    /// The processed format asked for: `[AVVideoCodecKey: AVVideoCodecType.jpeg]` by default (iOS
    /// picks HEVC where the camera offers it; a render has none), else what `init(format:)` was given.
    public private(set) var format: [String: Any]? = [AVVideoCodecKey: AVVideoCodecType.jpeg]
    /// Default settings (JPEG, no flash).
    public init() {}
    /// Settings asking for `format`: an `AVVideoCodecKey` codec (with `AVVideoQualityKey`) or a pixel
    /// format. Kept as given; a render takes no photo, so it is never checked against a camera.
    public convenience init(format: [String: Any]?) {
        self.init()
        self.format = format
    }
    /// How much processing this photo asks for (`.balanced`), up to the output's maximum.
    open var photoQualityPrioritization: AVCapturePhotoOutput.QualityPrioritization = .balanced
    /// The pixel formats a preview image can have: none known in a render, which has no camera.
    open var availablePreviewPhotoPixelFormatTypes: [OSType] { [] }
}

/// Delivers a camera's video frames. Not connected to a camera (a render has none), it
/// offers no pixel formats.
open class AVCaptureVideoDataOutput: AVCaptureOutput {
    /// A video data output.
    public override init() {}
    /// The pixel formats frames can be delivered in: none unconnected.
    open var availableVideoPixelFormatTypes: [OSType] { [] }

    /// The object given the frames: kept, though a render delivers none.
    open private(set) var sampleBufferDelegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)?
    /// The queue the delegate is called on.
    open private(set) var sampleBufferCallbackQueue: DispatchQueue?
    /// Whether frames that arrive late are dropped (true, as on iOS).
    open var alwaysDiscardsLateVideoFrames = true
    /// The frames' pixel format and size settings (empty: the camera's own).
    open var videoSettings: [String: Any]! = [:]

    /// Sets the object given each frame and the queue it is called on. A render has no camera,
    /// so the delegate is never called.
    open func setSampleBufferDelegate(_ sampleBufferDelegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)?,
                                      queue sampleBufferCallbackQueue: DispatchQueue?) {
        self.sampleBufferDelegate = sampleBufferDelegate
        self.sampleBufferCallbackQueue = sampleBufferCallbackQueue
    }
}

/// Data captured at one moment from several outputs (a render captures none).
open class AVCaptureSynchronizedData {
    /// When the data was captured.
    public let timestamp: CMTime
    init(timestamp: CMTime) { self.timestamp = timestamp }
}

/// The synchronized data of one moment, by output. A render captures nothing, so it is empty.
open class AVCaptureSynchronizedDataCollection: Sequence {
    private let items: [AVCaptureSynchronizedData]
    init(items: [AVCaptureSynchronizedData]) { self.items = items }

    /// The number of outputs with data.
    open var count: Int { items.count }

    /// An iterator over the collection's data.
    public func makeIterator() -> AVCaptureSynchronizedDataCollection.Iterator { Iterator(items: items) }

    /// Walks the collection's data in order.
    public struct Iterator: IteratorProtocol {
        var items: [AVCaptureSynchronizedData]
        var index = 0
        /// The next output's data, or nil at the end.
        public mutating func next() -> AVCaptureSynchronizedData? {
            guard index < items.count else { return nil }
            defer { index += 1 }
            return items[index]
        }
    }
}
