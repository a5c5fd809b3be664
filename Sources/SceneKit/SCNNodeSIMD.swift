import Foundation

// SceneKit's simd forms of a node's transform properties and methods: the same values as the
// SCNVector and SCNMatrix4 forms, as SIMD vectors, `simd_quatf` and `simd_float4x4`.

extension SCNNode {
    /// `transform` as a simd matrix.
    public var simdTransform: simd_float4x4 {
        get { simd_float4x4(transform) }
        set { transform = SCNMatrix4(newValue) }
    }

    /// `position` as a simd vector.
    public var simdPosition: SIMD3<Float> {
        get { SIMD3(position) }
        set { position = SCNVector3(newValue) }
    }

    /// `rotation` (axis and angle) as a simd vector.
    public var simdRotation: SIMD4<Float> {
        get { SIMD4(rotation) }
        set { rotation = SCNVector4(newValue) }
    }

    /// `orientation` as a simd quaternion.
    public var simdOrientation: simd_quatf {
        get { rotationState }
        set { setRotation(newValue.length > 0 ? newValue.normalized : simd_quatf(ix: 0, iy: 0, iz: 0, r: 1)) }
    }

    /// `eulerAngles` as a simd vector.
    public var simdEulerAngles: SIMD3<Float> {
        get { SIMD3(eulerAngles) }
        set { eulerAngles = SCNVector3(newValue) }
    }

    /// `scale` as a simd vector.
    public var simdScale: SIMD3<Float> {
        get { SIMD3(scale) }
        set { scale = SCNVector3(newValue) }
    }

    /// `pivot` as a simd matrix.
    public var simdPivot: simd_float4x4 {
        get { simd_float4x4(pivot) }
        set { pivot = SCNMatrix4(newValue) }
    }

    /// `worldPosition` as a simd vector.
    public var simdWorldPosition: SIMD3<Float> {
        get { SIMD3(worldPosition) }
        set { worldPosition = SCNVector3(newValue) }
    }

    /// `worldOrientation` as a simd quaternion.
    public var simdWorldOrientation: simd_quatf {
        get { worldQuaternion }
        set { worldOrientation = SCNRotationMath.vector(newValue) }
    }

    /// `worldTransform` as a simd matrix; setting it calls `setWorldTransform(_:)`.
    public var simdWorldTransform: simd_float4x4 {
        get { simd_float4x4(worldTransform) }
        set { setWorldTransform(SCNMatrix4(newValue)) }
    }

    /// `convertPosition(_:to:)` on simd vectors.
    public func simdConvertPosition(_ position: SIMD3<Float>, to node: SCNNode?) -> SIMD3<Float> {
        SIMD3(convertPosition(SCNVector3(position), to: node))
    }

    /// `convertPosition(_:from:)` on simd vectors.
    public func simdConvertPosition(_ position: SIMD3<Float>, from node: SCNNode?) -> SIMD3<Float> {
        SIMD3(convertPosition(SCNVector3(position), from: node))
    }

    /// `convertVector(_:to:)` on simd vectors.
    public func simdConvertVector(_ vector: SIMD3<Float>, to node: SCNNode?) -> SIMD3<Float> {
        SIMD3(convertVector(SCNVector3(vector), to: node))
    }

    /// `convertVector(_:from:)` on simd vectors.
    public func simdConvertVector(_ vector: SIMD3<Float>, from node: SCNNode?) -> SIMD3<Float> {
        SIMD3(convertVector(SCNVector3(vector), from: node))
    }

    /// `convertTransform(_:to:)` on simd matrices.
    public func simdConvertTransform(_ transform: simd_float4x4, to node: SCNNode?) -> simd_float4x4 {
        simd_float4x4(convertTransform(SCNMatrix4(transform), to: node))
    }

    /// `convertTransform(_:from:)` on simd matrices.
    public func simdConvertTransform(_ transform: simd_float4x4, from node: SCNNode?) -> simd_float4x4 {
        simd_float4x4(convertTransform(SCNMatrix4(transform), from: node))
    }

