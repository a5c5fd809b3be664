import Foundation

// The Swift overlay's additions to MLMultiArray: vectors from collections, shaped-array
// conversion and scoped buffer access. All are exact in a render.
extension MLMultiArray {
    /// A vector of 32-bit integers holding `data`'s elements. An element outside `Int32`'s
    /// range stops the program, as on iOS.
    public convenience init<C>(_ data: C) throws where C: Collection, C.Element: FixedWidthInteger {
        try self.init(shape: [NSNumber(value: data.count)], dataType: .int32)
        for (index, value) in data.enumerated() {
            dataPointer.storeBytes(of: Int32(value), toByteOffset: index * 4, as: Int32.self)
        }
    }

    /// A vector of 32-bit floats holding `data`'s elements.
    public convenience init<C>(_ data: C) throws where C: Collection, C.Element == Float {
        try self.init(shape: [NSNumber(value: data.count)], dataType: .float32)
        for (index, value) in data.enumerated() {
            dataPointer.storeBytes(of: value, toByteOffset: index * 4, as: Float.self)
        }
    }

    /// A vector of doubles holding `data`'s elements.
    public convenience init<C>(_ data: C) throws where C: Collection, C.Element == Double {
        try self.init(shape: [NSNumber(value: data.count)], dataType: .double)
        for (index, value) in data.enumerated() {
            dataPointer.storeBytes(of: value, toByteOffset: index * 8, as: Double.self)
        }
    }

    /// A new array of `shape` laid out by `strides` (iOS 18+), its memory zeroed.
    public convenience init(shape: [Int], dataType: MLMultiArrayDataType, strides: [Int]) {
        let dims = shape.map { max($0, 0) }
        self.init(allocating: dims, steps: MLMultiArray.fit(strides, to: dims), dataType: dataType)
    }

    /// An array of the shaped array's type and shape holding a copy of its scalars (iOS 15+).
    public convenience init<ShapedArray>(_ shapedArray: ShapedArray) where ShapedArray: MLShapedArrayProtocol {
        let dims = shapedArray.shape
        self.init(allocating: dims, steps: MLMultiArray.contiguousStrides(dims), dataType: ShapedArray.Scalar.multiArrayDataType)
        let values = shapedArray.scalars
        dataPointer.withMemoryRebound(to: ShapedArray.Scalar.self, capacity: max(values.count, 1)) { typed in
            for index in values.indices { typed[index] = values[index] }
        }
    }

    /// The bytes the array spans in memory.
    private var byteCount: Int { (MLMultiArray.extent(dims, steps) ?? 0) * dataType.byteWidth }

    /// Calls `body` with the array's memory as raw bytes (iOS 15.4+); read it by `strides`.
    public func withUnsafeBytes<R>(_ body: (_ ptr: UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: dataPointer, count: byteCount))
    }

    /// Calls `body` with the array's memory as mutable raw bytes and the strides, in elements,
    /// to write it by (iOS 15.4+).
    public func withUnsafeMutableBytes<R>(_ body: (_ ptr: UnsafeMutableRawBufferPointer, _ strides: [Int]) throws -> R) rethrows -> R {
        try body(UnsafeMutableRawBufferPointer(start: dataPointer, count: byteCount), steps)
    }

    /// Calls `body` with the array's memory as elements of `type` (iOS 15.4+), which must be
    /// the array's element type (`Float` for `.float32`); another type stops the program, as
    /// on iOS. Read the buffer by `strides`.
    public func withUnsafeBufferPointer<S, R>(ofType type: S.Type, _ body: (_ ptr: UnsafeBufferPointer<S>) throws -> R) rethrows -> R
    where S: MLShapedArrayScalar {
        let count = typedCount(S.self)
        return try dataPointer.withMemoryRebound(to: S.self, capacity: max(count, 1)) { typed in
            try body(UnsafeBufferPointer(start: typed, count: count))
        }
    }

    /// Calls `body` with the array's memory as mutable elements of `type` and the strides to
    /// write it by (iOS 15.4+); `type` must be the array's element type.
    public func withUnsafeMutableBufferPointer<S, R>(ofType type: S.Type,
                                                     _ body: (_ ptr: UnsafeMutableBufferPointer<S>, _ strides: [Int]) throws -> R) rethrows -> R
    where S: MLShapedArrayScalar {
        let count = typedCount(S.self)
        return try dataPointer.withMemoryRebound(to: S.self, capacity: max(count, 1)) { typed in
            try body(UnsafeMutableBufferPointer(start: typed, count: count), steps)
        }
    }

    /// How many elements of `type` the array spans, after checking that `type` is its own.
    func typedCount<S: MLShapedArrayScalar>(_ type: S.Type) -> Int {
        precondition(S.multiArrayDataType == dataType, "MLMultiArray: \(S.self) does not match the array's \(dataType.displayName) elements")
        return MLMultiArray.extent(dims, steps) ?? 0
    }
}

extension UnsafeBufferPointer {
    /// A buffer over `multiArray`'s elements, which must be of this buffer's `Element` type;
    /// throws `MLModelError(.featureType)` if they are not. Valid only while the array lives.
    public init(_ multiArray: MLMultiArray) throws {
        guard let scalar = Element.self as? any MLShapedArrayScalar.Type, scalar.multiArrayDataType == multiArray.dataType else {
            throw MLModelError(.featureType, userInfo: [NSLocalizedDescriptionKey: "The multiarray does not hold \(Element.self) elements."])
        }
        let count = MLMultiArray.extent(multiArray.dims, multiArray.steps) ?? 0
        self.init(start: multiArray.dataPointer.assumingMemoryBound(to: Element.self), count: count)
    }
}

extension UnsafeMutableBufferPointer {
    /// A mutable buffer over `multiArray`'s elements, which must be of this buffer's `Element`
    /// type; throws `MLModelError(.featureType)` if they are not. Valid only while the array lives.
    public init(_ multiArray: MLMultiArray) throws {
        guard let scalar = Element.self as? any MLShapedArrayScalar.Type, scalar.multiArrayDataType == multiArray.dataType else {
            throw MLModelError(.featureType, userInfo: [NSLocalizedDescriptionKey: "The multiarray does not hold \(Element.self) elements."])
        }
        let count = MLMultiArray.extent(multiArray.dims, multiArray.steps) ?? 0
        self.init(start: multiArray.dataPointer.assumingMemoryBound(to: Element.self), count: count)
    }
}
