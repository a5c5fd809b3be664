import BackplateCore
import Foundation

// The properties `load(_:)` and `status(of:)` take: `try await asset.load(.duration)`. Each is
// its key; a render reads no media, so loading any of them throws `AVError(.decodeFailed)`.

@available(iOS 15, macOS 12, *)
extension AVPartialAsyncProperty where Root: AVAsset {
    /// The asset's duration. Loading it throws in a render, which reads no media.
    public static var duration: AVAsyncProperty<Root, CMTime> { .init(key: "duration") }
    /// The natural playback rate. Loading it throws in a render, which reads no media.
    public static var preferredRate: AVAsyncProperty<Root, Float> { .init(key: "preferredRate") }
    /// The natural volume. Loading it throws in a render, which reads no media.
    public static var preferredVolume: AVAsyncProperty<Root, Float> { .init(key: "preferredVolume") }
    /// The transform to display the visual media with. Loading it throws in a render, which reads no media.
    public static var preferredTransform: AVAsyncProperty<Root, CGAffineTransform> { .init(key: "preferredTransform") }
    /// How far behind live a stream plays. Loading it throws in a render, which reads no media.
    public static var minimumTimeOffsetFromLive: AVAsyncProperty<Root, CMTime> { .init(key: "minimumTimeOffsetFromLive") }
    /// Whether the duration and timing are precise. Loading it throws in a render, which reads no media.
    public static var providesPreciseDurationAndTiming: AVAsyncProperty<Root, Bool> { .init(key: "providesPreciseDurationAndTiming") }
    /// The asset's tracks. Loading it throws in a render, which reads no media.
    public static var tracks: AVAsyncProperty<Root, [AVAssetTrack]> { .init(key: "tracks") }
    /// The groups of alternate tracks. Loading it throws in a render, which reads no media.
    public static var trackGroups: AVAsyncProperty<Root, [AVAssetTrackGroup]> { .init(key: "trackGroups") }
    /// When the media was created. Loading it throws in a render, which reads no media.
    public static var creationDate: AVAsyncProperty<Root, AVMetadataItem?> { .init(key: "creationDate") }
    /// The lyrics. Loading it throws in a render, which reads no media.
    public static var lyrics: AVAsyncProperty<Root, String?> { .init(key: "lyrics") }
    /// The metadata of the common key space. Loading it throws in a render, which reads no media.
    public static var commonMetadata: AVAsyncProperty<Root, [AVMetadataItem]> { .init(key: "commonMetadata") }
    /// All metadata. Loading it throws in a render, which reads no media.
    public static var metadata: AVAsyncProperty<Root, [AVMetadataItem]> { .init(key: "metadata") }
    /// The metadata formats present. Loading it throws in a render, which reads no media.
    public static var availableMetadataFormats: AVAsyncProperty<Root, [AVMetadataFormat]> { .init(key: "availableMetadataFormats") }
    /// The locales chapters are titled in. Loading it throws in a render, which reads no media.
    public static var availableChapterLocales: AVAsyncProperty<Root, [Locale]> { .init(key: "availableChapterLocales") }
    /// A stream's variants. Loading it throws in a render, which reads no media.
    public static var variants: AVAsyncProperty<Root, [AVAssetVariant]> { .init(key: "variants") }
    /// The characteristics that have selection options. Loading it throws in a render, which reads no media.
    public static var availableMediaCharacteristicsWithMediaSelectionOptions: AVAsyncProperty<Root, [AVMediaCharacteristic]> { .init(key: "availableMediaCharacteristicsWithMediaSelectionOptions") }
    /// The default media selection. Loading it throws in a render, which reads no media.
    public static var preferredMediaSelection: AVAsyncProperty<Root, AVMediaSelection> { .init(key: "preferredMediaSelection") }
    /// Every media selection. Loading it throws in a render, which reads no media.
    public static var allMediaSelections: AVAsyncProperty<Root, [AVMediaSelection]> { .init(key: "allMediaSelections") }
    /// Whether the media is protected. Loading it throws in a render, which reads no media.
    public static var hasProtectedContent: AVAsyncProperty<Root, Bool> { .init(key: "hasProtectedContent") }
    /// Whether fragments can be added. Loading it throws in a render, which reads no media.
    public static var canContainFragments: AVAsyncProperty<Root, Bool> { .init(key: "canContainFragments") }
    /// Whether fragments were added. Loading it throws in a render, which reads no media.
    public static var containsFragments: AVAsyncProperty<Root, Bool> { .init(key: "containsFragments") }
    /// The expected duration of a fragmented asset. Loading it throws in a render, which reads no media.
    public static var overallDurationHint: AVAsyncProperty<Root, CMTime> { .init(key: "overallDurationHint") }
    /// Whether it can be played. Loading it throws in a render, which reads no media.
    public static var isPlayable: AVAsyncProperty<Root, Bool> { .init(key: "isPlayable") }
    /// Whether it can be exported. Loading it throws in a render, which reads no media.
    public static var isExportable: AVAsyncProperty<Root, Bool> { .init(key: "isExportable") }
    /// Whether its media can be read. Loading it throws in a render, which reads no media.
    public static var isReadable: AVAsyncProperty<Root, Bool> { .init(key: "isReadable") }
    /// Whether it can be used in a composition. Loading it throws in a render, which reads no media.
    public static var isComposable: AVAsyncProperty<Root, Bool> { .init(key: "isComposable") }
    /// Whether it can be saved to Photos. Loading it throws in a render, which reads no media.
    public static var isCompatibleWithSavedPhotosAlbum: AVAsyncProperty<Root, Bool> { .init(key: "isCompatibleWithSavedPhotosAlbum") }
    /// Whether it can be played over AirPlay. Loading it throws in a render, which reads no media.
    public static var isCompatibleWithAirPlayVideo: AVAsyncProperty<Root, Bool> { .init(key: "isCompatibleWithAirPlayVideo") }
}

