import Foundation

/// The class form of `UTType` (Objective-C's `UTType`), for APIs that take an object: it holds
/// a `UTType` and answers with it.
public final class UTTypeReference: NSObject {
    /// The type this object stands for.
    public let type: UTType

    /// The object form of `type`.
    public init(_ type: UTType) { self.type = type }

    /// The type's identifier ("public.png").
    public var identifier: String { type.identifier }
    /// Whether the type conforms to `other` (itself included).
    public func conforms(to other: UTTypeReference) -> Bool { type.conforms(to: other.type) }

    /// Equal when both stand for the same type.
    public override func isEqual(_ object: Any?) -> Bool { (object as? UTTypeReference)?.type == type }
    /// The type's hash.
    public override var hash: Int { type.hashValue }
    /// The type's identifier.
    public override var description: String { type.identifier }
}

extension UTType {
    /// The class form of the type (`UTTypeReference`), for Objective-C-style APIs.
    public typealias ReferenceType = UTTypeReference
}

extension URLResourceValues {
    /// The file's type: `nil`, as Linux's resource values carry no content type (derive one
    /// with `UTType(filenameExtension:)` from the URL's path extension).
    public var contentType: UTType? { nil }
}
