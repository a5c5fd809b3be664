import Foundation

/// Something with a place, orientation and size in its parent's space (RealityKit's
/// `HasTransform`); every entity.
@MainActor @preconcurrency public protocol HasTransform: Entity {}

extension Entity {
    /// The entity's transform relative to its parent.
    public var transform: Transform {
        get { componentStorage[ObjectIdentifier(Transform.self)] as? Transform ?? Transform() }
        set { store(newValue) }
    }

    /// The position relative to the parent.
    public var position: SIMD3<Float> {
        get { transform.translation }
        set { transform.translation = newValue }
    }

    /// The orientation relative to the parent.
    public var orientation: simd_quatf {
        get { transform.rotation }
        set { transform.rotation = newValue }
    }

    /// The scale relative to the parent.
    public var scale: SIMD3<Float> {
        get { transform.scale }
        set { transform.scale = newValue }
    }

    /// The transform's matrix from this entity's space to world space.
    var worldMatrix: float4x4 { (parentEntity?.worldMatrix ?? matrix_identity_float4x4) * transform.matrix }

    /// The rotation from this entity's space to world space.
    var worldRotation: simd_quatf { (parentEntity?.worldRotation ?? simd_quatf(ix: 0, iy: 0, iz: 0, r: 1)) * transform.rotation }

    /// The scale from this entity's space to world space.
    var worldScale: SIMD3<Float> { (parentEntity?.worldScale ?? SIMD3(repeating: 1)) * transform.scale }

    /// The matrix from `entity`'s space (world space for `nil`) to world space.
    static func world(of entity: Entity?) -> float4x4 { entity?.worldMatrix ?? matrix_identity_float4x4 }

    /// The entity's transform matrix relative to `referenceEntity` (`nil`: world space).
    public func transformMatrix(relativeTo referenceEntity: Entity?) -> float4x4 {
        Entity.world(of: referenceEntity).inverse * worldMatrix
    }

    /// Sets the entity's transform so that, relative to `referenceEntity`, it is `transform`.
    public func setTransformMatrix(_ transform: float4x4, relativeTo referenceEntity: Entity?) {
        self.transform = Transform(matrix: Entity.world(of: parentEntity).inverse * Entity.world(of: referenceEntity) * transform)
    }

    /// The entity's position relative to `referenceEntity`.
    public func position(relativeTo referenceEntity: Entity?) -> SIMD3<Float> {
        let p = transformMatrix(relativeTo: referenceEntity).columns.3
        return SIMD3(p.x, p.y, p.z)
    }

    /// Moves the entity to `position` relative to `referenceEntity`.
    public func setPosition(_ position: SIMD3<Float>, relativeTo referenceEntity: Entity?) {
        let world = Entity.world(of: referenceEntity) * SIMD4(position, 1)
        let local = Entity.world(of: parentEntity).inverse * world
        self.position = SIMD3(local.x, local.y, local.z)
    }

    /// The entity's orientation relative to `referenceEntity`.
    public func orientation(relativeTo referenceEntity: Entity?) -> simd_quatf {
        let reference = referenceEntity?.worldRotation ?? simd_quatf(ix: 0, iy: 0, iz: 0, r: 1)
        return (reference.inverse * worldRotation).normalized
    }

    /// Turns the entity to `orientation` relative to `referenceEntity`.
    public func setOrientation(_ orientation: simd_quatf, relativeTo referenceEntity: Entity?) {
        let identity = simd_quatf(ix: 0, iy: 0, iz: 0, r: 1)
        let parent = parentEntity?.worldRotation ?? identity
        let reference = referenceEntity?.worldRotation ?? identity
        self.orientation = (parent.inverse * reference * orientation).normalized
    }

    /// The entity's scale relative to `referenceEntity`.
    public func scale(relativeTo referenceEntity: Entity?) -> SIMD3<Float> {
        worldScale / (referenceEntity?.worldScale ?? SIMD3(repeating: 1))
    }

    /// Sets the entity's scale to `scale` relative to `referenceEntity`.
    public func setScale(_ scale: SIMD3<Float>, relativeTo referenceEntity: Entity?) {
        self.scale = scale * (referenceEntity?.worldScale ?? SIMD3(repeating: 1)) / (parentEntity?.worldScale ?? SIMD3(repeating: 1))
    }

    /// `position`, given in `referenceEntity`'s space, in this entity's space.
    public func convert(position: SIMD3<Float>, from referenceEntity: Entity?) -> SIMD3<Float> {
        let p = worldMatrix.inverse * Entity.world(of: referenceEntity) * SIMD4(position, 1)
        return SIMD3(p.x, p.y, p.z)
    }

    /// `position`, given in this entity's space, in `referenceEntity`'s space.
    public func convert(position: SIMD3<Float>, to referenceEntity: Entity?) -> SIMD3<Float> {
        let p = Entity.world(of: referenceEntity).inverse * worldMatrix * SIMD4(position, 1)
        return SIMD3(p.x, p.y, p.z)
    }

