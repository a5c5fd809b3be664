import Foundation

/// A source of named feature values: a model's input or output. Apps conform their own classes
/// (as Xcode's generated `…Input` and `…Output` classes do) or use
/// `MLDictionaryFeatureProvider`. Only classes can conform, as Core ML's protocol is an
/// Objective-C one.
public protocol MLFeatureProvider: AnyObject {
    /// The names of the features the provider has.
    var featureNames: Set<String> { get }

    /// The value of the feature named `featureName`, or `nil` if there is none.
    func featureValue(for featureName: String) -> MLFeatureValue?
}

/// A feature provider backed by a dictionary of feature values. It works in a render as on
/// iOS: values are converted to feature values when it is made, and looked up by name.
open class MLDictionaryFeatureProvider: NSObject, MLFeatureProvider {
    /// The feature values by name.
    public let dictionary: [String: MLFeatureValue]

    /// A provider of `dictionary`'s values, each an `MLFeatureValue` or a value one can hold:
    /// an integer (`.int64`), a floating-point number (`.double`), a string, an `MLMultiArray`,
    /// an `MLShapedArray`, a pixel buffer, an `MLSequence`, or a dictionary of numbers keyed by
    /// strings or integers. Throws `MLModelError(.featureType)` naming the first value that is
    /// none of these.
    public init(dictionary: [String: Any]) throws {
        var values: [String: MLFeatureValue] = [:]
        for (name, value) in dictionary {
            guard let converted = try MLDictionaryFeatureProvider.featureValue(of: value) else {
                throw MLModelError(.featureType, userInfo: [
                    NSLocalizedDescriptionKey: "The value for \"\(name)\" (\(type(of: value))) cannot be a feature value.",
                ])
            }
            values[name] = converted
        }
        self.dictionary = values
        super.init()
    }

    /// The names of the features: the dictionary's keys.
    open var featureNames: Set<String> { Set(dictionary.keys) }

    /// The value named `featureName`, or `nil`.
    open func featureValue(for featureName: String) -> MLFeatureValue? { dictionary[featureName] }

    /// The value named `featureName`, or `nil`: `provider["image"]`.
    open subscript(featureName: String) -> MLFeatureValue? { dictionary[featureName] }

    /// `value` as a feature value, or `nil` if it cannot be one.
    static func featureValue(of value: Any) throws -> MLFeatureValue? {
        switch value {
        case let value as MLFeatureValue: return value
        case let value as MLMultiArray: return MLFeatureValue(multiArray: value)
        case let value as MLSequence: return MLFeatureValue(sequence: value)
        case let value as CVPixelBuffer: return MLFeatureValue(pixelBuffer: value)
        case let value as String: return MLFeatureValue(string: value)
        case let number as NSNumber:
            // Swift's numbers arrive here too, bridged: a floating-point one becomes a double.
            return MLFeatureValue.isFloatingNumber(number) ? MLFeatureValue(double: number.doubleValue)
                : MLFeatureValue(int64: number.int64Value)
        case let value as MLShapedArray<Float>: return MLFeatureValue(shapedArray: value)
        case let value as MLShapedArray<Double>: return MLFeatureValue(shapedArray: value)
        case let value as MLShapedArray<Int32>: return MLFeatureValue(shapedArray: value)
        case let value as MLShapedArray<Float16>: return MLFeatureValue(shapedArray: value)
        case let value as [AnyHashable: NSNumber]: return try MLFeatureValue(dictionary: value)
        case let value as [String: Double]: return try MLFeatureValue(dictionary: value.mapValues { NSNumber(value: $0) })
        case let value as [Int: Double]: return try MLFeatureValue(dictionary: value.mapValues { NSNumber(value: $0) })
        default: return nil
        }
    }
}
