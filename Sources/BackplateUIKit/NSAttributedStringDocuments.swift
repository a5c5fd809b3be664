import Foundation
import BackplateCore

// Reading documents into attributed strings (`NSAttributedString(data:options:documentAttributes:)`),
// which Linux's Foundation lacks: HTML (read with libxml2's HTML parser, styled as iOS's WebKit
// import styles it, `HTMLAttributedStringReader.swift`) and plain text. RTF is not read: it throws.

extension NSAttributedString {
    /// A document format (`NSAttributedString.DocumentType`).
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        /// The format's name.
        public let rawValue: String
        /// A format from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// HTML.
        public static let html = DocumentType(rawValue: "NSHTML")
        /// Rich text (not read on Linux: reading throws).
        public static let rtf = DocumentType(rawValue: "NSRTF")
        /// Rich text with attachments (not read on Linux: reading throws).
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
        /// Plain text.
        public static let plain = DocumentType(rawValue: "NSPlainText")
    }

    /// The options of reading a document (`NSAttributedString.DocumentReadingOptionKey`).
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        /// The option's name.
        public let rawValue: String
        /// An option from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The document's format (a `DocumentType`); guessed from the bytes when absent.
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// The text encoding (a `String.Encoding` raw value); HTML without one reads its
        /// `<meta charset>`, else Latin-1, as WebKit does.
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        /// The attributes of plain text (`[NSAttributedString.Key: Any]`).
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    }

    /// The attributes a document reports (`NSAttributedString.DocumentAttributeKey`).
    public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
        /// The attribute's name.
        public let rawValue: String
        /// An attribute from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The document's format.
        public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
        /// The text encoding.
        public static let characterEncoding = DocumentAttributeKey(rawValue: "CharacterEncoding")
    }

    /// The document in `data`: HTML styled as iOS styles an HTML import (Times New Roman 12 pt,
    /// headings, bold, italic, underline, colours, links, lists as "\t•\t" lines, a newline
    /// after each block), or plain text; `dict` receives the format and encoding. Throws for
    /// RTF and for bytes the encoding cannot read.
    public convenience init(data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let type = options[.documentType] as? DocumentType ?? Self.guessedType(of: data)
        let encoding = (options[.characterEncoding] as? UInt ?? (options[.characterEncoding] as? NSNumber)?.uintValue)
            .map { String.Encoding(rawValue: $0) }
        let read: NSAttributedString
        switch type {
        case .html:
            read = HTMLAttributedStringReader.read(data, encoding: encoding)
        case .plain:
            guard let text = String(data: data, encoding: encoding ?? .utf8) else { throw CocoaError(.fileReadInapplicableStringEncoding) }
            let attributes = options[.defaultAttributes] as? [NSAttributedString.Key: Any]
                ?? [.font: UIFont(name: "Helvetica", size: 12) ?? .systemFont(ofSize: 12), .foregroundColor: UIColor.black]
            read = NSAttributedString(string: text, attributes: attributes)
        default:
            RuntimeWarning.emit("NSAttributedString: \(type.rawValue) documents are not read on Linux (HTML and plain text are)")
            throw CocoaError(.fileReadCorruptFile)
        }
        dict?.pointee = [DocumentAttributeKey.documentType.rawValue: type.rawValue,
                         DocumentAttributeKey.characterEncoding.rawValue: (encoding ?? .utf8).rawValue] as NSDictionary
        self.init(attributedString: read)
    }

    /// The document in the file at `url`, read as `init(data:options:documentAttributes:)` reads it.
    public convenience init(url: URL, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        try self.init(data: Data(contentsOf: url), options: options, documentAttributes: dict)
    }

    /// RTF when the bytes start with `{\rtf`, HTML when they hold a tag, plain text otherwise.
    private static func guessedType(of data: Data) -> DocumentType {
        let head = String(decoding: data.prefix(1024), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if head.hasPrefix("{\\rtf") { return .rtf }
        if head.range(of: #"<[A-Za-z!/][^>]*>"#, options: .regularExpression) != nil { return .html }
        return .plain
    }
}
