import Foundation

// A node's transform in its matrix, quaternion, Euler angle and axis-angle forms, its world
// transform, coordinate conversions and look-at orientation. SceneKit's conventions: row
// vectors (`transform` = scale, then rotation, then translation), Euler angles applied roll
// (z) first, then yaw (y), then pitch (x); a node looks down its local -z axis.

/// Rotation arithmetic on quaternions, shared by nodes and actions.
enum SCNRotationMath {
    /// The quaternion of Euler angles (pitch x, yaw y, roll z): roll, then yaw, then pitch.
    static func quaternion(euler e: SCNVector3) -> simd_quatf {
        simd_quatf(angle: e.x, axis: SIMD3(1, 0, 0)) * simd_quatf(angle: e.y, axis: SIMD3(0, 1, 0)) * simd_quatf(angle: e.z, axis: SIMD3(0, 0, 1))
    }

    /// The Euler angles of `q` (pitch in -π...π, yaw in -π/2...π/2, roll in -π...π).
    static func euler(of q: simd_quatf) -> SCNVector3 {
        let m = simd_float4x4(q)
        // Column-vector R = Rx(pitch)·Ry(yaw)·Rz(roll): R[0][2] = sin(yaw).
        let r02 = m.columns.2.x, r00 = m.columns.0.x, r01 = m.columns.1.x
        let r12 = m.columns.2.y, r22 = m.columns.2.z, r21 = m.columns.1.z, r11 = m.columns.1.y
        // atan2 keeps the yaw exact near ±π/2, where asin loses half the float's precision.
        let yaw = atan2(r02, (r12 * r12 + r22 * r22).squareRoot())
        if abs(r02) < 0.999_999 {
            return SCNVector3(x: atan2(-r12, r22), y: yaw, z: atan2(-r01, r00))
        }
        return SCNVector3(x: atan2(r21, r11), y: yaw, z: 0)
    }

    /// The quaternion of an axis-angle rotation (a zero axis: no rotation).
    static func quaternion(axisAngle r: SCNVector4) -> simd_quatf {
        let axis = SIMD3<Float>(r.x, r.y, r.z)
        guard simd_length(axis) > 0, r.w.isFinite else { return simd_quatf(ix: 0, iy: 0, iz: 0, r: 1) }
        return simd_quatf(angle: r.w, axis: axis)
    }

    /// The axis-angle form of `q`: (0, 0, 0, 0) for no rotation.
    static func axisAngle(of q: simd_quatf) -> SCNVector4 {
        let unit = q.real < 0 ? simd_quatf(vector: -q.vector) : q
        let sinHalf = simd_length(unit.imag)
        guard sinHalf > 1e-7 else { return SCNVector4Zero }
        let axis = unit.imag / sinHalf
        return SCNVector4(x: axis.x, y: axis.y, z: axis.z, w: 2 * atan2(sinHalf, unit.real))
    }

    /// The quaternion of a SceneKit quaternion, normalized (zero: no rotation).
    static func quaternion(_ v: SCNQuaternion) -> simd_quatf {
        let q = simd_quatf(ix: v.x, iy: v.y, iz: v.z, r: v.w)
        return q.length > 0 ? q.normalized : simd_quatf(ix: 0, iy: 0, iz: 0, r: 1)
    }

    /// The SceneKit quaternion of `q`.
    static func vector(_ q: simd_quatf) -> SCNQuaternion { SCNQuaternion(x: q.vector.x, y: q.vector.y, z: q.vector.z, w: q.vector.w) }

    /// The row-vector matrix that scales by `s`, rotates by `q` and translates by `t`.
    static func matrix(translation t: SCNVector3, rotation q: simd_quatf, scale s: SCNVector3) -> SCNMatrix4 {
        let r = simd_float4x4(q)
        // Row i of a row-vector matrix is the image of axis i: column i of the rotation, scaled.
        let x = r.columns.0 * s.x, y = r.columns.1 * s.y, z = r.columns.2 * s.z
        return SCNMatrix4(m11: x.x, m12: x.y, m13: x.z, m14: 0, m21: y.x, m22: y.y, m23: y.z, m24: 0,
                          m31: z.x, m32: z.y, m33: z.z, m34: 0, m41: t.x, m42: t.y, m43: t.z, m44: 1)
    }

    /// The translation, rotation and scale of an affine row-vector matrix (no shear assumed; a
    /// mirrored matrix takes its negative scale on x).
    static func decompose(_ m: SCNMatrix4) -> (translation: SCNVector3, rotation: simd_quatf, scale: SCNVector3) {
        var rows = [SIMD3<Float>(m.m11, m.m12, m.m13), SIMD3<Float>(m.m21, m.m22, m.m23), SIMD3<Float>(m.m31, m.m32, m.m33)]
        var s = rows.map { simd_length($0) }
        if dot(cross(rows[0], rows[1]), rows[2]) < 0 { s[0] = -s[0] }
        for i in 0..<3 { rows[i] = s[i] != 0 ? rows[i] / s[i] : SIMD3<Float>(i == 0 ? 1 : 0, i == 1 ? 1 : 0, i == 2 ? 1 : 0) }
        let rotation = simd_float4x4(SIMD4(rows[0], 0), SIMD4(rows[1], 0), SIMD4(rows[2], 0), SIMD4(0, 0, 0, 1))
        return (SCNVector3(x: m.m41, y: m.m42, z: m.m43), simd_quatf(rotation).normalized, SCNVector3(x: s[0], y: s[1], z: s[2]))
    }
}

