import Foundation

// MapKit's collections of shapes drawn with one style (iOS 13): what GeoJSON `MultiPolygon`
// and `MultiLineString` geometries decode to. Both are overlays an `MKMapView` draws through
// the renderer its delegate gives (`MKMultiPolygonRenderer`, `MKMultiPolylineRenderer`).

/// Several polygons drawn as one overlay with one style (MapKit's `MKMultiPolygon`).
open class MKMultiPolygon: MKShape {
    /// The polygons, in the order given (each with its interior polygons).
    open private(set) var polygons: [MKPolygon]

    /// A multipolygon made of `polygons`.
    public init(_ polygons: [MKPolygon]) {
        self.polygons = polygons
        super.init()
    }

    /// The rectangle holding every polygon (null when there are none).
    open var boundingMapRect: MKMapRect { polygons.reduce(MKMapRect.null) { $0.union($1.boundingMapRect) } }
    /// The centre of `boundingMapRect`.
    open override var coordinate: CLLocationCoordinate2D { boundingMapRect.centreCoordinate }
}

/// Several lines drawn as one overlay with one style (MapKit's `MKMultiPolyline`).
open class MKMultiPolyline: MKShape {
    /// The lines, in the order given.
    open private(set) var polylines: [MKPolyline]

    /// A multipolyline made of `polylines`.
    public init(_ polylines: [MKPolyline]) {
        self.polylines = polylines
        super.init()
    }

    /// The rectangle holding every line (null when there are none).
    open var boundingMapRect: MKMapRect { polylines.reduce(MKMapRect.null) { $0.union($1.boundingMapRect) } }
    /// The centre of `boundingMapRect`.
    open override var coordinate: CLLocationCoordinate2D { boundingMapRect.centreCoordinate }
}

extension MKMapRect {
    /// The coordinate of the rectangle's middle (invalid, −180, −180, for the null rectangle).
    var centreCoordinate: CLLocationCoordinate2D {
        isNull ? CLLocationCoordinate2D(latitude: -180, longitude: -180) : MKMapPoint(x: midX, y: midY).coordinate
    }
}
