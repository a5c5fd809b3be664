import Foundation

/// Foundation's protocol of collections that can be enumerated quickly, which Photos' change
/// requests take (`deleteAssets(_:)`, `addAssets(_:)`). Linux's Foundation has no such protocol,
/// so it is declared here as a marker: arrays, sets, `NSArray`, `NSSet`, `NSOrderedSet` and
/// Photos' fetch results conform, so `[asset] as NSFastEnumeration` and `assets as NSArray` compile.
public protocol NSFastEnumeration {}

extension Array: NSFastEnumeration {}
extension Set: NSFastEnumeration {}
extension NSArray: NSFastEnumeration {}
extension NSSet: NSFastEnumeration {}
extension NSOrderedSet: NSFastEnumeration {}
