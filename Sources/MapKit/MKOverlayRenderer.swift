import CoreGraphics
import Foundation

/// How many view points one map point spans (MapKit's zoom scale).
public typealias MKZoomScale = CGFloat

/// Draws an overlay on an `MKMapView` (MapKit's base renderer, which draws nothing). A map
/// draws each overlay's renderer into a context whose units are map points from the corner of
/// the overlay's `boundingMapRect`, scaled by the zoom scale to view points.
open class MKOverlayRenderer: NSObject {
    /// The overlay the renderer draws.
    public let overlay: any MKOverlay
    /// The renderer's opacity, from 0 to 1 (1).
    open var alpha: CGFloat = 1
    /// The scale of the renderer's content (1).
    open var contentScaleFactor: CGFloat = 1
    /// The blend mode the overlay is drawn with (`.normal`).
    open var blendMode: CGBlendMode = .normal

    /// A renderer for `overlay`.
    public init(overlay: any MKOverlay) {
        self.overlay = overlay
        super.init()
    }

    /// A renderer for an empty line (apps return `MKOverlayRenderer()` for overlays they do not draw).
    public override convenience init() {
        self.init(overlay: MKPolyline(points: [], count: 0))
    }

    /// The renderer's point for a map point: its offset from the overlay's corner, in map points.
    open func point(for mapPoint: MKMapPoint) -> CGPoint {
        let origin = overlay.boundingMapRect.origin
        return CGPoint(x: mapPoint.x - origin.x, y: mapPoint.y - origin.y)
    }

    /// The map point of a renderer's point.
    open func mapPoint(for point: CGPoint) -> MKMapPoint {
        let origin = overlay.boundingMapRect.origin
        return MKMapPoint(x: Double(point.x) + origin.x, y: Double(point.y) + origin.y)
    }

    /// The renderer's rectangle for a map rectangle.
    open func rect(for mapRect: MKMapRect) -> CGRect {
        let corner = point(for: mapRect.origin)
        return CGRect(x: corner.x, y: corner.y, width: mapRect.width, height: mapRect.height)
    }

    /// The map rectangle of a renderer's rectangle.
    open func mapRect(for rect: CGRect) -> MKMapRect {
        let corner = mapPoint(for: rect.origin)
        return MKMapRect(origin: corner, size: MKMapSize(width: Double(rect.width), height: Double(rect.height)))
    }

    /// Whether the renderer can draw `mapRect` now (`true`).
    open func canDraw(_ mapRect: MKMapRect, zoomScale: MKZoomScale) -> Bool { true }

    /// Draws the overlay's part in `mapRect` into `context` (the base class draws nothing;
    /// subclasses override it).
    open func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) {}

    /// Asks for a redraw: a still render draws once, so nothing happens.
    open func setNeedsDisplay() {}
    /// Asks for a redraw of part of the overlay: nothing happens in a still render.
    open func setNeedsDisplay(_ mapRect: MKMapRect) {}
    /// Asks for a redraw of part of the overlay at a zoom scale: nothing happens in a still render.
    open func setNeedsDisplay(_ mapRect: MKMapRect, zoomScale: MKZoomScale) {}
}

/// Draws an overlay as a path, filled then stroked (MapKit's `MKOverlayPathRenderer`). Line
/// widths and dash lengths are in view points, whatever the zoom.
open class MKOverlayPathRenderer: MKOverlayRenderer {
    /// The fill colour (`nil`: not filled).
    open var fillColor: UIColor?
    /// The stroke colour (`nil`: not stroked).
    open var strokeColor: UIColor?
    /// The stroke width in view points (0: the thinnest line).
    open var lineWidth: CGFloat = 0
    /// How lines join (`.round`).
    open var lineJoin: CGLineJoin = .round
    /// How lines end (`.round`).
    open var lineCap: CGLineCap = .round
    /// The miter limit (10).
    open var miterLimit: CGFloat = 10
    /// Where the dash pattern starts (0).
    open var lineDashPhase: CGFloat = 0
    /// The dash lengths in view points (`nil`: solid).
    open var lineDashPattern: [NSNumber]?
    /// Whether the path is drawn with its points snapped to whole pixels (kept; not drawn differently).
    open var shouldRasterize = false
    /// The path, in the renderer's points (made by `createPath()` when first needed).
    open var path: CGPath! {
        get {
            if storedPath == nil { createPath() }
            return storedPath
        }
        set { storedPath = newValue }
    }
    private var storedPath: CGPath?

    /// Makes `path` (the base class makes none; the shape renderers make their shape's).
    open func createPath() {}
    /// Drops the path so that `createPath()` makes it again.
    open func invalidatePath() { storedPath = nil }

    /// Sets `context`'s fill colour from `fillColor`.
    open func applyFillProperties(to context: CGContext, atZoomScale zoomScale: MKZoomScale) {
        if let fillColor { context.setFillColor(fillColor.cgColor) }
    }

    /// Sets `context`'s stroke colour, width, joins, caps and dashes, the widths and dash
    /// lengths divided by the zoom scale so that they measure view points.
    open func applyStrokeProperties(to context: CGContext, atZoomScale zoomScale: MKZoomScale) {
        let scale = zoomScale > 0 ? zoomScale : 1
        if let strokeColor { context.setStrokeColor(strokeColor.cgColor) }
        context.setLineWidth(lineWidth / scale)
        context.setLineJoin(lineJoin)
        context.setLineCap(lineCap)
        context.setMiterLimit(miterLimit)
        if let lineDashPattern, !lineDashPattern.isEmpty {
            context.setLineDash(phase: lineDashPhase / scale, lengths: lineDashPattern.map { CGFloat($0.doubleValue) / scale })
        }
    }

