import Foundation

/// A value a record field can hold: strings, numbers, dates, data, references, assets and
/// arrays of them.
public protocol CKRecordValue {}
extension String: CKRecordValue {}
extension Int: CKRecordValue {}
extension Int64: CKRecordValue {}
extension Double: CKRecordValue {}
extension Bool: CKRecordValue {}
extension Date: CKRecordValue {}
extension Data: CKRecordValue {}
extension Array: CKRecordValue where Element: CKRecordValue {}
extension NSString: CKRecordValue {}
extension NSNumber: CKRecordValue {}

/// A record stored in a CloudKit database: a type and fields.
open class CKRecord: NSObject {
    /// A record's identifier: its name and zone.
    public final class ID: NSObject, Sendable {
        /// The record's name.
        public let recordName: String
        /// The zone holding it.
        public let zoneID: CKRecordZone.ID

        /// The record `recordName` in `zoneID`.
        public init(recordName: String, zoneID: CKRecordZone.ID) {
            self.recordName = recordName
            self.zoneID = zoneID
            super.init()
        }

        /// The record `recordName` in the default zone.
        public convenience init(recordName: String) { self.init(recordName: recordName, zoneID: .default) }

        /// Identifiers are equal when name and zone are.
        public override func isEqual(_ object: Any?) -> Bool {
            (object as? ID).map { $0.recordName == recordName && $0.zoneID == zoneID } ?? false
        }
        /// The name's hash.
        public override var hash: Int { recordName.hashValue }
    }

    /// A link from one record to another.
    public final class Reference: NSObject, CKRecordValue, Sendable {
        /// The record referred to.
        public let recordID: CKRecord.ID
        /// What deleting the target does to the referring record.
        public let action: Action

        /// What deleting a reference's target does.
        public enum Action: UInt, Sendable {
            /// Nothing.
            case none = 0
            /// Deletes the referring record.
            case deleteSelf = 1
        }

        /// A reference to `recordID`.
        public init(recordID: CKRecord.ID, action: Action) {
            self.recordID = recordID
            self.action = action
            super.init()
        }
    }

    /// The type of a record's type name.
    public typealias RecordType = String
    /// The type of a record's field names.
    public typealias FieldKey = String

    /// The record's type.
    public let recordType: String
    /// Its identifier.
    public let recordID: ID
    /// When the server created it (`nil`: never saved).
    public let creationDate: Date? = nil
    /// When the server last changed it (`nil`: never saved).
    public let modificationDate: Date? = nil
    private var fields: [String: any CKRecordValue] = [:]

    /// A new record of `recordType` with a generated identifier.
    public init(recordType: String) {
        self.recordType = recordType
        recordID = ID(recordName: UUID().uuidString)
        super.init()
    }

    /// A new record of `recordType` with `recordID`.
    public init(recordType: String, recordID: ID) {
        self.recordType = recordType
        self.recordID = recordID
        super.init()
    }

    /// A field's value (`nil` removes it).
    open subscript(key: String) -> (any CKRecordValue)? {
        get { fields[key] }
        set { fields[key] = newValue }
    }

    /// The names of the fields that have values.
    open func allKeys() -> [String] { fields.keys.sorted() }

    /// A field's value, as `self[key]` reads it.
    open func object(forKey key: FieldKey) -> (any CKRecordValue)? { fields[key] }
    /// Sets a field's value (`nil` removes it), as `self[key] = object` does.
    open func setObject(_ object: (any CKRecordValue)?, forKey key: FieldKey) { fields[key] = object }
    /// Sets a field by key-value coding, as `self[key] = value` does (`nil` removes it).
    open func setValue(_ value: (any CKRecordValue)?, forKey key: String) { fields[key] = value }
}

/// A file attached to a record.
open class CKAsset: NSObject, CKRecordValue {
    /// The file.
    public let fileURL: URL?

    /// An asset of the file at `fileURL`.
    public init(fileURL: URL) {
        self.fileURL = fileURL
        super.init()
    }
}

/// A query of records of a type matching a predicate.
open class CKQuery: NSObject {
    /// The type of records queried.
    public let recordType: String
    /// The predicate records must match.
    public let predicate: NSPredicate
    /// How results are sorted.
    open var sortDescriptors: [NSSortDescriptor]?

    /// A query of `recordType` records matching `predicate`.
    public init(recordType: String, predicate: NSPredicate) {
        self.recordType = recordType
        self.predicate = predicate
        super.init()
    }
}
