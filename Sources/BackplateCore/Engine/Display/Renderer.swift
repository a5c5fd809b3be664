import Foundation

/// The backend seam (stage 5): something that draws display lists.
///
/// A renderer names the text engine layout must measure with, so that text is drawn exactly
/// as it was measured: the display list's text items carry only plain-data handles
/// (`ShapedTextHandle`), and the engine that answered them keeps (or re-derives) the shaped
/// glyphs. `ImageRenderer` lays out with `textEngine`, builds the display list and hands it to
/// `render(_:size:scale:)`. The cairo backend is one conformer; a test backend that records
/// what it is asked to draw is another.
package protocol Renderer {
    /// What a render produces (a bitmap, a document, a record of calls).
    associatedtype Output
    /// The engine layout measures text with for this renderer.
    var textEngine: any TextEngine { get }
    /// Draws `list` on a canvas of `size` points at `scale` pixels per point.
    func render(_ list: DisplayList, size: CGSize, scale: CGFloat) throws -> Output
}