    /// Fills `path` in `context` (polygon renderers by the even-odd rule, so that interior
    /// polygons are cut out, as MapKit fills them).
    open func fillPath(_ path: CGPath, in context: CGContext) {
        context.addPath(path)
        context.fillPath(using: fillRule)
    }

    /// The rule `fillPath(_:in:)` fills by: non-zero winding, the polygon renderers' even-odd.
    var fillRule: CGPathFillRule { .winding }

    /// Strokes `path` in `context`.
    open func strokePath(_ path: CGPath, in context: CGContext) {
        context.addPath(path)
        context.strokePath()
    }

    /// Fills the path with `fillColor`, then strokes it with `strokeColor`.
    open override func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) {
        guard let path else { return }
        if fillColor != nil {
            context.saveGState()
            applyFillProperties(to: context, atZoomScale: zoomScale)
            fillPath(path, in: context)
            context.restoreGState()
        }
        if strokeColor != nil {
            context.saveGState()
            applyStrokeProperties(to: context, atZoomScale: zoomScale)
            strokePath(path, in: context)
            context.restoreGState()
        }
    }

    /// The path through the renderer points of `mapPoints`, closed when `closed`.
    func makePath(through mapPoints: [MKMapPoint], closed: Bool) -> CGPath {
        let path = CGMutablePath()
        addSubpath(through: mapPoints, closed: closed, to: path)
        return path
    }

    /// Adds the subpath through the renderer points of `mapPoints` to `path`, closed when `closed`.
    func addSubpath(through mapPoints: [MKMapPoint], closed: Bool, to path: CGMutablePath) {
        guard !mapPoints.isEmpty else { return }
        path.addLines(between: mapPoints.map { point(for: $0) })
        if closed, mapPoints.count > 2 { path.closeSubpath() }
    }

    /// Adds `polygon`'s outline and its interior polygons' outlines to `path` (the holes are
    /// cut out when the path is filled by the even-odd rule).
    func addPolygon(_ polygon: MKPolygon, to path: CGMutablePath) {
        addSubpath(through: polygon.mapPoints, closed: true, to: path)
        for hole in polygon.interiorPolygons ?? [] { addPolygon(hole, to: path) }
    }
}

/// Draws an `MKPolyline` (by default not stroked: set `strokeColor` and `lineWidth`).
open class MKPolylineRenderer: MKOverlayPathRenderer {
    /// The line drawn.
    open var polyline: MKPolyline { (overlay as? MKPolyline) ?? MKPolyline(points: [], count: 0) }
    /// Where along the line stroking starts, from 0 to 1 (0).
    open var strokeStart: CGFloat = 0
    /// Where along the line stroking ends, from 0 to 1 (1; parts are drawn whole: kept).
    open var strokeEnd: CGFloat = 1

    /// A renderer for a line.
    public init(polyline: MKPolyline) { super.init(overlay: polyline) }
    /// A renderer for an overlay (a line, else nothing is drawn).
    public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }

    /// The path through the line's points.
    open override func createPath() { path = makePath(through: polyline.mapPoints, closed: false) }
}

/// Draws an `MKPolygon`, filled and stroked with the renderer's colours.
open class MKPolygonRenderer: MKOverlayPathRenderer {
    /// The polygon drawn.
    open var polygon: MKPolygon { (overlay as? MKPolygon) ?? MKPolygon(points: [], count: 0) }
    /// Where along the outline stroking starts (0).
    open var strokeStart: CGFloat = 0
    /// Where along the outline stroking ends (1; kept).
    open var strokeEnd: CGFloat = 1

    /// A renderer for a polygon.
    public init(polygon: MKPolygon) { super.init(overlay: polygon) }
    /// A renderer for an overlay (a polygon, else nothing is drawn).
    public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }

    /// The closed path through the polygon's points and those of its interior polygons.
    open override func createPath() {
        let outline = CGMutablePath()
        addPolygon(polygon, to: outline)
        path = outline
    }

    /// Even-odd: the interior polygons are holes.
    override var fillRule: CGPathFillRule { .evenOdd }
}

/// Draws an `MKCircle`, filled and stroked with the renderer's colours.
open class MKCircleRenderer: MKOverlayPathRenderer {
    /// The circle drawn.
    open var circle: MKCircle { (overlay as? MKCircle) ?? MKCircle(center: CLLocationCoordinate2D(), radius: 0) }
    /// Where along the outline stroking starts (0).
    open var strokeStart: CGFloat = 0
    /// Where along the outline stroking ends (1; kept).
    open var strokeEnd: CGFloat = 1

    /// A renderer for a circle.
    public init(circle: MKCircle) { super.init(overlay: circle) }
    /// A renderer for an overlay (a circle, else nothing is drawn).
    public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }

    /// The circle's path: the ellipse filling its bounding rectangle.
    open override func createPath() {
        let box = circle.boundingMapRect
        path = CGPath(ellipseIn: rect(for: box), transform: nil)
    }
}
