import Foundation

/// The storage behind `MLShapedArray` and `MLShapedArraySlice`: a buffer of scalars (shared
/// copy-on-write, as `Array` is) and the view of it the value shows: where its first scalar
/// lies, its shape and its strides. An `MLShapedArray` always views its whole buffer in
/// contiguous first-major order; a slice views any part of its parent's.
struct ShapedStorage<Scalar: MLShapedArrayScalar>: Sendable {
    var buffer: [Scalar]
    var offset: Int
    var shape: [Int]
    var strides: [Int]

    /// A contiguous view of all of `buffer` as `shape`.
    init(contiguous buffer: [Scalar], shape: [Int]) {
        precondition(shape.allSatisfy { $0 >= 0 }, "MLShapedArray: a shape cannot have a negative dimension")
        precondition(buffer.count >= shape.reduce(1, *), "MLShapedArray: \(buffer.count) scalars cannot fill shape \(shape)")
        self.buffer = buffer
        offset = 0
        self.shape = shape
        strides = MLMultiArray.contiguousStrides(shape)
    }

    /// A view of `buffer`.
    init(buffer: [Scalar], offset: Int, shape: [Int], strides: [Int]) {
        self.buffer = buffer
        self.offset = offset
        self.shape = shape
        self.strides = strides
    }

    /// The contiguous storage `initializer` fills, as `MLShapedArray(unsafeUninitializedShape:)`
    /// makes it.
    init(uninitializedShape shape: [Int],
         initializer: (inout UnsafeMutableBufferPointer<Scalar>, [Int]) throws -> Void) rethrows {
        let count = shape.reduce(1, *)
        let strides = MLMultiArray.contiguousStrides(shape)
        let buffer = try [Scalar](unsafeUninitializedCapacity: count) { pointer, initialized in
            var whole = pointer
            try initializer(&whole, strides)
            initialized = count
        }
        self.init(contiguous: buffer, shape: shape)
    }

