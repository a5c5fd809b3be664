// The Objective-C runtime's associated objects, which iOS's `import Foundation` brings: UIKit
// extensions hang stored values on views and controllers with them. Linux has no Objective-C
// runtime, so a main-actor table keyed by object and key holds them while the object lives;
// `@preconcurrency`, so Swift 5 code calls them from anywhere, as it does on iOS.
import Foundation

/// How an associated value is held: weakly (assign) or strongly (retain or copy).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Held weakly: read back as nil once the value is freed (iOS leaves a dangling pointer).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Held strongly, without locking on iOS.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (`NSCopying`) and held strongly, without locking on iOS.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Held strongly.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Copied (`NSCopying`) and held strongly.
    case OBJC_ASSOCIATION_COPY = 771
}

/// One association: the owner held weakly, so a freed owner's entry is found dead and dropped.
private struct Association {
    weak var owner: AnyObject?
    var value: Any?
    weak var weakValue: AnyObject?

    var current: Any? { value ?? weakValue }
}

private struct AssociationKey: Hashable {
    let owner: ObjectIdentifier
    let key: UnsafeRawPointer
}

/// The associations, and the size at which entries of freed owners are next swept out.
private struct AssociationTable {
    var entries: [AssociationKey: Association] = [:]
    var sweepAt = 64

    mutating func sweep(removing owner: AnyObject? = nil) {
        entries = entries.filter { $0.value.owner != nil && $0.value.owner !== owner }
        sweepAt = max(64, entries.count * 2)
    }
}

@MainActor private var associations = AssociationTable()

/// Associates `value` with `object` under `key` (nil removes it), held as `policy` says, for as
/// long as `object` lives. A value type as `object` has no identity to hold it by: nothing is kept.
@preconcurrency @MainActor
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
                                     _ policy: objc_AssociationPolicy) {
    guard let owner = ownerObject(object) else { return }
    let entryKey = AssociationKey(owner: ObjectIdentifier(owner), key: key)
    var entry = Association(owner: owner)
    switch policy {
    case .OBJC_ASSOCIATION_ASSIGN:
        entry.weakValue = value.flatMap { ownerObject($0) }
    case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
        entry.value = (value as? NSCopying)?.copy(with: nil) ?? value
    case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
        entry.value = value
    }
    associations.entries[entryKey] = value == nil ? nil : entry
    if associations.entries.count >= associations.sweepAt { associations.sweep() }
}

/// The value associated with `object` under `key`, or nil (none set, the value removed or freed).
@preconcurrency @MainActor
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = ownerObject(object) else { return nil }
    let entryKey = AssociationKey(owner: ObjectIdentifier(owner), key: key)
    guard let entry = associations.entries[entryKey], entry.owner === owner else { return nil }
    return entry.current
}

/// Removes every value associated with `object`.
@preconcurrency @MainActor
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = ownerObject(object) else { return }
    associations.sweep(removing: owner)
}

/// `object` as a class instance, or nil for a value type.
private func ownerObject(_ object: Any) -> AnyObject? {
    type(of: object) is AnyClass ? object as AnyObject : nil
}
