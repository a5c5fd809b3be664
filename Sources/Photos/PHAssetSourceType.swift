/// Where an asset comes from: the person's library, a shared album, an iTunes sync. Assets made
/// in code in a render come from nowhere (`[]`).
public struct PHAssetSourceType: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Source types from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The person's library.
    public static let typeUserLibrary = PHAssetSourceType(rawValue: 1 << 0)
    /// An iCloud Shared Album.
    public static let typeCloudShared = PHAssetSourceType(rawValue: 1 << 1)
    /// Synced from iTunes or Finder.
    public static let typeiTunesSynced = PHAssetSourceType(rawValue: 1 << 2)
}

/// How a burst photo was picked as a favorite: automatically or by the person. Assets made in
/// code in a render have neither (`[]`).
public struct PHAssetBurstSelectionType: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Selection types from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Picked automatically.
    public static let autoPick = PHAssetBurstSelectionType(rawValue: 1 << 0)
    /// Picked by the person.
    public static let userPick = PHAssetBurstSelectionType(rawValue: 1 << 1)
}
