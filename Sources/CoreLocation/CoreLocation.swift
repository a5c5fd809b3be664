import Foundation

/// Degrees of latitude or longitude.
public typealias CLLocationDegrees = Double
/// A distance in metres.
public typealias CLLocationDistance = Double
/// A speed in metres per second.
public typealias CLLocationSpeed = Double
/// A direction in degrees from true north.
public typealias CLLocationDirection = Double
/// An accuracy in metres.
public typealias CLLocationAccuracy = Double
/// A speed's accuracy in metres per second.
public typealias CLLocationSpeedAccuracy = Double
/// A direction's accuracy in degrees.
public typealias CLLocationDirectionAccuracy = Double

/// The best accuracy a location manager offers.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Accuracy for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// Accuracy to the nearest ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accuracy to about a hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accuracy to about a kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// A distance filter that reports every movement.
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// A latitude and longitude in degrees (WGS 84). Like Apple's, it is neither `Equatable` nor
/// `Codable`, so an app's own conformances compile.
public struct CLLocationCoordinate2D: Sendable {
    /// Degrees north of the equator (negative: south).
    public var latitude: CLLocationDegrees
    /// Degrees east of Greenwich (negative: west).
    public var longitude: CLLocationDegrees
    /// The coordinate (0, 0).
    public init() { latitude = 0; longitude = 0 }
    /// A coordinate from degrees.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether the coordinate lies within ±90° latitude and ±180° longitude.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// An invalid coordinate, (-180, -180): `CLLocationCoordinate2DIsValid` rejects it. Apps use it
/// as "no coordinate yet".
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A coordinate from degrees (the C function).
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// A location: a coordinate with altitude, accuracy and time.
open class CLLocation: NSObject, @unchecked Sendable {
    // Unchecked Sendable: CoreLocation's is Sendable; immutable.
    /// The coordinate.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level.
    public let altitude: CLLocationDistance
    /// The radius of uncertainty in metres (negative: invalid).
    public let horizontalAccuracy: CLLocationAccuracy
    /// The altitude's uncertainty in metres.
    public let verticalAccuracy: CLLocationAccuracy
    /// When the location was determined.
    public let timestamp: Date
    /// The speed in metres per second (negative: unknown).
    public let speed: CLLocationSpeed
    /// The speed's accuracy (negative: unknown).
    public let speedAccuracy: CLLocationSpeedAccuracy
    /// The direction of travel in degrees from true north (negative: unknown).
    public let course: CLLocationDirection
    /// The course's accuracy (negative: unknown).
    public let courseAccuracy: CLLocationDirectionAccuracy
    /// The floor of the building the location is on: `nil`, as for every location without
    /// indoor positioning (an app's or preview's own locations have none).
    public var floor: CLFloor? { nil }

    /// A location at the coordinate, at sea level, now.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0; horizontalAccuracy = 0; verticalAccuracy = -1; timestamp = Date()
        (speed, speedAccuracy, course, courseAccuracy) = (-1, -1, -1, -1)
    }

    /// A location with altitude, accuracies and time (speed and course unknown).
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                            verticalAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy, verticalAccuracy: verticalAccuracy,
                  course: -1, courseAccuracy: -1, speed: -1, speedAccuracy: -1, timestamp: timestamp)
    }

    /// A location with altitude, accuracies, course, speed and time.
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                            verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy, verticalAccuracy: verticalAccuracy,
                  course: course, courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
    }

    /// A location with every measurement and its accuracy (iOS 13.4).
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
                speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date) {
        self.coordinate = coordinate; self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy; self.verticalAccuracy = verticalAccuracy; self.timestamp = timestamp
        (self.speed, self.speedAccuracy, self.course, self.courseAccuracy) = (speed, speedAccuracy, course, courseAccuracy)
    }

    /// The great-circle distance in metres to `location` (haversine on a sphere of the WGS 84
    /// mean radius, 6,371,008.8 m; Apple's figure differs from it by at most about 0.5%).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radians = Double.pi / 180
        let lat1 = coordinate.latitude * radians, lat2 = location.coordinate.latitude * radians
        let dLat = lat2 - lat1, dLon = (location.coordinate.longitude - coordinate.longitude) * radians
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * 6_371_008.8 * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}

/// The floor of a building a location is on (Core Location makes these; apps never do).
open class CLFloor: NSObject, NSCopying {
    /// The floor's level: 0 the ground floor, 1 the one above, -1 the one below.
    open var level: Int { storedLevel }
    private let storedLevel: Int

    init(level: Int) {
        storedLevel = level
        super.init()
    }

    /// A floor at ground level (Objective-C's `init`, which Core Location alone calls).
    public override convenience init() { self.init(level: 0) }

    /// The same floor.
    open func copy(with zone: NSZone? = nil) -> Any { CLFloor(level: level) }
}

/// Whether the app may use location services.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The person has not been asked (always the case in a render).
    case notDetermined = 0
    /// Restricted by the device.
    case restricted = 1
    /// Denied.
    case denied = 2
    /// Allowed at any time.
    case authorizedAlways = 3
    /// Allowed while the app is in use.
    case authorizedWhenInUse = 4
}

/// Receives location updates. Every method has a default that does nothing, so a delegate
/// implements only what it needs.
public protocol CLLocationManagerDelegate: AnyObject {
    /// New locations arrived (never in a render).
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// Locating failed (never in a render).
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The authorization changed (never in a render).
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// A new compass heading arrived (never in a render).
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
}

extension CLLocationManagerDelegate {
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    /// Does nothing.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
}

/// The kind of movement an app tracks (Core Location's raw values).
public enum CLActivityType: Int, Sendable {
    /// Unspecified movement.
    case other = 1
    /// Driving.
    case automotiveNavigation = 2
    /// Walking, running or cycling.
    case fitness = 3
    /// Other vehicles: boats, trains, planes.
    case otherNavigation = 4
    /// Flying (iOS 12).
    case airborne = 5
}

/// Starts and stops location updates. A render has no location hardware: the status stays
/// `.notDetermined`, `location` is nil and the delegate is never called.
open class CLLocationManager: NSObject, @unchecked Sendable {
    // Unchecked Sendable: CoreLocation's is Sendable; it never locates or calls its delegate.
    /// The object that receives updates.
    public weak var delegate: (any CLLocationManagerDelegate)?
    /// The accuracy asked for.
    public var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The movement in metres before a new update.
    public var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// Whether updates continue in the background.
    public var allowsBackgroundLocationUpdates = false
    /// Whether updates pause while the device is still (kept; none arrive in a render).
    public var pausesLocationUpdatesAutomatically = true
    /// The kind of movement the app tracks, which tunes pausing (kept).
    public var activityType: CLActivityType = .other
    /// The turn in degrees before a new heading.
    public var headingFilter: CLLocationDegrees = 1
    /// The most recent location: nil in a render.
    public var location: CLLocation? { nil }
    /// The app's authorization: `.notDetermined` in a render.
    public var authorizationStatus: CLAuthorizationStatus { .notDetermined }

    /// A manager.
    public override init() { super.init() }
    /// Asks for permission while in use (nothing is asked in a render).
    public func requestWhenInUseAuthorization() {}
    /// Asks for permission at any time (nothing is asked in a render).
    public func requestAlwaysAuthorization() {}
    /// Starts updates (none arrive in a render).
    public func startUpdatingLocation() {}
    /// Stops updates.
    public func stopUpdatingLocation() {}
    /// Asks for one location (none arrives in a render).
    public func requestLocation() {}
    /// Whether location services are on: false in a render.
    public class func locationServicesEnabled() -> Bool { false }
}
