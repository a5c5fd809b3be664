import Foundation

/// The camera's position, orientation and imaging parameters at a frame (ARKit's `ARCamera`).
/// Frames exist only on a device, so a render never hands one out; the projection functions
/// work on any camera.
open class ARCamera: NSObject, NSCopying {
    /// How well the session tracks the device.
    public enum TrackingState: Equatable, Sendable {
        /// Why tracking is limited.
        public enum Reason: Equatable, Sendable {
            /// The session is starting.
            case initializing
            /// The device moves too fast.
            case excessiveMotion
            /// The scene has too few features.
            case insufficientFeatures
            /// The session is relocalizing after an interruption.
            case relocalizing
        }
        /// Tracking is not available (what a session that never ran reports).
        case notAvailable
        /// Tracking is limited, for `reason`.
        case limited(ARCamera.TrackingState.Reason)
        /// Tracking is normal.
        case normal
    }

    /// The camera's position and orientation in world coordinates.
    open private(set) var transform: simd_float4x4
    /// The camera's orientation as pitch, yaw and roll in radians.
    open var eulerAngles: simd_float3 {
        let m = transform
        let pitch = asin(-max(-1, min(1, m.columns.2.y)))
        let yaw = atan2(m.columns.2.x, m.columns.2.z)
        let roll = atan2(m.columns.0.y, m.columns.1.y)
        return simd_float3(pitch, yaw, roll)
    }
    /// How well the device is tracked (`.notAvailable`).
    open private(set) var trackingState = TrackingState.notAvailable
    /// The camera's focal lengths and principal point, in pixels.
    open private(set) var intrinsics: simd_float3x3
    /// The size of the camera image in pixels.
    open private(set) var imageResolution: CGSize
    /// The exposure duration in seconds.
    open private(set) var exposureDuration: TimeInterval = 1.0 / 60
    /// The exposure offset in EV.
    open private(set) var exposureOffset: Float = 0

    /// A camera at `transform` with a pinhole of `focalLength` pixels over `imageResolution`
    /// (never made in a render).
    init(transform: simd_float4x4, imageResolution: CGSize, focalLength: Float) {
        self.transform = transform
        self.imageResolution = imageResolution
        intrinsics = simd_float3x3(SIMD3(focalLength, 0, 0), SIMD3(0, focalLength, 0),
                                   SIMD3(Float(imageResolution.width) / 2, Float(imageResolution.height) / 2, 1))
        super.init()
    }

    /// The projection of the camera image in landscape-right orientation (near 0.001 m, far 1000 m).
    open var projectionMatrix: simd_float4x4 {
        projectionMatrix(for: .landscapeRight, viewportSize: imageResolution, zNear: 0.001, zFar: 1000)
    }

    /// The projection for a view of `viewportSize` in `orientation`, between `zNear` and `zFar`.
    open func projectionMatrix(for orientation: UIInterfaceOrientation, viewportSize: CGSize, zNear: CGFloat, zFar: CGFloat) -> simd_float4x4 {
        let portrait = orientation.isPortrait
        let fy = intrinsics.columns.1.y
        let imageHeight = Float(portrait ? imageResolution.width : imageResolution.height)
        let yScale = 2 * fy / max(imageHeight, 1)
        let aspect = Float(viewportSize.height > 0 ? viewportSize.width / viewportSize.height : 1)
        let (n, f) = (Float(zNear), Float(zFar))
        return simd_float4x4(SIMD4(yScale / aspect, 0, 0, 0), SIMD4(0, yScale, 0, 0),
                             SIMD4(0, 0, -(f + n) / (f - n), -1), SIMD4(0, 0, -2 * f * n / (f - n), 0))
    }

    /// The transform from world coordinates to the camera's, for a view in `orientation`.
    open func viewMatrix(for orientation: UIInterfaceOrientation) -> simd_float4x4 {
        let angle: Float
        switch orientation {
        case .portrait: angle = .pi / 2
        case .portraitUpsideDown: angle = -.pi / 2
        case .landscapeLeft: angle = .pi
        default: angle = 0
        }
        return simd_float4x4(simd_quatf(angle: angle, axis: SIMD3(0, 0, 1))) * transform.inverse
    }

    /// `point` (world) in the coordinates of a view of `viewportSize` in `orientation`.
    open func projectPoint(_ point: simd_float3, orientation: UIInterfaceOrientation, viewportSize: CGSize) -> CGPoint {
        let clip = projectionMatrix(for: orientation, viewportSize: viewportSize, zNear: 0.001, zFar: 1000)
            * viewMatrix(for: orientation) * SIMD4(point, 1)
        guard clip.w != 0 else { return .zero }
        let (x, y) = (clip.x / clip.w, clip.y / clip.w)
        return CGPoint(x: CGFloat((x + 1) / 2) * viewportSize.width, y: CGFloat((1 - y) / 2) * viewportSize.height)
    }

    /// Where the ray through `point` (view coordinates) meets the plane at `planeTransform` (its
    /// x-z plane), or `nil` when it does not.
    open func unprojectPoint(_ point: CGPoint, ontoPlane planeTransform: simd_float4x4, orientation: UIInterfaceOrientation,
                             viewportSize: CGSize) -> simd_float3? {
        guard viewportSize.width > 0, viewportSize.height > 0 else { return nil }
        let inverse = (projectionMatrix(for: orientation, viewportSize: viewportSize, zNear: 0.001, zFar: 1000) * viewMatrix(for: orientation)).inverse
        let nx = Float(point.x / viewportSize.width) * 2 - 1, ny = 1 - Float(point.y / viewportSize.height) * 2
        let near = inverse * SIMD4(nx, ny, -1, 1), far = inverse * SIMD4(nx, ny, 1, 1)
        guard near.w != 0, far.w != 0 else { return nil }
        let a = SIMD3(near.x, near.y, near.z) / near.w, b = SIMD3(far.x, far.y, far.z) / far.w
        return ARRayMath.intersect(origin: a, direction: normalize(b - a), plane: planeTransform)
    }

    /// The camera's ray through `point` in normalized image coordinates (0...1, landscape).
    func ray(throughNormalized point: CGPoint) -> (origin: simd_float3, direction: simd_float3) {
        let fx = intrinsics.columns.0.x, fy = intrinsics.columns.1.y
        let px = Float(point.x * imageResolution.width), py = Float(point.y * imageResolution.height)
        let local = SIMD3((px - intrinsics.columns.2.x) / max(fx, 1), -(py - intrinsics.columns.2.y) / max(fy, 1), -1)
        let world = transform * SIMD4(local, 0)
        return (SIMD3(transform.columns.3.x, transform.columns.3.y, transform.columns.3.z), normalize(SIMD3(world.x, world.y, world.z)))
    }

    /// The camera itself (cameras are immutable).
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Ray and plane geometry shared by the camera and the views.
enum ARRayMath {
    /// Where the ray meets the x-z plane of `plane`, or `nil` when it is parallel or behind.
    static func intersect(origin: simd_float3, direction: simd_float3, plane: simd_float4x4) -> simd_float3? {
        let normal = normalize(SIMD3(plane.columns.1.x, plane.columns.1.y, plane.columns.1.z))
        let point = SIMD3(plane.columns.3.x, plane.columns.3.y, plane.columns.3.z)
        let denominator = dot(normal, direction)
        guard abs(denominator) > 1e-6 else { return nil }
        let t = dot(point - origin, normal) / denominator
        return t >= 0 ? origin + direction * t : nil
    }
}
