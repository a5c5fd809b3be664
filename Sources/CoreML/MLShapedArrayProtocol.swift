import Foundation

/// What `MLShapedArray` and `MLShapedArraySlice` share: a shape, strides, scalar access and
/// slicing. As a collection a shaped array holds the slices along its first axis. Everything
/// works in a render as on iOS: these are plain values in memory.
public protocol MLShapedArrayProtocol<Scalar>: ExpressibleByArrayLiteral, MutableCollection, RandomAccessCollection
where Self.Index == Int {
    /// The scalar type, such as `Float` or `Int32`.
    associatedtype Scalar: MLShapedArrayScalar

    /// A shaped array over `bytes` laid out by `strides`; `deallocator` releases them.
    init(bytesNoCopy bytes: UnsafeRawPointer, shape: [Int], strides: [Int], deallocator: Data.Deallocator)

    /// A shaped array of `shape` whose memory `initializer` fills, given the buffer and the
    /// strides to fill it by.
    init(unsafeUninitializedShape shape: [Int],
         initializingWith initializer: (_ ptr: inout UnsafeMutableBufferPointer<Scalar>, _ strides: [Int]) throws -> Void) rethrows

    /// The length of each axis: `[2, 3]` for a 2 × 3 matrix; `[]` for a scalar.
    var shape: [Int] { get }

    /// How far apart, in scalars, consecutive indices of each axis lie in memory.
    var strides: [Int] { get }

    /// The part of the array `sliceRanges` select on the leading axes (the rest whole).
    subscript<C>(sliceRanges: C) -> MLShapedArraySlice<Scalar> where C: Collection, C.Element == Range<Int> { get set }

    /// The slice with the leading axes fixed at `indices`: `m[[1]]` is row 1 of a matrix.
    subscript<C>(indices: C) -> MLShapedArraySlice<Scalar> where C: Collection, C.Element == Int { get set }

    /// The scalar at `indices` (one index per axis).
    subscript<C>(scalarAt indices: C) -> Scalar where C: Collection, C.Element == Int { get set }

    /// Calls `body` with the array's memory, its shape and its strides.
    func withUnsafeShapedBufferPointer<R>(
        _ body: (_ ptr: UnsafeBufferPointer<Scalar>, _ shape: [Int], _ strides: [Int]) throws -> R) rethrows -> R

    /// Calls `body` with the array's mutable memory, its shape and its strides.
    mutating func withUnsafeMutableShapedBufferPointer<R>(
        _ body: (_ ptr: inout UnsafeMutableBufferPointer<Scalar>, _ shape: [Int], _ strides: [Int]) throws -> R) rethrows -> R
}

// Scalar access, filling and the convenience initializers, built on the requirements.
extension MLShapedArrayProtocol {
    /// Whether the array is a single scalar (rank 0), as `m[0, 1]` of a matrix is.
    public var isScalar: Bool { shape.isEmpty }

    /// The number of scalars: the product of `shape` (1 for a scalar).
    public var scalarCount: Int { shape.reduce(1, *) }

    /// Every scalar in first-major order; setting it replaces them all (the count must match).
    public var scalars: [Scalar] {
        get { withUnsafeShapedBufferPointer { ShapedStorage(buffer: Array($0), offset: 0, shape: $1, strides: $2).scalars } }
        set {
            precondition(newValue.count == scalarCount, "MLShapedArray: \(newValue.count) scalars cannot fill shape \(shape)")
            withUnsafeMutableShapedBufferPointer { pointer, shape, strides in
                var next = 0
                ShapedStorage<Scalar>(buffer: [], offset: 0, shape: shape, strides: strides).forEachPosition { position in
                    pointer[position] = newValue[next]
                    next += 1
                }
            }
        }
    }

    /// The value of a rank-0 array; `nil` for any other. Setting it on a rank-0 array replaces
    /// the value.
    public var scalar: Scalar? {
        get { isScalar ? self[scalarAt: [Int]()] : nil }
        set {
            if isScalar, let newValue { self[scalarAt: [Int]()] = newValue }
        }
    }

    /// Sets every scalar to `value`.
    public mutating func fill(with value: Scalar) {
        scalars = [Scalar](repeating: value, count: scalarCount)
    }

    /// Sets the scalars, first-major, to `collection`'s values, repeating it from the start as
    /// often as needed: `[1, 2]` fills a 2 × 2 array with `[1, 2, 1, 2]`.
    public mutating func fill<C>(with collection: C) where C: Collection, Self.Scalar == C.Element {
        guard !collection.isEmpty else { return }
        let values = Array(collection)
        scalars = (0..<scalarCount).map { values[$0 % values.count] }
    }

    /// A rank-1 array of `elements`.
    public init(arrayLiteral elements: Scalar...) {
        self.init(scalars: elements, shape: [elements.count])
    }

    /// An array of `shape` with every scalar `value`.
    public init(repeating value: Scalar, shape: [Int]) {
        self.init(unsafeUninitializedShape: shape) { pointer, _ in
            pointer.initialize(repeating: value)
        }
    }

    /// An array of `shape` filled first-major from `scalars`, which must hold at least as many.
    public init<S>(scalars: S, shape: [Int]) where S: Sequence, Self.Scalar == S.Element {
        let count = shape.reduce(1, *)
        let values = Array(scalars.prefix(count))
        precondition(values.count == count, "MLShapedArray: \(values.count) scalars cannot fill shape \(shape)")
        self.init(unsafeUninitializedShape: shape) { pointer, _ in
            _ = pointer.initialize(from: values)
        }
    }

