import Foundation

/// Which edges of an extruded shape are chamfered.
public enum SCNChamferMode: Int, Sendable {
    /// Front and back (the default).
    case both = 0
    /// The front only.
    case front = 1
    /// The back only.
    case back = 2
}

/// A 2D path extruded along z (SceneKit's `SCNShape`): the path, in the xy-plane, filled with
/// the even-odd rule and extruded `extrusionDepth`, centred on z = 0.
///
/// Kept as data; a still render draws no 3D. Its bounding box is the path's bounds in x and y
/// and half the depth either side of z = 0.
open class SCNShape: SCNGeometry {
    /// The outline extruded (`nil`: an empty shape).
    open var path: UIBezierPath?
    /// The depth of the extrusion (1 from `init(path:extrusionDepth:)`; 0: a flat shape).
    open var extrusionDepth: CGFloat = 1
    /// Which edges are chamfered (`.both`).
    open var chamferMode = SCNChamferMode.both
    /// The width of the chamfer (0: none).
    open var chamferRadius: CGFloat = 0
    /// The chamfer's profile curve (`nil`: a quarter circle).
    open var chamferProfile: UIBezierPath?

    /// The shape of `path` extruded `extrusionDepth`.
    public convenience init(path: UIBezierPath?, extrusionDepth: CGFloat) {
        self.init()
        self.path = path
        self.extrusionDepth = extrusionDepth
    }

    override var computedBox: (min: SCNVector3, max: SCNVector3) {
        guard let bounds = path?.bounds, !bounds.isNull, !bounds.isInfinite else { return (SCNVector3Zero, SCNVector3Zero) }
        return (SCNVector3(bounds.minX, bounds.minY, -extrusionDepth / 2), SCNVector3(bounds.maxX, bounds.maxY, extrusionDepth / 2))
    }

    /// A copy of the same path and settings, sharing the materials.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNShape()
        copyGeometryState(to: copy)
        copy.path = path
        copy.extrusionDepth = extrusionDepth
        copy.chamferMode = chamferMode
        copy.chamferRadius = chamferRadius
        copy.chamferProfile = chamferProfile
        return copy
    }
}
