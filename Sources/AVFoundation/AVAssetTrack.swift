import Foundation

/// A kind of media: video, audio, text...
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    /// The type's identifier ("vide", "soun"...).
    public let rawValue: String
    /// A media type of this identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Video.
    public static let video = AVMediaType(rawValue: "vide")
    /// Audio.
    public static let audio = AVMediaType(rawValue: "soun")
    /// Text.
    public static let text = AVMediaType(rawValue: "text")
    /// Subtitles.
    public static let subtitle = AVMediaType(rawValue: "sbtl")
    /// Closed captions.
    public static let closedCaption = AVMediaType(rawValue: "clcp")
    /// Timed metadata.
    public static let metadata = AVMediaType(rawValue: "meta")
}

/// One track of an asset: its media type and identifier. A render reads no media, so tracks
/// exist only where an app makes them (`AVMutableComposition.addMutableTrack`).
open class AVAssetTrack: AVAsynchronousKeyValueLoading {
    /// The track's media type.
    public let mediaType: AVMediaType
    /// The track's identifier in its asset.
    public let trackID: CMPersistentTrackID
    let loadedKeys = AVLoadedKeys()

    init(mediaType: AVMediaType, trackID: CMPersistentTrackID) {
        self.mediaType = mediaType
        self.trackID = trackID
    }

    /// The key's status: `.unknown` until a load, `.failed` after one (no media is read).
    open func statusOfValue(forKey key: String, error outError: UnsafeMutablePointer<NSError?>?) -> AVKeyValueStatus {
        loadedKeys.status(of: key, error: outError)
    }

    /// Tries to load the keys (every one fails in a render), then calls `handler`.
    open func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)?) {
        loadedKeys.fail(keys)
        handler?()
    }

    /// How two tracks relate (a chapter list, a timecode track...).
    public struct AssociationType: RawRepresentable, Hashable, Sendable {
        /// The association's identifier.
        public let rawValue: String
        /// An association of this identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The other track is an audio fallback.
        public static let audioFallback = AssociationType(rawValue: "fall")
        /// The other track lists chapters.
        public static let chapterList = AssociationType(rawValue: "chap")
        /// The other track holds forced subtitles only.
        public static let forcedSubtitlesOnly = AssociationType(rawValue: "forc")
        /// The other track is selected with this one.
        public static let selectionFollower = AssociationType(rawValue: "folw")
        /// The other track holds timecodes.
        public static let timecode = AssociationType(rawValue: "tmcd")
        /// The other track describes this one's metadata.
        public static let metadataReferent = AssociationType(rawValue: "cdsc")
    }
}

/// Tracks of which one plays at a time (alternate languages...).
open class AVAssetTrackGroup {
    /// The group's track identifiers.
    public let trackIDs: [NSNumber]
    init(trackIDs: [NSNumber]) { self.trackIDs = trackIDs }
}

/// A part of a track: a span of its media mapped to a span of the track's time.
open class AVAssetTrackSegment {
    /// The source time range and the track time range it maps to.
    public let timeMapping: (source: CMTimeRange, target: CMTimeRange)
    /// Whether the segment holds no media.
    public let isEmpty: Bool
    init(timeMapping: (source: CMTimeRange, target: CMTimeRange), isEmpty: Bool) {
        self.timeMapping = timeMapping
        self.isEmpty = isEmpty
    }
}

/// A track of a composition.
open class AVCompositionTrack: AVAssetTrack {}
/// A composition track an app edits (`AVMutableComposition.addMutableTrack`).
open class AVMutableCompositionTrack: AVCompositionTrack {}