    /// An array over `bytes` in contiguous first-major order.
    public init(bytesNoCopy bytes: UnsafeRawPointer, shape: [Int], deallocator: Data.Deallocator) {
        self.init(bytesNoCopy: bytes, shape: shape, strides: MLMultiArray.contiguousStrides(shape), deallocator: deallocator)
    }

    /// The scalars of `source` converted to this array's type (floating point to integer
    /// rounds toward zero).
    public init<T>(converting source: T) where T: MLShapedArrayProtocol {
        let values = source.scalars.map { ScalarConversion.convert($0, to: Scalar.self) }
        self.init(scalars: values, shape: source.shape)
    }

    /// The elements of `multiArray`, which iOS requires to be of this array's type; a render
    /// converts those that are not.
    public init(_ multiArray: MLMultiArray) {
        self.init(converting: multiArray)
    }

    /// The elements of `multiArray` converted to this array's type.
    public init(converting multiArray: MLMultiArray) {
        var values: [Scalar] = []
        values.reserveCapacity(multiArray.count)
        multiArray.forEachIndex { index in
            values.append(ScalarConversion.scalar(multiArray.read(at: multiArray.offset(of: index)), as: Scalar.self))
        }
        self.init(scalars: values, shape: multiArray.dims)
    }
}

// Slicing by index lists, range expressions and `...`.
extension MLShapedArrayProtocol {
    /// The slice with the leading axes fixed at `indices`: `m[1]` is row 1 of a matrix,
    /// `m[1, 2]` the scalar slice at row 1, column 2.
    public subscript(indices: Int...) -> MLShapedArraySlice<Scalar> {
        get { self[indices] }
        set { self[indices] = newValue }
    }

    /// The scalar at `indices`: `m[scalarAt: 1, 2]`.
    public subscript(scalarAt indices: Int...) -> Scalar {
        get { self[scalarAt: indices] }
        set { self[scalarAt: indices] = newValue }
    }

    /// The part `sliceRanges` select on the leading axes: `m[0..<2, 1...]`.
    public subscript(sliceRanges: any MLShapedArrayRangeExpression...) -> MLShapedArraySlice<Scalar> {
        get { self[partialSliceRanges: sliceRanges] }
        set { self[partialSliceRanges: sliceRanges] = newValue }
    }

    /// The part `sliceRange` selects on the first axis.
    public subscript(sliceRange: any MLShapedArrayRangeExpression) -> MLShapedArraySlice<Scalar> {
        get { self[partialSliceRanges: [sliceRange]] }
        set { self[partialSliceRanges: [sliceRange]] = newValue }
    }

    /// The part `partialSliceRanges` select on the leading axes; the remaining axes are whole:
    /// `m[partialSliceRanges: [0..<1]]` of a 2 × 3 array has shape `[1, 3]`.
    public subscript<C>(partialSliceRanges partialSliceRanges: C) -> MLShapedArraySlice<Scalar>
    where C: Collection, C.Element == any MLShapedArrayRangeExpression {
        get { self[rangesFor(Array(partialSliceRanges))] }
        set { self[rangesFor(Array(partialSliceRanges))] = newValue }
    }

    /// The whole array as a slice: `m[...]`.
    public subscript(_: (UnboundedRange_) -> Void) -> MLShapedArraySlice<Scalar> {
        get { self[[Range<Int>]()] }
        set { self[[Range<Int>]()] = newValue }
    }

    /// The ranges `expressions` select on the leading axes.
    private func rangesFor(_ expressions: [any MLShapedArrayRangeExpression]) -> [Range<Int>] {
        ShapedStorage<Scalar>(buffer: [], offset: 0, shape: shape, strides: strides).ranges(expressions)
    }
}

// Identity matrices and random arrays.
extension MLShapedArrayProtocol where Scalar: BinaryFloatingPoint, Scalar.RawSignificand: FixedWidthInteger {
    /// A `size` × `size` matrix of zeros with ones on the diagonal.
    public init(identityMatrixOfSize size: Int) {
        self.init(scalars: (0..<(size * size)).map { $0 / size == $0 % size ? 1 : 0 }, shape: [size, size])
    }

    /// An array of `shape` with each scalar drawn at random from `range`.
    public init(randomScalarsIn range: Range<Scalar>, shape: [Int]) {
        self.init(scalars: (0..<shape.reduce(1, *)).map { _ in Scalar.random(in: range) }, shape: shape)
    }
}

// Identity matrices and random arrays of integers.
extension MLShapedArrayProtocol where Scalar: FixedWidthInteger {
    /// A `size` × `size` matrix of zeros with ones on the diagonal.
    public init(identityMatrixOfSize size: Int) {
        self.init(scalars: (0..<(size * size)).map { $0 / size == $0 % size ? 1 : 0 }, shape: [size, size])
    }

    /// An array of `shape` with each scalar drawn at random from `range`.
    public init(randomScalarsIn range: Range<Scalar>, shape: [Int]) {
        self.init(scalars: (0..<shape.reduce(1, *)).map { _ in Scalar.random(in: range) }, shape: shape)
    }
}