extension SCNNode {
    /// The orientation as a unit quaternion (no rotation: (0, 0, 0, 1)).
    public var orientation: SCNQuaternion {
        get { SCNRotationMath.vector(rotationState) }
        set { setRotation(SCNRotationMath.quaternion(newValue)) }
    }

    /// The orientation as Euler angles in radians: pitch (x), yaw (y), roll (z), applied roll
    /// first. Angles set are read back as set while the orientation is unchanged.
    public var eulerAngles: SCNVector3 {
        get { eulerAnglesAsSet ?? SCNRotationMath.euler(of: rotationState) }
        set {
            setRotation(SCNRotationMath.quaternion(euler: newValue))
            eulerAnglesAsSet = newValue
        }
    }

    /// The orientation as an axis (x, y, z) and an angle in radians (w): (0, 0, 0, 0) for no
    /// rotation. A rotation set is read back as set while the orientation is unchanged.
    public var rotation: SCNVector4 {
        get { rotationAsSet ?? SCNRotationMath.axisAngle(of: rotationState) }
        set {
            setRotation(SCNRotationMath.quaternion(axisAngle: newValue))
            rotationAsSet = newValue
        }
    }

    /// The transform relative to the parent: scale, then orientation, then position. Setting it
    /// sets the three (the matrix decomposed, without shear).
    public var transform: SCNMatrix4 {
        get { SCNRotationMath.matrix(translation: position, rotation: rotationState, scale: scale) }
        set {
            let parts = SCNRotationMath.decompose(newValue)
            position = parts.translation
            scale = parts.scale
            setRotation(parts.rotation)
        }
    }

    /// Replaces the orientation and forgets the forms last set.
    func setRotation(_ q: simd_quatf) {
        rotationState = q
        eulerAnglesAsSet = nil
        rotationAsSet = nil
    }

    /// The transform from the node's coordinates to its parent's: the pivot's inverse, then
    /// `transform`.
    var localTransform: SCNMatrix4 {
        SCNMatrix4IsIdentity(pivot) ? transform : SCNMatrix4Invert(pivot).multiplied(by: transform)
    }

    /// The transform from the node's coordinates to the world's (the root's).
    public var worldTransform: SCNMatrix4 {
        parent.map { localTransform.multiplied(by: $0.worldTransform) } ?? localTransform
    }

    /// Sets `transform` so the world transform becomes `worldTransform`.
    public func setWorldTransform(_ worldTransform: SCNMatrix4) {
        let local = parent.map { worldTransform.multiplied(by: SCNMatrix4Invert($0.worldTransform)) } ?? worldTransform
        transform = SCNMatrix4IsIdentity(pivot) ? local : pivot.multiplied(by: local)
    }

    /// The position in world coordinates.
    public var worldPosition: SCNVector3 {
        get {
            let m = worldTransform
            return SCNVector3(x: m.m41, y: m.m42, z: m.m43)
        }
        set { position = parent.map { SCNMatrix4Invert($0.worldTransform).transformPoint(newValue) } ?? newValue }
    }

    /// The orientation in world coordinates (the parents' orientations composed).
    public var worldOrientation: SCNQuaternion {
        get { SCNRotationMath.vector(worldQuaternion) }
        set {
            let q = SCNRotationMath.quaternion(newValue)
            setRotation(parent.map { $0.worldQuaternion.inverse * q }?.normalized ?? q)
        }
    }

    /// The world orientation as a quaternion.
    var worldQuaternion: simd_quatf { parent.map { ($0.worldQuaternion * rotationState).normalized } ?? rotationState }

    /// The local y axis (0, 1, 0).
    public class var localUp: SCNVector3 { SCNVector3(x: 0, y: 1, z: 0) }
    /// The local x axis (1, 0, 0).
    public class var localRight: SCNVector3 { SCNVector3(x: 1, y: 0, z: 0) }
    /// The local -z axis (0, 0, -1), where a node looks.
    public class var localFront: SCNVector3 { SCNVector3(x: 0, y: 0, z: -1) }

    /// The local y axis in world coordinates, unit length.
    public var worldUp: SCNVector3 { worldDirection(SCNNode.localUp) }
    /// The local x axis in world coordinates, unit length.
    public var worldRight: SCNVector3 { worldDirection(SCNNode.localRight) }
    /// The local -z axis in world coordinates, unit length.
    public var worldFront: SCNVector3 { worldDirection(SCNNode.localFront) }

