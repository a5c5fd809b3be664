import Foundation

/// A track's identifier within its asset.
public typealias CMPersistentTrackID = Int32
/// A four-character code naming a video codec ("avc1", "hvc1"...).
public typealias CMVideoCodecType = FourCharCode

/// A video frame's width and height in pixels.
public struct CMVideoDimensions: Sendable, Hashable {
    /// The width in pixels.
    public var width: Int32
    /// The height in pixels.
    public var height: Int32

    /// Dimensions of `width` × `height` pixels.
    public init(width: Int32, height: Int32) {
        self.width = width
        self.height = height
    }

    /// Dimensions of 0 × 0 pixels.
    public init() { self.init(width: 0, height: 0) }
}

/// A description of a media format. A render reads no media; the only ones made describe a
/// capture format no camera has (see AVFoundation's `AVCaptureDevice.Format`).
public final class CMFormatDescription: Sendable {
    /// The format's media subtype, a four-character code.
    public let mediaSubType: FourCharCode
    /// A video format's encoded size in pixels (0 × 0 for other media) (iOS 13).
    public let dimensions: CMVideoDimensions

    /// A description of `mediaSubType` media of `dimensions` pixels.
    package init(mediaSubType: FourCharCode, dimensions: CMVideoDimensions = CMVideoDimensions()) {
        self.mediaSubType = mediaSubType
        self.dimensions = dimensions
    }
}

/// A description of a video format (the same type as `CMFormatDescription`, as on iOS).
public typealias CMVideoFormatDescription = CMFormatDescription

/// The encoded size of `videoDesc`'s frames in pixels.
public func CMVideoFormatDescriptionGetDimensions(_ videoDesc: CMVideoFormatDescription) -> CMVideoDimensions {
    videoDesc.dimensions
}

/// The media subtype of `desc`, a four-character code.
public func CMFormatDescriptionGetMediaSubType(_ desc: CMFormatDescription) -> FourCharCode { desc.mediaSubType }
