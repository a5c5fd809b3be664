import BackplateCore
import Foundation

// MapKit's overlay shapes (the UIKit-era classes): SwiftUI's `MapPolyline`, `MapPolygon` and
// `MapCircle` draw them. Their points are kept as map points, as MapKit keeps them.

/// A shape on a map with a title (MapKit's abstract base of its shapes and overlays). Every
/// shape is an annotation: its subclasses give its `coordinate`.
open class MKShape: NSObject, MKAnnotation {
    /// The shape's title.
    open var title: String?
    /// The shape's subtitle.
    open var subtitle: String?
    /// An empty shape.
    override public init() { super.init() }
    /// The shape's coordinate: invalid (−180, −180) here; each subclass gives its own.
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: -180, longitude: -180) }
}

/// A shape made of map points (MapKit's base of `MKPolyline` and `MKPolygon`; a GeoJSON
/// `MultiPoint` decodes to one). The points live in memory the shape owns, as on iOS:
/// the pointer `points()` returns stays valid as long as the shape does.
open class MKMultiPoint: MKShape {
    private let storage: UnsafeMutablePointer<MKMapPoint>
    private let storedCount: Int

    init(mapPoints: [MKMapPoint]) {
        storedCount = mapPoints.count
        storage = .allocate(capacity: max(mapPoints.count, 1))
        for (index, point) in mapPoints.enumerated() { (storage + index).initialize(to: point) }
        super.init()
    }

    /// A shape with no points.
    public override convenience init() { self.init(mapPoints: []) }

    deinit {
        storage.deinitialize(count: storedCount)
        storage.deallocate()
    }

    /// The shape's map points: `pointCount` of them, valid while the shape exists.
    open func points() -> UnsafeMutablePointer<MKMapPoint> { storage }
    /// How many points the shape has.
    open var pointCount: Int { storedCount }
    /// The points, copied out (what the renderers and `Map` draw).
    var mapPoints: [MKMapPoint] { Array(UnsafeBufferPointer(start: storage, count: storedCount)) }
    /// The shape's coordinates, in order.
    var coordinates: [CLLocationCoordinate2D] { mapPoints.map(\.coordinate) }

    /// Copies the coordinates of the points in `range` to `coords`.
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        let end = min(range.location + range.length, storedCount)
        guard range.location >= 0, range.location < end else { return }
        for (offset, index) in (range.location..<end).enumerated() { coords[offset] = storage[index].coordinate }
    }

    /// How far along the shape, from 0 at its first point to 1 at its last, the point at
    /// `index` lies, by distance on the map (0 past the end).
    open func location(atPointIndex index: Int) -> CGFloat {
        locations(at: IndexSet(integer: index)).first ?? 0
    }

    /// How far along the shape, from 0 at its first point to 1 at its last, each point at
    /// `indexes` lies, by distance on the map (indexes past the end are left out).
    open func locations(at indexes: IndexSet) -> [CGFloat] {
        var cumulative = [0.0]
        for i in 1..<max(storedCount, 1) {
            cumulative.append(cumulative[i - 1] + hypot(storage[i].x - storage[i - 1].x, storage[i].y - storage[i - 1].y))
        }
        let total = cumulative.last ?? 0
        return indexes.filter { $0 < storedCount }.map { CGFloat(total > 0 ? cumulative[$0] / total : 0) }
    }

    /// The rectangle holding every point.
    open var boundingMapRect: MKMapRect { MKMapRect.bounding(mapPoints) }
    /// The shape's centre: the middle of `boundingMapRect`, as an overlay's coordinate is.
    open override var coordinate: CLLocationCoordinate2D {
        let rect = boundingMapRect
        return MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    }
}

/// A line through points, drawn by `MapPolyline(_:)`.
open class MKPolyline: MKMultiPoint {
    // Designated, so an app's subclass (a polyline carrying its colour) inherits them.
    /// A line through the coordinates.
    public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        super.init(mapPoints: (0..<max(count, 0)).map { MKMapPoint(coordinates[$0]) })
    }
    /// A line through the map points.
    public init(points: UnsafePointer<MKMapPoint>, count: Int) {
        super.init(mapPoints: (0..<max(count, 0)).map { points[$0] })
    }
    override init(mapPoints: [MKMapPoint]) { super.init(mapPoints: mapPoints) }
}

/// A closed shape through points, drawn by `MapPolygon(_:)`; an `MKPolygonRenderer` cuts its
/// interior polygons out (the even-odd rule, as MapKit fills).
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
    /// A polygon through the map points, with holes.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int, interiorPolygons: [MKPolygon]?) {
        self.init(points: points, count: count)
        self.interiorPolygons = interiorPolygons
    }
    /// A polygon through map points, with holes (what the GeoJSON decoder makes).
    convenience init(mapPoints: [MKMapPoint], interiorPolygons: [MKPolygon]?) {
        self.init(mapPoints: mapPoints)
        self.interiorPolygons = interiorPolygons
    }
}

/// A circle of a radius in metres around a coordinate, drawn by `MapCircle(_:)`.
open class MKCircle: MKShape {
    private let centreCoordinate: CLLocationCoordinate2D
    /// The radius in metres.
    public let radius: CLLocationDistance

    /// A circle of `radius` metres around `coord`.
    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        centreCoordinate = coord
        self.radius = radius
        super.init()
    }
    /// The circle that fits in a map rectangle: centred in it, its radius half the shorter side.
    public convenience init(mapRect: MKMapRect) {
        let centre = MKMapPoint(x: mapRect.midX, y: mapRect.midY)
        let radius = min(mapRect.width, mapRect.height) / 2 * MKMetersPerMapPointAtLatitude(centre.coordinate.latitude)
        self.init(center: centre.coordinate, radius: radius)
    }
    /// The centre.
    open override var coordinate: CLLocationCoordinate2D { centreCoordinate }
    /// The square holding the circle.
    open var boundingMapRect: MKMapRect {
        let centre = MKMapPoint(coordinate)
        let half = radius * MKMapPointsPerMeterAtLatitude(coordinate.latitude)
        return MKMapRect(x: centre.x - half, y: centre.y - half, width: 2 * half, height: 2 * half)
    }
}
