import BackplateCore
import Foundation

/// One value of a model's input or output, with its type. It holds what it is given in a
/// render as on iOS; the accessor of another type answers zero, empty or `nil`. Only the image
/// conversions (`init(cgImage:…)`, `init(imageAt:…)`) cannot work: a render makes no pixel
/// buffers, so they throw `MLModelError(.generic)` after a runtime warning.
open class MLFeatureValue: NSObject, NSCopying {
    /// What the value holds.
    private enum Content {
        case undefined
        case int64(Int64)
        case double(Double)
        case string(String)
        case multiArray(MLMultiArray)
        case dictionary([AnyHashable: NSNumber])
        case image(CVPixelBuffer)
        case sequence(MLSequence)
    }

    private let content: Content

    /// The value's type (for an undefined value, the type it was made with).
    public let type: MLFeatureType

    private init(type: MLFeatureType, content: Content) {
        self.type = type
        self.content = content
        super.init()
    }

    /// A 64-bit integer value.
    public convenience init(int64 value: Int64) { self.init(type: .int64, content: .int64(value)) }

    /// A double value.
    public convenience init(double value: Double) { self.init(type: .double, content: .double(value)) }

    /// A string value.
    public convenience init(string value: String) { self.init(type: .string, content: .string(value)) }

    /// A multiarray value (the array is shared, not copied).
    public convenience init(multiArray value: MLMultiArray) { self.init(type: .multiArray, content: .multiArray(value)) }

    /// An image value. A render makes no pixel buffers, so only code that already has one
    /// reaches this.
    public convenience init(pixelBuffer value: CVPixelBuffer) { self.init(type: .image, content: .image(value)) }

    /// A sequence value (iOS 12+).
    public convenience init(sequence: MLSequence) { self.init(type: .sequence, content: .sequence(sequence)) }

    /// A missing value of `type`: `isUndefined` is `true`.
    public convenience init(undefined type: MLFeatureType) { self.init(type: type, content: .undefined) }

    /// A dictionary of numbers keyed by strings or integers, such as class probabilities.
    /// Throws `MLModelError(.featureType)` if a key is neither.
    public convenience init(dictionary value: [AnyHashable: NSNumber]) throws {
        guard value.keys.allSatisfy({ MLFeatureValue.isDictionaryKey($0.base) }) else {
            throw MLModelError(.featureType, userInfo: [NSLocalizedDescriptionKey: "Dictionary keys must be strings or integers."])
        }
        self.init(type: .dictionary, content: .dictionary(value))
    }

    /// A multiarray value holding a copy of `shapedArray`'s scalars (iOS 15+).
    public convenience init<Scalar>(shapedArray: MLShapedArray<Scalar>) where Scalar: MLShapedArrayScalar {
        self.init(multiArray: MLMultiArray(shapedArray))
    }

    /// Whether the value is missing.
    public var isUndefined: Bool {
        if case .undefined = content { return true }
        return false
    }

    /// The integer, for an `.int64` value; 0 otherwise.
    public var int64Value: Int64 {
        if case .int64(let value) = content { return value }
        return 0
    }

    /// The number, for a `.double` value; 0 otherwise.
    public var doubleValue: Double {
        if case .double(let value) = content { return value }
        return 0
    }

    /// The string, for a `.string` value; empty otherwise.
    public var stringValue: String {
        if case .string(let value) = content { return value }
        return ""
    }

    /// The array, for a `.multiArray` value; `nil` otherwise.
    public var multiArrayValue: MLMultiArray? {
        if case .multiArray(let value) = content { return value }
        return nil
    }

    /// The dictionary, for a `.dictionary` value; empty otherwise.
    public var dictionaryValue: [AnyHashable: NSNumber] {
        if case .dictionary(let value) = content { return value }
        return [:]
    }

    /// The pixel buffer, for an `.image` value; `nil` otherwise (always, in a render).
    public var imageBufferValue: CVPixelBuffer? {
        if case .image(let value) = content { return value }
        return nil
    }

    /// The sequence, for a `.sequence` value; `nil` otherwise (iOS 12+).
    public var sequenceValue: MLSequence? {
        if case .sequence(let value) = content { return value }
        return nil
    }

    /// The multiarray as a shaped array of `type` (iOS 15+), if the value is a multiarray of
    /// that element type; `nil` otherwise.
    public func shapedArrayValue<Scalar>(of type: Scalar.Type) -> MLShapedArray<Scalar>? where Scalar: MLShapedArrayScalar {
        guard let array = multiArrayValue, array.dataType == Scalar.multiArrayDataType else { return nil }
        return MLShapedArray<Scalar>(array)
    }

    /// Whether `value` has the same type and holds an equal value (arrays compare by shape and
    /// elements, pixel buffers by identity).
    open func isEqual(to value: MLFeatureValue) -> Bool {
        guard type == value.type else { return false }
        switch (content, value.content) {
        case (.undefined, .undefined): return true
        case let (.int64(a), .int64(b)): return a == b
        case let (.double(a), .double(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.dictionary(a), .dictionary(b)): return a == b
        case let (.image(a), .image(b)): return a === b
        case let (.sequence(a), .sequence(b)): return a.isEqual(b)
        case let (.multiArray(a), .multiArray(b)):
            guard a.dims == b.dims, a.dataType == b.dataType else { return false }
            var same = true
            a.forEachIndex { index in
                if a.read(at: a.offset(of: index)) != b.read(at: b.offset(of: index)) { same = false }
            }
            return same
        default: return false
        }
    }

    /// Whether `object` is an equal feature value (see `isEqual(to:)`).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? MLFeatureValue else { return false }
        return isEqual(to: other)
    }

