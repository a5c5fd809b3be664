import Foundation

/// Receives the physics world's contact reports (SpriteKit's `SKPhysicsContactDelegate`).
/// Both methods are optional. A still render simulates no physics, so no contact begins or
/// ends and neither is called.
@MainActor @preconcurrency
public protocol SKPhysicsContactDelegate: NSObjectProtocol {
    /// Two bodies started touching (never in a render).
    func didBegin(_ contact: SKPhysicsContact)
    /// Two bodies stopped touching (never in a render).
    func didEnd(_ contact: SKPhysicsContact)
}

extension SKPhysicsContactDelegate {
    /// Nothing, unless the delegate implements it.
    public func didBegin(_ contact: SKPhysicsContact) {}
    /// Nothing, unless the delegate implements it.
    public func didEnd(_ contact: SKPhysicsContact) {}
}

/// A contact between two bodies (SpriteKit's `SKPhysicsContact`): the simulation makes them,
/// so a render never does; one an app makes holds two empty bodies.
open class SKPhysicsContact: NSObject {
    /// The first body.
    open private(set) var bodyA = SKPhysicsBody()
    /// The second body.
    open private(set) var bodyB = SKPhysicsBody()
    /// Where the bodies touch, in scene coordinates.
    open private(set) var contactPoint: CGPoint = .zero
    /// How hard they hit, in newton-seconds.
    open private(set) var collisionImpulse: CGFloat = 0
    /// The direction of the collision.
    open private(set) var contactNormal: CGVector = .zero

    /// An empty contact.
    public override init() { super.init() }
}

/// A scene's physics simulation settings (SpriteKit's `SKPhysicsWorld`): gravity, speed and
/// the contact delegate, kept as set. A still render runs no simulation step; the queries
/// answer from the bodies' shapes where their nodes are now.
open class SKPhysicsWorld: NSObject {
    /// The acceleration of gravity in metres per second squared: (0, -9.8), Earth's.
    open var gravity = CGVector(dx: 0, dy: -9.8)
    /// How fast the simulation runs (1).
    open var speed: CGFloat = 1
    /// The object told about contacts (never, in a render).
    open weak var contactDelegate: (any SKPhysicsContactDelegate)?
    /// The scene the world belongs to.
    weak var scene: SKScene?

    /// A world with Earth's gravity.
    public override init() { super.init() }

    /// The first body whose shape's bounds contain `point` (scene coordinates), if any.
    @MainActor open func body(at point: CGPoint) -> SKPhysicsBody? {
        bodies { $0.contains(point) }.first
    }

    /// The first body whose shape's bounds overlap `rect` (scene coordinates), if any.
    @MainActor open func body(in rect: CGRect) -> SKPhysicsBody? {
        bodies { $0.intersects(rect) }.first
    }

    /// The first body a ray from `start` to `end` meets: `nil` (rays are not cast here).
    @MainActor open func body(alongRayStart start: CGPoint, end: CGPoint) -> SKPhysicsBody? { nil }

    /// Calls `block` with each body whose bounds contain `point`, until it sets its stop flag.
    @MainActor open func enumerateBodies(at point: CGPoint, using block: (SKPhysicsBody, UnsafeMutablePointer<ObjCBool>) -> Void) {
        enumerate(bodies { $0.contains(point) }, block)
    }

    /// Calls `block` with each body whose bounds overlap `rect`, until it sets its stop flag.
    @MainActor open func enumerateBodies(in rect: CGRect, using block: (SKPhysicsBody, UnsafeMutablePointer<ObjCBool>) -> Void) {
        enumerate(bodies { $0.intersects(rect) }, block)
    }

    @MainActor private func enumerate(_ found: [SKPhysicsBody], _ block: (SKPhysicsBody, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for body in found {
            withUnsafeMutablePointer(to: &stop) { block(body, $0) }
            if stop.boolValue { return }
        }
    }

    /// The bodies of the scene's nodes whose bounds in scene coordinates pass `test`.
    @MainActor private func bodies(_ test: (CGRect) -> Bool) -> [SKPhysicsBody] {
        guard let scene else { return [] }
        return scene.descendants.compactMap { node in
            guard let body = node.physicsBody, let local = body.localBounds, local.isFiniteRect else { return nil }
            return test(local.applying(node.transform(toAncestor: scene))) ? body : nil
        }
    }
}
