import Foundation

/// An N-dimensional array of scalars with value semantics, as models take and produce them
/// (iOS 15+). It is real in a render: the scalars live in a first-major contiguous buffer
/// shared copy-on-write; indexing, slicing, reshaping and transposing work as on iOS. As a
/// collection it holds the slices along its first axis.
public struct MLShapedArray<Scalar>: MLShapedArrayProtocol, Sendable where Scalar: MLShapedArrayScalar {
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
    public typealias Iterator = IndexingIterator<MLShapedArray<Scalar>>

    /// The scalars, always contiguous and first-major.
    var storage: ShapedStorage<Scalar>

    /// An array over `storage`, compacted if it is a partial view.
    init(storage: ShapedStorage<Scalar>) {
        self.storage = storage.compacted
    }

    /// An array of the scalars at `bytes` laid out by `strides`. A render copies them and
    /// then releases `bytes` through `deallocator`.
    public init(bytesNoCopy bytes: UnsafeRawPointer, shape: [Int], strides: [Int], deallocator: Data.Deallocator) {
        self.init(storage: ShapedStorage(bytes: bytes, shape: shape, strides: strides, deallocator: deallocator))
    }

    /// An array of the scalars in `data`, laid out by `strides`.
    public init(data: Data, shape: [Int], strides: [Int]) {
        self.init(storage: ShapedStorage(data: data, shape: shape, strides: strides))
    }

    /// An array of the scalars in `data`, contiguous and first-major.
    public init(data: Data, shape: [Int]) {
        self.init(data: data, shape: shape, strides: MLMultiArray.contiguousStrides(shape))
    }

    /// An array of `shape` whose memory `initializer` fills, given the buffer and the strides.
    public init(unsafeUninitializedShape shape: [Int],
                initializingWith initializer: (_ ptr: inout UnsafeMutableBufferPointer<Scalar>, _ strides: [Int]) throws -> Void) rethrows {
        storage = try ShapedStorage(uninitializedShape: shape, initializer: initializer)
    }

    /// A rank-0 array holding `scalar`.
    public init(scalar: Scalar) {
        storage = ShapedStorage(contiguous: [scalar], shape: [])
    }

    /// The arrays joined along `alongAxis` (negative counts from the last axis); every other
    /// axis must match.
    public init<S>(concatenating shapedArrays: S, alongAxis: Int) where Scalar == S.Element.Scalar, S: Sequence,
    S.Element: MLShapedArrayProtocol {
        self.init(storage: ShapedConcatenation.join(shapedArrays, alongAxis: alongAxis))
    }

    /// An array of 16-bit floats backed by a pixel buffer (iOS 18+). A render makes no pixel
    /// buffers, so one never reaches this; the array it makes has `shape` and zero scalars.
    public init(mutating pixelBuffer: CVPixelBuffer, shape: [Int]) {
        storage = ShapedStorage(contiguous: [Scalar](repeating: ScalarConversion.scalar(0, as: Scalar.self),
                                                     count: shape.reduce(1, *)), shape: shape)
    }

    /// The length of each axis.
    public var shape: [Int] { storage.shape }

    /// The contiguous first-major strides: `[12, 4, 1]` for shape `[2, 3, 4]`.
    public var strides: [Int] { storage.strides }

    /// Calls `body` with the scalars' memory, the shape and the strides.
    public func withUnsafeShapedBufferPointer<R>(
        _ body: (_ ptr: UnsafeBufferPointer<Scalar>, _ shape: [Int], _ strides: [Int]) throws -> R) rethrows -> R {
        try storage.buffer.withUnsafeBufferPointer { try body($0, storage.shape, storage.strides) }
    }

    /// Calls `body` with the scalars' mutable memory, the shape and the strides.
    public mutating func withUnsafeMutableShapedBufferPointer<R>(
        _ body: (_ ptr: inout UnsafeMutableBufferPointer<Scalar>, _ shape: [Int], _ strides: [Int]) throws -> R) rethrows -> R {
        let (shape, strides) = (storage.shape, storage.strides)
        return try storage.buffer.withUnsafeMutableBufferPointer { pointer in
            var whole = pointer
            return try body(&whole, shape, strides)
        }
    }

    /// Calls `body` with the backing pixel buffer (iOS 18+): a render's arrays have none, so
    /// it returns `nil` without calling it.
    public func withPixelBufferIfAvailable<R>(_ body: (_ pixelBuffer: CVPixelBuffer) throws -> R) rethrows -> R? { nil }

    /// Calls `body` with the backing pixel buffer to write to (iOS 18+): `nil`, as a render's
    /// arrays have none.
    public mutating func withMutablePixelBufferIfAvailable<R>(_ body: (_ pixelBuffer: CVPixelBuffer) throws -> R) rethrows -> R? { nil }

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

