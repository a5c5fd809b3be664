import Foundation

/// A node's physical shape and properties (SpriteKit's `SKPhysicsBody`).
///
/// A still render simulates no physics (the scene's one frame is at time 0, before any step):
/// bodies keep their values and their nodes stay where the scene put them. Impulses change
/// `velocity` and `angularVelocity` at once, as the simulation would before its next step;
/// forces and torques wait for a step that never comes. The shape answers the physics world's
/// queries (`body(at:)`, `body(in:)`).
open class SKPhysicsBody: NSObject, NSCopying {
    /// The body's outline in its node's coordinates (a circle, rectangle, polygon or edges).
    enum Shape {
        case circle(radius: CGFloat, center: CGPoint)
        case rectangle(CGRect)
        case polygon(CGPath)
        case edges(CGPath)
        case compound([SKPhysicsBody])
        case none
    }
    let shape: Shape

    /// Whether the simulation moves the body (`true`; edge bodies: `false`).
    open var isDynamic: Bool
    /// Whether fast bodies are checked for collisions between steps (`false`).
    open var usesPreciseCollisionDetection = false
    /// Whether collisions and forces rotate the body (`true`).
    open var allowsRotation = true
    /// Whether the body is pinned to its parent's position (`false`).
    open var pinned = false
    /// Whether the body is at rest (`false`).
    open var isResting = false
    /// How rough the surface is (0.2).
    open var friction: CGFloat = 0.2
    /// The body's electric charge (0).
    open var charge: CGFloat = 0
    /// How much energy the body keeps when it bounces (0.2).
    open var restitution: CGFloat = 0.2
    /// How much the body's linear velocity is damped (0.1).
    open var linearDamping: CGFloat = 0.1
    /// How much the body's rotation is damped (0.1).
    open var angularDamping: CGFloat = 0.1
    /// The body's density in kilograms per square metre (1); setting it sets `mass` too.
    open var density: CGFloat = 1 { didSet { explicitMass = nil } }
    /// The body's mass in kilograms: its density times its area, unless set.
    open var mass: CGFloat {
        get { explicitMass ?? density * area }
        set { explicitMass = newValue }
    }
    private var explicitMass: CGFloat?
    /// Whether the world's gravity pulls the body (`true`).
    open var affectedByGravity = true
    /// The physics fields that act on the body (all).
    open var fieldBitMask: UInt32 = 0xFFFF_FFFF
    /// The categories the body is in (all).
    open var categoryBitMask: UInt32 = 0xFFFF_FFFF
    /// The categories the body collides with (all).
    open var collisionBitMask: UInt32 = 0xFFFF_FFFF
    /// The categories whose contacts with this body are reported (none).
    open var contactTestBitMask: UInt32 = 0
    /// The body's velocity in points per second.
    open var velocity: CGVector = .zero
    /// The body's rotation speed in radians per second.
    open var angularVelocity: CGFloat = 0
    /// The node the body belongs to.
    open internal(set) weak var node: SKNode?

    init(_ shape: Shape, dynamic: Bool) {
        self.shape = shape
        isDynamic = dynamic
        super.init()
    }

    /// A body with no shape.
    public override convenience init() { self.init(.none, dynamic: true) }

    /// A circular body of radius `r` around the node's origin.
    public convenience init(circleOfRadius r: CGFloat) { self.init(.circle(radius: r, center: .zero), dynamic: true) }
    /// A circular body of radius `r` around `center`.
    public convenience init(circleOfRadius r: CGFloat, center: CGPoint) { self.init(.circle(radius: r, center: center), dynamic: true) }
    /// A rectangular body of size `s` centred on the node's origin.
    public convenience init(rectangleOf s: CGSize) {
        self.init(.rectangle(CGRect(x: -s.width / 2, y: -s.height / 2, width: s.width, height: s.height)), dynamic: true)
    }
    /// A rectangular body of size `s` centred on `center`.
    public convenience init(rectangleOf s: CGSize, center: CGPoint) {
        self.init(.rectangle(CGRect(x: center.x - s.width / 2, y: center.y - s.height / 2, width: s.width, height: s.height)), dynamic: true)
    }
    /// A body whose shape is the convex polygon `path`.
    public convenience init(polygonFrom path: CGPath) { self.init(.polygon(path), dynamic: true) }
    /// An edge from `p1` to `p2` (static).
    public convenience init(edgeFrom p1: CGPoint, to p2: CGPoint) {
        let path = CGMutablePath()
        path.move(to: p1)
        path.addLine(to: p2)
        self.init(.edges(path), dynamic: false)
    }
    /// Edges along `path` (static).
    public convenience init(edgeChainFrom path: CGPath) { self.init(.edges(path), dynamic: false) }
    /// A closed loop of edges along `path` (static).
    public convenience init(edgeLoopFrom path: CGPath) { self.init(.edges(path), dynamic: false) }
    /// A closed loop of edges around `rect` (static): a scene's walls.
    public convenience init(edgeLoopFrom rect: CGRect) { self.init(.edges(CGPath(rect: rect, transform: nil)), dynamic: false) }
    /// A body shaped like the texture's opaque pixels, `size` points large (its rectangle here).
    public convenience init(texture: SKTexture, size: CGSize) { self.init(rectangleOf: size) }
    /// A body shaped like the texture's pixels above `alphaThreshold` (its rectangle here).
    public convenience init(texture: SKTexture, alphaThreshold: Float, size: CGSize) { self.init(rectangleOf: size) }
    /// A body made of several bodies' shapes.
    public convenience init(bodies: [SKPhysicsBody]) { self.init(.compound(bodies), dynamic: true) }

