import BackplateUIKit
import Foundation

/// A mesh and its materials: what an entity looks like (RealityKit's `ModelComponent`). Kept
/// as data; nothing is drawn in a render.
public struct ModelComponent: Component, Sendable {
    /// The mesh.
    public var mesh: MeshResource
    /// The materials, one per mesh part.
    public var materials: [any Material]
    /// Extra room around the mesh's bounds for culling (0).
    public var boundsMargin: Float = 0

    /// A model of `mesh` with `materials`.
    public init(mesh: MeshResource, materials: [any Material]) {
        self.mesh = mesh
        self.materials = materials
    }
}

/// A set of collision groups (RealityKit's `CollisionGroup`).
public struct CollisionGroup: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// A group of raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The group entities are in by default.
    public static let `default` = CollisionGroup(rawValue: 1)
    /// Every group.
    public static let all = CollisionGroup(rawValue: .max)
    /// The group of the reconstructed scene mesh.
    public static let sceneUnderstanding = CollisionGroup(rawValue: 1 << 31)
}

/// Which entities an entity collides with (RealityKit's `CollisionFilter`).
public struct CollisionFilter: Hashable, Sendable {
    /// The default filter: the default group, colliding with all.
    public static let `default` = CollisionFilter(group: .default, mask: .all)
    /// The entity's groups.
    public var group: CollisionGroup
    /// The groups the entity collides with.
    public var mask: CollisionGroup
    /// A filter of `group` colliding with `mask`.
    public init(group: CollisionGroup, mask: CollisionGroup) {
        self.group = group
        self.mask = mask
    }
}

/// The shapes an entity collides with, for hit tests, gestures and physics (RealityKit's
/// `CollisionComponent`). Kept as data; a render detects no collisions and no hits.
public struct CollisionComponent: Component, Sendable {
    /// How the entity takes part in collisions.
    public enum Mode: Hashable, Sendable {
        /// As a rigid body.
        case `default`
        /// As a trigger volume, reporting overlaps without pushing.
        case trigger
    }

    /// Options of collision reporting.
    public struct CollisionOptions: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt8
        /// Options of raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Collisions with other static objects are not reported.
        public static let `static` = CollisionOptions(rawValue: 1 << 0)
    }

    /// The shapes.
    public var shapes: [ShapeResource]
    /// How the entity takes part (`.default`).
    public var mode: Mode
    /// Which entities it collides with.
    public var filter: CollisionFilter
    /// Reporting options.
    public var collisionOptions: CollisionOptions
    /// Whether the collider never moves.
    public var isStatic: Bool {
        get { collisionOptions.contains(.static) }
        set { if newValue { collisionOptions.insert(.static) } else { collisionOptions.remove(.static) } }
    }

    /// A collision component of `shapes`.
    public init(shapes: [ShapeResource], mode: Mode = .default, filter: CollisionFilter = .default) {
        self.shapes = shapes
        self.mode = mode
        self.filter = filter
        collisionOptions = []
    }

    /// A collision component of `shapes`, static or not.
    public init(shapes: [ShapeResource], isStatic: Bool, filter: CollisionFilter = .default) {
        self.init(shapes: shapes, filter: filter)
        self.isStatic = isStatic
    }

    /// A collision component of `shapes` with reporting options.
    public init(shapes: [ShapeResource], mode: Mode = .default, collisionOptions: CollisionOptions, filter: CollisionFilter = .default) {
        self.init(shapes: shapes, mode: mode, filter: filter)
        self.collisionOptions = collisionOptions
    }
}

/// How a physics body responds to forces (RealityKit's `PhysicsBodyMode`).
public enum PhysicsBodyMode: Hashable, Sendable {
    /// Never moves.
    case `static`
    /// Moved by the app, pushing dynamic bodies.
    case kinematic
    /// Moved by forces and collisions.
    case dynamic
}

/// A body's mass, inertia and centre of mass (RealityKit's `PhysicsMassProperties`).
public struct PhysicsMassProperties: Sendable {
    /// A unit sphere of 1 kg.
    public static let `default` = PhysicsMassProperties(mass: 1)
    /// The mass in kilograms.
    public var mass: Float
    /// The diagonal of the inertia tensor.
    public var inertia: SIMD3<Float>
    /// The centre of mass and the orientation of the principal axes.
    public var centerOfMass: (position: SIMD3<Float>, orientation: simd_quatf)

