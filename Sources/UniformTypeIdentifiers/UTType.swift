import Foundation

/// A uniform type identifier: a reverse-DNS name for a kind of data ("public.png"), with the
/// filename extensions and MIME types that denote it and the types it conforms to.
///
/// Backplate's `UniformTypeIdentifiers` module declares the system types apps name most
/// (`.png`, `.pdf`, `.plainText`, `.json`, `.image`, `.movie`...) from a built-in table, so
/// file-importer, drag-and-drop and transfer code compiles and can reason about types on Linux.
/// Types an app declares with ``init(exportedAs:conformingTo:)`` or
/// ``init(importedAs:conformingTo:)`` conform to their parent and to `public.data`; a type made
/// from an unknown extension or MIME type is dynamic (identifier `dyn.` followed by the tag),
/// as on Apple's systems. Nothing is read from a system database.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, such as `"public.png"`.
    public let identifier: String
    let declaredParents: [String]
    /// Parents that the system table does not declare (an app's own exported types).
    let customParents: [UTType]
    let extensions: [String]
    let mimeTypes: [String]
    let name: String?
    let origin: Origin

    enum Origin: UInt8, Hashable, Sendable, Codable { case system, exported, imported, dynamic }

    init(system identifier: String, parents: [String], extensions: [String] = [], mimeTypes: [String] = [], name: String?) {
        self.identifier = identifier
        declaredParents = parents
        self.extensions = extensions
        self.mimeTypes = mimeTypes
        self.name = name
        customParents = []
        origin = .system
    }

    /// The system-declared type with this identifier, or `nil` when Backplate's table does not
    /// declare it (an app's own exported types are not registered globally).
    public init?(_ identifier: String) {
        guard let known = UTTypeCatalog.byIdentifier[identifier.lowercased()] else { return nil }
        self = known
    }

    /// The type that the filename extension denotes and that conforms to `supertype`
    /// (default `.data`): `UTType(filenameExtension: "png")` is `.png`. An extension the table
    /// does not know gives a dynamic type conforming to `supertype`; `nil` when the known type
    /// does not conform to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let tag = filenameExtension.lowercased()
        if let known = UTTypeCatalog.byExtension[tag] {
            guard known.conforms(to: supertype) else { return nil }
            self = known
        } else {
            self.init(dynamicTag: tag, tagClass: "filename-extension", parent: supertype, extensions: [tag], mimeTypes: [])
        }
    }

    /// The type that the MIME type denotes and that conforms to `supertype` (default `.data`):
    /// `UTType(mimeType: "application/pdf")` is `.pdf`; unknown MIME types give a dynamic type.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let tag = mimeType.lowercased()
        if let known = UTTypeCatalog.byMIMEType[tag] {
            guard known.conforms(to: supertype) else { return nil }
            self = known
        } else {
            self.init(dynamicTag: tag, tagClass: "mime-type", parent: supertype, extensions: [], mimeTypes: [tag])
        }
    }

    /// A type the app declares and owns (its Info.plist's exported types), conforming to
    /// `parentType` when given and otherwise to `public.data`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(undeclared: identifier, parent: parentType ?? .data, origin: .exported, extensions: [], mimeTypes: [])
    }

    /// A type the app uses but another party owns (its Info.plist's imported types); the system
    /// declaration wins when Backplate's table knows the identifier.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        if let known = UTTypeCatalog.byIdentifier[identifier.lowercased()] {
            self = known
            return
        }
        self.init(undeclared: identifier, parent: parentType ?? .data, origin: .imported, extensions: [], mimeTypes: [])
    }

    private init(dynamicTag tag: String, tagClass: String, parent: UTType, extensions: [String], mimeTypes: [String]) {
        self.init(undeclared: "dyn.\(tagClass).\(tag)", parent: parent, origin: .dynamic, extensions: extensions, mimeTypes: mimeTypes)
    }

    /// A type outside the system table, conforming to one parent.
    private init(undeclared identifier: String, parent: UTType, origin: Origin, extensions: [String], mimeTypes: [String]) {
        self.identifier = identifier
        declaredParents = [parent.identifier]
        customParents = [parent]
        self.extensions = extensions
        self.mimeTypes = mimeTypes
        name = nil
        self.origin = origin
    }

    /// The filename extension most associated with the type ("png"), if any.
    public var preferredFilenameExtension: String? { extensions.first }
    /// The MIME type most associated with the type ("image/png"), if any.
    public var preferredMIMEType: String? { mimeTypes.first }
    /// An English description of the type ("PNG image"), as the system's type database gives it.
    public var localizedDescription: String? { name }
    /// Whether the type is declared (by the system or the app), as opposed to dynamic.
    public var isDeclared: Bool { origin != .dynamic }
    /// Whether the type was made from an unknown tag (identifier prefix `dyn.`).
    public var isDynamic: Bool { origin == .dynamic }
    /// Whether the system declares the type.
    public var isSystemDeclared: Bool { origin == .system }
    /// The URL of the type's reference document, if its declaration gives one: `nil`, as
    /// Backplate's type catalog records none.
    public var referenceURL: URL? { nil }
    /// The version of the type's declaration, if it gives one: `nil`, as the catalog records none.
    public var version: Int? { nil }
    /// Whether the type is in the public domain: its identifier starts with `public.` (types a
    /// standards body or convention defines); dynamic types never are.
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// Every type this type conforms to, directly or through its parents (not itself).
    public var supertypes: Set<UTType> {
        var result = Set<UTType>()
        var pending = directParents
        while let parent = pending.popLast() {
            if result.insert(parent).inserted { pending.append(contentsOf: parent.directParents) }
        }
        return result
    }

    private var directParents: [UTType] {
        declaredParents.compactMap { id in UTTypeCatalog.byIdentifier[id] ?? customParents.first { $0.identifier == id } }
    }

    /// Whether the type is `type` or conforms to it through its parents: `.png` conforms to
    /// `.image`, `.data` and `.item`; `.pdf` does not conform to `.image`.
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || supertypes.contains { $0.identifier == type.identifier }
    }
    /// Whether `type` conforms to this type and differs from it.
    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }
    /// Whether this type conforms to `type` and differs from it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// The identifier.
    public var description: String { identifier }
    /// The identifier.
    public var debugDescription: String { identifier }

    /// Two types are equal when their identifiers are.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
