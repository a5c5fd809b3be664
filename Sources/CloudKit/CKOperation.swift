// CloudKit's operations, as a simulator signed out of iCloud runs them: added to a database (or
// started), an operation at once calls its blocks with `CKError.notAuthenticated`.
import Foundation

/// The base of CloudKit's operations: an `Operation` whose `main()` reports, at once and on the
/// calling thread, the failure a simulator signed out of iCloud gives (`notAuthenticated`).
open class CKOperation: Operation, @unchecked Sendable {
    // Unchecked Sendable: CloudKit's is Sendable, as its superclass's; a render runs it on one thread.

    /// An operation's identifier.
    public typealias ID = String

    /// How an operation runs: its container, quality of service, cellular use and timeouts.
    open class Configuration: NSObject, @unchecked Sendable {
        // Unchecked Sendable: CloudKit's is Sendable; apps set it up before handing it over.

        /// The container the operation runs in (`nil`: the operation's database's, or the default).
        open var container: CKContainer?
        /// The operation's quality of service (`.default`).
        open var qualityOfService: QualityOfService = .default
        /// Whether the operation may use cellular data (`true`).
        open var allowsCellularAccess = true
        /// Whether the operation outlives the app's process (`false`).
        open var isLongLived = false
        /// Seconds to wait for more data before a request times out (60).
        open var timeoutIntervalForRequest: TimeInterval = 60
        /// Seconds the whole operation may take (604,800: seven days).
        open var timeoutIntervalForResource: TimeInterval = 604_800

        /// A configuration of default values.
        public override init() { super.init() }
    }

    /// How the operation runs (a fresh default configuration unless set).
    open var configuration: Configuration! = Configuration()
    /// The operation's unique identifier, made when it is created.
    public let operationID: ID = UUID().uuidString

    /// An operation of no kind; apps make the concrete subclasses.
    public override init() { super.init() }

    /// Runs the operation: without an iCloud account every block gets `notAuthenticated` at once.
    open override func main() { reportSignedOut() }

    /// Calls the operation's blocks with what a signed-out simulator answers (each subclass's own).
    func reportSignedOut() {}
}

/// An operation that acts on one database, the one `CKDatabase.add(_:)` sets.
open class CKDatabaseOperation: CKOperation, @unchecked Sendable {
    // Unchecked Sendable: CloudKit's is Sendable, as its superclass's.

    /// The database the operation acts on (set by `CKDatabase.add(_:)`).
    open var database: CKDatabase?
}

extension CKDatabase {
    /// Runs `operation` on this database at once, on the calling thread: its per-item blocks and
    /// final block get `CKError.notAuthenticated`, as on a simulator signed out of iCloud.
    public func add(_ operation: CKDatabaseOperation) {
        operation.database = self
        operation.start()
    }
}

extension CKContainer {
    /// Runs `operation` at once, on the calling thread, failing with `notAuthenticated` as `CKDatabase.add(_:)` does.
    public func add(_ operation: CKOperation) {
        if let operation = operation as? CKDatabaseOperation, operation.database == nil {
            operation.database = privateCloudDatabase
        }
        operation.start()
    }
}
