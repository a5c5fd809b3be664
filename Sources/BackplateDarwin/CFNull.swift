import Foundation

// Core Foundation's null object, which Linux's Foundation does not export: JSON and keychain
// code compares values with `kCFNull` or stores it where a collection cannot hold `nil`.

/// Core Foundation's null type: `NSNull`, which it is toll-free bridged with on Apple platforms.
public typealias CFNull = NSNull

/// The null object, an `NSNull`. Linux's Foundation makes a new `NSNull` each time (iOS has one),
/// so compare with `==` or `is NSNull`, true for every `NSNull` (`JSONSerialization`'s too).
public let kCFNull: CFNull! = NSNull()
