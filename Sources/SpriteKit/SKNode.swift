import BackplateCore
import Foundation

/// The base class of every SpriteKit node (SpriteKit's `SKNode`): a position, rotation, scale,
/// opacity and z position in its parent's coordinates (y up), children drawn with it, actions,
/// a physics body and constraints. A plain node draws nothing itself; it groups its children.
///
/// A `UIResponder`, as on iOS, so it is main-actor isolated and a scene subclass overrides
/// `touchesBegan(_:with:)`; a still render has no touches, so no touch handler is ever called.
/// In a still render a node is drawn as it stands after the presented scene's one frame cycle
/// at time 0 (see `SKScene`): its accumulated transform, alpha and z position decide where and
/// in which order its content lands.
open class SKNode: UIResponder, @preconcurrency NSCopying {
    /// The node's position in its parent's coordinate system (points, y up).
    open var position: CGPoint = .zero
    /// The node's height relative to its parent: a node is drawn above nodes of lower total
    /// z position (its own plus its ancestors'), in tree order among equals.
    open var zPosition: CGFloat = 0
    /// The rotation about the node's origin, in radians, counter-clockwise.
    open var zRotation: CGFloat = 0
    /// The scale along the node's x axis (1: unscaled).
    open var xScale: CGFloat = 1
    /// The scale along the node's y axis (1: unscaled).
    open var yScale: CGFloat = 1
    /// How fast the node's actions run (1: normal, 0: paused); a still render only evaluates
    /// time 0, so any non-zero speed draws alike.
    open var speed: CGFloat = 1
    /// The node's opacity, multiplied into its children's (0 hides the subtree).
    open var alpha: CGFloat = 1
    /// Whether the node's actions are paused (with its descendants').
    open var isPaused = false
    /// Whether the node and its descendants are hidden (not drawn).
    open var isHidden = false
    /// Whether the node takes touches (`false` by default; a render delivers none).
    open var isUserInteractionEnabled = false
    /// The node's name, which `childNode(withName:)` searches for.
    open var name: String?
    /// The node's children, in the order they were added (their drawing order among equal z).
    open private(set) var children: [SKNode] = []
    /// The node that holds this one, if any.
    open private(set) weak var parent: SKNode?
    /// The node's physics body (kept and queried; a still render simulates no physics).
    open var physicsBody: SKPhysicsBody? {
        didSet {
            if oldValue !== physicsBody { oldValue?.node = nil }
            physicsBody?.node = self
        }
    }
    /// The app's own data about the node.
    open var userData: NSMutableDictionary?
    /// The constraints applied, in order, after the actions of each frame (a still render's
    /// one frame applies them once).
    open var constraints: [SKConstraint]?

    /// The actions the node runs: those still running after the last frame, and those added
    /// since, which start at the next frame.
    var runningActions: [SKRunningAction] = []

    /// A node at the origin, unscaled, unrotated, with no children.
    public override init() { super.init() }

    /// A node from an archive: there are no archived nodes on Linux, so a plain one.
    public required init?(coder aDecoder: NSCoder) { super.init() }

    /// The node archived in the bundle's `.sks` file `filename`: always `nil` here, with a
    /// runtime warning, as Backplate reads no SpriteKit scene files.
    public convenience init?(fileNamed filename: String) {
        RuntimeWarning.emit("SKNode(fileNamed: \"\(filename)\"): Backplate reads no .sks files; nil is returned")
        return nil
    }

    /// The node's frame: the bounds of its own content in its parent's coordinates, ignoring
    /// its children; a node without content (a plain `SKNode`) has an empty frame at its
    /// position.
    open var frame: CGRect {
        guard let content = contentRect, content.isFiniteRect else { return CGRect(origin: position, size: .zero) }
        return content.applying(localTransform)
    }

    /// The bounds of the node's own content in its own coordinates (`nil`: it draws nothing).
    var contentRect: CGRect? { nil }

    /// Appends what the node itself draws (not its children), through `transform` (node to
    /// view points) at `alpha`: nothing for a plain node.
    func appendDrawing(to items: inout [SKDrawItem], transform: CGAffineTransform, alpha: Double) {}

    /// The scene the node is in: the root of its tree when that is an `SKScene`, else `nil`.
    open var scene: SKScene? { root as? SKScene }

    /// The top of the node's tree (the node itself when it has no parent).
    var root: SKNode {
        var node = self
        while let up = node.parent { node = up }
        return node
    }

    /// Scales the node by `scale` along both axes (sets `xScale` and `yScale`).
    open func setScale(_ scale: CGFloat) {
        xScale = scale
        yScale = scale
    }

