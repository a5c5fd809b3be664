import Foundation

/// A ray to cast against the real-world surfaces a session found (ARKit's `ARRaycastQuery`).
/// A render finds no surfaces, so every raycast returns no results.
open class ARRaycastQuery: NSObject {
    /// The kind of surface a ray may hit.
    public enum Target: Int, Sendable {
        /// A detected plane, within its geometry.
        case existingPlaneGeometry = 0
        /// A detected plane, extended without limit.
        case existingPlaneInfinite = 1
        /// A surface estimated from feature points.
        case estimatedPlane = 2
    }

    /// The orientation of the surfaces a ray may hit.
    public enum TargetAlignment: Int, Sendable {
        /// Horizontal surfaces.
        case horizontal = 0
        /// Vertical surfaces.
        case vertical = 1
        /// Any surface.
        case any = 2
    }

    /// The ray's origin in world coordinates.
    open private(set) var origin: simd_float3
    /// The ray's direction (unit length).
    open private(set) var direction: simd_float3
    /// The kind of surface the ray may hit.
    open private(set) var target: Target
    /// The orientation of the surfaces the ray may hit.
    open private(set) var targetAlignment: TargetAlignment

    /// A query from `origin` along `direction` for `target` surfaces of `alignment`.
    public init(origin: simd_float3, direction: simd_float3, allowing target: Target, alignment: TargetAlignment) {
        self.origin = origin
        let length = simd_length(direction)
        self.direction = length > 0 ? direction / length : direction
        self.target = target
        targetAlignment = alignment
        super.init()
    }
}

/// A surface a raycast hit (ARKit's `ARRaycastResult`); never made in a render.
open class ARRaycastResult: NSObject {
    /// The hit's position and orientation in world coordinates.
    open private(set) var worldTransform: simd_float4x4
    /// The kind of surface hit.
    open private(set) var target: ARRaycastQuery.Target
    /// The orientation of the surface hit.
    open private(set) var targetAlignment: ARRaycastQuery.TargetAlignment
    /// The anchor hit, if any.
    open private(set) var anchor: ARAnchor?

    init(worldTransform: simd_float4x4, target: ARRaycastQuery.Target, targetAlignment: ARRaycastQuery.TargetAlignment, anchor: ARAnchor?) {
        self.worldTransform = worldTransform
        self.target = target
        self.targetAlignment = targetAlignment
        self.anchor = anchor
        super.init()
    }
}

/// A raycast repeated as the session refines its surfaces (ARKit's `ARTrackedRaycast`); never
/// made in a render (`ARSession.trackedRaycast` answers `nil`).
open class ARTrackedRaycast: NSObject {
    override init() { super.init() }

    /// Stops the raycast.
    open func stopTracking() {}
}

/// A surface a hit test found (ARKit's `ARHitTestResult`, superseded by raycasts); never made
/// in a render.
open class ARHitTestResult: NSObject {
    /// The kinds of surface a hit test looks for.
    public struct ResultType: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Types of raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A feature point.
        public static let featurePoint = ResultType(rawValue: 1 << 0)
        /// A horizontal plane estimated from feature points.
        public static let estimatedHorizontalPlane = ResultType(rawValue: 1 << 1)
        /// A vertical plane estimated from feature points.
        public static let estimatedVerticalPlane = ResultType(rawValue: 1 << 2)
        /// A detected plane, extended without limit.
        public static let existingPlane = ResultType(rawValue: 1 << 3)
        /// A detected plane, within its extent.
        public static let existingPlaneUsingExtent = ResultType(rawValue: 1 << 4)
        /// A detected plane, within its geometry.
        public static let existingPlaneUsingGeometry = ResultType(rawValue: 1 << 5)
    }

    /// The kind of surface found.
    open private(set) var type: ResultType
    /// The distance from the camera in metres.
    open private(set) var distance: CGFloat
    /// The hit's transform relative to its anchor.
    open private(set) var localTransform: simd_float4x4
    /// The hit's transform in world coordinates.
    open private(set) var worldTransform: simd_float4x4
    /// The anchor hit, if any.
    open private(set) var anchor: ARAnchor?

    init(type: ResultType, distance: CGFloat, localTransform: simd_float4x4, worldTransform: simd_float4x4, anchor: ARAnchor?) {
        self.type = type
        self.distance = distance
        self.localTransform = localTransform
        self.worldTransform = worldTransform
        self.anchor = anchor
        super.init()
    }
}
