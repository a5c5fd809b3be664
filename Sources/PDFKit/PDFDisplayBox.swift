import Foundation

/// Which of a page's boxes a size or a drawing uses. Backplate reads a page's media box;
/// every other box is the media box unless set with `setBounds(_:for:)`.
public enum PDFDisplayBox: Int, Sendable {
    /// The page's physical size.
    case mediaBox = 0
    /// The visible area.
    case cropBox = 1
    /// The area for printing with bleed.
    case bleedBox = 2
    /// The finished page's size.
    case trimBox = 3
    /// The page's meaningful content.
    case artBox = 4
}
