import Foundation

/// The ways a merge policy resolves conflicts between a context and its store.
public enum NSMergePolicyType: UInt, Sendable {
    /// Saving fails on a conflict.
    case errorMergePolicyType = 0
    /// The store's values win property by property.
    case mergeByPropertyStoreTrumpMergePolicyType = 1
    /// The context's values win property by property.
    case mergeByPropertyObjectTrumpMergePolicyType = 2
    /// The context's objects replace the store's.
    case overwriteMergePolicyType = 3
    /// The store's objects are kept and the context's changes dropped.
    case rollbackMergePolicyType = 4
}

/// How a context resolves save conflicts. Recorded on the context: with no store there is
/// never a conflict to resolve.
open class NSMergePolicy: NSObject {
    /// The kind of policy.
    public let mergeType: NSMergePolicyType
    /// A policy of the given kind.
    public init(merge ty: NSMergePolicyType) {
        mergeType = ty
        super.init()
    }
    /// Saving fails on a conflict (a context's default).
    open class var error: NSMergePolicy { NSMergePolicy(merge: .errorMergePolicyType) }
    /// The store's values win property by property.
    open class var mergeByPropertyStoreTrump: NSMergePolicy { NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType) }
    /// The context's values win property by property.
    open class var mergeByPropertyObjectTrump: NSMergePolicy { NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType) }
    /// The context's objects replace the store's.
    open class var overwrite: NSMergePolicy { NSMergePolicy(merge: .overwriteMergePolicyType) }
    /// The store's objects are kept.
    open class var rollback: NSMergePolicy { NSMergePolicy(merge: .rollbackMergePolicyType) }
}

/// Saving fails on a conflict.
public var NSErrorMergePolicy: Any { NSMergePolicy.error }
/// The store's values win property by property.
public var NSMergeByPropertyStoreTrumpMergePolicy: Any { NSMergePolicy.mergeByPropertyStoreTrump }
/// The context's values win property by property.
public var NSMergeByPropertyObjectTrumpMergePolicy: Any { NSMergePolicy.mergeByPropertyObjectTrump }
/// The context's objects replace the store's.
public var NSOverwriteMergePolicy: Any { NSMergePolicy.overwrite }
/// The store's objects are kept.
public var NSRollbackMergePolicy: Any { NSMergePolicy.rollback }