@available(iOS 15, macOS 12, *)
extension AVPartialAsyncProperty where Root: AVMutableComposition {
    /// The composition's tracks. Loading it throws in a render, which reads no media.
    public static var tracks: AVAsyncProperty<Root, [AVMutableCompositionTrack]> { .init(key: "tracks") }
}

@available(iOS 15, macOS 12, *)
extension AVPartialAsyncProperty where Root: AVAssetTrack {
    /// The track's format descriptions. Loading it throws in a render, which reads no media.
    public static var formatDescriptions: AVAsyncProperty<Root, [CMFormatDescription]> { .init(key: "formatDescriptions") }
    /// Whether the track can be played. Loading it throws in a render, which reads no media.
    public static var isPlayable: AVAsyncProperty<Root, Bool> { .init(key: "isPlayable") }
    /// Whether the track can be decoded. Loading it throws in a render, which reads no media.
    public static var isDecodable: AVAsyncProperty<Root, Bool> { .init(key: "isDecodable") }
    /// Whether the track is enabled. Loading it throws in a render, which reads no media.
    public static var isEnabled: AVAsyncProperty<Root, Bool> { .init(key: "isEnabled") }
    /// Whether the track refers to no other file. Loading it throws in a render, which reads no media.
    public static var isSelfContained: AVAsyncProperty<Root, Bool> { .init(key: "isSelfContained") }
    /// The bytes of the track's samples. Loading it throws in a render, which reads no media.
    public static var totalSampleDataLength: AVAsyncProperty<Root, Int64> { .init(key: "totalSampleDataLength") }
    /// The track's characteristics. Loading it throws in a render, which reads no media.
    public static var mediaCharacteristics: AVAsyncProperty<Root, [AVMediaCharacteristic]> { .init(key: "mediaCharacteristics") }
    /// The track's time span. Loading it throws in a render, which reads no media.
    public static var timeRange: AVAsyncProperty<Root, CMTimeRange> { .init(key: "timeRange") }
    /// The track's time scale. Loading it throws in a render, which reads no media.
    public static var naturalTimeScale: AVAsyncProperty<Root, CMTimeScale> { .init(key: "naturalTimeScale") }
    /// The track's data rate in bits per second. Loading it throws in a render, which reads no media.
    public static var estimatedDataRate: AVAsyncProperty<Root, Float> { .init(key: "estimatedDataRate") }
    /// The track's ISO 639-2 language code. Loading it throws in a render, which reads no media.
    public static var languageCode: AVAsyncProperty<Root, String?> { .init(key: "languageCode") }
    /// The track's BCP 47 language tag. Loading it throws in a render, which reads no media.
    public static var extendedLanguageTag: AVAsyncProperty<Root, String?> { .init(key: "extendedLanguageTag") }
    /// The track's visual size. Loading it throws in a render, which reads no media.
    public static var naturalSize: AVAsyncProperty<Root, CGSize> { .init(key: "naturalSize") }
    /// The transform to display the track with. Loading it throws in a render, which reads no media.
    public static var preferredTransform: AVAsyncProperty<Root, CGAffineTransform> { .init(key: "preferredTransform") }
    /// The track's natural volume. Loading it throws in a render, which reads no media.
    public static var preferredVolume: AVAsyncProperty<Root, Float> { .init(key: "preferredVolume") }
    /// Whether audio samples depend on others. Loading it throws in a render, which reads no media.
    public static var hasAudioSampleDependencies: AVAsyncProperty<Root, Bool> { .init(key: "hasAudioSampleDependencies") }
    /// The track's frame rate. Loading it throws in a render, which reads no media.
    public static var nominalFrameRate: AVAsyncProperty<Root, Float> { .init(key: "nominalFrameRate") }
    /// The shortest frame duration. Loading it throws in a render, which reads no media.
    public static var minFrameDuration: AVAsyncProperty<Root, CMTime> { .init(key: "minFrameDuration") }
    /// Whether frames decode out of order. Loading it throws in a render, which reads no media.
    public static var requiresFrameReordering: AVAsyncProperty<Root, Bool> { .init(key: "requiresFrameReordering") }
    /// The track's segments. Loading it throws in a render, which reads no media.
    public static var segments: AVAsyncProperty<Root, [AVAssetTrackSegment]> { .init(key: "segments") }
    /// The track's metadata of the common key space. Loading it throws in a render, which reads no media.
    public static var commonMetadata: AVAsyncProperty<Root, [AVMetadataItem]> { .init(key: "commonMetadata") }
    /// All the track's metadata. Loading it throws in a render, which reads no media.
    public static var metadata: AVAsyncProperty<Root, [AVMetadataItem]> { .init(key: "metadata") }
    /// The track's metadata formats. Loading it throws in a render, which reads no media.
    public static var availableMetadataFormats: AVAsyncProperty<Root, [AVMetadataFormat]> { .init(key: "availableMetadataFormats") }
    /// How the track relates to others. Loading it throws in a render, which reads no media.
    public static var availableTrackAssociationTypes: AVAsyncProperty<Root, [AVAssetTrack.AssociationType]> { .init(key: "availableTrackAssociationTypes") }
    /// Whether sample cursors can be made. Loading it throws in a render, which reads no media.
    @available(iOS 16, macOS 13, *)
    public static var canProvideSampleCursors: AVAsyncProperty<Root, Bool> { .init(key: "canProvideSampleCursors") }
}

@available(iOS 15, macOS 12, *)
extension AVPartialAsyncProperty where Root: AVMetadataItem {
    /// The item's value. Loading it throws in a render, which reads no media.
    public static var value: AVAsyncProperty<Root, (any NSCopying & NSObjectProtocol)?> { .init(key: "value") }
    /// The value as a string. Loading it throws in a render, which reads no media.
    public static var stringValue: AVAsyncProperty<Root, String?> { .init(key: "stringValue") }
    /// The value as a number. Loading it throws in a render, which reads no media.
    public static var numberValue: AVAsyncProperty<Root, NSNumber?> { .init(key: "numberValue") }
    /// The value as a date. Loading it throws in a render, which reads no media.
    public static var dateValue: AVAsyncProperty<Root, Date?> { .init(key: "dateValue") }
    /// The value as data. Loading it throws in a render, which reads no media.
    public static var dataValue: AVAsyncProperty<Root, Data?> { .init(key: "dataValue") }
    /// The value's extra attributes. Loading it throws in a render, which reads no media.
    public static var extraAttributes: AVAsyncProperty<Root, [AVMetadataExtraAttributeKey: Any]?> { .init(key: "extraAttributes") }
}
