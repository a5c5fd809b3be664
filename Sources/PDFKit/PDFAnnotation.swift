import Foundation

/// A note, highlight or shape on a page. Backplate keeps annotations made in code (their
/// bounds, type, contents and colour) but does not draw them, and reads none from a file.
open class PDFAnnotation: NSObject {
    /// The annotation's rectangle, in page space.
    open var bounds: CGRect
    /// The kind, as PDF names it ("Highlight", "Text", "Square"...).
    open var type: String?
    /// The text the annotation carries.
    open var contents: String?
    /// The annotation's colour.
    open var color: UIColor = .yellow
    /// The page holding it.
    open internal(set) weak var page: PDFPage?

    /// An annotation of `annotationType` over `bounds`; `properties` are kept unread.
    public init(bounds: CGRect, forType annotationType: PDFAnnotationSubtype, withProperties properties: [AnyHashable: Any]?) {
        self.bounds = bounds
        self.type = annotationType.rawValue
        super.init()
    }
}

/// The kinds of annotation PDF defines.
public struct PDFAnnotationSubtype: RawRepresentable, Hashable, Sendable {
    /// The PDF name.
    public let rawValue: String
    /// A kind named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A note.
    public static let text = PDFAnnotationSubtype(rawValue: "Text")
    /// A highlight.
    public static let highlight = PDFAnnotationSubtype(rawValue: "Highlight")
    /// An underline.
    public static let underline = PDFAnnotationSubtype(rawValue: "Underline")
    /// A strike-out.
    public static let strikeOut = PDFAnnotationSubtype(rawValue: "StrikeOut")
    /// A rectangle.
    public static let square = PDFAnnotationSubtype(rawValue: "Square")
    /// An ellipse.
    public static let circle = PDFAnnotationSubtype(rawValue: "Circle")
    /// A line.
    public static let line = PDFAnnotationSubtype(rawValue: "Line")
    /// Free-hand ink.
    public static let ink = PDFAnnotationSubtype(rawValue: "Ink")
    /// Text drawn on the page.
    public static let freeText = PDFAnnotationSubtype(rawValue: "FreeText")
    /// A link.
    public static let link = PDFAnnotationSubtype(rawValue: "Link")
    /// A form field.
    public static let widget = PDFAnnotationSubtype(rawValue: "Widget")
    /// A stamp.
    public static let stamp = PDFAnnotationSubtype(rawValue: "Stamp")
}