    /// The body's area in square metres, at SpriteKit's 150 points a metre (an estimate of its
    /// scale); edges have none.
    open var area: CGFloat {
        let pointsPerMetre: CGFloat = 150
        return boundsArea(shape) / (pointsPerMetre * pointsPerMetre)
    }

    private func boundsArea(_ shape: Shape) -> CGFloat {
        switch shape {
        case .circle(let radius, _): return .pi * radius * radius
        case .rectangle(let rect): return abs(rect.width * rect.height)
        case .polygon(let path): return abs(path.boundingBox.width * path.boundingBox.height)
        case .compound(let bodies): return bodies.reduce(0) { $0 + boundsArea($1.shape) }
        case .edges, .none: return 0
        }
    }

    /// The body's outline's bounds in its node's coordinates (`nil`: no shape).
    var localBounds: CGRect? {
        switch shape {
        case .circle(let radius, let center): return CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        case .rectangle(let rect): return rect
        case .polygon(let path), .edges(let path): return path.boundingBox
        case .compound(let bodies): return bodies.compactMap(\.localBounds).reduce(nil) { $0?.union($1) ?? $1 }
        case .none: return nil
        }
    }

    /// Applies a force at the centre of gravity (acts at the next step: none in a render).
    open func applyForce(_ force: CGVector) {}
    /// Applies a force at `point` (acts at the next step: none in a render).
    open func applyForce(_ force: CGVector, at point: CGPoint) {}
    /// Applies a torque (acts at the next step: none in a render).
    open func applyTorque(_ torque: CGFloat) {}
    /// Applies an impulse at the centre of gravity: a dynamic body's velocity changes by the
    /// impulse over its mass.
    open func applyImpulse(_ impulse: CGVector) {
        guard isDynamic, mass > 0, mass.isFinite else { return }
        velocity = CGVector(dx: velocity.dx + impulse.dx / mass, dy: velocity.dy + impulse.dy / mass)
    }
    /// Applies an impulse at `point` (its velocity changes as at the centre; no rotation is
    /// computed).
    open func applyImpulse(_ impulse: CGVector, at point: CGPoint) { applyImpulse(impulse) }
    /// Applies an angular impulse (changes `angularVelocity` by the impulse over the mass).
    open func applyAngularImpulse(_ impulse: CGFloat) {
        guard isDynamic, allowsRotation, mass > 0, mass.isFinite else { return }
        angularVelocity += impulse / mass
    }

    /// The bodies in contact with this one: none (no simulation runs).
    open func allContactedBodies() -> [SKPhysicsBody] { [] }

    /// A copy of the body's shape and properties (not attached to a node).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = SKPhysicsBody(shape, dynamic: isDynamic)
        copy.usesPreciseCollisionDetection = usesPreciseCollisionDetection
        copy.allowsRotation = allowsRotation
        copy.pinned = pinned
        copy.friction = friction
        copy.charge = charge
        copy.restitution = restitution
        copy.linearDamping = linearDamping
        copy.angularDamping = angularDamping
        copy.density = density
        copy.explicitMass = explicitMass
        copy.affectedByGravity = affectedByGravity
        copy.fieldBitMask = fieldBitMask
        copy.categoryBitMask = categoryBitMask
        copy.collisionBitMask = collisionBitMask
        copy.contactTestBitMask = contactTestBitMask
        copy.velocity = velocity
        copy.angularVelocity = angularVelocity
        return copy
    }
}
