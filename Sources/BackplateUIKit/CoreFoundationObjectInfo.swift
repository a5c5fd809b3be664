import Foundation

/// The word Foundation on Linux reads as a UIKit object's CoreFoundation type. CoreFoundation
/// takes an object's type ID from bits 8-17 of the word after its Swift header, which in an
/// `NSObject` subclass is the first stored property; when those bits are 0 it treats the object
/// as a CF object of no type and halts. `NSAttributedString` compares neighbouring runs' values
/// that way, so two different fonts or colours under one key halted the process.
/// `scripts/repro/attributed-string-object-values.swift` reproduces it.
enum CoreFoundationObjectInfo {
    /// Type ID 1 (CoreFoundation's `CFType`) in bits 8-17: CoreFoundation then hands the object
    /// to Swift's `isEqual(_:)`, `hash` and `description`, as for Foundation's own Swift objects.
    static let swiftObject: UInt64 = 1 << 8
}