    /// `v` in world coordinates, normalized.
    private func worldDirection(_ v: SCNVector3) -> SCNVector3 {
        let w = SIMD3<Float>(worldTransform.transformVector(v))
        return SCNVector3(simd_length(w) > 0 ? simd_normalize(w) : w)
    }

    /// `position` (in this node's coordinates) in `node`'s coordinates (`nil`: the world's).
    public func convertPosition(_ position: SCNVector3, to node: SCNNode?) -> SCNVector3 {
        let world = worldTransform.transformPoint(position)
        return node.map { SCNMatrix4Invert($0.worldTransform).transformPoint(world) } ?? world
    }

    /// `position` (in `node`'s coordinates, `nil`: the world's) in this node's coordinates.
    public func convertPosition(_ position: SCNVector3, from node: SCNNode?) -> SCNVector3 {
        let world = node.map { $0.worldTransform.transformPoint(position) } ?? position
        return SCNMatrix4Invert(worldTransform).transformPoint(world)
    }

    /// The direction `vector` (in this node's coordinates) in `node`'s (`nil`: the world's).
    public func convertVector(_ vector: SCNVector3, to node: SCNNode?) -> SCNVector3 {
        let world = worldTransform.transformVector(vector)
        return node.map { SCNMatrix4Invert($0.worldTransform).transformVector(world) } ?? world
    }

    /// The direction `vector` (in `node`'s coordinates, `nil`: the world's) in this node's.
    public func convertVector(_ vector: SCNVector3, from node: SCNNode?) -> SCNVector3 {
        let world = node.map { $0.worldTransform.transformVector(vector) } ?? vector
        return SCNMatrix4Invert(worldTransform).transformVector(world)
    }

    /// `transform` (relative to this node) relative to `node` (`nil`: the world).
    public func convertTransform(_ transform: SCNMatrix4, to node: SCNNode?) -> SCNMatrix4 {
        let world = transform.multiplied(by: worldTransform)
        return node.map { world.multiplied(by: SCNMatrix4Invert($0.worldTransform)) } ?? world
    }

    /// `transform` (relative to `node`, `nil`: the world) relative to this node.
    public func convertTransform(_ transform: SCNMatrix4, from node: SCNNode?) -> SCNMatrix4 {
        let world = node.map { transform.multiplied(by: $0.worldTransform) } ?? transform
        return world.multiplied(by: SCNMatrix4Invert(worldTransform))
    }

    /// Turns the node so its local -z axis points at `worldTarget`, keeping its up side up.
    public func look(at worldTarget: SCNVector3) {
        look(at: worldTarget, up: worldUp, localFront: SCNNode.localFront)
    }

    /// Turns the node so `localFront` points at `worldTarget`, its up side towards `worldUp`.
    /// A target at the node's own position leaves it as it is.
    public func look(at worldTarget: SCNVector3, up worldUp: SCNVector3, localFront: SCNVector3) {
        let from = SIMD3<Float>(worldPosition), to = SIMD3<Float>(worldTarget)
        guard simd_length(to - from) > 1e-7 else { return }
        let forward = simd_normalize(to - from)
        let zAxis = -forward
        var up = SIMD3<Float>(worldUp)
        if simd_length(cross(up, zAxis)) < 1e-6 { up = abs(zAxis.y) < 0.9 ? SIMD3(0, 1, 0) : SIMD3(0, 0, 1) }
        let xAxis = simd_normalize(cross(up, zAxis))
        let yAxis = cross(zAxis, xAxis)
        let facing = simd_quatf(simd_float4x4(SIMD4(xAxis, 0), SIMD4(yAxis, 0), SIMD4(zAxis, 0), SIMD4(0, 0, 0, 1)))
        let align = simd_quatf(from: SIMD3<Float>(localFront), to: SIMD3<Float>(0, 0, -1))
        let world = (facing * align).normalized
        setRotation(parent.map { ($0.worldQuaternion.inverse * world).normalized } ?? world)
    }

    /// Moves the node by `translation` along its own (rotated) axes.
    public func localTranslate(by translation: SCNVector3) {
        let d = rotationState.act(SIMD3<Float>(translation))
        position = SCNVector3(x: position.x + d.x, y: position.y + d.y, z: position.z + d.z)
    }

    /// Rotates the node by `rotation` about its own axes.
    public func localRotate(by rotation: SCNQuaternion) {
        setRotation((rotationState * SCNRotationMath.quaternion(rotation)).normalized)
    }

    /// Rotates the node by `worldRotation` about the world point `worldTarget`, turning its
    /// position around the point and its orientation with it.
    public func rotate(by worldRotation: SCNQuaternion, aroundTarget worldTarget: SCNVector3) {
        let q = SCNRotationMath.quaternion(worldRotation)
        let target = SIMD3<Float>(worldTarget)
        let moved = target + q.act(SIMD3<Float>(worldPosition) - target)
        let newOrientation = (q * worldQuaternion).normalized
        worldPosition = SCNVector3(moved)
        worldOrientation = SCNRotationMath.vector(newOrientation)
    }
}
