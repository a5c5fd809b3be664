import BackplateCore
import CoreImage
import Foundation

/// Whether a node is expected to move (a hint for light probes).
public enum SCNMovabilityHint: Int, Sendable {
    /// The node stays put (the default).
    case fixed = 0
    /// The node moves.
    case movable = 1
}

/// How a node takes part in UIKit's focus system.
public enum SCNNodeFocusBehavior: Int, Sendable {
    /// Not focusable, hides nothing (the default).
    case none = 0
    /// Not focusable, but hides focusable nodes behind it.
    case occluding = 1
    /// Focusable.
    case focusable = 2
}

/// An element of a scene graph (SceneKit's `SCNNode`): a transform (position, orientation,
/// scale, pivot) relative to its parent, the geometry, light and camera attached to it, its
/// children, actions, physics body and constraints.
///
/// The graph is real data: children, transforms (with their matrix, Euler angle and
/// quaternion forms kept consistent), world transforms and coordinate conversions, searches and
/// bounding boxes all answer as on iOS. Nothing animates: no frame is rendered in a still
/// render, so actions are kept but not run (see `runAction(_:)`), and constraints and physics
/// do not move the node. A plain `NSObject`, not main-actor isolated, as on iOS.
open class SCNNode: NSObject, NSCopying {
    /// The node's name, which `childNode(withName:recursively:)` searches for.
    open var name: String?
    /// The light attached to the node.
    open var light: SCNLight?
    /// The camera attached to the node (a point of view).
    open var camera: SCNCamera?
    /// The geometry attached to the node.
    open var geometry: SCNGeometry?
    /// Whether the node and its subtree are hidden (`false`).
    open var isHidden = false
    /// The node's opacity, multiplied into its subtree's (1).
    open var opacity: CGFloat = 1
    /// The drawing order among transparent nodes: greater draws later (0).
    open var renderingOrder = 0
    /// Whether the node appears in shadow maps (`true`).
    open var castsShadow = true
    /// Whether the node is expected to move (`.fixed`).
    open var movabilityHint = SCNMovabilityHint.fixed
    /// The node's physics body (kept; a still render simulates no physics).
    open var physicsBody: SCNPhysicsBody?
    /// The constraints applied to the node each frame (kept; no frame runs in a still render).
    open var constraints: [SCNConstraint]?
    /// Core Image filters applied to the node's drawing (kept; not applied, as no 3D is drawn).
    open var filters: [CIFilter]?
    /// Whether the node's actions and animations are paused (`false`).
    open var isPaused = false
    /// The categories the node belongs to, for lights, hit tests and techniques (1).
    open var categoryBitMask = 1
    /// How the node takes part in focus (`.none`).
    open var focusBehavior = SCNNodeFocusBehavior.none
    /// The particle systems attached to the node.
    open private(set) var particleSystems: [SCNParticleSystem]?
    /// The audio players attached to the node.
    open private(set) var audioPlayers: [SCNAudioPlayer] = []

    /// The node's children, in order.
    open private(set) var childNodes: [SCNNode] = []
    /// The node that holds this one, if any.
    open private(set) weak var parent: SCNNode?

    /// The position in the parent's coordinates (the origin).
    open var position = SCNVector3Zero
    /// The scale along each axis (1, 1, 1).
    open var scale = SCNVector3(x: 1, y: 1, z: 1)
    /// The orientation as a unit quaternion; the Euler angle and axis-angle forms derive from it.
    var rotationState = simd_quatf(ix: 0, iy: 0, iz: 0, r: 1)
    /// The Euler angles last set, returned as set while the orientation is unchanged.
    var eulerAnglesAsSet: SCNVector3?
    /// The axis-angle rotation last set, returned as set while the orientation is unchanged.
    var rotationAsSet: SCNVector4?
    /// The pivot: the transform applied before the node's own (the identity).
    open var pivot = SCNMatrix4Identity

    /// The actions the node holds (kept, never run: see `runAction(_:)`).
    var heldActions: [SCNHeldAction] = []
    /// The animations the node holds (kept, never run).
    var heldAnimations: [String: any SCNAnimationProtocol] = [:]
    /// A bounding box an app set, replacing the computed one.
    var overriddenBox: (min: SCNVector3, max: SCNVector3)?

    /// An empty node at the origin.
    public override init() { super.init() }

    /// A node from an archive: there are no archived scenes on Linux, so an empty node. An app
    /// subclass's `required init?(coder:)` calls it, as on iOS.
    public required init?(coder: NSCoder) { super.init() }

    /// A node showing `geometry`.
    public convenience init(geometry: SCNGeometry?) {
        self.init()
        self.geometry = geometry
    }

    /// The node as drawn on screen, animations applied: the node itself, as nothing animates
    /// in a still render.
    open var presentation: SCNNode { self }

    // MARK: The tree

    /// Appends `child` to the children; a node that has a parent is moved from it, as on iOS.
    /// Adding the node to itself or below one of its descendants does nothing, with a warning.
    open func addChildNode(_ child: SCNNode) { insertChildNode(child, at: childNodes.count) }

    /// Inserts `child` among the children at `index` (clamped to their range).
    open func insertChildNode(_ child: SCNNode, at index: Int) {
        var ancestor: SCNNode? = self
        while let node = ancestor {
            if node === child {
                RuntimeWarning.emit("SCNNode.addChildNode(_:): a node cannot be added below itself; it is not added")
                return
            }
            ancestor = node.parent
        }
        var target = index
        if let old = child.parent {
            if old === self, let current = childNodes.firstIndex(where: { $0 === child }), current < target { target -= 1 }
            child.removeFromParentNode()
        }
        childNodes.insert(child, at: min(max(target, 0), childNodes.count))
        child.parent = self
    }

