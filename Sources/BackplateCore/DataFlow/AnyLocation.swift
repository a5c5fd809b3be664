import Foundation

/// The base class of the storage SwiftUI's bindings read and write through. Backplate's
/// bindings hold their getter and setter, so it never makes one; the type exists for code
/// that names it.
open class AnyLocationBase {
    init() {}
}

/// The storage of a value SwiftUI's bindings read and write through (see `AnyLocationBase`):
/// never made by Backplate.
open class AnyLocation<Value>: AnyLocationBase {}

extension AnyLocation: Equatable {
    /// Locations are equal when they are the same storage.
    public static func == (lhs: AnyLocation<Value>, rhs: AnyLocation<Value>) -> Bool { lhs === rhs }
}
