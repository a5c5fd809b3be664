import CoreGraphics
import Foundation

/// Draws an `MKMultiPolygon`: every polygon (its interior polygons cut out) filled and stroked
/// with the renderer's one style, as MapKit's `MKMultiPolygonRenderer` does.
open class MKMultiPolygonRenderer: MKOverlayPathRenderer {
    /// The multipolygon drawn.
    open var multiPolygon: MKMultiPolygon { (overlay as? MKMultiPolygon) ?? MKMultiPolygon([]) }

    /// A renderer for a multipolygon.
    public init(multiPolygon: MKMultiPolygon) { super.init(overlay: multiPolygon) }
    /// A renderer for an overlay (a multipolygon, else nothing is drawn).
    public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }

    /// One path holding every polygon's closed outline and those of its interior polygons.
    open override func createPath() {
        let outlines = CGMutablePath()
        for polygon in multiPolygon.polygons { addPolygon(polygon, to: outlines) }
        path = outlines
    }

    /// Even-odd: the interior polygons are holes.
    override var fillRule: CGPathFillRule { .evenOdd }
}

/// Draws an `MKMultiPolyline`: every line stroked with the renderer's one style (by default
/// not stroked: set `strokeColor` and `lineWidth`), as MapKit's `MKMultiPolylineRenderer` does.
open class MKMultiPolylineRenderer: MKOverlayPathRenderer {
    /// The multipolyline drawn.
    open var multiPolyline: MKMultiPolyline { (overlay as? MKMultiPolyline) ?? MKMultiPolyline([]) }

    /// A renderer for a multipolyline.
    public init(multiPolyline: MKMultiPolyline) { super.init(overlay: multiPolyline) }
    /// A renderer for an overlay (a multipolyline, else nothing is drawn).
    public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }

    /// One path holding an open subpath through each line's points.
    open override func createPath() {
        let lines = CGMutablePath()
        for polyline in multiPolyline.polylines { addSubpath(through: polyline.mapPoints, closed: false, to: lines) }
        path = lines
    }
}
