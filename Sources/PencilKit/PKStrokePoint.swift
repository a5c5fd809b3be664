import Foundation

/// How a stroke looks at one control point of its path: where it is, when it was made, its
/// size and opacity, and the pencil's force and angles (iOS 14+). A canvas draws each point at
/// its `size`'s larger side, in the stroke's ink colour.
public struct PKStrokePoint: Sendable, CustomStringConvertible {
    /// Where the point is, in the stroke's coordinates (before its transform).
    public let location: CGPoint
    /// Seconds since the stroke path's `creationDate`.
    public let timeOffset: TimeInterval
    /// The size of the mark at this point.
    public let size: CGSize
    /// The opacity of the mark at this point, 0 to 2.
    public let opacity: CGFloat
    /// The force the point was made with (1 for a typical press).
    public let force: CGFloat
    /// The pencil's angle around the screen's normal, in radians.
    public let azimuth: CGFloat
    /// The pencil's angle above the screen, in radians (π/2 when upright).
    public let altitude: CGFloat
    /// A second scale the ink applies to its effects (1 by default; iOS 17+).
    public let secondaryScale: CGFloat

    /// A point with these properties and a secondary scale of 1.
    public init(location: CGPoint, timeOffset: TimeInterval, size: CGSize, opacity: CGFloat, force: CGFloat,
                azimuth: CGFloat, altitude: CGFloat) {
        self.init(location: location, timeOffset: timeOffset, size: size, opacity: opacity, force: force,
                  azimuth: azimuth, altitude: altitude, secondaryScale: 1)
    }

    /// A point with these properties (iOS 17+).
    public init(location: CGPoint, timeOffset: TimeInterval, size: CGSize, opacity: CGFloat, force: CGFloat,
                azimuth: CGFloat, altitude: CGFloat, secondaryScale: CGFloat) {
        self.location = location
        self.timeOffset = timeOffset
        self.size = size
        self.opacity = opacity
        self.force = force
        self.azimuth = azimuth
        self.altitude = altitude
        self.secondaryScale = secondaryScale
    }

    /// `PKStrokePoint(<location>, size: <size>)`.
    public var description: String { "PKStrokePoint(\(location), size: \(size))" }

    /// Whether every property equals `other`'s.
    func isSame(as other: PKStrokePoint) -> Bool {
        location == other.location && timeOffset == other.timeOffset && size == other.size && opacity == other.opacity
            && force == other.force && azimuth == other.azimuth && altitude == other.altitude
            && secondaryScale == other.secondaryScale
    }

    /// The width of the mark the point leaves: its size's larger side (at least a hairline).
    var markWidth: CGFloat {
        let width = max(size.width, size.height)
        return width.isFinite && width > 0 ? width : 1
    }

    /// The point a fraction `t` of the way from `self` to `other`, every property blended.
    func blended(with other: PKStrokePoint, at t: CGFloat) -> PKStrokePoint {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        return PKStrokePoint(location: CGPoint(x: mix(location.x, other.location.x), y: mix(location.y, other.location.y)),
                             timeOffset: timeOffset + (other.timeOffset - timeOffset) * Double(t),
                             size: CGSize(width: mix(size.width, other.size.width), height: mix(size.height, other.size.height)),
                             opacity: mix(opacity, other.opacity), force: mix(force, other.force),
                             azimuth: mix(azimuth, other.azimuth), altitude: mix(altitude, other.altitude),
                             secondaryScale: mix(secondaryScale, other.secondaryScale))
    }
}
