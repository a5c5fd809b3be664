import Foundation

/// A part of a shaped array, as its subscripts return one (iOS 15+): it shares the parent's
/// scalars copy-on-write and views them with its own offset, shape and strides. Writing a slice
/// back through the parent's subscript (`array[0][scalarAt: 1] = 5`) updates the parent.
public struct MLShapedArraySlice<Scalar>: MLShapedArrayProtocol, Sendable where Scalar: MLShapedArrayScalar {
    /// The scalar type of array literals.
    public typealias ArrayLiteralElement = Scalar
    /// Ranges of the first axis are slices.
    public typealias SubSequence = MLShapedArraySlice<Scalar>
    /// Each element is the slice at one index of the first axis.
    public typealias Element = MLShapedArraySlice<Scalar>
    /// Positions along the first axis.
    public typealias Index = Int
    /// The valid positions along the first axis.
    public typealias Indices = Range<Int>
    /// Iterates over the first axis.
    public typealias Iterator = IndexingIterator<MLShapedArraySlice<Scalar>>

    /// The parent's scalars and this slice's view of them.
    var storage: ShapedStorage<Scalar>

    /// A slice viewing `storage`.
    init(storage: ShapedStorage<Scalar>) {
        self.storage = storage
    }

    /// A slice of the scalars at `bytes` laid out by `strides`. A render copies them and then
    /// releases `bytes` through `deallocator`.
    public init(bytesNoCopy bytes: UnsafeRawPointer, shape: [Int], strides: [Int], deallocator: Data.Deallocator) {
        storage = ShapedStorage(bytes: bytes, shape: shape, strides: strides, deallocator: deallocator)
    }

    /// A slice of `shape` whose memory `initializer` fills, given the buffer and the strides.
    public init(unsafeUninitializedShape shape: [Int],
                initializingWith initializer: (_ ptr: inout UnsafeMutableBufferPointer<Scalar>, _ strides: [Int]) throws -> Void) rethrows {
        storage = try ShapedStorage(uninitializedShape: shape, initializer: initializer)
    }

    /// A rank-0 slice holding `scalar`.
    public init(scalar: Scalar) {
        storage = ShapedStorage(contiguous: [scalar], shape: [])
    }

    /// A slice of the scalars in `data`, laid out by `strides`.
    public init(data: Data, shape: [Int], strides: [Int]) {
        storage = ShapedStorage(data: data, shape: shape, strides: strides)
    }

    /// A slice of the scalars in `data`, contiguous and first-major.
    public init(data: Data, shape: [Int]) {
        self.init(data: data, shape: shape, strides: MLMultiArray.contiguousStrides(shape))
    }

    /// The arrays joined along `alongAxis` (negative counts from the last axis).
    public init<S>(concatenating shapedArrays: S, alongAxis: Int) where Scalar == S.Element.Scalar, S: Sequence,
    S.Element: MLShapedArrayProtocol {
        storage = ShapedConcatenation.join(shapedArrays, alongAxis: alongAxis)
    }

    /// A slice of 16-bit floats backed by a pixel buffer (iOS 18+). A render makes no pixel
    /// buffers, so one never reaches this; the slice it makes has `shape` and zero scalars.
    public init(mutating pixelBuffer: CVPixelBuffer, shape: [Int]) {
        self.init(storage: MLShapedArray<Scalar>(mutating: pixelBuffer, shape: shape).storage)
    }

    /// The length of each axis.
    public var shape: [Int] { storage.shape }

    /// How far apart, in scalars, consecutive indices of each axis lie in the shared buffer.
    public var strides: [Int] { storage.strides }

    /// Calls `body` with the slice's memory (starting at its first scalar), shape and strides.
    public func withUnsafeShapedBufferPointer<R>(
        _ body: (_ ptr: UnsafeBufferPointer<Scalar>, _ shape: [Int], _ strides: [Int]) throws -> R) rethrows -> R {
        try storage.buffer.withUnsafeBufferPointer { whole in
            try body(UnsafeBufferPointer(rebasing: whole[storage.offset...]), storage.shape, storage.strides)
        }
    }

    /// Calls `body` with the slice's mutable memory (starting at its first scalar), shape and
    /// strides.
    public mutating func withUnsafeMutableShapedBufferPointer<R>(
        _ body: (_ ptr: inout UnsafeMutableBufferPointer<Scalar>, _ shape: [Int], _ strides: [Int]) throws -> R) rethrows -> R {
        let (offset, shape, strides) = (storage.offset, storage.shape, storage.strides)
        return try storage.buffer.withUnsafeMutableBufferPointer { whole in
            var part = UnsafeMutableBufferPointer(rebasing: whole[offset...])
            return try body(&part, shape, strides)
        }
    }