    // MARK: The tree

    /// Adds `node` on top of the children. A node that already has a parent, or that is this
    /// node or one of its ancestors, is not added: iOS raises an exception; Backplate warns.
    open func addChild(_ node: SKNode) {
        insertChild(node, at: children.count)
    }

    /// Inserts `node` among the children at `index` (clamped to the children's range, with a
    /// warning, where iOS raises an exception). A node that already has a parent, or that is
    /// this node or one of its ancestors, is not added, with a warning.
    open func insertChild(_ node: SKNode, at index: Int) {
        guard canAdopt(node) else { return }
        if index < 0 || index > children.count {
            RuntimeWarning.emit("SKNode.insertChild(_:at:): index \(index) is outside 0...\(children.count) (iOS raises an exception); clamped")
        }
        children.insert(node, at: min(max(index, 0), children.count))
        node.parent = self
    }

    /// Whether `node` may become a child: not this node, not an ancestor, not another's child.
    private func canAdopt(_ node: SKNode) -> Bool {
        if node.parent != nil {
            RuntimeWarning.emit("SKNode.addChild(_:): the node already has a parent (iOS raises an exception); it is not added")
            return false
        }
        var ancestor: SKNode? = self
        while let a = ancestor {
            if a === node {
                RuntimeWarning.emit("SKNode.addChild(_:): a node cannot be added below itself; it is not added")
                return false
            }
            ancestor = a.parent
        }
        return true
    }

    /// Removes the node from its parent (its actions stay with it).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Removes every child.
    open func removeAllChildren() {
        for child in children { child.parent = nil }
        children.removeAll()
    }

    /// Removes those of `nodes` that are children of this node.
    open func removeChildren(in nodes: [SKNode]) {
        for node in nodes where node.parent === self { node.removeFromParent() }
    }

    /// Moves the node to `parent`, keeping where it is in the scene (its position converted).
    open func move(toParent parent: SKNode) {
        let scenePoint = self.parent.map { $0.convert(position, to: root) } ?? position
        let oldRoot = root
        removeFromParent()
        position = parent.convert(scenePoint, from: oldRoot)
        parent.addChild(self)
    }

    /// Whether `parent` is this node or one of its ancestors.
    open func inParentHierarchy(_ parent: SKNode) -> Bool {
        var node: SKNode? = self
        while let n = node {
            if n === parent { return true }
            node = n.parent
        }
        return false
    }

    /// Whether `node` is this very node.
    open func isEqual(to node: SKNode) -> Bool { node === self }

    // MARK: Copying

    /// A copy of the node and its subtree (SpriteKit's `NSCopying`): its properties, physics
    /// body reference, constraints and children copied; running actions are not. An app's own
    /// subclass is copied as its SpriteKit class, with a warning (iOS archives the subclass).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = SKNode()
        copyNodeState(to: copy)
        return copy
    }

    /// Copies the properties every node has, and copies of the children, into `copy`.
    func copyNodeState(to copy: SKNode) {
        let builtIn = String(reflecting: type(of: copy))
        if String(reflecting: type(of: self)) != builtIn {
            RuntimeWarning.emit("SKNode.copy(): \(String(reflecting: type(of: self))) is copied as a \(builtIn) (Backplate cannot make an app's node subclass)")
        }
        copy.position = position
        copy.zPosition = zPosition
        copy.zRotation = zRotation
        copy.xScale = xScale
        copy.yScale = yScale
        copy.speed = speed
        copy.alpha = alpha
        copy.isPaused = isPaused
        copy.isHidden = isHidden
        copy.isUserInteractionEnabled = isUserInteractionEnabled
        copy.name = name
        copy.userData = userData?.mutableCopy() as? NSMutableDictionary
        copy.constraints = constraints
        for child in children {
            if let childCopy = child.copy(with: nil) as? SKNode { copy.addChild(childCopy) }
        }
    }
}

extension UITouch {
    /// Where the touch is in `node`'s coordinates: its location in the scene's view converted
    /// through the scene (a render makes no touches; an app's `UITouch()` is at the view's origin).
    public func location(in node: SKNode) -> CGPoint {
        guard let scene = node.scene else { return .zero }
        let inScene = scene.convertPoint(fromView: location(in: scene.view))
        return node === scene ? inScene : node.convert(inScene, from: scene)
    }

    /// Where the touch was at the previous event, in `node`'s coordinates (where it is: a
    /// render's touches never move).
    public func previousLocation(in node: SKNode) -> CGPoint { location(in: node) }
}
