import Foundation

/// Where a node was placed, in terms descendants and anchors can convert with: its size, the
/// transform from its local space to the global (root) space, and the named spaces around it.
struct PlacedGeometry {
    var size: CGSize
    /// Local point → global point (layout position, then the ancestors' geometry effects).
    var toGlobal: CGAffineTransform
    /// The named spaces visible from here.
    var namedSpaces = NamedSpaces()
    /// The safe-area insets of the node (`GeometryProxy.safeAreaInsets`), set by
    /// `LayoutPass.place` when a safe area is in force.
    var safeAreaInsets = EdgeInsets()

    init(size: CGSize, toGlobal: CGAffineTransform, namedSpaces: NamedSpaces) {
        self.size = size
        self.toGlobal = toGlobal
        self.namedSpaces = namedSpaces
    }

    /// Geometry for a node placed without any effect above it.
    init(size: CGSize, origin: CGPoint) {
        self.size = size
        self.toGlobal = CGAffineTransform(translationX: origin.x, y: origin.y)
    }
}

/// A named coordinate space as placed: its size and its local → global transform.
struct NamedSpace {
    var size: CGSize
    var toGlobal: CGAffineTransform
}

/// The geometry context of real placement: the drawing transform of the node being placed
/// and the named spaces around it. `LayoutPass.place` enters each node before placing its
/// children and leaves it after.
struct PlacementScope {
    /// Root layout coordinates → global (drawn) coordinates for the children being placed.
    var transform: CGAffineTransform = .identity
    var namedSpaces = NamedSpaces()

    /// Records where `node` was placed and makes its effect and name visible to its subtree.
    /// Returns the scope to restore with `leave`.
    mutating func enter(_ node: ViewNode) -> PlacementScope {
        let saved = self
        let origin = CGAffineTransform(translationX: node.frame.minX, y: node.frame.minY)
        node.placedGeometry = PlacedGeometry(size: node.frame.size, toGlobal: origin.concatenating(transform),
                                             namedSpaces: namedSpaces)
        if node.effect != nil { transform = DrawnGeometry.transform(of: node).concatenating(transform) }
        if let name = node.coordinateSpaceName { namedSpaces[name] = NamedSpace(size: node.frame.size, toGlobal: origin.concatenating(transform)) }
        return saved
    }

    mutating func leave(_ saved: PlacementScope) { self = saved }
}
