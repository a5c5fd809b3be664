import Foundation

/// A collection of feature providers, as batch predictions take and return. Only classes can
/// conform, as Core ML's protocol is an Objective-C one.
public protocol MLBatchProvider: AnyObject {
    /// The number of feature providers.
    var count: Int { get }

    /// The feature provider at `index`.
    func features(at index: Int) -> any MLFeatureProvider
}

/// A batch provider backed by an array of feature providers (iOS 12+). It works in a render as
/// on iOS.
open class MLArrayBatchProvider: NSObject, MLBatchProvider {
    /// The feature providers, in order.
    public let array: [any MLFeatureProvider]

    /// A batch of `array`'s providers.
    public init(array: [any MLFeatureProvider]) {
        self.array = array
        super.init()
    }

    /// A batch made from columns of values: entry `i` of the batch holds, under each name, the
    /// `i`th value of that name's array. Throws `MLModelError(.featureType)` if the arrays'
    /// lengths differ or a value cannot be a feature value.
    public convenience init(dictionary: [String: [Any]]) throws {
        let lengths = Set(dictionary.values.map(\.count))
        guard lengths.count <= 1 else {
            throw MLModelError(.featureType, userInfo: [NSLocalizedDescriptionKey: "Every feature's array must have the same length."])
        }
        let count = lengths.first ?? 0
        var providers: [any MLFeatureProvider] = []
        for index in 0..<count {
            try providers.append(MLDictionaryFeatureProvider(dictionary: dictionary.mapValues { $0[index] }))
        }
        self.init(array: providers)
    }

    /// The number of providers.
    open var count: Int { array.count }

    /// The provider at `index`.
    open func features(at index: Int) -> any MLFeatureProvider { array[index] }
}
