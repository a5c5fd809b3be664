import Foundation

/// Extruded 3D text (SceneKit's `SCNText`): a string or attributed string in `font` (Helvetica
/// 36 by default), extruded `extrusionDepth` along z. The text starts at the origin and runs
/// along +x, in the font's points as scene units.
///
/// Kept as data; a still render draws no 3D. Its bounding box is Backplate's estimate: the
/// string's measured size in the font (x from 0 to the width, y from 0 to the height, z from
/// 0 to the depth), so apps centring text by its bounding box get sensible pivots.
open class SCNText: SCNGeometry {
    /// The depth of the extrusion (1 from `init(string:extrusionDepth:)`; 0: flat text).
    open var extrusionDepth: CGFloat = 1
    /// The text: a `String`, `NSString` or `NSAttributedString` (`nil` by default).
    open var string: Any?
    /// The font, when the string is not attributed (Helvetica 36; setting `nil` restores it).
    open var font: UIFont! {
        get { storedFont }
        set { storedFont = newValue ?? Self.defaultFont }
    }
    private var storedFont: UIFont = SCNText.defaultFont
    /// Whether the text wraps inside `containerFrame` (`false`).
    open var isWrapped = false
    /// The frame the text wraps or truncates in (zero: none).
    open var containerFrame: CGRect = .zero
    /// How lines are truncated in `containerFrame` (`"none"`, Core Animation's
    /// `kCATruncationNone`).
    open var truncationMode = "none"
    /// How lines align in `containerFrame` (`"natural"`, Core Animation's `kCAAlignmentNatural`).
    open var alignmentMode = "natural"
    /// The radius of the chamfered edges (0).
    open var chamferRadius: CGFloat = 0
    /// The chamfer's profile curve (`nil`: a quarter circle).
    open var chamferProfile: UIBezierPath?
    /// How finely curves are flattened into segments (1, SceneKit's header; smaller is smoother).
    open var flatness: CGFloat = 1

    /// Helvetica 36, SceneKit's default.
    private static var defaultFont: UIFont { UIFont(name: "Helvetica", size: 36) ?? UIFont.systemFont(ofSize: 36) }

    /// Text showing `string` (a `String` or `NSAttributedString`) extruded `extrusionDepth`.
    public convenience init(string: Any?, extrusionDepth: CGFloat) {
        self.init()
        self.string = string
        self.extrusionDepth = extrusionDepth
    }

    override var computedBox: (min: SCNVector3, max: SCNVector3) {
        let size: CGSize
        switch string {
        case let text as String: size = text.size(withAttributes: [.font: storedFont])
        case let text as NSAttributedString: size = text.string.size(withAttributes: [.font: storedFont])
        default: size = .zero
        }
        return (SCNVector3Zero, SCNVector3(size.width, size.height, extrusionDepth))
    }

    /// A copy of the same text and settings, sharing the materials.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNText()
        copyGeometryState(to: copy)
        copy.extrusionDepth = extrusionDepth
        copy.string = string
        copy.storedFont = storedFont
        copy.isWrapped = isWrapped
        copy.containerFrame = containerFrame
        copy.truncationMode = truncationMode
        copy.alignmentMode = alignmentMode
        copy.chamferRadius = chamferRadius
        copy.chamferProfile = chamferProfile
        copy.flatness = flatness
        return copy
    }
}
