import ARKit
import Foundation

/// What an anchor entity attaches to in the real world (RealityKit's `AnchoringComponent`). A
/// render finds no real-world targets: only `.world` anchors count as anchored.
public struct AnchoringComponent: Component, Sendable {
    /// A kind of real-world thing to anchor to.
    public enum Target: Equatable, Sendable {
        /// The orientations of planes to anchor to.
        public struct Alignment: OptionSet, Hashable, Sendable {
            /// The raw bits.
            public let rawValue: UInt8
            /// An alignment of raw bits.
            public init(rawValue: UInt8) { self.rawValue = rawValue }
            /// Horizontal planes.
            public static let horizontal = Alignment(rawValue: 1 << 0)
            /// Vertical planes.
            public static let vertical = Alignment(rawValue: 1 << 1)
            /// Any plane.
            public static let any: Alignment = [.horizontal, .vertical]
        }

        /// The kinds of plane to anchor to.
        public struct Classification: OptionSet, Hashable, Sendable {
            /// The raw bits.
            public let rawValue: UInt64
            /// A classification of raw bits.
            public init(rawValue: UInt64) { self.rawValue = rawValue }
            /// Walls.
            public static let wall = Classification(rawValue: 1 << 0)
            /// Floors.
            public static let floor = Classification(rawValue: 1 << 1)
            /// Ceilings.
            public static let ceiling = Classification(rawValue: 1 << 2)
            /// Tables.
            public static let table = Classification(rawValue: 1 << 3)
            /// Seats.
            public static let seat = Classification(rawValue: 1 << 4)
            /// Any plane.
            public static let any = Classification(rawValue: .max)
        }

        /// A detected plane of `alignment` and `classification`, at least `minimumBounds` metres.
        case plane(AnchoringComponent.Target.Alignment, classification: AnchoringComponent.Target.Classification, minimumBounds: SIMD2<Float>)
        /// A detected image of an AR resource group.
        case image(group: String, name: String)
        /// A detected object of an AR resource group.
        case object(group: String, name: String)
        /// The user's face.
        case face
        /// A person's body.
        case body
        /// The camera.
        case camera
        /// A fixed place in the world.
        case world(transform: float4x4)
        /// An ARKit anchor of `identifier`.
        case anchor(identifier: UUID)
    }

    /// The target anchored to.
    public let target: Target

    /// A component anchoring to `target`.
    public init(_ target: Target) { self.target = target }

    /// A component anchoring to `anchor`.
    public init(_ anchor: ARAnchor) { target = .anchor(identifier: anchor.identifier) }
}

/// An entity that anchors content to the real world (RealityKit's `HasAnchoring`).
@MainActor @preconcurrency public protocol HasAnchoring: HasTransform {}

extension HasAnchoring {
    /// The entity's anchoring (a world anchor at the origin when it has none).
    public var anchoring: AnchoringComponent {
        get { components[AnchoringComponent.self] ?? AnchoringComponent(.world(transform: matrix_identity_float4x4)) }
        set { components[AnchoringComponent.self] = newValue }
    }

    /// The identifier of the ARKit anchor the entity is anchored to, if any.
    public var anchorIdentifier: UUID? {
        if case .anchor(let identifier) = anchoring.target { return identifier }
        return nil
    }

    /// Anchors the entity to `target` instead.
    public func reanchor(_ target: AnchoringComponent.Target, preservingWorldTransform: Bool = true) {
        anchoring = AnchoringComponent(target)
        if case .world(let transform) = target, !preservingWorldTransform { setTransformMatrix(transform, relativeTo: nil) }
    }
}

/// An entity that anchors its children to the real world (RealityKit's `AnchorEntity`). Added to
/// a scene's `anchors` (or a `RealityView`'s content), it roots its subtree there. A render finds
/// no planes, images, faces or bodies: only world anchors are anchored, at their transform.
@MainActor @preconcurrency
open class AnchorEntity: Entity, HasAnchoring {
    /// An anchor at the world origin.
    public required init() {
        super.init()
        components.set(AnchoringComponent(.world(transform: matrix_identity_float4x4)))
    }

    /// An anchor to `target`; a world target sets the anchor's transform too.
    public convenience init(_ target: AnchoringComponent.Target) {
        self.init()
        components.set(AnchoringComponent(target))
        if case .world(let transform) = target { self.transform = Transform(matrix: transform) }
    }

    /// An anchor at `position` in the world.
    public convenience init(world position: SIMD3<Float>) {
        self.init(.world(transform: Transform(translation: position).matrix))
    }

    /// An anchor at `transform` in the world.
    public convenience init(world transform: float4x4) { self.init(.world(transform: transform)) }

    /// An anchor to a plane of `alignment` and `classification`, at least `minimumBounds` metres.
    public convenience init(plane alignment: AnchoringComponent.Target.Alignment,
                            classification: AnchoringComponent.Target.Classification = .any, minimumBounds: SIMD2<Float> = [0, 0]) {
        self.init(.plane(alignment, classification: classification, minimumBounds: minimumBounds))
    }

    /// An anchor to an ARKit anchor, placed at its transform.
    public convenience init(anchor: ARAnchor) {
        self.init(.anchor(identifier: anchor.identifier))
        transform = Transform(matrix: anchor.transform)
    }

    /// An anchor at a raycast result's world transform.
    public convenience init(raycastResult: ARRaycastResult) { self.init(world: raycastResult.worldTransform) }
}
