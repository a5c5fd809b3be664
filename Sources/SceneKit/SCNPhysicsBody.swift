import Foundation

/// How a physics body takes part in the simulation.
public enum SCNPhysicsBodyType: Int, Sendable {
    /// Never moves; other bodies collide with it.
    case `static` = 0
    /// Moved by forces and collisions.
    case dynamic = 1
    /// Moved only by code; pushes dynamic bodies.
    case kinematic = 2
}

/// The default category bits of physics bodies.
public struct SCNPhysicsCollisionCategory: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// A category of raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Dynamic and kinematic bodies' default category (bit 0).
    public static let `default` = SCNPhysicsCollisionCategory(rawValue: 1 << 0)
    /// Static bodies' default category (bit 1).
    public static let `static` = SCNPhysicsCollisionCategory(rawValue: 1 << 1)
    /// Every category, the default collision mask.
    public static let all = SCNPhysicsCollisionCategory(rawValue: UInt.max)
}

/// A node's physical properties (SceneKit's `SCNPhysicsBody`): its type, mass, friction,
/// velocity and collision categories, with SceneKit's defaults.
///
/// Kept as data: a still render runs no simulation, so velocities and forces move nothing,
/// the body never comes to rest on its own (`isResting` is `false`) and no contact is reported.
open class SCNPhysicsBody: NSObject, NSCopying {
    /// The body's type.
    open var type: SCNPhysicsBodyType
    /// The mass in kilograms (1 for dynamic bodies, 0 for static and kinematic ones).
    open var mass: CGFloat
    /// The moment of inertia, used when `usesDefaultMomentOfInertia` is `false` (0, 0, 0).
    open var momentOfInertia = SCNVector3Zero
    /// Whether the moment of inertia comes from the shape (`true`).
    open var usesDefaultMomentOfInertia = true
    /// The electric charge (0).
    open var charge: CGFloat = 0
    /// The sliding friction (0.5).
    open var friction: CGFloat = 0.5
    /// The bounciness of collisions (0.5).
    open var restitution: CGFloat = 0.5
    /// The rolling friction (0).
    open var rollingFriction: CGFloat = 0
    /// The collision shape (`nil`: derived from the node's geometry).
    open var physicsShape: SCNPhysicsShape?
    /// Whether the simulation has put the body at rest (`false`: none runs).
    open private(set) var isResting = false
    /// Whether the body may come to rest (`true`).
    open var allowsResting = true
    /// The linear velocity in metres per second (zero).
    open var velocity = SCNVector3Zero
    /// The angular velocity as an axis and radians per second (zero).
    open var angularVelocity = SCNVector4Zero
    /// The linear damping (0.1).
    open var damping: CGFloat = 0.1
    /// The angular damping (0.1).
    open var angularDamping: CGFloat = 0.1
    /// Factors applied to the simulated translation (1, 1, 1).
    open var velocityFactor = SCNVector3(x: 1, y: 1, z: 1)
    /// Factors applied to the simulated rotation (1, 1, 1).
    open var angularVelocityFactor = SCNVector3(x: 1, y: 1, z: 1)
    /// The categories the body belongs to (`.static` for static bodies, `.default` otherwise).
    open var categoryBitMask: Int
    /// The categories the body collides with (all).
    open var collisionBitMask = Int(bitPattern: SCNPhysicsCollisionCategory.all.rawValue)
    /// The categories that report contacts with the body (0: none).
    open var contactTestBitMask = 0
    /// Whether gravity pulls the body (`true`).
    open var isAffectedByGravity = true
    /// The centre of mass relative to the node (zero).
    open var centerOfMassOffset = SCNVector3Zero
    /// The speed above which continuous collision detection runs (0: off).
    open var continuousCollisionDetectionThreshold: CGFloat = 0
    /// The linear speed below which the body may rest (0.1).
    open var linearRestingThreshold: CGFloat = 0.1
    /// The angular speed below which the body may rest (0.1).
    open var angularRestingThreshold: CGFloat = 0.1

    /// A body of `type` with `shape` (`nil`: derived from the node's geometry).
    public init(type: SCNPhysicsBodyType, shape: SCNPhysicsShape?) {
        self.type = type
        mass = type == .dynamic ? 1 : 0
        categoryBitMask = Int(bitPattern: (type == .static ? SCNPhysicsCollisionCategory.static : .default).rawValue)
        physicsShape = shape
        super.init()
    }

    /// A dynamic body with no shape.
    public required override convenience init() { self.init(type: .dynamic, shape: nil) }

    /// A body from an archive: there are no archives on Linux, so a dynamic body.
    public required convenience init?(coder: NSCoder) { self.init(type: .dynamic, shape: nil) }

    /// A static body with SceneKit's defaults.
    open class func `static`() -> Self { make(.static) }

    /// A dynamic body with SceneKit's defaults.
    open class func dynamic() -> Self { make(.dynamic) }

    /// A kinematic body with SceneKit's defaults.
    open class func kinematic() -> Self { make(.kinematic) }

    /// A body of `type` made by the class it is called on.
    private class func make(_ type: SCNPhysicsBodyType) -> Self {
        let body = self.init()
        body.type = type
        body.mass = type == .dynamic ? 1 : 0
        body.categoryBitMask = Int(bitPattern: (type == .static ? SCNPhysicsCollisionCategory.static : .default).rawValue)
        return body
    }

    /// Applies a force (or, `asImpulse`, an impulse) at the centre of mass: kept for nothing,
    /// as no simulation step runs in a still render.
    open func applyForce(_ direction: SCNVector3, asImpulse impulse: Bool) {}

    /// Applies a force or impulse at `position` (relative to the node): no effect in a still
    /// render.
    open func applyForce(_ direction: SCNVector3, at position: SCNVector3, asImpulse impulse: Bool) {}

    /// Applies a torque or angular impulse: no effect in a still render.
    open func applyTorque(_ torque: SCNVector4, asImpulse impulse: Bool) {}

    /// Clears the forces applied (there are none to clear in a still render).
    open func clearAllForces() {}

    /// Resets the simulated transform to the node's (they never differ in a still render).
    open func resetTransform() {}

    /// Puts the body at rest or wakes it.
    open func setResting(_ resting: Bool) { isResting = resting }

    /// A copy with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNPhysicsBody(type: type, shape: physicsShape)
        copy.mass = mass
        copy.momentOfInertia = momentOfInertia
        copy.usesDefaultMomentOfInertia = usesDefaultMomentOfInertia
        copy.charge = charge
        copy.friction = friction
        copy.restitution = restitution
        copy.rollingFriction = rollingFriction
        copy.allowsResting = allowsResting
        copy.velocity = velocity
        copy.angularVelocity = angularVelocity
        copy.damping = damping
        copy.angularDamping = angularDamping
        copy.velocityFactor = velocityFactor
        copy.angularVelocityFactor = angularVelocityFactor
        copy.categoryBitMask = categoryBitMask
        copy.collisionBitMask = collisionBitMask
        copy.contactTestBitMask = contactTestBitMask
        copy.isAffectedByGravity = isAffectedByGravity
        copy.centerOfMassOffset = centerOfMassOffset
        return copy
    }
}
