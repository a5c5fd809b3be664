import Foundation

/// Receives a physics world's contact reports (SceneKit's `SCNPhysicsContactDelegate`). Every
/// method is optional. A still render simulates no physics, so none is ever called.
public protocol SCNPhysicsContactDelegate: NSObjectProtocol {
    /// Two bodies started touching (never in a still render).
    func physicsWorld(_ world: SCNPhysicsWorld, didBegin contact: SCNPhysicsContact)
    /// Two bodies are still touching (never in a still render).
    func physicsWorld(_ world: SCNPhysicsWorld, didUpdate contact: SCNPhysicsContact)
    /// Two bodies stopped touching (never in a still render).
    func physicsWorld(_ world: SCNPhysicsWorld, didEnd contact: SCNPhysicsContact)
}

extension SCNPhysicsContactDelegate {
    /// Nothing, unless the delegate implements it.
    public func physicsWorld(_ world: SCNPhysicsWorld, didBegin contact: SCNPhysicsContact) {}
    /// Nothing, unless the delegate implements it.
    public func physicsWorld(_ world: SCNPhysicsWorld, didUpdate contact: SCNPhysicsContact) {}
    /// Nothing, unless the delegate implements it.
    public func physicsWorld(_ world: SCNPhysicsWorld, didEnd contact: SCNPhysicsContact) {}
}

/// A contact between two physics bodies (SceneKit's `SCNPhysicsContact`). The simulation makes
/// them, so a still render never does; one an app makes holds two empty nodes.
open class SCNPhysicsContact: NSObject {
    /// The first node.
    open private(set) var nodeA = SCNNode()
    /// The second node.
    open private(set) var nodeB = SCNNode()
    /// Where the bodies touch, in world coordinates.
    open private(set) var contactPoint = SCNVector3Zero
    /// The direction of the contact.
    open private(set) var contactNormal = SCNVector3Zero
    /// The impulse of the collision.
    open private(set) var collisionImpulse: CGFloat = 0
    /// How far the bodies overlap.
    open private(set) var penetrationDistance: CGFloat = 0
    /// Where along a sweep test the contact happened (0...1).
    open private(set) var sweepTestFraction: CGFloat = 0

    /// An empty contact.
    public override init() { super.init() }
}

/// A joint, vehicle or other behaviour added to a physics world (SceneKit's
/// `SCNPhysicsBehavior`); kept, never simulated in a still render.
open class SCNPhysicsBehavior: NSObject {
    /// A behaviour.
    public override init() { super.init() }
}

/// A scene's physics simulation (SceneKit's `SCNPhysicsWorld`): gravity, speed, time step and
/// contact delegate, kept as set, with Earth's gravity by default. A still render runs no
/// simulation step: nothing falls or collides, the delegate is never called, and the ray and
/// contact tests find nothing.
open class SCNPhysicsWorld: NSObject {
    /// An option of a ray or contact test.
    public struct TestOption: RawRepresentable, Hashable, Sendable {
        /// The option's key.
        public let rawValue: String
        /// An option of the given key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Which categories are tested (an `NSNumber` mask).
        public static let collisionBitMask = TestOption(rawValue: "collisionBitMask")
        /// Which results are returned (a `TestSearchMode`'s raw value).
        public static let searchMode = TestOption(rawValue: "results")
        /// Whether back faces are ignored (an `NSNumber` Boolean).
        public static let backfaceCulling = TestOption(rawValue: "backfaceCulling")
    }

    /// Which results a test returns.
    public struct TestSearchMode: RawRepresentable, Hashable, Sendable {
        /// The mode's name.
        public let rawValue: String
        /// A mode of the given name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The first result found.
        public static let any = TestSearchMode(rawValue: "any")
        /// The closest result (the default).
        public static let closest = TestSearchMode(rawValue: "closest")
        /// Every result.
        public static let all = TestSearchMode(rawValue: "all")
    }

    /// The acceleration of gravity in metres per second squared ((0, -9.8, 0)).
    open var gravity = SCNVector3(x: 0, y: -9.8, z: 0)
    /// How fast the simulation runs (1).
    open var speed: CGFloat = 1
    /// The simulation's time step in seconds (1/60).
    open var timeStep: TimeInterval = 1.0 / 60
    /// The object told about contacts (never, in a still render).
    open weak var contactDelegate: (any SCNPhysicsContactDelegate)?
    /// The behaviours added.
    open private(set) var allBehaviors: [SCNPhysicsBehavior] = []

    /// A world with Earth's gravity.
    public override init() { super.init() }

    /// Adds `behavior` (kept; not simulated).
    open func addBehavior(_ behavior: SCNPhysicsBehavior) { allBehaviors.append(behavior) }

    /// Removes `behavior`.
    open func removeBehavior(_ behavior: SCNPhysicsBehavior) { allBehaviors.removeAll { $0 === behavior } }

    /// Removes every behaviour.
    open func removeAllBehaviors() { allBehaviors.removeAll() }

    /// The bodies a ray from `origin` to `dest` hits: none, as no simulation runs.
    open func rayTestWithSegment(from origin: SCNVector3, to dest: SCNVector3, options: [TestOption: Any]? = nil) -> [SCNHitTestResult] { [] }

    /// The contacts between two bodies: none, as no simulation runs.
    open func contactTestBetween(_ bodyA: SCNPhysicsBody, _ bodyB: SCNPhysicsBody, options: [TestOption: Any]? = nil) -> [SCNPhysicsContact] { [] }

    /// The contacts of `body` with the world: none, as no simulation runs.
    open func contactTest(with body: SCNPhysicsBody, options: [TestOption: Any]? = nil) -> [SCNPhysicsContact] { [] }

    /// The contacts of `shape` swept from one transform to another: none.
    open func convexSweepTest(with shape: SCNPhysicsShape, from: SCNMatrix4, to: SCNMatrix4, options: [TestOption: Any]? = nil) -> [SCNPhysicsContact] { [] }

    /// Updates the pairs of bodies in contact (there are none to update).
    open func updateCollisionPairs() {}
}