    /// The first index of the first axis: 0.
    public var startIndex: Int { 0 }
    /// The length of the first axis (0 for a scalar).
    public var endIndex: Int { storage.shape.first ?? 0 }
    /// `0..<endIndex`.
    public var indices: Range<Int> { startIndex..<endIndex }

    /// The slice at `index` of the first axis.
    public subscript(index: Int) -> MLShapedArraySlice<Scalar> {
        get { MLShapedArraySlice(storage: storage.sliced(leading: [index])) }
        set {
            let region = storage.region(storage.sliced(leading: [index]))
            storage.assign(newValue.storage, into: region)
        }
    }

    /// The slice `sliceRange` selects on the first axis.
    public subscript(sliceRange: Range<Int>) -> MLShapedArraySlice<Scalar> {
        get { self[[sliceRange]] }
        set { self[[sliceRange]] = newValue }
    }

    /// The slice with the leading axes fixed at `indices`.
    public subscript<C>(indices: C) -> MLShapedArraySlice<Scalar> where C: Collection, C.Element == Int {
        get { MLShapedArraySlice(storage: storage.sliced(leading: indices)) }
        set {
            let region = storage.region(storage.sliced(leading: indices))
            storage.assign(newValue.storage, into: region)
        }
    }

    /// The scalar at `indices`.
    public subscript<C>(scalarAt indices: C) -> Scalar where C: Collection, C.Element == Int {
        get { storage.buffer[storage.position(indices)] }
        set { storage.buffer[storage.position(indices)] = newValue }
    }

    /// The part `sliceRanges` select on the leading axes (the rest whole).
    public subscript<C>(sliceRanges: C) -> MLShapedArraySlice<Scalar> where C: Collection, C.Element == Range<Int> {
        get { MLShapedArraySlice(storage: storage.sliced(ranges: sliceRanges)) }
        set {
            let region = storage.region(storage.sliced(ranges: sliceRanges))
            storage.assign(newValue.storage, into: region)
        }
    }

    /// The same scalars, first-major, with shape `newShape` (iOS 18+).
    public func reshaped(to newShape: [Int]) -> MLShapedArraySlice<Scalar> {
        MLShapedArraySlice(storage: storage.reshaped(to: newShape))
    }

    /// The slice without its axes of length 1 (iOS 18+).
    public func squeezingShape() -> MLShapedArraySlice<Scalar> {
        reshaped(to: shape.filter { $0 != 1 })
    }

    /// The slice with an axis of length 1 inserted at `axis` (iOS 18+).
    public func expandingShape(at axis: Int) -> MLShapedArraySlice<Scalar> {
        var expanded = shape
        expanded.insert(1, at: axis)
        return reshaped(to: expanded)
    }

    /// The slice with its axes reversed (iOS 18+).
    public func transposed() -> MLShapedArraySlice<Scalar> {
        transposed(permutation: Array(shape.indices.reversed()))
    }

    /// The slice with its axes reordered (iOS 18+): axis `i` of the result is axis `axes[i]`.
    public func transposed(permutation axes: [Int]) -> MLShapedArraySlice<Scalar> {
        MLShapedArraySlice(storage: storage.transposed(axes))
    }
}

extension MLShapedArraySlice: Equatable where Scalar: Equatable {
    /// Whether the slices have the same shape and the same scalars.
    public static func == (lhs: MLShapedArraySlice<Scalar>, rhs: MLShapedArraySlice<Scalar>) -> Bool {
        lhs.shape == rhs.shape && lhs.scalars == rhs.scalars
    }
}

extension MLShapedArraySlice: CustomStringConvertible {
    /// The scalars nested in brackets by axis; a scalar slice prints alone.
    public var description: String { storage.nestedDescription }
}

extension MLShapedArraySlice: Encodable where Scalar: Encodable {
    /// Encodes the shape and the first-major scalars (iOS 16+).
    public func encode(to encoder: any Encoder) throws {
        try MLShapedArray<Scalar>(storage: storage).encode(to: encoder)
    }
}

extension MLShapedArraySlice: Decodable where Scalar: Decodable {
    /// Decodes the shape and the first-major scalars (iOS 16+).
    public init(from decoder: any Decoder) throws {
        self.init(storage: try MLShapedArray<Scalar>(from: decoder).storage)
    }
}