    /// The same scalars, first-major, with shape `newShape` (iOS 18+), which must hold as many.
    public func reshaped(to newShape: [Int]) -> MLShapedArray<Scalar> {
        MLShapedArray(storage: storage.reshaped(to: newShape))
    }

    /// The array without its axes of length 1 (iOS 18+): `[1, 2, 1, 2]` becomes `[2, 2]`.
    public func squeezingShape() -> MLShapedArray<Scalar> {
        reshaped(to: shape.filter { $0 != 1 })
    }

    /// The array with an axis of length 1 inserted at `axis` (iOS 18+).
    public func expandingShape(at axis: Int) -> MLShapedArray<Scalar> {
        var expanded = shape
        expanded.insert(1, at: axis)
        return reshaped(to: expanded)
    }

    /// The array with its axes reversed (iOS 18+): shape `[1, 2, 3]` becomes `[3, 2, 1]`.
    public func transposed() -> MLShapedArray<Scalar> {
        transposed(permutation: Array(shape.indices.reversed()))
    }

    /// The array with its axes reordered (iOS 18+): axis `i` of the result is axis
    /// `axes[i]` of this one.
    public func transposed(permutation axes: [Int]) -> MLShapedArray<Scalar> {
        MLShapedArray(storage: storage.transposed(axes))
    }
}

extension MLShapedArray: Equatable where Scalar: Equatable {
    /// Whether the arrays have the same shape and the same scalars.
    public static func == (lhs: MLShapedArray<Scalar>, rhs: MLShapedArray<Scalar>) -> Bool {
        lhs.shape == rhs.shape && lhs.scalars == rhs.scalars
    }
}

extension MLShapedArray: CustomStringConvertible {
    /// The scalars nested in brackets by axis: `[[0, 1], [2, 3]]`; a scalar prints alone.
    public var description: String { storage.nestedDescription }
}

extension MLShapedArray: Encodable where Scalar: Encodable {
    /// Encodes the shape and the first-major scalars (iOS 16+).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShapedArrayCodingKeys.self)
        try container.encode(shape, forKey: .shape)
        try container.encode(scalars, forKey: .scalars)
    }
}

extension MLShapedArray: Decodable where Scalar: Decodable {
    /// Decodes the shape and the first-major scalars (iOS 16+).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ShapedArrayCodingKeys.self)
        let shape = try container.decode([Int].self, forKey: .shape)
        let scalars = try container.decode([Scalar].self, forKey: .scalars)
        guard scalars.count == shape.reduce(1, *) else {
            throw DecodingError.dataCorruptedError(forKey: .scalars, in: container,
                                                   debugDescription: "\(scalars.count) scalars cannot fill shape \(shape)")
        }
        self.init(scalars: scalars, shape: shape)
    }
}

/// The keys a shaped array encodes under.
enum ShapedArrayCodingKeys: String, CodingKey {
    case shape
    case scalars
}

/// Joins shaped arrays along an axis, for `init(concatenating:alongAxis:)`.
enum ShapedConcatenation {
    /// The contiguous storage of `arrays` joined along `axis`.
    static func join<S, Scalar>(_ arrays: S, alongAxis axis: Int) -> ShapedStorage<Scalar>
    where S: Sequence, S.Element: MLShapedArrayProtocol, S.Element.Scalar == Scalar {
        let parts = arrays.map { ShapedStorage(contiguous: $0.scalars, shape: $0.shape) }
        precondition(!parts.isEmpty, "MLShapedArray(concatenating:): no arrays to join")
        let rank = parts[0].shape.count
        let along = axis < 0 ? axis + rank : axis
        precondition(along >= 0 && along < rank, "MLShapedArray(concatenating:): axis \(axis) is out of range")
        var shape = parts[0].shape
        for part in parts.dropFirst() {
            precondition(part.shape.count == rank && (0..<rank).allSatisfy { $0 == along || part.shape[$0] == shape[$0] },
                         "MLShapedArray(concatenating:): the shapes differ off the axis")
        }
        shape[along] = parts.reduce(0) { $0 + $1.shape[along] }
        // Each part contributes `outer` runs of (its length along the axis × inner) scalars.
        let outer = shape[..<along].reduce(1, *)
        let inner = shape[(along + 1)...].reduce(1, *)
        var scalars: [Scalar] = []
        scalars.reserveCapacity(shape.reduce(1, *))
        for block in 0..<outer {
            for part in parts {
                let run = part.shape[along] * inner
                scalars.append(contentsOf: part.buffer[(block * run)..<((block + 1) * run)])
            }
        }
        return ShapedStorage(contiguous: scalars, shape: shape)
    }
}
