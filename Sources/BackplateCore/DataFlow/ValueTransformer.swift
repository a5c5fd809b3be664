import Foundation

#if !canImport(Darwin)
/// A conversion between values, registered by name (Core Data's and SwiftData's transformable
/// attributes name them). Foundation on Linux has none; this one keeps the registry and runs
/// the conversions subclasses define.
open class ValueTransformer: NSObject {
    private static let registry = LockedState<[NSValueTransformerName: ValueTransformer]>([:])

    /// Registers `transformer` under `name` (nil removes it).
    open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {
        registry.withLockUnchecked { $0[name] = transformer }
    }

    /// The names transformers are registered under.
    open class func valueTransformerNames() -> [NSValueTransformerName] {
        registry.withLockUnchecked { Array($0.keys) }
    }

    /// The transformer registered under `name`, if any.
    package static func registered(forName name: NSValueTransformerName) -> ValueTransformer? {
        registry.withLockUnchecked { $0[name] }
    }

    /// The class of the values `transformedValue(_:)` returns: `NSObject`.
    open class func transformedValueClass() -> AnyClass { NSObject.self }

    /// Whether `reverseTransformedValue(_:)` converts back: false unless a subclass says so.
    open class func allowsReverseTransformation() -> Bool { false }

    /// `value` converted: `value` itself unless a subclass converts it.
    open func transformedValue(_ value: Any?) -> Any? { value }

    /// `value` converted back: `transformedValue(_:)`'s result unless a subclass converts it.
    open func reverseTransformedValue(_ value: Any?) -> Any? { transformedValue(value) }
}

/// The name a `ValueTransformer` is registered under.
public struct NSValueTransformerName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    /// A name from a string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A name from a string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Foundation's Boolean negation.
    public static let negateBooleanTransformerName = NSValueTransformerName("NSNegateBoolean")
    /// Whether a value is nil.
    public static let isNilTransformerName = NSValueTransformerName("NSIsNil")
    /// Whether a value is not nil.
    public static let isNotNilTransformerName = NSValueTransformerName("NSIsNotNil")
    /// Unarchiving from data (deprecated).
    public static let unarchiveFromDataTransformerName = NSValueTransformerName("NSUnarchiveFromData")
    /// Keyed unarchiving from data (deprecated).
    public static let keyedUnarchiveFromDataTransformerName = NSValueTransformerName("NSKeyedUnarchiveFromData")
    /// Secure unarchiving from data, Core Data's default for transformable attributes.
    public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName("NSSecureUnarchiveFromData")
}

/// The transformer Core Data uses for transformable attributes: a subclass names the classes it
/// allows. Archives are not read on Linux: values pass through unchanged.
open class NSSecureUnarchiveFromDataTransformer: ValueTransformer {
    /// The classes an archive's top-level object may be.
    open class var allowedTopLevelClasses: [AnyClass] { [NSArray.self, NSDictionary.self, NSSet.self, NSString.self, NSNumber.self, NSDate.self, NSData.self, NSURL.self, NSUUID.self, NSNull.self] }
    /// Reverse transformation is allowed.
    open override class func allowsReverseTransformation() -> Bool { true }
    /// `NSData`.
    open override class func transformedValueClass() -> AnyClass { NSData.self }
}
#endif
