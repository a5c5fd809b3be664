import Foundation

/// The name, type and constraints of one of a model's inputs or outputs. A render loads no
/// model, so the only descriptions are those code makes: `MLFeatureDescription()` describes an
/// unnamed feature of type `.invalid` with no constraints.
open class MLFeatureDescription: NSObject, NSCopying {
    /// The feature's name.
    public let name: String
    /// The feature's type.
    public let type: MLFeatureType
    /// Whether the feature may be left undefined.
    public let isOptional: Bool
    /// The constraint of a `.multiArray` feature; `nil` for other types.
    public let multiArrayConstraint: MLMultiArrayConstraint?
    /// The constraint of an `.image` feature; `nil` for other types.
    public let imageConstraint: MLImageConstraint?
    /// The constraint of a `.dictionary` feature; `nil` for other types.
    public let dictionaryConstraint: MLDictionaryConstraint?
    /// The constraint of a `.sequence` feature (iOS 12+); `nil` for other types.
    public let sequenceConstraint: MLSequenceConstraint?

    /// An unnamed feature of type `.invalid` with no constraints.
    public override convenience init() {
        self.init(name: "", type: .invalid)
    }

    init(name: String, type: MLFeatureType, isOptional: Bool = false, multiArrayConstraint: MLMultiArrayConstraint? = nil,
         imageConstraint: MLImageConstraint? = nil, dictionaryConstraint: MLDictionaryConstraint? = nil,
         sequenceConstraint: MLSequenceConstraint? = nil) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
        self.multiArrayConstraint = multiArrayConstraint
        self.imageConstraint = imageConstraint
        self.dictionaryConstraint = dictionaryConstraint
        self.sequenceConstraint = sequenceConstraint
        super.init()
    }

    /// Whether `value` suits the feature: an undefined value if the feature is optional, else
    /// a value of the feature's type (a multiarray of the constraint's data type, a dictionary
    /// of the constraint's key type).
    open func isAllowedValue(_ value: MLFeatureValue) -> Bool {
        if value.isUndefined { return isOptional && value.type == type }
        guard value.type == type else { return false }
        if let constraint = multiArrayConstraint, let array = value.multiArrayValue {
            return array.dataType == constraint.dataType
        }
        if let constraint = dictionaryConstraint {
            let wantsStrings = constraint.keyType == .string
            return value.dictionaryValue.keys.allSatisfy { ($0.base is String || $0.base is NSString) == wantsStrings }
        }
        return true
    }

    /// The description itself: descriptions never change.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