    /// The scalars at `bytes`, laid out by `strides`, copied into contiguous storage; `bytes`
    /// is released through `deallocator` once copied.
    init(bytes: UnsafeRawPointer, shape: [Int], strides: [Int], deallocator: Data.Deallocator) {
        let span = MLMultiArray.extent(shape, strides) ?? 0
        let data = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: bytes),
                        count: span * MemoryLayout<Scalar>.stride, deallocator: deallocator)
        self.init(data: data, shape: shape, strides: strides)
    }

    /// The scalars in `data`, laid out by `strides`, copied into contiguous storage.
    init(data: Data, shape: [Int], strides: [Int]) {
        let source = data.withUnsafeBytes { raw in
            [Scalar](unsafeUninitializedCapacity: raw.count / MemoryLayout<Scalar>.stride) { pointer, initialized in
                initialized = raw.copyBytes(to: UnsafeMutableRawBufferPointer(pointer)) / MemoryLayout<Scalar>.stride
            }
        }
        precondition(source.count >= (MLMultiArray.extent(shape, strides) ?? 0), "MLShapedArray: the data is too short for shape \(shape)")
        let view = ShapedStorage(buffer: source, offset: 0, shape: shape, strides: strides)
        self.init(contiguous: view.scalars, shape: shape)
    }

    /// The number of scalars: the product of `shape` (1 for a scalar).
    var scalarCount: Int { shape.reduce(1, *) }

    /// Where in `buffer` the scalar at `index` lies.
    func position<C: Collection>(_ index: C) -> Int where C.Element == Int {
        precondition(index.count == shape.count, "MLShapedArray: \(Array(index)) does not index a scalar of shape \(shape)")
        var result = offset
        for (axis, value) in index.enumerated() {
            precondition(value >= 0 && value < shape[axis], "MLShapedArray: index \(Array(index)) is out of bounds for shape \(shape)")
            result += value * strides[axis]
        }
        return result
    }

    /// Calls `body` with the buffer position of every scalar, in first-major order.
    func forEachPosition(_ body: (Int) -> Void) {
        guard scalarCount > 0 else { return }
        var index = [Int](repeating: 0, count: shape.count)
        var position = offset
        while true {
            body(position)
            var axis = shape.count - 1
            while axis >= 0 {
                index[axis] += 1
                position += strides[axis]
                if index[axis] < shape[axis] { break }
                position -= index[axis] * strides[axis]
                index[axis] = 0
                axis -= 1
            }
            if axis < 0 { return }
        }
    }

    /// Every scalar in first-major order.
    var scalars: [Scalar] {
        get {
            var result: [Scalar] = []
            result.reserveCapacity(scalarCount)
            forEachPosition { result.append(buffer[$0]) }
            return result
        }
        set {
            precondition(newValue.count == scalarCount, "MLShapedArray: \(newValue.count) scalars cannot fill shape \(shape)")
            var next = 0
            forEachPosition { position in
                buffer[position] = newValue[next]
                next += 1
            }
        }
    }

    /// This view copied into a contiguous buffer of its own.
    var compacted: ShapedStorage {
        if offset == 0, strides == MLMultiArray.contiguousStrides(shape), buffer.count == scalarCount { return self }
        return ShapedStorage(contiguous: scalars, shape: shape)
    }

    /// The view with the leading axes fixed at `index` (its rank is smaller by `index.count`).
    func sliced<C: Collection>(leading index: C) -> ShapedStorage where C.Element == Int {
        precondition(index.count <= shape.count, "MLShapedArray: \(Array(index)) has more indices than shape \(shape) has axes")
        var start = offset
        for (axis, value) in index.enumerated() {
            precondition(value >= 0 && value < shape[axis], "MLShapedArray: index \(Array(index)) is out of bounds for shape \(shape)")
            start += value * strides[axis]
        }
        return ShapedStorage(buffer: buffer, offset: start, shape: Array(shape.dropFirst(index.count)),
                             strides: Array(strides.dropFirst(index.count)))
    }

    /// The view narrowed to `ranges` on the leading axes (the rest whole); the rank is kept.
    func sliced<C: Collection>(ranges: C) -> ShapedStorage where C.Element == Range<Int> {
        precondition(ranges.count <= shape.count, "MLShapedArray: more ranges than shape \(shape) has axes")
        var start = offset
        var narrowed = shape
        for (axis, range) in ranges.enumerated() {
            precondition(range.lowerBound >= 0 && range.upperBound <= shape[axis],
                         "MLShapedArray: range \(range) is out of bounds for axis \(axis) of shape \(shape)")
            start += range.lowerBound * strides[axis]
            narrowed[axis] = range.count
        }
        return ShapedStorage(buffer: buffer, offset: start, shape: narrowed, strides: strides)
    }

    /// The ranges `expressions` select on the leading axes.
    func ranges(_ expressions: [any MLShapedArrayRangeExpression]) -> [Range<Int>] {
        expressions.enumerated().map { axis, expression in
            precondition(axis < shape.count, "MLShapedArray: more ranges than shape \(shape) has axes")
            return expression.relative(toShapedArrayAxis: 0..<shape[axis])
        }
    }

    /// `view` without its reference to the buffer: a description of where it lies, so that
    /// writing through it does not copy the buffer.
    func region(_ view: ShapedStorage) -> ShapedStorage {
        ShapedStorage(buffer: [], offset: view.offset, shape: view.shape, strides: view.strides)
    }

    /// Writes `source`'s scalars over the part of this storage that `region` views (the same
    /// buffer, narrowed); the shapes must match.
    mutating func assign(_ source: ShapedStorage, into region: ShapedStorage) {
        precondition(source.shape == region.shape, "MLShapedArray: a slice of shape \(source.shape) cannot replace one of shape \(region.shape)")
        let values = source.scalars
        var next = 0
        region.forEachPosition { position in
            buffer[position] = values[next]
            next += 1
        }
    }

    /// The same scalars, first-major, viewed as `newShape` (which must hold as many).
    func reshaped(to newShape: [Int]) -> ShapedStorage {
        precondition(newShape.reduce(1, *) == scalarCount, "MLShapedArray: shape \(shape) cannot be reshaped to \(newShape)")
        return ShapedStorage(contiguous: scalars, shape: newShape)
    }

    /// The axes reordered: axis `i` of the result is axis `axes[i]` of this one.
    func transposed(_ axes: [Int]) -> ShapedStorage {
        precondition(axes.sorted() == Array(shape.indices), "MLShapedArray: \(axes) is not a permutation of \(shape.count) axes")
        let view = ShapedStorage(buffer: buffer, offset: offset, shape: axes.map { shape[$0] }, strides: axes.map { strides[$0] })
        return view.compacted
    }

    /// The scalars nested in brackets by axis: `[[0, 1], [2, 3]]`.
    var nestedDescription: String {
        guard let length = shape.first else { return "\(buffer[offset])" }
        let inner = (0..<length).map { sliced(leading: [$0]).nestedDescription }
        return "[" + inner.joined(separator: ", ") + "]"
    }
}
