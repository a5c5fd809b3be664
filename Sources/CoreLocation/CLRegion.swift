import Foundation

/// An area to watch for entry and exit, named by its identifier.
open class CLRegion: NSObject {
    /// The region's name.
    public let identifier: String
    /// Whether entering the region is reported (never in a render).
    public var notifyOnEntry = true
    /// Whether leaving the region is reported (never in a render).
    public var notifyOnExit = true

    init(identifier: String) {
        self.identifier = identifier
    }
}

/// A circle on the Earth's surface.
open class CLCircularRegion: CLRegion {
    /// The circle's centre.
    public let center: CLLocationCoordinate2D
    /// The circle's radius in metres.
    public let radius: CLLocationDistance

    /// A circle of `radius` metres around `center`, named `identifier`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }

    /// Whether `coordinate` lies within the circle (great-circle distance at most the radius).
    public func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        let here = CLLocation(latitude: center.latitude, longitude: center.longitude)
        return here.distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)) <= radius
    }
}

/// Beacons of a UUID, and optionally of a major and minor value.
open class CLBeaconIdentityConstraint: NSObject {
    /// The beacons' UUID.
    public let uuid: UUID
    /// The beacons' major value, or nil for any.
    public let major: UInt16?
    /// The beacons' minor value, or nil for any.
    public let minor: UInt16?

    /// Every beacon of `uuid`.
    public init(uuid: UUID) { self.uuid = uuid; major = nil; minor = nil }
    /// The beacons of `uuid` with the major value `major`.
    public init(uuid: UUID, major: UInt16) { self.uuid = uuid; self.major = major; minor = nil }
    /// The beacon of `uuid`, `major` and `minor`.
    public init(uuid: UUID, major: UInt16, minor: UInt16) {
        self.uuid = uuid; self.major = major; self.minor = minor
    }
}
