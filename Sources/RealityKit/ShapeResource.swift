import Foundation

/// A shape for collision detection and physics (RealityKit's `ShapeResource`). Backplate keeps
/// the shape's kind, size and offset, and its bounds; no collision is ever detected in a render.
@MainActor @preconcurrency
public final class ShapeResource {
    /// The kind of shape, with its dimensions (Backplate's record).
    package enum Kind: Equatable, Sendable {
        /// A box of `size`.
        case box(size: SIMD3<Float>)
        /// A sphere.
        case sphere(radius: Float)
        /// A capsule along the y axis.
        case capsule(height: Float, radius: Float)
        /// The convex hull of points, as their bounds.
        case convex(pointCount: Int)
        /// A static triangle mesh, as its bounds.
        case staticMesh
    }

    /// The kind of shape.
    nonisolated package let kind: Kind
    /// The shape's bounds before its offset.
    private nonisolated let localBounds: BoundingBox
    /// The shape's offset: a rotation then a translation.
    nonisolated package let offset: Transform

    init(kind: Kind, bounds: BoundingBox, offset: Transform = .identity) {
        self.kind = kind
        localBounds = bounds
        self.offset = offset
    }

    /// The box around the shape, its offset applied.
    nonisolated public var bounds: BoundingBox { localBounds.transformed(by: offset.matrix) }

    /// A box of `size` centred at the origin.
    public static func generateBox(size: SIMD3<Float>) -> ShapeResource {
        ShapeResource(kind: .box(size: size), bounds: BoundingBox(min: -size / 2, max: size / 2))
    }

    /// A box of `width`, `height` and `depth` centred at the origin.
    public static func generateBox(width: Float, height: Float, depth: Float) -> ShapeResource {
        generateBox(size: SIMD3(width, height, depth))
    }

    /// A sphere of `radius` centred at the origin.
    public static func generateSphere(radius: Float) -> ShapeResource {
        ShapeResource(kind: .sphere(radius: radius), bounds: BoundingBox(min: SIMD3(repeating: -radius), max: SIMD3(repeating: radius)))
    }

    /// A capsule `height` tall (its caps included) of `radius`, along the y axis.
    public static func generateCapsule(height: Float, radius: Float) -> ShapeResource {
        ShapeResource(kind: .capsule(height: height, radius: radius),
                      bounds: BoundingBox(min: SIMD3(-radius, -height / 2, -radius), max: SIMD3(radius, height / 2, radius)))
    }

    /// The convex hull of `points` (kept as their bounds).
    public static func generateConvex(from points: [SIMD3<Float>]) -> ShapeResource {
        ShapeResource(kind: .convex(pointCount: points.count), bounds: points.reduce(BoundingBox.empty) { $0.union($1) })
    }

    /// The convex hull of `mesh` (kept as its bounds).
    public static func generateConvex(from mesh: MeshResource) -> ShapeResource {
        ShapeResource(kind: .convex(pointCount: 8), bounds: mesh.bounds)
    }

    /// The convex hull of `mesh` (kept as its bounds).
    public static func generateConvex(from mesh: MeshResource) async throws -> ShapeResource {
        ShapeResource(kind: .convex(pointCount: 8), bounds: mesh.bounds)
    }

    /// A static shape of `mesh`'s triangles (kept as its bounds).
    public static func generateStaticMesh(from mesh: MeshResource) async throws -> ShapeResource {
        ShapeResource(kind: .staticMesh, bounds: mesh.bounds)
    }

    /// A static shape of triangles (kept as the positions' bounds).
    public static func generateStaticMesh(positions: [SIMD3<Float>], faceIndices: [UInt16]) async throws -> ShapeResource {
        ShapeResource(kind: .staticMesh, bounds: positions.reduce(BoundingBox.empty) { $0.union($1) })
    }

    /// The shape rotated by `rotation`, then moved by `translation` (after its current offset).
    public func offsetBy(rotation: simd_quatf = simd_quatf(ix: 0, iy: 0, iz: 0, r: 1),
                         translation: SIMD3<Float> = SIMD3<Float>(0, 0, 0)) -> ShapeResource {
        let added = Transform(rotation: rotation, translation: translation)
        return ShapeResource(kind: kind, bounds: localBounds, offset: Transform(matrix: added.matrix * offset.matrix))
    }
}

/// Friction and bounciness of a physics body (RealityKit's `PhysicsMaterialResource`).
public final class PhysicsMaterialResource: Sendable {
    /// The default material: friction 0.8, restitution 0.8 (Backplate's estimate of a "modest amount").
    public static let `default` = PhysicsMaterialResource(staticFriction: 0.8, dynamicFriction: 0.8, restitution: 0.8)

    /// The static friction coefficient (Backplate's record).
    package let staticFriction: Float
    /// The dynamic friction coefficient (Backplate's record).
    package let dynamicFriction: Float
    /// The restitution, 0 to 1 (Backplate's record).
    package let restitution: Float

    init(staticFriction: Float, dynamicFriction: Float, restitution: Float) {
        self.staticFriction = staticFriction
        self.dynamicFriction = dynamicFriction
        self.restitution = restitution
    }

    /// A material of one `friction` coefficient and `restitution`.
    public static func generate(friction: Float = 0.8, restitution: Float = 0.8) -> PhysicsMaterialResource {
        PhysicsMaterialResource(staticFriction: friction, dynamicFriction: friction, restitution: restitution)
    }

    /// A material of static and dynamic friction and `restitution`.
    public static func generate(staticFriction: Float, dynamicFriction: Float, restitution: Float) -> PhysicsMaterialResource {
        PhysicsMaterialResource(staticFriction: staticFriction, dynamicFriction: dynamicFriction, restitution: restitution)
    }
}
