@_exported import CoreLocation
import Foundation

/// The width and height of a map region in degrees.
public struct MKCoordinateSpan: Sendable {
    /// North-to-south distance in degrees (one degree is about 111 km).
    public var latitudeDelta: CLLocationDegrees
    /// East-to-west distance in degrees.
    public var longitudeDelta: CLLocationDegrees
    /// A zero span.
    public init() { latitudeDelta = 0; longitudeDelta = 0 }
    /// A span of the given degrees.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangular area of the map: a centre and a span.
public struct MKCoordinateRegion: Sendable {
    /// The centre.
    public var center: CLLocationCoordinate2D
    /// The size in degrees.
    public var span: MKCoordinateSpan
    /// An empty region at (0, 0).
    public init() { center = CLLocationCoordinate2D(); span = MKCoordinateSpan() }
    /// A region with a centre and a span.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    /// A region whose sides measure the given distances in metres at its centre.
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        self.center = center
        let metresPerDegree = MapProjection.metresPerDegreeOfLatitude
        let cosine = max(cos(center.latitude * .pi / 180), 1e-6)
        span = MKCoordinateSpan(latitudeDelta: latitudinalMeters / metresPerDegree,
                                longitudeDelta: longitudinalMeters / (metresPerDegree * cosine))
    }
}

/// Web Mercator: the projection MapKit draws its standard map in. World coordinates run from
/// 0 to 1 west to east and north to south.
enum MapProjection {
    /// WGS 84's equatorial radius, which Web Mercator uses, in metres.
    static let earthRadius = 6_378_137.0
    /// Metres per degree of latitude on that sphere (and of longitude at the equator).
    static let metresPerDegreeOfLatitude = 2 * Double.pi * earthRadius / 360
    /// The latitude beyond which Web Mercator is not drawn.
    static let maximumLatitude = 85.05112878

    static func world(_ c: CLLocationCoordinate2D) -> CGPoint {
        let lat = min(max(c.latitude, -maximumLatitude), maximumLatitude) * .pi / 180
        let x = (c.longitude + 180) / 360
        let y = (1 - log(tan(lat) + 1 / cos(lat)) / .pi) / 2
        return CGPoint(x: x, y: y)
    }

    /// World units per metre at a latitude.
    static func worldPerMetre(atLatitude latitude: Double) -> Double {
        1 / (2 * .pi * earthRadius * max(cos(latitude * .pi / 180), 1e-6))
    }
}

/// How a region is placed in a view: the region is shown whole, centred, with the scale that
/// fits its wider side (MapKit widens the other side to the view's aspect ratio). `insets`
/// (an `MKMapView`'s edge padding) shrink the area the region is fitted and centred in.
struct MapViewport {
    let centre: CGPoint
    let pointsPerWorldUnit: Double
    let size: CGSize
    /// The view point the region's centre lands on.
    let focus: CGPoint

    init(region: MKCoordinateRegion, size: CGSize, insets: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0)) {
        let north = MapProjection.world(CLLocationCoordinate2D(latitude: region.center.latitude + region.span.latitudeDelta / 2, longitude: region.center.longitude))
        let south = MapProjection.world(CLLocationCoordinate2D(latitude: region.center.latitude - region.span.latitudeDelta / 2, longitude: region.center.longitude))
        let worldWidth = max(region.span.longitudeDelta / 360, 1e-12)
        let worldHeight = max(abs(south.y - north.y), 1e-12)
        let inner = (width: max(Double(size.width) - insets.left - insets.right, 1), height: max(Double(size.height) - insets.top - insets.bottom, 1))
        centre = MapProjection.world(region.center)
        pointsPerWorldUnit = min(inner.width / worldWidth, inner.height / worldHeight)
        self.size = size
        focus = CGPoint(x: insets.left + inner.width / 2, y: insets.top + inner.height / 2)
    }

    /// The view point of a coordinate.
    func point(_ c: CLLocationCoordinate2D) -> CGPoint {
        let w = MapProjection.world(c)
        return CGPoint(x: focus.x + (w.x - centre.x) * pointsPerWorldUnit, y: focus.y + (w.y - centre.y) * pointsPerWorldUnit)
    }

    /// The view point of a map point.
    func point(_ mapPoint: MKMapPoint) -> CGPoint {
        CGPoint(x: focus.x + (mapPoint.x / MKMapSize.world.width - centre.x) * pointsPerWorldUnit,
                y: focus.y + (mapPoint.y / MKMapSize.world.height - centre.y) * pointsPerWorldUnit)
    }

    /// The map point under a view point.
    func mapPoint(at point: CGPoint) -> MKMapPoint {
        MKMapPoint(x: (centre.x + (point.x - focus.x) / pointsPerWorldUnit) * MKMapSize.world.width,
                   y: (centre.y + (point.y - focus.y) / pointsPerWorldUnit) * MKMapSize.world.height)
    }

    /// View points per map point (MapKit's zoom scale).
    var zoomScale: Double { pointsPerWorldUnit / MKMapSize.world.width }

    /// The map rectangle the whole view shows.
    var visibleMapRect: MKMapRect {
        let topLeft = mapPoint(at: .zero), bottomRight = mapPoint(at: CGPoint(x: size.width, y: size.height))
        return MKMapRect(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y)
    }

    /// Points per metre at a latitude.
    func pointsPerMetre(atLatitude latitude: Double) -> Double {
        pointsPerWorldUnit * MapProjection.worldPerMetre(atLatitude: latitude)
    }

    /// The region that frames `coordinates` with a margin of a fifth of their extent on every
    /// side (and at least about 1 km), as an automatic camera frames a map's content.
    static func framing(_ coordinates: [CLLocationCoordinate2D]) -> MKCoordinateRegion? {
        guard let first = coordinates.first else { return nil }
        var minLat = first.latitude, maxLat = first.latitude, minLon = first.longitude, maxLon = first.longitude
        for c in coordinates.dropFirst() {
            minLat = min(minLat, c.latitude); maxLat = max(maxLat, c.latitude)
            minLon = min(minLon, c.longitude); maxLon = max(maxLon, c.longitude)
        }
        let latSpan = max((maxLat - minLat) * 1.4, 0.01), lonSpan = max((maxLon - minLon) * 1.4, 0.01)
        return MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: (minLat + maxLat) / 2, longitude: (minLon + maxLon) / 2),
                                  span: MKCoordinateSpan(latitudeDelta: latSpan, longitudeDelta: lonSpan))
    }
}

/// What a render draws in place of the map itself (for `Map` and `MKMapView`): one land colour.
enum MapLand {
    /// The standard style's land colour, estimated: light (246, 244, 239), dark (44, 45, 48).
    static func rgb(dark: Bool) -> (red: Double, green: Double, blue: Double) {
        let channels: [Double] = dark ? [44, 45, 48] : [246, 244, 239]
        return (channels[0] / 255, channels[1] / 255, channels[2] / 255)
    }

    /// The runtime warning every drawn map emits, naming its type (`Map`, `MKMapView`).
    static func noMapDataWarning(_ owner: String) -> String {
        "\(owner): Backplate has no map data; streets, roads, labels, buildings and points of interest are not drawn (one land colour in their place)"
    }
}