    /// Mass properties of 1 kg.
    public init() { self.init(mass: 1) }

    /// Mass properties of the given values.
    public init(mass: Float, inertia: SIMD3<Float> = SIMD3<Float>(x: 0.1, y: 0.1, z: 0.1),
                centerOfMass: (position: SIMD3<Float>, orientation: simd_quatf) = (SIMD3<Float>(x: 0, y: 0, z: 0), simd_quatf(ix: 0, iy: 0, iz: 0, r: 1))) {
        self.mass = mass
        self.inertia = inertia
        self.centerOfMass = centerOfMass
    }

    /// Mass properties of a solid `shape` of `mass` (inertia of its bounding box).
    @MainActor public init(shape: ShapeResource, mass: Float) {
        let e = shape.bounds.isEmpty ? SIMD3<Float>(repeating: 0) : shape.bounds.extents
        let inertia = SIMD3(e.y * e.y + e.z * e.z, e.x * e.x + e.z * e.z, e.x * e.x + e.y * e.y) * (mass / 12)
        self.init(mass: mass, inertia: inertia, centerOfMass: (shape.bounds.isEmpty ? .zero : shape.bounds.center, simd_quatf(ix: 0, iy: 0, iz: 0, r: 1)))
    }

    /// Mass properties of a solid `shape` of `density` (kg/m³, over its bounding box's volume).
    @MainActor public init(shape: ShapeResource, density: Float) {
        let e = shape.bounds.isEmpty ? SIMD3<Float>(repeating: 0) : shape.bounds.extents
        self.init(shape: shape, mass: density * e.x * e.y * e.z)
    }
}

/// Makes an entity a body the physics simulation moves (RealityKit's `PhysicsBodyComponent`).
/// Kept as data; a render simulates nothing.
public struct PhysicsBodyComponent: Component, Sendable {
    /// The mass properties (`.default`).
    public var massProperties: PhysicsMassProperties
    /// The friction and restitution (`.default`).
    public var material: PhysicsMaterialResource
    /// How the body responds to forces (`.dynamic`).
    public var mode: PhysicsBodyMode
    /// Whether gravity pulls the body (`true`).
    public var isAffectedByGravity = true
    /// Whether continuous collision detection is on (`false`).
    public var isContinuousCollisionDetectionEnabled = false
    /// Whether translation along x, y, z is locked.
    public var isTranslationLocked: (x: Bool, y: Bool, z: Bool) = (false, false, false)
    /// Whether rotation about x, y, z is locked.
    public var isRotationLocked: (x: Bool, y: Bool, z: Bool) = (false, false, false)
    /// The linear damping (0).
    public var linearDamping: Float = 0
    /// The angular damping (0).
    public var angularDamping: Float = 0

    /// A dynamic body of default mass and material.
    public init() { self.init(massProperties: .default) }

    /// A body of the given mass properties, material and mode.
    public init(massProperties: PhysicsMassProperties = .default, material: PhysicsMaterialResource? = nil, mode: PhysicsBodyMode = .dynamic) {
        self.massProperties = massProperties
        self.material = material ?? .default
        self.mode = mode
    }

    /// A body of `mass` kilograms shaped like `shapes`.
    @MainActor public init(shapes: [ShapeResource], mass: Float, material: PhysicsMaterialResource? = nil, mode: PhysicsBodyMode = .dynamic) {
        let properties = shapes.first.map { PhysicsMassProperties(shape: $0, mass: mass) } ?? PhysicsMassProperties(mass: mass)
        self.init(massProperties: properties, material: material, mode: mode)
    }

    /// A body of `density` shaped like `shapes`.
    @MainActor public init(shapes: [ShapeResource], density: Float, material: PhysicsMaterialResource? = nil, mode: PhysicsBodyMode = .dynamic) {
        let properties = shapes.first.map { PhysicsMassProperties(shape: $0, density: density) } ?? PhysicsMassProperties(mass: 0)
        self.init(massProperties: properties, material: material, mode: mode)
    }
}

