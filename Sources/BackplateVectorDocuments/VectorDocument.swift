import Foundation
import BackplateCore

/// A PDF page or SVG document that cairo draws as outlines: an image set's vector file.
package protocol VectorDocument: VectorArtwork {
    /// The page or canvas size, in points (one PDF point or SVG pixel is one point, as on iOS).
    var size: CGSize { get }
    /// Draws the document stretched over `rect` in the user space of the cairo context `cr`.
    func draw(into cr: OpaquePointer, rect: CGRect)
}

/// Why a PDF or SVG file was not read.
package struct VectorDocumentError: Error {
    /// What librsvg or poppler reported.
    package let message: String
}
