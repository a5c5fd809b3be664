import BackplateCore
import Foundation

/// A point on MapKit's flat Web Mercator map, in map points: the world is
/// `MKMapSize.world` (2²⁸ points square), x east from longitude −180°, y south from the top.
public struct MKMapPoint: Hashable, Sendable {
    /// Map points east of longitude −180°.
    public var x: Double
    /// Map points south of the map's top edge (latitude 85.05°).
    public var y: Double
    /// The origin.
    public init() { x = 0; y = 0 }
    /// A map point from its coordinates.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The map point of a coordinate.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let world = MapProjection.world(coordinate)
        x = world.x * MKMapSize.world.width
        y = world.y * MKMapSize.world.height
    }
    /// The coordinate at this map point.
    public var coordinate: CLLocationCoordinate2D {
        let lon = x / MKMapSize.world.width * 360 - 180
        let n = Double.pi * (1 - 2 * y / MKMapSize.world.height)
        return CLLocationCoordinate2D(latitude: atan(sinh(n)) * 180 / .pi, longitude: lon)
    }
    /// The distance in metres to another map point (along the map, at their mean latitude).
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        let latitude = MKMapPoint(x: (x + other.x) / 2, y: (y + other.y) / 2).coordinate.latitude
        return hypot(other.x - x, other.y - y) * MKMetersPerMapPointAtLatitude(latitude)
    }
}

/// A size on the flat map, in map points.
public struct MKMapSize: Hashable, Sendable {
    /// The width in map points.
    public var width: Double
    /// The height in map points.
    public var height: Double
    /// A zero size.
    public init() { width = 0; height = 0 }
    /// A size from its width and height.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// The whole world: 2²⁸ × 2²⁸ map points.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle on the flat map, in map points.
public struct MKMapRect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: MKMapPoint
    /// The size.
    public var size: MKMapSize
    /// A zero rectangle at the origin.
    public init() { origin = MKMapPoint(); size = MKMapSize() }
    /// A rectangle from its corner and size.
    public init(origin: MKMapPoint, size: MKMapSize) { self.origin = origin; self.size = size }
    /// A rectangle from its corner's coordinates and its size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = MKMapPoint(x: x, y: y); size = MKMapSize(width: width, height: height)
    }
    /// The whole world.
    public static let world = MKMapRect(origin: MKMapPoint(), size: MKMapSize.world)
    /// The null rectangle (at infinity), what an empty union is.
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
    /// Whether this is the null rectangle.
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// Whether the rectangle contains a map point.
    public func contains(_ point: MKMapPoint) -> Bool { point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY }
    /// The smallest rectangle holding both (the other when one is null).
    public func union(_ rect: MKMapRect) -> MKMapRect {
        if isNull { return rect }
        if rect.isNull { return self }
        let x = min(minX, rect.minX), y = min(minY, rect.minY)
        return MKMapRect(x: x, y: y, width: max(maxX, rect.maxX) - x, height: max(maxY, rect.maxY) - y)
    }

    /// The rectangle holding map points (null when there are none).
    static func bounding(_ points: [MKMapPoint]) -> MKMapRect {
        points.reduce(MKMapRect.null) { $0.union(MKMapRect(origin: $1, size: MKMapSize())) }
    }
}

extension MKCoordinateRegion {
    /// The region a map rectangle covers.
    public init(_ rect: MKMapRect) {
        let north = MKMapPoint(x: rect.midX, y: rect.minY).coordinate
        let south = MKMapPoint(x: rect.midX, y: rect.maxY).coordinate
        let centre = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
        self.init(center: centre, span: MKCoordinateSpan(latitudeDelta: north.latitude - south.latitude,
                                                         longitudeDelta: rect.width / MKMapSize.world.width * 360))
    }

    /// The map rectangle of the region.
    var mapRect: MKMapRect {
        let a = MKMapPoint(CLLocationCoordinate2D(latitude: center.latitude + span.latitudeDelta / 2,
                                                  longitude: center.longitude - span.longitudeDelta / 2))
        let b = MKMapPoint(CLLocationCoordinate2D(latitude: center.latitude - span.latitudeDelta / 2,
                                                  longitude: center.longitude + span.longitudeDelta / 2))
        return MKMapRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
    }
}

/// Metres per map point at a latitude (about 0.149 at the equator).
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
    2 * Double.pi * MapProjection.earthRadius * cos(latitude * .pi / 180) / MKMapSize.world.width
}

/// Map points per metre at a latitude.
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    1 / MKMetersPerMapPointAtLatitude(latitude)
}
