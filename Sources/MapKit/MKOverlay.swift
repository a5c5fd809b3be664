import Foundation

/// A shape drawn on the map's surface by an `MKMapView` (MapKit's protocol): its centre and the
/// rectangle holding it. The map asks its delegate's `mapView(_:rendererFor:)` for the renderer
/// that draws it, under every annotation.
public protocol MKOverlay: MKAnnotation {
    /// The overlay's centre.
    var coordinate: CLLocationCoordinate2D { get }
    /// The map rectangle holding the whole overlay.
    var boundingMapRect: MKMapRect { get }
    /// Whether the overlay crosses `mapRect` (an optional requirement: by default, whether
    /// `boundingMapRect` does).
    func intersects(_ mapRect: MKMapRect) -> Bool
    /// Whether the overlay hides the map beneath it (an optional requirement: `false`).
    var canReplaceMapContent: Bool { get }
}

extension MKOverlay {
    /// Whether `boundingMapRect` crosses `mapRect`.
    public func intersects(_ mapRect: MKMapRect) -> Bool { boundingMapRect.intersects(mapRect) }
    /// `false`: the map is drawn under the overlay.
    public var canReplaceMapContent: Bool { false }
}

extension MKPolyline: MKOverlay {}
extension MKPolygon: MKOverlay {}
extension MKCircle: MKOverlay {}
extension MKMultiPolygon: MKOverlay {}
extension MKMultiPolyline: MKOverlay {}

extension MKMapRect {
    /// Whether the two rectangles overlap (a null rectangle overlaps nothing).
    public func intersects(_ rect: MKMapRect) -> Bool {
        guard !isNull, !rect.isNull else { return false }
        return minX <= rect.maxX && rect.minX <= maxX && minY <= rect.maxY && rect.minY <= maxY
    }
}
