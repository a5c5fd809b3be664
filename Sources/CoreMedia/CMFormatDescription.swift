import Foundation

/// A track's identifier within its asset.
public typealias CMPersistentTrackID = Int32
/// Four characters packed into a 32-bit number, as media formats are named.
public typealias FourCharCode = UInt32
/// A four-character code naming a type (a pixel format...).
public typealias OSType = FourCharCode
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
}

/// A description of a track's media format. A render reads no media, so none is ever made.
public final class CMFormatDescription: Sendable {
    /// The format's media subtype, a four-character code.
    public let mediaSubType: FourCharCode

    init(mediaSubType: FourCharCode) {
        self.mediaSubType = mediaSubType
    }
}
