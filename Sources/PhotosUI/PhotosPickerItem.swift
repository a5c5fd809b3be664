import BackplateCore
import Foundation

/// An item a person chose in a Photos picker: an identifier for an asset of the photo library.
///
/// A still render has no photo library: items exist only when code makes them, and
/// ``loadTransferable(type:)`` finds no data (it returns nil).
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    /// The asset's local identifier in the photo library, when the picker was given a library.
    public let itemIdentifier: String?
    /// The content types the item's data can be loaded as (empty: a still render has no asset).
    public let supportedContentTypes: [UTType]

    /// An item for the asset with this identifier.
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
        supportedContentTypes = []
    }

    /// Loads the item's data as a value of `type`: nil in a still render (no library).
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }

    /// Loads the item's data as a value of `type` and calls `completionHandler` with nil at
    /// once (a still render has no library); returns a finished progress.
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress {
        completionHandler(.success(nil))
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }

    /// How a picker chooses the encoding of an item that has several (a HEIC photo as JPEG).
    public struct EncodingDisambiguationPolicy: Hashable, Sendable {
        let rawValue: UInt8
        /// The system decides.
        public static let automatic = EncodingDisambiguationPolicy(rawValue: 0)
        /// The encoding the asset is stored in.
        public static let current = EncodingDisambiguationPolicy(rawValue: 1)
        /// The most compatible encoding.
        public static let compatible = EncodingDisambiguationPolicy(rawValue: 2)
    }
}

/// The kinds of assets a Photos picker shows: `.images`, `.videos`, combinations with
/// ``any(of:)``, ``all(of:)`` and ``not(_:)``. Kept, not applied: a still render shows no library.
public struct PHPickerFilter: Hashable, Sendable {
    indirect enum Rule: Hashable, Sendable {
        case kind(String)
        case any([PHPickerFilter])
        case all([PHPickerFilter])
        case not(PHPickerFilter)
    }
    let rule: Rule

    /// Still images, Live Photos included.
    public static let images = PHPickerFilter(rule: .kind("images"))
    /// Videos.
    public static let videos = PHPickerFilter(rule: .kind("videos"))
    /// Live Photos.
    public static let livePhotos = PHPickerFilter(rule: .kind("livePhotos"))
    /// Photos with depth information (portrait mode).
    public static let depthEffectPhotos = PHPickerFilter(rule: .kind("depthEffectPhotos"))
    /// Burst photos.
    public static let bursts = PHPickerFilter(rule: .kind("bursts"))
    /// Panoramas.
    public static let panoramas = PHPickerFilter(rule: .kind("panoramas"))
    /// Screenshots.
    public static let screenshots = PHPickerFilter(rule: .kind("screenshots"))
    /// Screen recordings.
    public static let screenRecordings = PHPickerFilter(rule: .kind("screenRecordings"))
    /// Cinematic videos.
    public static let cinematicVideos = PHPickerFilter(rule: .kind("cinematicVideos"))
    /// Slow-motion videos.
    public static let slomoVideos = PHPickerFilter(rule: .kind("slomoVideos"))
    /// Time-lapse videos.
    public static let timelapseVideos = PHPickerFilter(rule: .kind("timelapseVideos"))

    /// Assets that play back in a style (still, animated, Live Photo, video, looping).
    public static func playbackStyle(_ playbackStyle: PHAsset.PlaybackStyle) -> PHPickerFilter {
        PHPickerFilter(rule: .kind("playbackStyle\(playbackStyle.rawValue)"))
    }
    /// Assets matching any of the filters.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(rule: .any(subfilters)) }
    /// Assets matching all of the filters.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(rule: .all(subfilters)) }
    /// Assets not matching the filter.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(rule: .not(filter)) }
}

/// How a multiple-selection Photos picker orders and commits the selection.
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    let rawValue: UInt8
    /// Unordered, committed when the person confirms.
    public static let `default` = PhotosPickerSelectionBehavior(rawValue: 0)
    /// In the order the person chose, committed when the person confirms.
    public static let ordered = PhotosPickerSelectionBehavior(rawValue: 1)
    /// Committed as the person chooses.
    public static let continuous = PhotosPickerSelectionBehavior(rawValue: 2)
    /// Ordered and committed as the person chooses.
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(rawValue: 3)
}
