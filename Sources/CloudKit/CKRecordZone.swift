// Record zones and their identifiers. Zones an app makes keep what it sets; saving or fetching
// one fails as a simulator signed out of iCloud answers (`CKDatabaseZones.swift`).
import Foundation

/// The owner name that stands for the current user (`"__defaultOwner__"`), for
/// `CKRecordZone.ID(zoneName:ownerName:)`.
public let CKCurrentUserDefaultName = "__defaultOwner__"

/// A record zone: a named area of a database that groups related records.
open class CKRecordZone: NSObject {
    /// A zone's identifier: its name and owner.
    public final class ID: NSObject, Sendable {
        /// The default zone's name, `"_defaultZone"`.
        public static let defaultZoneName = "_defaultZone"

        /// The zone's name.
        public let zoneName: String
        /// The owner's record name.
        public let ownerName: String

        /// The zone `zoneName` owned by `ownerName` (by default the current user's default zone).
        public init(zoneName: String = CKRecordZone.ID.defaultZoneName, ownerName: String = CKCurrentUserDefaultName) {
            self.zoneName = zoneName
            self.ownerName = ownerName
            super.init()
        }

        /// The default zone's identifier (`"_defaultZone"`, owned by the current user).
        public static let `default` = ID()

        /// Identifiers are equal when name and owner are.
        public override func isEqual(_ object: Any?) -> Bool {
            (object as? ID).map { $0.zoneName == zoneName && $0.ownerName == ownerName } ?? false
        }
        /// The name's and owner's hash.
        public override var hash: Int { zoneName.hashValue ^ ownerName.hashValue }
    }

    /// What a zone supports (change fetching, atomic batches, sharing).
    public struct Capabilities: OptionSet, Sendable {
        /// The capabilities' bits.
        public let rawValue: UInt
        /// Capabilities of the bits of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The zone's changes can be fetched (`CKFetchRecordZoneChangesOperation`).
        public static let fetchChanges = Capabilities(rawValue: 1 << 0)
        /// Batched changes to the zone happen atomically.
        public static let atomic = Capabilities(rawValue: 1 << 1)
        /// The zone's records can be shared.
        public static let sharing = Capabilities(rawValue: 1 << 2)
        /// One share can cover every record of the zone.
        public static let zoneWideSharing = Capabilities(rawValue: 1 << 3)
    }

    /// The zone's identifier.
    public let zoneID: ID

    /// A zone named `zoneName`, owned by the current user.
    public init(zoneName: String) {
        zoneID = ID(zoneName: zoneName)
        super.init()
    }

    /// The zone of `zoneID`.
    public init(zoneID: ID) {
        self.zoneID = zoneID
        super.init()
    }

    /// The database's default zone (`CKRecordZone.ID.default`).
    open class func `default`() -> CKRecordZone { CKRecordZone(zoneID: .default) }

    /// What the zone supports: empty, as for every zone not yet saved to (or fetched from) the server.
    open var capabilities: Capabilities { [] }
    /// The share covering the whole zone: `nil`, as nothing is shared without an account.
    @available(iOS 15, macOS 12, *)
    open var share: CKRecord.Reference? { nil }
}
