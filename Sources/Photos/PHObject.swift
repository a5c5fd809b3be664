import Foundation

/// The abstract superclass of Photos' collection objects and placeholders, identified by
/// `localIdentifier` (equality and hashing follow it). A render's library holds none, so
/// instances exist only when code makes them.
///
/// `PHAsset` is not a subclass here: it stays a checked `Sendable` class, as Apple's is, which
/// Swift allows only for a final class directly under `NSObject`.
open class PHObject: NSObject {
    /// The identifier of the object on this device ("UUID/L0/001" in form).
    public let localIdentifier: String

    /// An object with a fresh local identifier (no library assigns one in a render).
    public override init() {
        localIdentifier = PhotosRender.newLocalIdentifier()
        super.init()
    }

    /// Whether `object` is a Photos object of the same class with the same local identifier.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? PHObject else { return false }
        return type(of: other) == type(of: self) && other.localIdentifier == localIdentifier
    }

    /// The hash of the local identifier.
    open override var hash: Int { localIdentifier.hashValue }
}

/// A stand-in for an object a change request creates, to refer to it within the change block.
/// A render never runs a change block, so placeholders come only from requests made outside
/// one, and no object ever takes their identifier.
open class PHObjectPlaceholder: PHObject {}
