import BackplateCore
import Foundation

/// A multidimensional array of numbers, as models take and produce them. It is real in a
/// render: the elements live in memory at `dataPointer`, laid out by `strides` (C order, last
/// axis fastest, for arrays Core ML allocates), and are read and written through the
/// subscripts, the buffer-pointer methods or the pointer itself, exactly as on iOS. Memory the
/// array allocates starts zeroed (iOS leaves it unset).
open class MLMultiArray: NSObject {
    /// The first element's address. The array owns the memory unless it was made with
    /// `init(dataPointer:shape:dataType:strides:deallocator:)`.
    public let dataPointer: UnsafeMutableRawPointer
    /// The type of every element.
    public let dataType: MLMultiArrayDataType
    /// The length of each dimension.
    public let shape: [NSNumber]
    /// For each dimension, how many elements apart its consecutive indices lie in memory: the
    /// element at index `i` is at `sum(i[d] * strides[d])`. For a `[2, 3, 4]` array Core ML
    /// allocates, `[12, 4, 1]`.
    public let strides: [NSNumber]
    /// The pixel buffer backing the array (iOS 16+), if it was made from one.
    public let pixelBuffer: CVPixelBuffer?

    /// `shape` and `strides` as integers.
    let dims: [Int]
    let steps: [Int]
    /// What frees `dataPointer` when the array goes away (`nil`: nothing to free).
    private let release: ((UnsafeMutableRawPointer) -> Void)?

    /// The number of elements: the product of `shape` (1 for a rank-0 array).
    public var count: Int { dims.reduce(1, *) }

    /// The designated initializer: wraps `pointer`, freeing it with `release` when done.
    init(pointer: UnsafeMutableRawPointer, dims: [Int], steps: [Int], dataType: MLMultiArrayDataType,
         pixelBuffer: CVPixelBuffer? = nil, release: ((UnsafeMutableRawPointer) -> Void)?) {
        self.dataPointer = pointer
        self.dataType = dataType
        self.dims = dims
        self.steps = steps
        self.shape = dims.map { NSNumber(value: $0) }
        self.strides = steps.map { NSNumber(value: $0) }
        self.pixelBuffer = pixelBuffer
        self.release = release
        super.init()
    }

    /// A new array of `dims` laid out by `steps`, its zeroed memory owned by the array.
    convenience init(allocating dims: [Int], steps: [Int], dataType: MLMultiArrayDataType,
                     pixelBuffer: CVPixelBuffer? = nil) {
        let bytes = max(MLMultiArray.extent(dims, steps) ?? 0, 1) * dataType.byteWidth
        let pointer = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
        pointer.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        self.init(pointer: pointer, dims: dims, steps: steps, dataType: dataType, pixelBuffer: pixelBuffer,
                  release: { $0.deallocate() })
    }

    /// A new array of `shape`, in contiguous C order, its elements zero. Throws
    /// `MLModelError(.generic)` if a dimension is negative.
    public convenience init(shape: [NSNumber], dataType: MLMultiArrayDataType) throws {
        let dims = try MLMultiArray.validated(shape)
        self.init(allocating: dims, steps: MLMultiArray.contiguousStrides(dims), dataType: dataType)
    }

    /// A new array of `shape` laid out by `strides` (iOS 16+), its memory zeroed. A negative
    /// dimension counts as zero; a layout spanning more than `elementLimit` elements (or with a
    /// negative stride) makes an empty array of shape [0], with a warning.
    public convenience init(shape: [NSNumber], dataType: MLMultiArrayDataType, strides: [NSNumber]) {
        var dims = shape.map { max($0.intValue, 0) }
        var steps = MLMultiArray.fit(strides.map(\.intValue), to: dims)
        if MLMultiArray.extent(dims, steps) == nil {
            RuntimeWarning.emit("CoreML: MLMultiArray(shape: \(dims), strides: \(steps)) is too large or has a negative stride; it is empty")
            (dims, steps) = ([0], [1])
        }
        self.init(allocating: dims, steps: steps, dataType: dataType)
    }

    /// An array over memory the caller owns: nothing is copied, and `deallocator` (if any) is
    /// called with `dataPointer` when the array goes away. Throws `MLModelError(.generic)` if a
    /// dimension is negative or `strides` does not have one entry per dimension.
    public convenience init(dataPointer: UnsafeMutableRawPointer, shape: [NSNumber], dataType: MLMultiArrayDataType,
                            strides: [NSNumber], deallocator: ((UnsafeMutableRawPointer) -> Void)? = nil) throws {
        let dims = try MLMultiArray.validated(shape)
        guard strides.count == dims.count else {
            throw MLModelError(.generic, userInfo: [NSLocalizedDescriptionKey: "The strides must have one entry per dimension of the shape."])
        }
        self.init(pointer: dataPointer, dims: dims, steps: strides.map(\.intValue), dataType: dataType,
                  release: deallocator)
    }

