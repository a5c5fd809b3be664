import Foundation

// The constraints a model's feature descriptions carry. Models describe them; a render loads
// no model, so these exist only inside descriptions made with empty defaults.

/// How an image input's size may vary (iOS 12+). Raw values are Apple's.
public enum MLImageSizeConstraintType: Int, Hashable, Sendable {
    /// Any size.
    case unspecified = 0
    /// One of `enumeratedImageSizes`.
    case enumerated = 2
    /// Any size within the width and height ranges.
    case range = 3
}

/// How a multiarray input's shape may vary (iOS 12+). Raw values are Apple's.
public enum MLMultiArrayShapeConstraintType: Int, Hashable, Sendable {
    /// Any shape.
    case unspecified = 1
    /// One of `enumeratedShapes`.
    case enumerated = 2
    /// Any shape within each dimension's range.
    case range = 3
}

/// An image size in pixels (iOS 12+).
open class MLImageSize: NSObject {
    /// The width in pixels.
    public let pixelsWide: Int
    /// The height in pixels.
    public let pixelsHigh: Int

    init(pixelsWide: Int, pixelsHigh: Int) {
        self.pixelsWide = pixelsWide
        self.pixelsHigh = pixelsHigh
        super.init()
    }
}

/// The sizes an image input accepts (iOS 12+).
open class MLImageSizeConstraint: NSObject {
    /// Whether the size is free, enumerated or ranged.
    public let type: MLImageSizeConstraintType
    /// The widths allowed, for a ranged constraint.
    public let pixelsWideRange: NSRange
    /// The heights allowed, for a ranged constraint.
    public let pixelsHighRange: NSRange
    /// The sizes allowed, for an enumerated constraint.
    public let enumeratedImageSizes: [MLImageSize]

    init(type: MLImageSizeConstraintType = .unspecified, pixelsWideRange: NSRange = NSRange(location: 0, length: 0),
         pixelsHighRange: NSRange = NSRange(location: 0, length: 0), enumeratedImageSizes: [MLImageSize] = []) {
        self.type = type
        self.pixelsWideRange = pixelsWideRange
        self.pixelsHighRange = pixelsHighRange
        self.enumeratedImageSizes = enumeratedImageSizes
        super.init()
    }
}

/// What an image input requires: its size and pixel format.
open class MLImageConstraint: NSObject {
    /// The required (or default) height in pixels.
    public let pixelsHigh: Int
    /// The required (or default) width in pixels.
    public let pixelsWide: Int
    /// The required pixel format, a `kCVPixelFormatType_…` code.
    public let pixelFormatType: OSType
    /// The sizes accepted besides the default one (iOS 12+).
    public let sizeConstraint: MLImageSizeConstraint

    init(pixelsWide: Int, pixelsHigh: Int, pixelFormatType: OSType, sizeConstraint: MLImageSizeConstraint = MLImageSizeConstraint()) {
        self.pixelsWide = pixelsWide
        self.pixelsHigh = pixelsHigh
        self.pixelFormatType = pixelFormatType
        self.sizeConstraint = sizeConstraint
        super.init()
    }
}

/// The shapes a multiarray input accepts (iOS 12+).
open class MLMultiArrayShapeConstraint: NSObject {
    /// Whether the shape is free, enumerated or ranged.
    public let type: MLMultiArrayShapeConstraintType
    /// Each dimension's allowed sizes, as `NSRange` values, for a ranged constraint.
    public let sizeRangeForDimension: [NSValue]
    /// The shapes allowed, for an enumerated constraint.
    public let enumeratedShapes: [[NSNumber]]

    init(type: MLMultiArrayShapeConstraintType = .unspecified, sizeRangeForDimension: [NSValue] = [],
         enumeratedShapes: [[NSNumber]] = []) {
        self.type = type
        self.sizeRangeForDimension = sizeRangeForDimension
        self.enumeratedShapes = enumeratedShapes
        super.init()
    }
}

/// What a multiarray input requires: its shape and element type.
open class MLMultiArrayConstraint: NSObject {
    /// The required (or default) shape.
    public let shape: [NSNumber]
    /// The required element type.
    public let dataType: MLMultiArrayDataType
    /// The shapes accepted besides the default one (iOS 12+).
    public let shapeConstraint: MLMultiArrayShapeConstraint

    init(shape: [NSNumber], dataType: MLMultiArrayDataType, shapeConstraint: MLMultiArrayShapeConstraint = MLMultiArrayShapeConstraint()) {
        self.shape = shape
        self.dataType = dataType
        self.shapeConstraint = shapeConstraint
        super.init()
    }
}

/// What a dictionary input requires: its key type.
open class MLDictionaryConstraint: NSObject {
    /// The type of the keys: `.string` or `.int64`.
    public let keyType: MLFeatureType

    init(keyType: MLFeatureType) {
        self.keyType = keyType
        super.init()
    }
}

/// What a sequence input requires: its elements and length (iOS 12+).
open class MLSequenceConstraint: NSObject {
    /// The description every element must match.
    public let valueDescription: MLFeatureDescription
    /// The lengths allowed.
    public let countRange: NSRange

    init(valueDescription: MLFeatureDescription, countRange: NSRange) {
        self.valueDescription = valueDescription
        self.countRange = countRange
        super.init()
    }
}
