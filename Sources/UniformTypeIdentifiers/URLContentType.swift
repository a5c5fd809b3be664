import Foundation

extension URL {
    /// This URL with `partialName` appended, followed by `contentType`'s preferred filename
    /// extension unless `partialName` already ends in an extension of that type
    /// (`"readme"` with `.plainText` gives `readme.txt`; `"photo.jpg"` with `.image` stays).
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL {
        appendingPathComponent(contentType.fileName(partialName), isDirectory: contentType.conforms(to: .directory))
    }

    /// Appends `partialName` and, unless it already has an extension of `contentType`, the type's
    /// preferred filename extension (see ``appendingPathComponent(_:conformingTo:)``).
    public mutating func appendPathComponent(_ partialName: String, conformingTo contentType: UTType) {
        self = appendingPathComponent(partialName, conformingTo: contentType)
    }

    /// This URL with `contentType`'s preferred filename extension added to its last path
    /// component, unless that component already has an extension of the type (or the type none).
    public func appendingPathExtension(for contentType: UTType) -> URL {
        let last = lastPathComponent
        let named = contentType.fileName(last)
        guard named != last else { return self }
        return deletingLastPathComponent().appendingPathComponent(named, isDirectory: contentType.conforms(to: .directory))
    }

    /// Adds `contentType`'s preferred filename extension to the last path component (see
    /// ``appendingPathExtension(for:)``).
    public mutating func appendPathExtension(for contentType: UTType) {
        self = appendingPathExtension(for: contentType)
    }
}

extension UTType {
    /// `partialName` with this type's preferred extension, unless its own extension already
    /// denotes a type conforming to this one.
    func fileName(_ partialName: String) -> String {
        let ext = (partialName as NSString).pathExtension
        if !ext.isEmpty, let existing = UTType(filenameExtension: ext, conformingTo: self), existing.isDeclared {
            return partialName
        }
        guard let preferred = preferredFilenameExtension else { return partialName }
        return partialName + "." + preferred
    }
}
