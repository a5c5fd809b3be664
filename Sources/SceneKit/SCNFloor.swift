import Foundation

/// An infinite plane at y = 0 facing up (SceneKit's `SCNFloor`), optionally reflective. A
/// width or length of 0 (the default) makes it infinite along that axis; its bounding box
/// then spans only the finite extents.
open class SCNFloor: SCNGeometry {
    /// How strongly the floor reflects the scene (0.25).
    open var reflectivity: CGFloat = 0.25
    /// The distance above the floor where the reflection starts fading (0).
    open var reflectionFalloffStart: CGFloat = 0
    /// The distance above the floor where the reflection has faded (0: no fade).
    open var reflectionFalloffEnd: CGFloat = 0
    /// The node categories reflected (all).
    open var reflectionCategoryBitMask = Int(bitPattern: UInt.max)
    /// The extent along x (0: infinite).
    open var width: CGFloat = 0
    /// The extent along z (0: infinite).
    open var length: CGFloat = 0
    /// The resolution of the reflection relative to the view (0.5).
    open var reflectionResolutionScaleFactor: CGFloat = 0.5

    override var computedBox: (min: SCNVector3, max: SCNVector3) { SCNBounds.centered(width / 2, 0, length / 2) }

    /// A copy of the same settings, sharing the materials.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNFloor()
        copyGeometryState(to: copy)
        copy.reflectivity = reflectivity
        copy.reflectionFalloffStart = reflectionFalloffStart
        copy.reflectionFalloffEnd = reflectionFalloffEnd
        copy.reflectionCategoryBitMask = reflectionCategoryBitMask
        copy.width = width
        copy.length = length
        copy.reflectionResolutionScaleFactor = reflectionResolutionScaleFactor
        return copy
    }
}
