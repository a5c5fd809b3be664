import Foundation

/// An entity with a model (RealityKit's `HasModel`).
@MainActor @preconcurrency public protocol HasModel: HasTransform {}

extension HasModel {
    /// The entity's mesh and materials, if any.
    public var model: ModelComponent? {
        get { components[ModelComponent.self] }
        set { components[ModelComponent.self] = newValue }
    }
}

/// An entity with collision shapes (RealityKit's `HasCollision`).
@MainActor @preconcurrency public protocol HasCollision: HasTransform {}

extension HasCollision {
    /// The entity's collision shapes, if any.
    public var collision: CollisionComponent? {
        get { components[CollisionComponent.self] }
        set { components[CollisionComponent.self] = newValue }
    }
}

/// An entity with a physics body (RealityKit's `HasPhysicsBody`). A render simulates nothing:
/// forces and impulses change nothing.
@MainActor @preconcurrency public protocol HasPhysicsBody: HasCollision {}

extension HasPhysicsBody {
    /// The entity's physics body, if any.
    public var physicsBody: PhysicsBodyComponent? {
        get { components[PhysicsBodyComponent.self] }
        set { components[PhysicsBodyComponent.self] = newValue }
    }

    /// Applies an impulse at the centre of mass (nothing moves in a render).
    public func applyLinearImpulse(_ impulse: SIMD3<Float>, relativeTo referenceEntity: Entity?) {}
    /// Applies an angular impulse (nothing moves in a render).
    public func applyAngularImpulse(_ impulse: SIMD3<Float>, relativeTo referenceEntity: Entity?) {}
    /// Applies an impulse at `position` (nothing moves in a render).
    public func applyImpulse(_ impulse: SIMD3<Float>, at position: SIMD3<Float>, relativeTo referenceEntity: Entity?) {}
    /// Adds a force at the centre of mass (nothing moves in a render).
    public func addForce(_ force: SIMD3<Float>, relativeTo referenceEntity: Entity?) {}
    /// Adds a force at `position` (nothing moves in a render).
    public func addForce(_ force: SIMD3<Float>, at position: SIMD3<Float>, relativeTo referenceEntity: Entity?) {}
    /// Adds a torque (nothing moves in a render).
    public func addTorque(_ torque: SIMD3<Float>, relativeTo referenceEntity: Entity?) {}
    /// Clears the forces and torques added.
    public func clearForcesAndTorques() {}
    /// Resets the simulation's copy of the transform (nothing to reset in a render).
    public func resetPhysicsTransform(recursive: Bool) {}
}

/// An entity with velocities (RealityKit's `HasPhysicsMotion`).
@MainActor @preconcurrency public protocol HasPhysicsMotion: HasTransform {}

extension HasPhysicsMotion {
    /// The entity's velocities, if any.
    public var physicsMotion: PhysicsMotionComponent? {
        get { components[PhysicsMotionComponent.self] }
        set { components[PhysicsMotionComponent.self] = newValue }
    }
}

/// An entity with a physics body and velocities (RealityKit's `HasPhysics`).
public typealias HasPhysics = HasPhysicsBody & HasPhysicsMotion

/// An entity that shows a mesh with materials and can collide (RealityKit's `ModelEntity`).
@MainActor @preconcurrency
open class ModelEntity: Entity, HasModel, HasPhysics {
    /// An entity with no model.
    public required init() { super.init() }

    /// An entity showing `mesh` with `materials`.
    public init(mesh: MeshResource, materials: [any Material] = []) {
        super.init()
        model = ModelComponent(mesh: mesh, materials: materials)
    }

    /// An entity showing `mesh`, colliding as `collisionShape`, with a dynamic body of `mass`.
    public convenience init(mesh: MeshResource, materials: [any Material] = [], collisionShape: ShapeResource, mass: Float) {
        self.init(mesh: mesh, materials: materials, collisionShapes: [collisionShape], mass: mass)
    }

    /// An entity showing `mesh`, colliding as `collisionShapes`, with a dynamic body of `mass`.
    public init(mesh: MeshResource, materials: [any Material] = [], collisionShapes: [ShapeResource], mass: Float) {
        super.init()
        model = ModelComponent(mesh: mesh, materials: materials)
        collision = CollisionComponent(shapes: collisionShapes)
        physicsBody = PhysicsBodyComponent(shapes: collisionShapes, mass: mass)
    }

    /// The names of the model's skeleton joints: none (no skinned model is loaded in a render).
    public var jointNames: [String] { [] }
    /// The transforms of the model's skeleton joints: none.
    public var jointTransforms: [Transform] {
        get { [] }
        set {}
    }
}

extension Entity {
    /// Gives the entity (and, when `recursive`, its descendants) a collision component of a box
    /// around its model's bounds; entities without a model get none.
    public func generateCollisionShapes(recursive: Bool) {
        generateCollisionShapes(recursive: recursive, static: false)
    }

    /// Gives the entity (and, when `recursive`, its descendants) a collision component of a box
    /// around its model's bounds, static or not.
    public func generateCollisionShapes(recursive: Bool, static isStatic: Bool) {
        if let bounds = components[ModelComponent.self]?.mesh.bounds, !bounds.isEmpty {
            let shape = ShapeResource.generateBox(size: bounds.extents).offsetBy(translation: bounds.center)
            components.set(CollisionComponent(shapes: [shape], isStatic: isStatic))
        }
        if recursive {
            for child in childList { child.generateCollisionShapes(recursive: true, static: isStatic) }
        }
    }
}
