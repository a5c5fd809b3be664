import Foundation

/// A format of metadata (iTunes, QuickTime, ID3...).
public struct AVMetadataFormat: RawRepresentable, Hashable, Sendable {
    /// The format's identifier.
    public let rawValue: String
    /// A format of this identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// iTunes metadata.
    public static let iTunesMetadata = AVMetadataFormat(rawValue: "com.apple.itunes")
    /// QuickTime metadata.
    public static let quickTimeMetadata = AVMetadataFormat(rawValue: "com.apple.quicktime.mdta")
    /// ID3 metadata.
    public static let id3Metadata = AVMetadataFormat(rawValue: "org.id3")
}

/// A metadata key (a title, an artist...).
public struct AVMetadataKey: RawRepresentable, Hashable, Sendable {
    /// The key's identifier.
    public let rawValue: String
    /// A key of this identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The common title key.
    public static let commonKeyTitle = AVMetadataKey(rawValue: "title")
    /// The common artist key.
    public static let commonKeyArtist = AVMetadataKey(rawValue: "artist")
    /// The common artwork key.
    public static let commonKeyArtwork = AVMetadataKey(rawValue: "artwork")
}

/// A key of a metadata item's extra attributes.
public struct AVMetadataExtraAttributeKey: RawRepresentable, Hashable, Sendable {
    /// The key's identifier.
    public let rawValue: String
    /// A key of this identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The attribute holding the item's value's type.
    public static let info = AVMetadataExtraAttributeKey(rawValue: "info")
}

/// One metadata item of an asset or track: a key and a value. A render reads no media, so
/// items exist only where an app makes them (`AVMutableMetadataItem`).
open class AVMetadataItem: AVAsynchronousKeyValueLoading {
    /// The item's key.
    open var key: (any NSCopying & NSObjectProtocol)? { nil }
    /// The item's value.
    open var value: (any NSCopying & NSObjectProtocol)? { nil }
    /// The value as a string, if it is one.
    open var stringValue: String? { (value as? NSString)?.description }
    /// The common key the item maps to.
    open var commonKey: AVMetadataKey? { nil }
    let loadedKeys = AVLoadedKeys()

    init() {}

    /// The key's status: `.unknown` until a load, `.failed` after one (no media is read).
    open func statusOfValue(forKey key: String, error outError: UnsafeMutablePointer<NSError?>?) -> AVKeyValueStatus {
        loadedKeys.status(of: key, error: outError)
    }

    /// Tries to load the keys (every one fails in a render), then calls `handler`.
    open func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)?) {
        loadedKeys.fail(keys)
        handler?()
    }
}

/// A metadata item an app makes, for an asset's external metadata.
open class AVMutableMetadataItem: AVMetadataItem {
    private var storedValue: (any NSCopying & NSObjectProtocol)?

    /// An empty item.
    public override init() { super.init() }

    /// The item's value.
    open override var value: (any NSCopying & NSObjectProtocol)? {
        get { storedValue }
        set { storedValue = newValue }
    }
}

/// Metadata items that apply to a span of time (a chapter).
open class AVTimedMetadataGroup {
    /// The group's items.
    public let items: [AVMetadataItem]
    /// The span the items apply to.
    public let timeRange: CMTimeRange

    /// A group of `items` for `timeRange`.
    public init(items: [AVMetadataItem], timeRange: CMTimeRange) {
        self.items = items
        self.timeRange = timeRange
    }
}
