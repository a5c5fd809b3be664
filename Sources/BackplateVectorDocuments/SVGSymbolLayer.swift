import Foundation
import BackplateCore

/// One variant group of a custom symbol's SVG template (`Regular-M`), the part of the
/// document inside `templateRect` drawn over the rectangle it is given, as one image.
package final class SVGSymbolLayer: VectorDocument {
    package let document: SVGDocumentArtwork
    /// The group's id, without `#`.
    package let layer: String
    /// The part of the document (its coordinates) that fills the drawn rectangle.
    package let templateRect: CGRect
    /// The symbol's frame, in points.
    package let size: CGSize

    /// The group `layer` of `document`, framed by `templateRect`, `size` points large.
    package init(document: SVGDocumentArtwork, layer: String, templateRect: CGRect, size: CGSize) {
        self.document = document
        self.layer = layer
        self.templateRect = templateRect
        self.size = size
    }

    package func draw(into cr: OpaquePointer, rect: CGRect) {
        document.drawLayer(layer, into: cr, from: templateRect, to: rect)
    }
}