    /// `direction`, given in `referenceEntity`'s space, in this entity's space.
    public func convert(direction: SIMD3<Float>, from referenceEntity: Entity?) -> SIMD3<Float> {
        let d = worldMatrix.inverse * Entity.world(of: referenceEntity) * SIMD4(direction, 0)
        return SIMD3(d.x, d.y, d.z)
    }

    /// `direction`, given in this entity's space, in `referenceEntity`'s space.
    public func convert(direction: SIMD3<Float>, to referenceEntity: Entity?) -> SIMD3<Float> {
        let d = Entity.world(of: referenceEntity).inverse * worldMatrix * SIMD4(direction, 0)
        return SIMD3(d.x, d.y, d.z)
    }

    /// `transform`, given in `referenceEntity`'s space, in this entity's space.
    public func convert(transform: Transform, from referenceEntity: Entity?) -> Transform {
        Transform(matrix: worldMatrix.inverse * Entity.world(of: referenceEntity) * transform.matrix)
    }

    /// `transform`, given in this entity's space, in `referenceEntity`'s space.
    public func convert(transform: Transform, to referenceEntity: Entity?) -> Transform {
        Transform(matrix: Entity.world(of: referenceEntity).inverse * worldMatrix * transform.matrix)
    }

    /// Moves the entity to `position` and turns its front (`forward`: -z by default) towards
    /// `target`, with its up axis as near `upVector` as it can be, all relative to
    /// `referenceEntity`. Its scale is kept.
    public func look(at target: SIMD3<Float>, from position: SIMD3<Float>, upVector: SIMD3<Float> = SIMD3<Float>(0, 1, 0),
                     relativeTo referenceEntity: Entity?, forward: ForwardDirection = .negativeZ) {
        let toward = target - position
        guard simd_length(toward) > 0 else {
            setPosition(position, relativeTo: referenceEntity)
            return
        }
        let front = normalize(toward)
        let z = forward == .negativeZ ? -front : front
        var x = cross(upVector, z)
        if simd_length(x) < 1e-6 { x = cross(SIMD3(0, 0, 1), z) }
        x = normalize(x)
        let y = cross(z, x)
        let rotation = simd_quatf(simd_float3x3(x, y, z)).normalized
        let kept = scale(relativeTo: referenceEntity)
        setTransformMatrix(Transform(scale: kept, rotation: rotation, translation: position).matrix, relativeTo: referenceEntity)
    }

    /// Sets the entity's transform to `target` relative to `referenceEntity` at once.
    public func move(to target: Transform, relativeTo referenceEntity: Entity?) {
        setTransformMatrix(target.matrix, relativeTo: referenceEntity)
    }

    /// Sets the entity's transform to `target` relative to `referenceEntity` at once.
    public func move(to target: float4x4, relativeTo referenceEntity: Entity?) {
        setTransformMatrix(target, relativeTo: referenceEntity)
    }

    /// Animates the entity to `target` relative to `referenceEntity` over `duration` seconds. A
    /// render runs no frames: a positive duration's animation never advances, so the entity keeps
    /// its transform and the returned controller stays playing at time 0; a duration of 0 or
    /// less moves it at once.
    @discardableResult
    public func move(to target: Transform, relativeTo referenceEntity: Entity?, duration: TimeInterval,
                     timingFunction: AnimationTimingFunction = .default) -> AnimationPlaybackController {
        guard duration > 0 else {
            move(to: target, relativeTo: referenceEntity)
            return AnimationPlaybackController(entity: self, duration: 0, state: .completed)
        }
        return AnimationPlaybackController(entity: self, duration: duration, state: .playing)
    }

    /// Animates the entity to the transform `target` relative to `referenceEntity` (see
    /// `move(to:relativeTo:duration:timingFunction:)` with a `Transform`).
    @discardableResult
    public func move(to target: float4x4, relativeTo referenceEntity: Entity?, duration: TimeInterval,
                     timingFunction: AnimationTimingFunction = .default) -> AnimationPlaybackController {
        move(to: Transform(matrix: target), relativeTo: referenceEntity, duration: duration, timingFunction: timingFunction)
    }

    /// The bounds of the entity's models (and its descendants', when `recursive`) in
    /// `referenceEntity`'s space (`nil`: world space); empty when there are none. Disabled
    /// entities are skipped when `excludeInactive`.
    public func visualBounds(recursive: Bool = true, relativeTo referenceEntity: Entity?, excludeInactive: Bool = false) -> BoundingBox {
        let toReference = Entity.world(of: referenceEntity).inverse
        var box = BoundingBox.empty
        func visit(_ entity: Entity) {
            if excludeInactive && !entity.isEnabledInHierarchy { return }
            if let mesh = entity.components[ModelComponent.self]?.mesh, !mesh.bounds.isEmpty {
                box = box.union(mesh.bounds.transformed(by: toReference * entity.worldMatrix))
            }
            if recursive { for child in entity.childList { visit(child) } }
        }
        visit(self)
        return box
    }
}
