import Foundation

/// An ordered run of strings or integers, as sequence-typed features hold (iOS 12+). It holds
/// what it is given; a sequence of one type answers the other type's list as empty.
open class MLSequence: NSObject {
    /// The type of the elements: `.string` or `.int64`.
    public let type: MLFeatureType
    /// The strings, for a string sequence; empty otherwise.
    public let stringValues: [String]
    /// The integers, for an integer sequence; empty otherwise.
    public let int64Values: [NSNumber]

    private init(type: MLFeatureType, strings: [String], integers: [NSNumber]) {
        self.type = type
        stringValues = strings
        int64Values = integers
        super.init()
    }

    /// An empty sequence of `type` (`.string` or `.int64`).
    public convenience init(empty type: MLFeatureType) {
        self.init(type: type, strings: [], integers: [])
    }

    /// A sequence of `stringValues`.
    public convenience init(strings stringValues: [String]) {
        self.init(type: .string, strings: stringValues, integers: [])
    }

    /// A sequence of `int64Values`.
    public convenience init(int64s int64Values: [NSNumber]) {
        self.init(type: .int64, strings: [], integers: int64Values)
    }

    /// Whether `object` is a sequence of the same type and elements.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? MLSequence else { return false }
        return type == other.type && stringValues == other.stringValues && int64Values == other.int64Values
    }

    /// A hash of the type and elements, consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(type)
        hasher.combine(stringValues)
        hasher.combine(int64Values.map(\.int64Value))
        return hasher.finalize()
    }
}
