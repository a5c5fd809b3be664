/// A key of `PDFDocument.documentAttributes`: a PDF information-dictionary entry. As on iOS, where
/// it is a string type, a key hashes and compares as its raw string, so `"Title"` finds it too.
public struct PDFDocumentAttribute: _SwiftNewtypeWrapper, Hashable, Sendable {
    /// The entry's key in the PDF ("Title"...).
    public let rawValue: String
    /// The attribute of this key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The document's title, a string.
    public static let titleAttribute = PDFDocumentAttribute(rawValue: "Title")
    /// Its author, a string.
    public static let authorAttribute = PDFDocumentAttribute(rawValue: "Author")
    /// Its subject, a string.
    public static let subjectAttribute = PDFDocumentAttribute(rawValue: "Subject")
    /// The application that made the content, a string.
    public static let creatorAttribute = PDFDocumentAttribute(rawValue: "Creator")
    /// The application that wrote the PDF, a string.
    public static let producerAttribute = PDFDocumentAttribute(rawValue: "Producer")
    /// When it was made, a `Date`.
    public static let creationDateAttribute = PDFDocumentAttribute(rawValue: "CreationDate")
    /// When it was last changed, a `Date`.
    public static let modificationDateAttribute = PDFDocumentAttribute(rawValue: "ModDate")
    /// Its keywords, an array of strings.
    public static let keywordsAttribute = PDFDocumentAttribute(rawValue: "Keywords")
}