    /// An array of 16-bit floats over a pixel buffer (iOS 16+). A render makes no pixel
    /// buffers, so one never reaches this; the array it makes has `shape`, zero elements and
    /// keeps `pixelBuffer`.
    public convenience init(pixelBuffer: CVPixelBuffer, shape: [NSNumber]) {
        let dims = shape.map { max($0.intValue, 0) }
        self.init(allocating: dims, steps: MLMultiArray.contiguousStrides(dims), dataType: .float16, pixelBuffer: pixelBuffer)
    }

    /// The arrays joined along `axis` (iOS 14+): every other dimension must match; the result
    /// has `dataType` and the sum of their lengths along `axis`. Arrays that do not fit stop the
    /// program, as on iOS.
    public convenience init(concatenating multiArrays: [MLMultiArray], axis: Int, dataType: MLMultiArrayDataType) {
        precondition(!multiArrays.isEmpty, "MLMultiArray(concatenating:): no arrays to join")
        var dims = multiArrays[0].dims
        let rank = dims.count
        let along = axis < 0 ? axis + rank : axis
        precondition(along >= 0 && along < rank, "MLMultiArray(concatenating:): axis \(axis) is out of range")
        for array in multiArrays.dropFirst() {
            precondition(array.dims.count == rank && (0..<rank).allSatisfy { $0 == along || array.dims[$0] == dims[$0] },
                         "MLMultiArray(concatenating:): the shapes differ off the axis")
        }
        dims[along] = multiArrays.reduce(0) { $0 + $1.dims[along] }
        self.init(allocating: dims, steps: MLMultiArray.contiguousStrides(dims), dataType: dataType)
        var start = 0
        for array in multiArrays {
            array.forEachIndex { index in
                var target = index
                target[along] += start
                write(array.read(at: array.offset(of: index)), at: offset(of: target))
            }
            start += array.dims[along]
        }
    }

    deinit { release?(dataPointer) }

    /// The element at `idx` counting in C order over `shape` (last axis fastest), as a number
    /// of the array's type.
    open subscript(idx: Int) -> NSNumber {
        get { number(at: offset(ofLinear: idx)) }
        set { store(newValue, at: offset(ofLinear: idx)) }
    }

    /// The element at the multidimensional index `key` (one number per dimension).
    open subscript(key: [NSNumber]) -> NSNumber {
        get { number(at: offset(of: key.map(\.intValue))) }
        set { store(newValue, at: offset(of: key.map(\.intValue))) }
    }

    /// Copies every element into `destinationMultiArray`, which must have the same shape
    /// (iOS 16+); values are converted to its data type.
    open func transferToMultiArray(_ destinationMultiArray: MLMultiArray) {
        precondition(destinationMultiArray.dims == dims, "transferToMultiArray: the shapes differ")
        forEachIndex { index in
            destinationMultiArray.write(read(at: offset(of: index)), at: destinationMultiArray.offset(of: index))
        }
    }

    /// The type, the shape and the elements, as Core ML prints them: "Double 3 vector" then
    /// the values.
    open override var description: String {
        let kind = dims.count == 1 ? "vector" : dims.count == 2 ? "matrix" : "array"
        let header = "\(dataType.displayName) \(dims.map(String.init).joined(separator: " x ")) \(kind)"
        guard count <= 64 else { return header }
        var values: [String] = []
        forEachIndex { values.append(number(at: offset(of: $0)).description) }
        return header + "\n[" + values.joined(separator: ",") + "]"
    }
}

// Index arithmetic and typed element access, shared by the subscripts and the Swift overlay.
extension MLMultiArray {
    /// Row-major strides for `dims`: `[2, 3, 4]` gives `[12, 4, 1]`.
    static func contiguousStrides(_ dims: [Int]) -> [Int] {
        var steps = [Int](repeating: 1, count: dims.count)
        var step = 1
        for axis in dims.indices.reversed() {
            steps[axis] = step
            // Saturates rather than trapping: `extent` then refuses the shape.
            let (next, overflow) = step.multipliedReportingOverflow(by: max(dims[axis], 1))
            step = overflow ? Int.max : next
        }
        return steps
    }

    /// How many elements of memory an array of `dims` laid out by `steps` spans; nil when that
    /// overflows or passes `elementLimit`, or a stride is negative.
    static func extent(_ dims: [Int], _ steps: [Int]) -> Int? {
        if dims.contains(0) { return 0 }
        var span = 1
        for (dim, step) in zip(dims, steps) {
            guard step >= 0 else { return nil }
            let (reach, overflow) = (dim - 1).multipliedReportingOverflow(by: step)
            guard !overflow, reach <= elementLimit - span else { return nil }
            span += reach
        }
        return span
    }

    /// The most elements an array Backplate allocates may span (2 GiB of doubles), so that a
    /// bad shape is refused rather than exhausting memory.
    static let elementLimit = 1 << 28

