import Foundation
import BackplateCore
// Swift Charts' 3D API speaks Spatial's angles and rotations.
@_exported import Spatial

/// The direction a 3D chart is viewed from: an azimuth about the vertical (y) axis, positive
/// toward the chart's right side, and an inclination above the x–z plane.
public struct Chart3DPose: Hashable, Sendable {
    /// The horizontal angle of the pose.
    public private(set) var azimuth: Angle2D
    /// The vertical angle of the pose.
    public private(set) var inclination: Angle2D

    /// A pose with the given azimuth and inclination.
    public init(azimuth: Angle2D, inclination: Angle2D) {
        self.azimuth = azimuth
        self.inclination = inclination
    }

    /// The pose a chart shows without `chart3DPose(_:)`: from the front right and above
    /// (an estimate: azimuth 30°, inclination 20°).
    public static var `default`: Chart3DPose { Chart3DPose(azimuth: .degrees(30), inclination: .degrees(20)) }
    /// Viewed from the front (looking down the z axis).
    public static var front: Chart3DPose { Chart3DPose(azimuth: .zero, inclination: .zero) }
    /// Viewed from the back.
    public static var back: Chart3DPose { Chart3DPose(azimuth: .degrees(180), inclination: .zero) }
    /// Viewed from the left.
    public static var left: Chart3DPose { Chart3DPose(azimuth: .degrees(-90), inclination: .zero) }
    /// Viewed from the right.
    public static var right: Chart3DPose { Chart3DPose(azimuth: .degrees(90), inclination: .zero) }
    /// Viewed from above.
    public static var top: Chart3DPose { Chart3DPose(azimuth: .zero, inclination: .degrees(90)) }
    /// Viewed from below.
    public static var bottom: Chart3DPose { Chart3DPose(azimuth: .zero, inclination: .degrees(-90)) }
}

/// How a 3D chart projects onto the screen.
public struct Chart3DCameraProjection: Hashable, Sendable {
    package enum Kind: Hashable, Sendable { case automatic, orthographic, perspective }
    package var kind: Kind

    /// The platform's choice: orthographic on iPhone (an estimate).
    public static var automatic: Chart3DCameraProjection { Chart3DCameraProjection(kind: .automatic) }
    /// Parallel projection: equal lengths look equal at every depth.
    public static var orthographic: Chart3DCameraProjection { Chart3DCameraProjection(kind: .orthographic) }
    /// Perspective projection: nearer parts look larger.
    public static var perspective: Chart3DCameraProjection { Chart3DCameraProjection(kind: .perspective) }
}

extension View {
    /// Views a 3D chart from `pose`; the binding is read, and a still render never changes it.
    public func chart3DPose(_ pose: Binding<Chart3DPose>) -> some View {
        let value = pose.wrappedValue
        return chartConfig { $0.pose3D = value }
    }
    /// Views a 3D chart from `pose`.
    public func chart3DPose(_ pose: Chart3DPose) -> some View {
        chartConfig { $0.pose3D = pose }
    }
    /// Projects a 3D chart orthographically or in perspective.
    public func chart3DCameraProjection(_ projection: Chart3DCameraProjection = .automatic) -> some View {
        chartConfig { $0.projection3D = projection }
    }
    /// Sets a 3D chart's z scale domain (see `chartXScale(domain:type:)`).
    public func chartZScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        ScaleType.warnIfNonlinear(type, axis: "Z")
        return chartConfig { $0.setZDomain(domain) }
    }
    /// Sets a 3D chart's z scale domain; a 3D chart's box spans the range's whole depth.
    public func chartZScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range,
                                                                          type: ScaleType? = nil) -> some View {
        ScaleType.warnIfNonlinear(type, axis: "Z")
        return chartConfig { $0.setZDomain(domain) }
    }
    /// Sets a 3D chart's z scale range; the box spans its whole depth.
    public func chartZScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        ScaleType.warnIfNonlinear(type, axis: "Z")
        return self
    }
}

extension ChartConfiguration {
    mutating func setZDomain(_ domain: some ScaleDomain) {
        guard let setting = (domain as? any ScaleDomainConvertible)?.setting else { return }
        if case .values(let values) = setting { zDomain = values }
    }
}
