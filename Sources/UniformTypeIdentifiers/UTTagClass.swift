import Foundation

/// A kind of tag that names a type outside the type system, as UniformTypeIdentifiers'
/// `UTTagClass`: a filename extension or a MIME type.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The tag class's identifier (`"public.filename-extension"`).
    public let rawValue: String

    /// Creates a tag class from its identifier.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Filename extensions (`"png"`), `public.filename-extension`.
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types (`"image/png"`), `public.mime-type`.
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    /// The identifier.
    public var description: String { rawValue }
}

extension UTType {
    /// The type's tags by class: its filename extensions and MIME types (classes it has none of
    /// are left out).
    public var tags: [UTTagClass: [String]] {
        var result: [UTTagClass: [String]] = [:]
        if !extensions.isEmpty { result[.filenameExtension] = extensions }
        if !mimeTypes.isEmpty { result[.mimeType] = mimeTypes }
        return result
    }

    /// The type `tag` of `tagClass` names, conforming to `supertype` when given (a dynamic type
    /// for a tag the table doesn't know); `nil` for a tag class other than filename extensions
    /// and MIME types, or when the known type does not conform to `supertype`.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        switch tagClass {
        case .filenameExtension: self.init(filenameExtension: tag, conformingTo: supertype ?? .data)
        case .mimeType: self.init(mimeType: tag, conformingTo: supertype ?? .data)
        default: return nil
        }
    }

    /// Every declared type `tag` of `tagClass` names that conforms to `supertype` when given, in
    /// the table's order; a dynamic type alone when none is declared.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        let lowered = tag.lowercased()
        let declared = UTTypeCatalog.all.filter { type in
            let tags = tagClass == .filenameExtension ? type.extensions : tagClass == .mimeType ? type.mimeTypes : []
            return tags.contains { $0.lowercased() == lowered } && (supertype.map { type.conforms(to: $0) } ?? true)
        }
        if !declared.isEmpty { return declared }
        return UTType(tag: tag, tagClass: tagClass, conformingTo: supertype).map { [$0] } ?? []
    }
}

extension UTTagClass: CustomDebugStringConvertible {
    /// The tag class's raw value (`public.filename-extension`, ...).
    public var debugDescription: String { rawValue }
}
