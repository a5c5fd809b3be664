import Foundation

/// The axes a billboard constraint lets turn towards the viewer.
public struct SCNBillboardAxis: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// An axis set of raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The x axis.
    public static let X = SCNBillboardAxis(rawValue: 1 << 0)
    /// The y axis.
    public static let Y = SCNBillboardAxis(rawValue: 1 << 1)
    /// The z axis.
    public static let Z = SCNBillboardAxis(rawValue: 1 << 2)
    /// Every axis.
    public static let all = SCNBillboardAxis(rawValue: 0b111)
}

/// A rule applied to a node's transform each frame (SceneKit's `SCNConstraint`), set in the
/// node's `constraints`. Kept as data: a still render renders no frame, so no constraint is
/// applied and the node keeps the transform its code set.
open class SCNConstraint: NSObject, NSCopying {
    /// Whether the constraint applies (`true`).
    open var isEnabled = true
    /// How strongly it applies, 0...1 (1).
    open var influenceFactor: CGFloat = 1
    /// Whether it converges over frames rather than at once (`true`).
    open var isIncremental = true

    /// A constraint.
    public override init() { super.init() }

    /// A copy with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNConstraint()
        copyConstraintState(to: copy)
        return copy
    }

    /// Copies the settings every constraint has.
    func copyConstraintState(to copy: SCNConstraint) {
        copy.isEnabled = isEnabled
        copy.influenceFactor = influenceFactor
        copy.isIncremental = isIncremental
    }
}

/// Turns a node so its front faces a target node (SceneKit's `SCNLookAtConstraint`), as a
/// camera follows a character. Not applied in a still render (call `look(at:)` to turn a node
/// now).
open class SCNLookAtConstraint: SCNConstraint {
    /// The node looked at.
    open var target: SCNNode?
    /// An offset from the target's position (zero).
    open var targetOffset = SCNVector3Zero
    /// The node's front in its own coordinates ((0, 0, -1)).
    open var localFront = SCNVector3(x: 0, y: 0, z: -1)
    /// The world's up direction ((0, 1, 0)).
    open var worldUp = SCNVector3(x: 0, y: 1, z: 0)
    /// Whether the node keeps its horizon level (`false`).
    open var isGimbalLockEnabled = false

    /// A constraint looking at `target`.
    public convenience init(target: SCNNode?) {
        self.init()
        self.target = target
    }
}

/// Turns a node to face the point of view (SceneKit's `SCNBillboardConstraint`), about
/// `freeAxes`. Not applied in a still render.
open class SCNBillboardConstraint: SCNConstraint {
    /// The axes the node may turn about (all).
    open var freeAxes = SCNBillboardAxis.all
}

/// Runs a block computing a node's transform each frame (SceneKit's
/// `SCNTransformConstraint`). Not applied in a still render: the block is never called.
open class SCNTransformConstraint: SCNConstraint {
    /// Whether the block works in world coordinates.
    let inWorldSpace: Bool
    /// The block, kept.
    let block: (SCNNode, SCNMatrix4) -> SCNMatrix4

    /// A constraint computing the transform with `block`.
    public init(inWorldSpace world: Bool, with block: @escaping (SCNNode, SCNMatrix4) -> SCNMatrix4) {
        inWorldSpace = world
        self.block = block
        super.init()
    }

    /// A constraint computing the position with `block`.
    open class func positionConstraint(inWorldSpace world: Bool, with block: @escaping (SCNNode, SCNVector3) -> SCNVector3) -> SCNTransformConstraint {
        SCNTransformConstraint(inWorldSpace: world) { node, matrix in
            let p = block(node, SCNVector3(x: matrix.m41, y: matrix.m42, z: matrix.m43))
            var out = matrix
            (out.m41, out.m42, out.m43) = (p.x, p.y, p.z)
            return out
        }
    }

    /// A constraint computing the orientation with `block`.
    open class func orientationConstraint(inWorldSpace world: Bool, with block: @escaping (SCNNode, SCNQuaternion) -> SCNQuaternion) -> SCNTransformConstraint {
        SCNTransformConstraint(inWorldSpace: world) { node, matrix in
            let parts = SCNRotationMath.decompose(matrix)
            let q = SCNRotationMath.quaternion(block(node, SCNRotationMath.vector(parts.rotation)))
            return SCNRotationMath.matrix(translation: parts.translation, rotation: q, scale: parts.scale)
        }
    }
}

/// Keeps a node within a distance range of a target (SceneKit's `SCNDistanceConstraint`).
/// Not applied in a still render.
open class SCNDistanceConstraint: SCNConstraint {
    /// The node kept near.
    open var target: SCNNode?
    /// The smallest distance allowed (0).
    open var minimumDistance: CGFloat = 0
    /// The largest distance allowed (unbounded).
    open var maximumDistance: CGFloat = .greatestFiniteMagnitude

    /// A constraint relative to `target`.
    public convenience init(target: SCNNode?) {
        self.init()
        self.target = target
    }
}
