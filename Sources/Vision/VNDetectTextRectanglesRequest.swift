import Foundation

/// An image-analysis request that finds regions of visible text, without reading them. A render
/// has no text-detection model: performing it warns "Vision: VNDetectTextRectanglesRequest has no
/// text-detection model in a render; it finds no text" and leaves `results` empty.
open class VNDetectTextRectanglesRequest: VNImageBasedRequest {
    /// Whether each observation should carry its characters' boxes (`false`). Kept.
    open var reportCharacterBoxes = false

    /// The text observations: `nil` before the request is performed, then empty in a render.
    public var results: [VNTextObservation]? {
        storedResults?.compactMap { $0 as? VNTextObservation }
    }

    /// Revision 1, the only one.
    open override class var supportedRevisions: IndexSet { IndexSet(integer: 1) }

    override var renderWarning: String {
        "Vision: VNDetectTextRectanglesRequest has no text-detection model in a render; it finds no text"
    }
}

/// The first text-rectangle detection revision (iOS 12).
public let VNDetectTextRectanglesRequestRevision1: Int = 1
