import BackplateCore
import Foundation

// MapKit's overlay shapes (the UIKit-era classes): SwiftUI's `MapPolyline`, `MapPolygon` and
// `MapCircle` draw them. Their points are kept as map points, as MapKit keeps them.

/// A shape on a map with a title (the base of MapKit's overlays).
open class MKShape: NSObject {
    /// The shape's title.
    open var title: String?
    /// The shape's subtitle.
    open var subtitle: String?
    /// An empty shape.
    override public init() { super.init() }
}

/// A shape made of map points: a line or polygon.
open class MKMultiPoint: MKShape {
    let mapPoints: [MKMapPoint]

    init(mapPoints: [MKMapPoint]) {
        self.mapPoints = mapPoints
        super.init()
    }

    /// How many points the shape has.
    open var pointCount: Int { mapPoints.count }
    /// The shape's coordinates, in order.
    var coordinates: [CLLocationCoordinate2D] { mapPoints.map(\.coordinate) }

    /// Copies the coordinates of the points in `range` to `coords`.
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        let end = min(range.location + range.length, mapPoints.count)
        guard range.location >= 0, range.location < end else { return }
        for (offset, index) in (range.location..<end).enumerated() { coords[offset] = mapPoints[index].coordinate }
    }

    /// How far along the shape, from 0 at its first point to 1 at its last, each point at
    /// `indexes` lies, by distance on the map (indexes past the end are left out).
    open func locations(at indexes: IndexSet) -> [CGFloat] {
        var cumulative = [0.0]
        for i in mapPoints.indices.dropFirst() {
            cumulative.append(cumulative[i - 1] + hypot(mapPoints[i].x - mapPoints[i - 1].x, mapPoints[i].y - mapPoints[i - 1].y))
        }
        let total = cumulative.last ?? 0
        return indexes.filter { $0 < mapPoints.count }.map { CGFloat(total > 0 ? cumulative[$0] / total : 0) }
    }

    /// The rectangle holding every point.
    open var boundingMapRect: MKMapRect { MKMapRect.bounding(mapPoints) }
    /// The shape's centre: the middle of `boundingMapRect`, as an overlay's coordinate is.
    open var coordinate: CLLocationCoordinate2D {
        let rect = boundingMapRect
        return MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    }
}

/// A line through points, drawn by `MapPolyline(_:)`.
open class MKPolyline: MKMultiPoint {
    /// A line through the coordinates.
    public convenience init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(mapPoints: (0..<max(count, 0)).map { MKMapPoint(coordinates[$0]) })
    }
    /// A line through the map points.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(mapPoints: (0..<max(count, 0)).map { points[$0] })
    }
}

/// A closed shape through points, drawn by `MapPolygon(_:)` (interior polygons are kept but
/// not cut out).
open class MKPolygon: MKMultiPoint {
    /// The holes in the polygon.
    open private(set) var interiorPolygons: [MKPolygon]?

    /// A polygon through the coordinates.
    public convenience init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(mapPoints: (0..<max(count, 0)).map { MKMapPoint(coordinates[$0]) })
    }
    /// A polygon through the coordinates, with holes.
    public convenience init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int, interiorPolygons: [MKPolygon]?) {
        self.init(coordinates: coordinates, count: count)
        self.interiorPolygons = interiorPolygons
    }
    /// A polygon through the map points.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(mapPoints: (0..<max(count, 0)).map { points[$0] })
    }
}

/// A circle of a radius in metres around a coordinate, drawn by `MapCircle(_:)`.
open class MKCircle: MKShape {
    /// The centre.
    public let coordinate: CLLocationCoordinate2D
    /// The radius in metres.
    public let radius: CLLocationDistance

    /// A circle of `radius` metres around `coord`.
    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        coordinate = coord
        self.radius = radius
        super.init()
    }
    /// The circle that fits in a map rectangle: centred in it, its radius half the shorter side.
    public convenience init(mapRect: MKMapRect) {
        let centre = MKMapPoint(x: mapRect.midX, y: mapRect.midY)
        let radius = min(mapRect.width, mapRect.height) / 2 * MKMetersPerMapPointAtLatitude(centre.coordinate.latitude)
        self.init(center: centre.coordinate, radius: radius)
    }
    /// The square holding the circle.
    open var boundingMapRect: MKMapRect {
        let centre = MKMapPoint(coordinate)
        let half = radius * MKMapPointsPerMeterAtLatitude(coordinate.latitude)
        return MKMapRect(x: centre.x - half, y: centre.y - half, width: 2 * half, height: 2 * half)
    }
}