    /// Removes the node from its parent's children (its actions stay with it).
    open func removeFromParentNode() {
        guard let parent else { return }
        parent.childNodes.removeAll { $0 === self }
        self.parent = nil
    }

    /// Puts `newChild` where `oldChild` is among the children (nothing when `oldChild` is not
    /// a child).
    open func replaceChildNode(_ oldChild: SCNNode, with newChild: SCNNode) {
        guard oldChild !== newChild, let index = childNodes.firstIndex(where: { $0 === oldChild }) else { return }
        oldChild.removeFromParentNode()
        insertChildNode(newChild, at: index)
    }

    // MARK: Searching

    /// The first descendant named `name`, searched in pre-order (children first, then, when
    /// `recursively`, each child's subtree before the next child). The node itself is not
    /// searched.
    open func childNode(withName name: String, recursively: Bool) -> SCNNode? {
        for child in childNodes {
            if child.name == name { return child }
            if recursively, let found = child.childNode(withName: name, recursively: true) { return found }
        }
        return nil
    }

    /// The descendants `predicate` accepts, in pre-order; setting its `stop` flag ends the
    /// search.
    open func childNodes(passingTest predicate: (SCNNode, UnsafeMutablePointer<ObjCBool>) -> Bool) -> [SCNNode] {
        var found: [SCNNode] = []
        var stop = ObjCBool(false)
        walkDescendants(stop: &stop) { node, flag in
            if predicate(node, flag) { found.append(node) }
        }
        return found
    }

    /// Calls `block` for each descendant in pre-order, until it sets its `stop` flag.
    open func enumerateChildNodes(_ block: (SCNNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        walkDescendants(stop: &stop, block)
    }

    /// Calls `block` for the node and then each descendant in pre-order, until it sets `stop`.
    open func enumerateHierarchy(_ block: (SCNNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        withUnsafeMutablePointer(to: &stop) { block(self, $0) }
        if !stop.boolValue { walkDescendants(stop: &stop, block) }
    }

    /// Visits the descendants in pre-order while `stop` is false.
    private func walkDescendants(stop: inout ObjCBool, _ visit: (SCNNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
        for child in childNodes {
            if stop.boolValue { return }
            withUnsafeMutablePointer(to: &stop) { visit(child, $0) }
            if stop.boolValue { return }
            child.walkDescendants(stop: &stop, visit)
        }
    }

    // MARK: Particles and audio

    /// Attaches `system` to the node (kept; no particle is emitted in a still render).
    open func addParticleSystem(_ system: SCNParticleSystem) {
        particleSystems = (particleSystems ?? []) + [system]
    }

    /// Detaches `system`.
    open func removeParticleSystem(_ system: SCNParticleSystem) {
        particleSystems?.removeAll { $0 === system }
        if particleSystems?.isEmpty == true { particleSystems = nil }
    }

    /// Detaches every particle system.
    open func removeAllParticleSystems() { particleSystems = nil }

    /// Attaches `player` (kept; nothing plays in a still render).
    open func addAudioPlayer(_ player: SCNAudioPlayer) { audioPlayers.append(player) }

    /// Detaches `player`.
    open func removeAudioPlayer(_ player: SCNAudioPlayer) { audioPlayers.removeAll { $0 === player } }

    /// Detaches every audio player.
    open func removeAllAudioPlayers() { audioPlayers.removeAll() }

    // MARK: Copying

    /// A copy of the node without its children, sharing its geometry, light and camera.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNNode()
        copyNodeState(to: copy)
        return copy
    }

    /// A copy of the node and, recursively, its children, sharing geometries, lights and
    /// cameras as SceneKit's does. Backplate cannot make an instance of an app's own node
    /// subclass (iOS archives and unarchives it): such a node returns itself, with a warning.
    open func clone() -> Self {
        guard let copy = copy(with: nil) as? Self else {
            RuntimeWarning.emit("SCNNode.clone(): an instance of \(String(reflecting: type(of: self))) cannot be made by Backplate; the node itself is returned")
            return self
        }
        for child in childNodes {
            let childClone = child.clone()
            if childClone !== child { copy.addChildNode(childClone) }
        }
        return copy
    }

    /// A clone whose geometries would be merged into one: Backplate returns `clone()`.
    open func flattenedClone() -> Self { clone() }

    /// Copies the node's own properties (not its children) into `copy`.
    func copyNodeState(to copy: SCNNode) {
        copy.name = name
        copy.light = light
        copy.camera = camera
        copy.geometry = geometry
        copy.isHidden = isHidden
        copy.opacity = opacity
        copy.renderingOrder = renderingOrder
        copy.castsShadow = castsShadow
        copy.movabilityHint = movabilityHint
        copy.physicsBody = physicsBody
        copy.constraints = constraints
        copy.filters = filters
        copy.isPaused = isPaused
        copy.categoryBitMask = categoryBitMask
        copy.focusBehavior = focusBehavior
        copy.position = position
        copy.scale = scale
        copy.rotationState = rotationState
        copy.eulerAnglesAsSet = eulerAnglesAsSet
        copy.rotationAsSet = rotationAsSet
        copy.pivot = pivot
        copy.particleSystems = particleSystems
        copy.overriddenBox = overriddenBox
    }
}