    /// The local y axis.
    public class var simdLocalUp: SIMD3<Float> { SIMD3(0, 1, 0) }
    /// The local x axis.
    public class var simdLocalRight: SIMD3<Float> { SIMD3(1, 0, 0) }
    /// The local -z axis.
    public class var simdLocalFront: SIMD3<Float> { SIMD3(0, 0, -1) }

    /// `worldUp` as a simd vector.
    public var simdWorldUp: SIMD3<Float> { SIMD3(worldUp) }
    /// `worldRight` as a simd vector.
    public var simdWorldRight: SIMD3<Float> { SIMD3(worldRight) }
    /// `worldFront` as a simd vector.
    public var simdWorldFront: SIMD3<Float> { SIMD3(worldFront) }

    /// `look(at:)` with a simd target.
    public func simdLook(at worldTarget: SIMD3<Float>) { look(at: SCNVector3(worldTarget)) }

    /// `look(at:up:localFront:)` with simd vectors.
    public func simdLook(at worldTarget: SIMD3<Float>, up worldUp: SIMD3<Float>, localFront: SIMD3<Float>) {
        look(at: SCNVector3(worldTarget), up: SCNVector3(worldUp), localFront: SCNVector3(localFront))
    }

    /// `localTranslate(by:)` with a simd vector.
    public func simdLocalTranslate(by translation: SIMD3<Float>) { localTranslate(by: SCNVector3(translation)) }

    /// `localRotate(by:)` with a simd quaternion.
    public func simdLocalRotate(by rotation: simd_quatf) { localRotate(by: SCNRotationMath.vector(rotation)) }

    /// `rotate(by:aroundTarget:)` with simd values.
    public func simdRotate(by worldRotation: simd_quatf, aroundTarget worldTarget: SIMD3<Float>) {
        rotate(by: SCNRotationMath.vector(worldRotation), aroundTarget: SCNVector3(worldTarget))
    }
}

extension SCNNode: SCNBoundingVolume {
    /// The smallest box, in the node's coordinates, around its geometry and its descendants'
    /// (each child's box carried through its transform). Set: an app's own box, kept.
    public var boundingBox: (min: SCNVector3, max: SCNVector3) {
        get { overriddenBox ?? computedBox ?? (SCNVector3Zero, SCNVector3Zero) }
        set { overriddenBox = newValue }
    }

    /// The sphere around the bounding box: its centre and half its diagonal.
    public var boundingSphere: (center: SCNVector3, radius: Float) { SCNBounds.sphere(around: boundingBox) }

    /// The union of the geometry's box and the children's transformed boxes (`nil`: nothing).
    private var computedBox: (min: SCNVector3, max: SCNVector3)? {
        var points: [SCNVector3] = []
        if let geometry { points += corners(of: geometry.boundingBox) }
        for child in childNodes {
            guard let box = child.overriddenBox ?? child.computedBox else { continue }
            let local = child.localTransform
            points += corners(of: box).map { local.transformPoint($0) }
        }
        guard let first = points.first else { return nil }
        var lo = first, hi = first
        for p in points.dropFirst() {
            (lo.x, lo.y, lo.z) = (min(lo.x, p.x), min(lo.y, p.y), min(lo.z, p.z))
            (hi.x, hi.y, hi.z) = (max(hi.x, p.x), max(hi.y, p.y), max(hi.z, p.z))
        }
        return (lo, hi)
    }

    /// The eight corners of `box`.
    private func corners(of box: (min: SCNVector3, max: SCNVector3)) -> [SCNVector3] {
        var out: [SCNVector3] = []
        for x in [box.min.x, box.max.x] {
            for y in [box.min.y, box.max.y] {
                for z in [box.min.z, box.max.z] { out.append(SCNVector3(x: x, y: y, z: z)) }
            }
        }
        return out
    }
}