/// A body's velocities (RealityKit's `PhysicsMotionComponent`); kept, never applied in a render.
public struct PhysicsMotionComponent: Component, Sendable {
    /// The linear velocity in metres per second.
    public var linearVelocity: SIMD3<Float>
    /// The angular velocity in radians per second.
    public var angularVelocity: SIMD3<Float>

    /// Motion of the given velocities.
    public init(linearVelocity: SIMD3<Float> = SIMD3<Float>(0, 0, 0), angularVelocity: SIMD3<Float> = SIMD3<Float>(0, 0, 0)) {
        self.linearVelocity = linearVelocity
        self.angularVelocity = angularVelocity
    }
}

/// Lets an entity receive SwiftUI gestures in a `RealityView` (RealityKit's
/// `InputTargetComponent`); a render delivers no input.
public struct InputTargetComponent: Component, Sendable {
    /// The kinds of input an entity takes.
    public struct InputType: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt8
        /// Types of raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Direct touches.
        public static let direct = InputType(rawValue: 1 << 0)
        /// Indirect input (gaze and pinch, pointers).
        public static let indirect = InputType(rawValue: 1 << 1)
        /// Both.
        public static let all: InputType = [.direct, .indirect]
    }

    /// Whether the entity takes input (`true`).
    public var isEnabled = true
    /// The kinds of input taken.
    public var allowedInputTypes: InputType

    /// A target for `allowedInputTypes`.
    public init(allowedInputTypes: InputType = .all) { self.allowedInputTypes = allowedInputTypes }
}

/// Highlights an entity when it is looked at or hovered (RealityKit's `HoverEffectComponent`);
/// a render has no hover, so no effect shows.
public struct HoverEffectComponent: Component, Sendable {
    /// The style of a spotlight effect.
    public struct SpotlightHoverEffectStyle: Sendable {
        /// The light's colour (the system's when `nil`).
        public var color: UIColor?
        /// The effect's strength (1).
        public var strength: Float
        /// A style of `color` and `strength`.
        public init(color: UIColor? = nil, strength: Float = 1.0) {
            self.color = color
            self.strength = strength
        }
    }

    /// The style of a highlight effect.
    public struct HighlightHoverEffectStyle: Sendable {
        /// The highlight's colour (the system's when `nil`).
        public var color: UIColor?
        /// The effect's strength (1).
        public var strength: Float
        /// A style of `color` and `strength`.
        public init(color: UIColor? = nil, strength: Float = 1.0) {
            self.color = color
            self.strength = strength
        }
    }

    /// An effect.
    public enum HoverEffect: Sendable {
        /// A spotlight following the hover.
        case spotlight(SpotlightHoverEffectStyle)
        /// A uniform highlight.
        case highlight(HighlightHoverEffectStyle)
    }

    /// The effect shown.
    public var hoverEffect: HoverEffect

    /// The system's default effect (a spotlight).
    public init() { hoverEffect = .spotlight(SpotlightHoverEffectStyle()) }

    /// A component of `hoverEffect`.
    public init(_ hoverEffect: HoverEffect) { self.hoverEffect = hoverEffect }
}

/// An entity's opacity, multiplied into its descendants' (RealityKit's `OpacityComponent`).
public struct OpacityComponent: Component, Sendable {
    /// The opacity, 0 to 1.
    public var opacity: Float
    /// A component of `opacity`.
    public init(opacity: Float = 1.0) { self.opacity = opacity }
}

/// Whether an entity casts a shadow on the surfaces below it (RealityKit's
/// `GroundingShadowComponent`).
public struct GroundingShadowComponent: Component, Sendable {
    /// Whether the entity casts a grounding shadow.
    public var castsShadow: Bool
    /// Whether the entity receives grounding shadows (`true`).
    public var receivesShadow = true
    /// A component that casts a shadow or not.
    public init(castsShadow: Bool) { self.castsShadow = castsShadow }
}

/// Turns an entity to face the camera (RealityKit's `BillboardComponent`); no camera moves in a
/// render, so the entity keeps its orientation.
public struct BillboardComponent: Component, Sendable {
    /// How much the entity turns, 0 to 1 (1).
    public var blendFactor: Float = 1
    /// A billboard component.
    public init() {}
}
