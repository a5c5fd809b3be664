import Foundation

/// Artwork kept as outlines (an image set's PDF or SVG file), which a backend's renderer
/// draws at its own resolution. Core only carries it; the backend that decoded it draws it.
package protocol VectorArtwork: AnyObject, Sendable {}

/// A raster image's vector original, and how its image set asks iOS to draw it.
package struct VectorOriginal: Hashable, Sendable {
    /// The outlines.
    package let artwork: any VectorArtwork
    /// The set's `preserves-vector-representation`: drawn as outlines at any size. Without it
    /// iOS draws the rendering Xcode made at the screen's scale, scaled to the frame.
    package let preservesVector: Bool

    /// Wraps decoded artwork.
    package init(artwork: any VectorArtwork, preservesVector: Bool) {
        self.artwork = artwork
        self.preservesVector = preservesVector
    }

    package static func == (a: VectorOriginal, b: VectorOriginal) -> Bool {
        a.artwork === b.artwork && a.preservesVector == b.preservesVector
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(artwork))
        hasher.combine(preservesVector)
    }
}
