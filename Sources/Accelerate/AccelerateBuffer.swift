/// A collection whose elements lie contiguously in memory, which Accelerate's Swift functions
/// read (`Array`, `ArraySlice`, `ContiguousArray`, buffer pointers).
public protocol AccelerateBuffer<Element> {
    associatedtype Element
    /// The number of elements.
    var count: Int { get }
    /// Calls `body` with a pointer to the elements.
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R
}

/// A contiguous collection Accelerate's Swift functions can write into.
public protocol AccelerateMutableBuffer<Element>: AccelerateBuffer {
    /// Calls `body` with a mutable pointer to the elements.
    mutating func withUnsafeMutableBufferPointer<R>(_ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R
}

extension Array: AccelerateMutableBuffer {}
extension ContiguousArray: AccelerateMutableBuffer {}
extension ArraySlice: AccelerateMutableBuffer {}

extension UnsafeBufferPointer: AccelerateBuffer {
    /// Calls `body` with this pointer.
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R { try body(self) }
}

extension UnsafeMutableBufferPointer: AccelerateMutableBuffer {
    /// Calls `body` with this pointer, read-only.
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(self))
    }
    /// Calls `body` with this pointer.
    public mutating func withUnsafeMutableBufferPointer<R>(_ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(&self)
    }
}