    /// A hash of the type and the scalar values, consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(type)
        switch content {
        case .int64(let value): hasher.combine(value)
        case .double(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        default: break
        }
        return hasher.finalize()
    }

    /// The value itself: feature values never change.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The value and its type, for logging.
    open override var description: String {
        switch content {
        case .undefined: return "undefined : \(type)"
        case .int64(let value): return "\(value) : Int64"
        case .double(let value): return "\(value) : Double"
        case .string(let value): return "\"\(value)\" : String"
        case .multiArray(let value): return "\(value.description) : MultiArray"
        case .dictionary(let value): return "\(value) : Dictionary"
        case .image(let value): return "\(CVPixelBufferGetWidth(value))x\(CVPixelBufferGetHeight(value)) : Image"
        case .sequence(let value): return "\(value.type == .string ? value.stringValues.description : value.int64Values.description) : Sequence"
        }
    }

    /// Whether `key` can key a dictionary feature: a string or an integer.
    static func isDictionaryKey(_ key: Any) -> Bool {
        switch key {
        case is String, is NSString, is Int, is Int64, is Int32: return true
        case let number as NSNumber: return !isFloatingNumber(number)
        default: return false
        }
    }

    /// Whether `number` holds a floating-point value.
    static func isFloatingNumber(_ number: NSNumber) -> Bool {
        let kind = String(cString: number.objCType)
        return kind == "d" || kind == "f"
    }
}

// Making image values from CGImages and image files, which needs Core Video's pixel buffers.
extension MLFeatureValue {
    /// A key in the options an image conversion takes (iOS 13+).
    public struct ImageOption: RawRepresentable, Hashable, Sendable {
        /// The option's constant name.
        public let rawValue: String

        /// An option key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The part of the image to use, as a normalized `CGRect`.
        public static let cropRect = ImageOption(rawValue: "MLFeatureValueImageOptionCropRect")
        /// How to crop and scale the image to the model's size, as a `VNImageCropAndScaleOption`.
        public static let cropAndScale = ImageOption(rawValue: "MLFeatureValueImageOptionCropAndScale")
    }

    /// An image value of `cgImage` scaled to `pixelsWide` × `pixelsHigh` in `pixelFormatType`
    /// (iOS 13+). A render makes no pixel buffers: it throws `MLModelError(.generic)` after a
    /// runtime warning.
    public convenience init(cgImage: CGImage, pixelsWide: Int, pixelsHigh: Int, pixelFormatType: OSType,
                            options: [MLFeatureValue.ImageOption: Any]? = nil) throws {
        throw MLFeatureValue.noPixelBuffer("MLFeatureValue(cgImage:pixelsWide:pixelsHigh:pixelFormatType:options:)",
                                           "a \(cgImage.width)x\(cgImage.height) CGImage")
    }

    /// An image value of `cgImage` sized as `constraint` says (iOS 13+): throws
    /// `MLModelError(.generic)` in a render, after a runtime warning.
    public convenience init(cgImage: CGImage, constraint: MLImageConstraint,
                            options: [MLFeatureValue.ImageOption: Any]? = nil) throws {
        throw MLFeatureValue.noPixelBuffer("MLFeatureValue(cgImage:constraint:options:)",
                                           "a \(cgImage.width)x\(cgImage.height) CGImage")
    }

    /// An image value of the image file at `url`, scaled to `pixelsWide` × `pixelsHigh`
    /// (iOS 13+): throws `MLModelError(.generic)` in a render, after a runtime warning.
    public convenience init(imageAt url: URL, pixelsWide: Int, pixelsHigh: Int, pixelFormatType: OSType,
                            options: [MLFeatureValue.ImageOption: Any]? = nil) throws {
        throw MLFeatureValue.noPixelBuffer("MLFeatureValue(imageAt:pixelsWide:pixelsHigh:pixelFormatType:options:)",
                                           url.lastPathComponent)
    }

    /// An image value of the image file at `url`, sized as `constraint` says (iOS 13+): throws
    /// `MLModelError(.generic)` in a render, after a runtime warning.
    public convenience init(imageAt url: URL, constraint: MLImageConstraint,
                            options: [MLFeatureValue.ImageOption: Any]? = nil) throws {
        throw MLFeatureValue.noPixelBuffer("MLFeatureValue(imageAt:constraint:options:)", url.lastPathComponent)
    }

    /// The error an image conversion throws, after a warning naming the call and the image.
    static func noPixelBuffer(_ call: String, _ image: String) -> MLModelError {
        RuntimeWarning.emit("CoreML: \(call) makes no pixel buffer from \(image) in a render; it throws MLModelError.generic")
        return MLModelError(.generic, userInfo: [NSLocalizedDescriptionKey: "Image feature values need Core Video pixel buffers, which a render does not make."])
    }
}
