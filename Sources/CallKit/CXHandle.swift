import Foundation

/// How a call's other party is reached: a phone number, an email address or an app-defined
/// value. Handles are values: two are equal when their types and values are.
open class CXHandle: NSObject, NSCopying, NSSecureCoding {
    /// The kinds of handle (CallKit's raw values).
    public enum HandleType: Int, Sendable {
        /// An app-defined value, such as a user name.
        case generic = 1
        /// A phone number.
        case phoneNumber = 2
        /// An email address.
        case emailAddress = 3
    }

    /// The kind of value the handle holds.
    open private(set) var type: HandleType
    /// The handle's value: a phone number, an address or the app's identifier.
    open private(set) var value: String

    /// A handle of `type` holding `value`.
    public init(type: HandleType, value: String) {
        self.type = type
        self.value = value
        super.init()
    }

    /// Whether `handle` has the same type and value as this one (compared exactly).
    open func isEqual(to handle: CXHandle) -> Bool {
        type == handle.type && value == handle.value
    }

    /// Whether `object` is a handle equal to this one (`isEqual(to:)`), so `==` compares values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let handle = object as? CXHandle else { return false }
        return isEqual(to: handle)
    }

    /// A hash of the type and value, consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(type)
        hasher.combine(value)
        return hasher.finalize()
    }

    /// Describes the handle with its type and value.
    open override var description: String { "<CXHandle type=\(type) value=\(value)>" }

    /// A handle equal to this one (handles do not change, so the copy is a new equal object).
    open func copy(with zone: NSZone? = nil) -> Any { CXHandle(type: type, value: value) }

    /// Handles archive securely: true.
    public class var supportsSecureCoding: Bool { true }

    /// Writes the type and value to `coder`.
    open func encode(with coder: NSCoder) {
        coder.encode(type.rawValue, forKey: "type")
        coder.encode(value as NSString, forKey: "value")
    }

    /// A handle read back from `coder`, or `nil` when it holds no handle.
    public required init?(coder: NSCoder) {
        guard let type = HandleType(rawValue: coder.decodeInteger(forKey: "type")),
              let value = coder.decodeObject(of: NSString.self, forKey: "value") else { return nil }
        self.type = type
        self.value = value as String
        super.init()
    }
}
