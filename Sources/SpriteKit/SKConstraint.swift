import Foundation

/// A range of values a constraint keeps a property within (SpriteKit's `SKRange`).
open class SKRange: NSObject, NSCopying {
    /// The smallest value allowed.
    open var lowerLimit: CGFloat
    /// The largest value allowed.
    open var upperLimit: CGFloat

    /// The values from `lower` to `upper`.
    public required init(lowerLimit lower: CGFloat, upperLimit upper: CGFloat) {
        lowerLimit = lower
        upperLimit = upper
        super.init()
    }

    /// The values from `lower` up.
    public convenience init(lowerLimit lower: CGFloat) { self.init(lowerLimit: lower, upperLimit: .greatestFiniteMagnitude) }
    /// The values up to `upper`.
    public convenience init(upperLimit upper: CGFloat) { self.init(lowerLimit: -.greatestFiniteMagnitude, upperLimit: upper) }
    /// Exactly `value`.
    public convenience init(constantValue value: CGFloat) { self.init(lowerLimit: value, upperLimit: value) }
    /// `value`, give or take `variance`.
    public convenience init(value: CGFloat, variance: CGFloat) { self.init(lowerLimit: value - variance, upperLimit: value + variance) }
    /// Every value.
    public class func withNoLimits() -> Self { self.init(lowerLimit: -.greatestFiniteMagnitude, upperLimit: .greatestFiniteMagnitude) }

    /// The same range.
    open func copy(with zone: NSZone? = nil) -> Any { SKRange(lowerLimit: lowerLimit, upperLimit: upperLimit) }

    /// `value` clamped to the range (a NaN stays NaN).
    func clamp(_ value: CGFloat) -> CGFloat { min(max(value, lowerLimit), upperLimit) }
}

/// A rule a node's position or rotation is kept to after each frame's actions (SpriteKit's
/// `SKConstraint`). A still render's one frame applies the enabled constraints of every node
/// once, in tree order and each node's order: positions clamped to ranges, distances to a
/// point or node clamped, rotations clamped or turned toward a point or node.
open class SKConstraint: NSObject {
    /// Whether the constraint is applied (`true`).
    open var enabled = true
    /// The node whose coordinates the constraint's values are in (`nil`: the constrained
    /// node's parent's).
    open var referenceNode: SKNode?

    let rule: Rule

    enum Rule {
        case position(x: SKRange?, y: SKRange?)
        case distance(SKRange, point: CGPoint?, node: SKNode?)
        case rotation(SKRange)
        case orient(point: CGPoint?, node: SKNode?, offset: SKRange)
    }

    init(_ rule: Rule) {
        self.rule = rule
        super.init()
    }

    /// Keeps the node's x position in `range`.
    public class func positionX(_ range: SKRange) -> SKConstraint { SKConstraint(.position(x: range, y: nil)) }
    /// Keeps the node's y position in `range`.
    public class func positionY(_ range: SKRange) -> SKConstraint { SKConstraint(.position(x: nil, y: range)) }
    /// Keeps the node's x and y positions in their ranges.
    public class func positionX(_ xRange: SKRange, y yRange: SKRange) -> SKConstraint { SKConstraint(.position(x: xRange, y: yRange)) }
    /// Keeps the node's distance to `node` in `range`.
    public class func distance(_ range: SKRange, to node: SKNode) -> SKConstraint { SKConstraint(.distance(range, point: nil, node: node)) }
    /// Keeps the node's distance to `point` in `range`.
    public class func distance(_ range: SKRange, to point: CGPoint) -> SKConstraint { SKConstraint(.distance(range, point: point, node: nil)) }
    /// Keeps the node's distance to `point` (in `node`'s coordinates) in `range`.
    public class func distance(_ range: SKRange, to point: CGPoint, in node: SKNode) -> SKConstraint {
        let constraint = SKConstraint(.distance(range, point: point, node: nil))
        constraint.referenceNode = node
        return constraint
    }
    /// Keeps the node's rotation in `zRange`.
    public class func zRotation(_ zRange: SKRange) -> SKConstraint { SKConstraint(.rotation(zRange)) }
    /// Turns the node toward `node`, within `radians` of facing it.
    public class func orient(to node: SKNode, offset radians: SKRange) -> SKConstraint {
        SKConstraint(.orient(point: nil, node: node, offset: radians))
    }
    /// Turns the node toward `point`, within `radians` of facing it.
    public class func orient(to point: CGPoint, offset radians: SKRange) -> SKConstraint {
        SKConstraint(.orient(point: point, node: nil, offset: radians))
    }
    /// Turns the node toward `point` (in `node`'s coordinates), within `radians`.
    public class func orient(to point: CGPoint, in node: SKNode, offset radians: SKRange) -> SKConstraint {
        let constraint = SKConstraint(.orient(point: point, node: nil, offset: radians))
        constraint.referenceNode = node
        return constraint
    }
}

/// Applies a scene's constraints, once per frame.
@MainActor
enum SKConstraintSolver {
    /// Applies every enabled constraint of every node in `scene`, in tree order.
    static func apply(in scene: SKScene) {
        for node in scene.descendants {
            guard let constraints = node.constraints, !constraints.isEmpty, let parent = node.parent else { continue }
            for constraint in constraints where constraint.enabled {
                apply(constraint, to: node, parent: parent)
            }
        }
    }

    private static func apply(_ constraint: SKConstraint, to node: SKNode, parent: SKNode) {
        let reference = constraint.referenceNode
        /// A point of the reference's coordinates in the parent's.
        func inParent(_ point: CGPoint) -> CGPoint { reference.map { parent.convert(point, from: $0) } ?? point }
        func target(_ point: CGPoint?, _ other: SKNode?) -> CGPoint? {
            if let other { return other.parent.map { parent.convert(other.position, from: $0) } ?? other.position }
            return point.map(inParent)
        }
        switch constraint.rule {
        case .position(let xRange, let yRange):
            // The ranges are in the reference node's coordinates when there is one.
            var p = reference.map { $0.convert(node.position, from: parent) } ?? node.position
            if let xRange { p.x = xRange.clamp(p.x) }
            if let yRange { p.y = yRange.clamp(p.y) }
            node.position = inParent(p)
        case .distance(let range, let point, let other):
            guard let goal = target(point, other) else { return }
            let dx = node.position.x - goal.x, dy = node.position.y - goal.y
            let distance = hypot(dx, dy)
            guard distance > 0, distance.isFinite else { return }
            let clamped = range.clamp(distance)
            node.position = CGPoint(x: goal.x + dx / distance * clamped, y: goal.y + dy / distance * clamped)
        case .rotation(let range):
            node.zRotation = range.clamp(node.zRotation)
        case .orient(let point, let other, let offset):
            guard let goal = target(point, other) else { return }
            let facing = atan2(goal.y - node.position.y, goal.x - node.position.x)
            guard facing.isFinite else { return }
            node.zRotation = facing + offset.clamp(0)
        }
    }
}