    /// `shape` as integers, or an error if a dimension is negative or the array would span
    /// more than `elementLimit` elements.
    static func validated(_ shape: [NSNumber]) throws -> [Int] {
        let dims = shape.map(\.intValue)
        guard dims.allSatisfy({ $0 >= 0 }) else {
            throw MLModelError(.generic, userInfo: [NSLocalizedDescriptionKey: "A multiarray's shape cannot have a negative dimension."])
        }
        guard extent(dims, contiguousStrides(dims)) != nil else {
            throw MLModelError(.generic, userInfo: [NSLocalizedDescriptionKey: "A multiarray of shape \(dims) is too large."])
        }
        return dims
    }

    /// `steps` if it has one entry per dimension, else the contiguous strides.
    static func fit(_ steps: [Int], to dims: [Int]) -> [Int] {
        steps.count == dims.count ? steps : contiguousStrides(dims)
    }

    /// The memory offset, in elements, of the multidimensional `index`.
    func offset(of index: [Int]) -> Int {
        precondition(index.count == dims.count, "MLMultiArray: the index has \(index.count) numbers; the array has \(dims.count) dimensions")
        var result = 0
        for axis in index.indices {
            precondition(index[axis] >= 0 && index[axis] < dims[axis], "MLMultiArray: index \(index) is out of bounds for shape \(dims)")
            result += index[axis] * steps[axis]
        }
        return result
    }

    /// The memory offset of the element `linear` places along in C order.
    func offset(ofLinear linear: Int) -> Int {
        precondition(linear >= 0 && linear < count, "MLMultiArray: index \(linear) is out of bounds for \(count) elements")
        var rest = linear
        var result = 0
        for axis in dims.indices.reversed() {
            result += (rest % dims[axis]) * steps[axis]
            rest /= dims[axis]
        }
        return result
    }

    /// Calls `body` with every multidimensional index, in C order.
    func forEachIndex(_ body: ([Int]) -> Void) {
        guard count > 0 else { return }
        var index = [Int](repeating: 0, count: dims.count)
        while true {
            body(index)
            var axis = dims.count - 1
            while axis >= 0 {
                index[axis] += 1
                if index[axis] < dims[axis] { break }
                index[axis] = 0
                axis -= 1
            }
            if axis < 0 { return }
        }
    }

    /// The element at memory offset `offset`, as a `Double` (exact for every type but
    /// 64-bit integers, which Core ML does not store).
    func read(at offset: Int) -> Double {
        switch dataType {
        case .double: return dataPointer.load(fromByteOffset: offset * 8, as: Double.self)
        case .float32: return Double(dataPointer.load(fromByteOffset: offset * 4, as: Float.self))
        case .float16: return Double(dataPointer.load(fromByteOffset: offset * 2, as: Float16.self))
        case .int32: return Double(dataPointer.load(fromByteOffset: offset * 4, as: Int32.self))
        case .int8: return Double(dataPointer.load(fromByteOffset: offset, as: Int8.self))
        }
    }

    /// Stores `value` at memory offset `offset`, converted to the array's type (integers round
    /// toward zero and clamp to their range).
    func write(_ value: Double, at offset: Int) {
        switch dataType {
        case .double: dataPointer.storeBytes(of: value, toByteOffset: offset * 8, as: Double.self)
        case .float32: dataPointer.storeBytes(of: Float(value), toByteOffset: offset * 4, as: Float.self)
        case .float16: dataPointer.storeBytes(of: Float16(value), toByteOffset: offset * 2, as: Float16.self)
        case .int32: dataPointer.storeBytes(of: Self.integer(value, Int32.self), toByteOffset: offset * 4, as: Int32.self)
        case .int8: dataPointer.storeBytes(of: Self.integer(value, Int8.self), toByteOffset: offset, as: Int8.self)
        }
    }

    /// `value` rounded toward zero into `T`'s range (NaN becomes 0).
    static func integer<T: FixedWidthInteger>(_ value: Double, _: T.Type) -> T {
        guard !value.isNaN else { return 0 }
        if value <= Double(T.min) { return T.min }
        if value >= Double(T.max) { return T.max }
        return T(value.rounded(.towardZero))
    }

    /// The element at `offset` as a number of the array's type.
    func number(at offset: Int) -> NSNumber {
        switch dataType {
        case .double: return NSNumber(value: read(at: offset))
        case .float32, .float16: return NSNumber(value: Float(read(at: offset)))
        case .int32: return NSNumber(value: Int32(read(at: offset)))
        case .int8: return NSNumber(value: Int8(read(at: offset)))
        }
    }

    /// Stores `number` at `offset`, converted to the array's type.
    func store(_ number: NSNumber, at offset: Int) {
        switch dataType {
        case .int32, .int8: write(Double(number.int64Value), at: offset)
        default: write(number.doubleValue, at: offset)
        }
    }
}
