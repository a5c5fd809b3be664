import Foundation

/// A span of media time: a start and a duration.
public struct CMTimeRange: Sendable, Hashable {
    /// Where the range starts.
    public var start: CMTime
    /// How long the range lasts.
    public var duration: CMTime

    /// A range of `duration` from `start`.
    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }

    /// The range from `start` to `end`.
    public init(start: CMTime, end: CMTime) {
        self.init(start: start, duration: end - start)
    }

    /// Where the range ends: its start plus its duration.
    public var end: CMTime { start + duration }
    /// Whether both times are valid and the duration is not negative.
    public var isValid: Bool { start.isValid && duration.isValid && !(duration < .zero) }
    /// Whether the range is valid and lasts no time.
    public var isEmpty: Bool { isValid && duration == .zero }

    /// The empty range at time zero.
    public static let zero = CMTimeRange(start: .zero, duration: .zero)
    /// A range of invalid times.
    public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)

    /// Whether `time` lies in the range (its start included, its end not).
    public func containsTime(_ time: CMTime) -> Bool {
        isValid && !(time < start) && time < end
    }
}

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
