// CoreGraphics brings `CFString` (a `String` on Linux), as CoreFoundation does on iOS.
@_exported import CoreGraphics
import Foundation
@_exported import UniformTypeIdentifiers

/// What MobileCoreServices' string arguments accept: a `String` (a `CFString` here) or an
/// `NSString` (`pathExtension as NSString`, as iOS code bridges it).
public protocol _UTTypeStringArgument {
    /// The string's characters.
    var _utTypeString: String { get }
}

extension String: _UTTypeStringArgument {
    /// The string itself.
    public var _utTypeString: String { self }
}

extension NSString: _UTTypeStringArgument {
    /// The string's characters.
    public var _utTypeString: String { self as String }
}

/// A string a `UTTypeCopy...`/`UTTypeCreate...` function returns, as iOS's
/// `Unmanaged<CFString>`: take it with `takeRetainedValue()` (memory is Swift's here).
public struct UTTypeReturnedString {
    private let value: CFString

    init(_ value: CFString) { self.value = value }

    /// The string, released by the caller on iOS; here simply the string.
    public func takeRetainedValue() -> CFString { value }

    /// The string, not released on iOS; here simply the string.
    public func takeUnretainedValue() -> CFString { value }
}

/// The tag class of filename extensions (`public.filename-extension`).
public let kUTTagClassFilenameExtension: CFString = UTTagClass.filenameExtension.rawValue
/// The tag class of MIME types (`public.mime-type`).
public let kUTTagClassMIMEType: CFString = UTTagClass.mimeType.rawValue

/// The identifier of the type a tag (an extension, a MIME type) names, conforming to
/// `inConformingToUTI` when given; an unknown tag gets a dynamic `dyn.` identifier, as on iOS.
/// Deprecated on iOS 15 for `UTType(tag:tagClass:conformingTo:)`; kept for the code that uses it.
public func UTTypeCreatePreferredIdentifierForTag(_ inTagClass: any _UTTypeStringArgument, _ inTag: any _UTTypeStringArgument,
                                                  _ inConformingToUTI: (any _UTTypeStringArgument)?) -> UTTypeReturnedString? {
    let supertype = inConformingToUTI.flatMap { UTType($0._utTypeString) }
    let tagClass = UTTagClass(rawValue: inTagClass._utTypeString)
    guard let type = UTType(tag: inTag._utTypeString, tagClass: tagClass, conformingTo: supertype) else { return nil }
    return UTTypeReturnedString(type.identifier)
}

/// The first tag of `inTagClass` (the preferred extension or MIME type) of the type
/// `inUTI`, or nil when it has none.
public func UTTypeCopyPreferredTagWithClass(_ inUTI: any _UTTypeStringArgument, _ inTagClass: any _UTTypeStringArgument) -> UTTypeReturnedString? {
    guard let type = UTType(inUTI._utTypeString),
          let tag = type.tags[UTTagClass(rawValue: inTagClass._utTypeString)]?.first else { return nil }
    return UTTypeReturnedString(tag)
}

/// Every tag of `inTagClass` of the type `inUTI`, or nil when it has none.
public func UTTypeCopyAllTagsWithClass(_ inUTI: any _UTTypeStringArgument, _ inTagClass: any _UTTypeStringArgument) -> UTTypeReturnedArray? {
    guard let type = UTType(inUTI._utTypeString),
          let tags = type.tags[UTTagClass(rawValue: inTagClass._utTypeString)], !tags.isEmpty else { return nil }
    return UTTypeReturnedArray(tags)
}

/// A list of strings a `UTTypeCopyAllTagsWithClass` returns, as iOS's `Unmanaged<CFArray>`.
public struct UTTypeReturnedArray {
    private let value: [String]

    init(_ value: [String]) { self.value = value }

    /// The strings.
    public func takeRetainedValue() -> [String] { value }

    /// The strings.
    public func takeUnretainedValue() -> [String] { value }
}

/// Whether the type `inUTI` conforms to `inConformsToUTI` (itself, or one of its supertypes);
/// false when either identifier is unknown and the two differ.
public func UTTypeConformsTo(_ inUTI: any _UTTypeStringArgument, _ inConformsToUTI: any _UTTypeStringArgument) -> Bool {
    let identifier = inUTI._utTypeString, other = inConformsToUTI._utTypeString
    if identifier == other { return true }
    guard let type = UTType(identifier), let supertype = UTType(other) else { return false }
    return type.conforms(to: supertype)
}

/// Whether two type identifiers name the same type.
public func UTTypeEqual(_ inUTI1: any _UTTypeStringArgument, _ inUTI2: any _UTTypeStringArgument) -> Bool {
    inUTI1._utTypeString == inUTI2._utTypeString
}

/// The type's description in English ("PNG image"), or nil when it has none.
public func UTTypeCopyDescription(_ inUTI: any _UTTypeStringArgument) -> UTTypeReturnedString? {
    UTType(inUTI._utTypeString)?.localizedDescription.map(UTTypeReturnedString.init)
}

/// Whether the identifier is a dynamic one (`dyn.`), made for a tag no type declares.
public func UTTypeIsDynamic(_ inUTI: any _UTTypeStringArgument) -> Bool {
    inUTI._utTypeString.hasPrefix("dyn.")
}

/// Whether the identifier names a type the system or the app declares.
public func UTTypeIsDeclared(_ inUTI: any _UTTypeStringArgument) -> Bool {
    UTType(inUTI._utTypeString)?.isDeclared ?? false
}
