import Foundation

/// The device's orientation relative to a reference frame, as device motion reports it.
/// A render has no motion hardware, so none is ever made.
open class CMAttitude: NSObject {
    /// Rotation around the longitudinal axis, in radians.
    open private(set) var roll: Double
    /// Rotation around the lateral axis, in radians.
    open private(set) var pitch: Double
    /// Rotation around the vertical axis, in radians.
    open private(set) var yaw: Double

    init(roll: Double, pitch: Double, yaw: Double) {
        (self.roll, self.pitch, self.yaw) = (roll, pitch, yaw)
        super.init()
    }

    /// The attitude as a rotation matrix (the transpose of the quaternion's matrix).
    open var rotationMatrix: CMRotationMatrix {
        let (cr, sr, cp, sp, cy, sy) = (cos(roll), sin(roll), cos(pitch), sin(pitch), cos(yaw), sin(yaw))
        return CMRotationMatrix(m11: cr * cy - sr * sp * sy, m12: cr * sy + sr * sp * cy, m13: -sr * cp,
                                m21: -cp * sy, m22: cp * cy, m23: sp,
                                m31: sr * cy + cr * sp * sy, m32: sr * sy - cr * sp * cy, m33: cr * cp)
    }

    /// The attitude as a unit quaternion.
    open var quaternion: CMQuaternion {
        let (cr, sr) = (cos(roll / 2), sin(roll / 2)), (cp, sp) = (cos(pitch / 2), sin(pitch / 2)), (cy, sy) = (cos(yaw / 2), sin(yaw / 2))
        return CMQuaternion(x: sp * cr * cy - cp * sr * sy, y: cp * sr * cy + sp * cr * sy,
                            z: cp * cr * sy + sp * sr * cy, w: cp * cr * cy - sp * sr * sy)
    }

    /// Makes this attitude relative to `attitude` (subtracts its angles).
    open func multiply(byInverseOf attitude: CMAttitude) {
        roll -= attitude.roll
        pitch -= attitude.pitch
        yaw -= attitude.yaw
    }
}
