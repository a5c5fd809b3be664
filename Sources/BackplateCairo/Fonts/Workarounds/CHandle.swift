/// A C object's address, kept in state that threads share (`LockedState`, shaped text).
///
/// The compiler cannot check what threads may do with a C object: each use follows its
/// library's rules (cairo's and Pango's own locks, and the workaround that holds the handle).
/// Wrapping the address says so once, instead of at every set of fonts or faces.
struct CHandle<Pointer>: @unchecked Sendable {
    // Unchecked Sendable: the address is a value; the object it names is guarded by its C library.
    let pointer: Pointer

    init(_ pointer: Pointer) { self.pointer = pointer }
}

extension CHandle: Equatable where Pointer: Equatable {}
extension CHandle: Hashable where Pointer: Hashable {}

extension CHandle {
    /// A slot for one replaced C function's original, empty until C fills it. The workarounds
    /// fill it once, under their install lock, before the replacement that reads it is in place.
    static func emptySlot<Function>() -> CHandle<UnsafeMutablePointer<Function?>> where Pointer == UnsafeMutablePointer<Function?> {
        let slot = UnsafeMutablePointer<Function?>.allocate(capacity: 1)
        slot.initialize(to: nil)
        return CHandle(slot)
    }
}
