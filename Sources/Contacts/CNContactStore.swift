import Foundation

/// The kinds of entity the contact store holds.
public enum CNEntityType: Int, Sendable {
    /// Contacts.
    case contacts = 0
}

/// Whether the app may read contacts.
public enum CNAuthorizationStatus: Int, Sendable {
    /// The person has not been asked.
    case notDetermined = 0
    /// Access is restricted.
    case restricted = 1
    /// Access is denied.
    case denied = 2
    /// Full access is granted.
    case authorized = 3
    /// Access to the contacts the person picked (iOS 18).
    case limited = 4
}

/// The Contacts framework's errors.
public struct CNError: Error, Hashable, Sendable {
    /// The error codes of `CNErrorDomain`.
    public enum Code: Int, Sendable {
        /// The app may not read or write contacts.
        case authorizationDenied = 100
        /// No container can be written.
        case noAccessableWritableContainers = 101
        /// The record does not exist.
        case recordDoesNotExist = 200
        /// A property is not valid.
        case validationMultipleErrors = 300
    }

    /// The error's code.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }

    /// The framework's error domain.
    public static let errorDomain = CNErrorDomain
    /// The app may not read or write contacts.
    public static let authorizationDenied = Code.authorizationDenied
    /// The record does not exist.
    public static let recordDoesNotExist = Code.recordDoesNotExist
}

extension CNError.Code {
    /// Whether `error` is a `CNError` of this code, so `catch CNError.authorizationDenied` matches.
    public static func ~= (match: CNError.Code, error: any Error) -> Bool { (error as? CNError)?.code == match }
}

/// The domain of the Contacts framework's errors.
public let CNErrorDomain = "CNErrorDomain"

/// A fetch of contacts with the keys it asks for.
open class CNContactFetchRequest: NSObject {
    /// The keys each contact is fetched with.
    open var keysToFetch: [any CNKeyDescriptor]
    /// Which contacts to fetch (`nil`: all).
    open var predicate: NSPredicate?

    /// A fetch of every contact with `keysToFetch`.
    public init(keysToFetch: [any CNKeyDescriptor]) {
        self.keysToFetch = keysToFetch
        super.init()
    }
}

/// Changes to save to the store at once.
open class CNSaveRequest: NSObject {
    /// Adds `contact` to the container `identifier` (`nil`: the default one).
    open func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) {}
    /// Updates `contact`.
    open func update(_ contact: CNMutableContact) {}
    /// Deletes `contact`.
    open func delete(_ contact: CNMutableContact) {}
}

/// The person's contacts, as a fresh simulator has them before the access prompt is answered
/// (the prompt cannot show in a render): the status is `.notDetermined`, requesting access
/// returns `false` without changing it, and fetching or saving throws `authorizationDenied`.
open class CNContactStore: NSObject {
    /// A store.
    public override init() { super.init() }

    /// The app's access to `entityType`: `.notDetermined`.
    open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { .notDetermined }

    /// Asks for access: `completionHandler` gets `false` and no error (no prompt shows), on
    /// the calling thread.
    open func requestAccess(for entityType: CNEntityType, completionHandler: @escaping (Bool, (any Error)?) -> Void) {
        completionHandler(false, nil)
    }

    /// Asks for access: `false` (no prompt shows).
    open func requestAccess(for entityType: CNEntityType) async throws -> Bool { false }

    /// The contacts matching `predicate`: throws `authorizationDenied`.
    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]) throws -> [CNContact] {
        throw CNError(.authorizationDenied)
    }

    /// The contact `identifier`: throws `authorizationDenied`.
    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]) throws -> CNContact {
        throw CNError(.authorizationDenied)
    }

    /// Calls `block` for each contact of `fetchRequest`: throws `authorizationDenied`.
    open func enumerateContacts(with fetchRequest: CNContactFetchRequest,
                                usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void) throws {
        throw CNError(.authorizationDenied)
    }

    /// Saves `saveRequest`'s changes: throws `authorizationDenied`.
    open func execute(_ saveRequest: CNSaveRequest) throws {
        throw CNError(.authorizationDenied)
    }

    /// The identifier of the default container ("" without access).
    open func defaultContainerIdentifier() -> String { "" }
}
