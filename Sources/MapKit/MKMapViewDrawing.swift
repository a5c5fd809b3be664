import BackplateCore
import CoreGraphics
import Foundation

/// The transparent view holding an `MKMapView`'s annotation views, over its overlays and
/// under any subview the app adds.
final class MapAnnotationContainerView: UIView {}

extension MKMapView {
    /// Whether the view has been given a size to draw in.
    var hasSize: Bool { bounds.width > 0 && bounds.height > 0 }

    /// The region asked for, before it is fitted to the view (the whole world by default).
    var requestedRegion: MKCoordinateRegion { cameraPosition.resolvedRegion(framing: [], size: bounds.size) }

    /// Where the requested region lies in the bounds (Web Mercator, as `Map`'s).
    var viewport: MapViewport { MapViewport(region: requestedRegion, size: bounds.size, insets: cameraPadding.mapInsets) }

    /// The land colour, then each overlay in sight drawn by its renderer (under the annotation
    /// views, which are subviews). Warns that the map data itself is not drawn.
    func drawMap() {
        guard let context = UIGraphicsGetCurrentContext(), hasSize else { return }
        RuntimeWarning.emit(MapLand.noMapDataWarning("MKMapView"))
        if mapType != .standard && mapType != .mutedStandard {
            RuntimeWarning.emit("MKMapView: the .\(mapType) map's imagery is not drawn (the standard land colour in its place)")
        } else if preferredConfiguration is MKImageryMapConfiguration || preferredConfiguration is MKHybridMapConfiguration {
            RuntimeWarning.emit("MKMapView: the \(type(of: preferredConfiguration)) map's imagery is not drawn (the standard land colour in its place)")
        }
        // A layout pass may not have run (`drawHierarchy(in:afterScreenUpdates:)`).
        layOutAnnotationViews()
        let land = MapLand.rgb(dark: UITraitCollection.current.userInterfaceStyle == .dark)
        context.setFillColor(red: land.red, green: land.green, blue: land.blue, alpha: 1)
        context.fill(bounds)
        let viewport = viewport, visible = viewport.visibleMapRect, zoomScale = MKZoomScale(viewport.zoomScale)
        var added: [MKOverlayRenderer] = []
        for overlay in overlays {
            let box = overlay.boundingMapRect
            guard !box.isNull, overlay.intersects(visible) else { continue }
            let renderer: MKOverlayRenderer
            if let made = renderers[ObjectIdentifier(overlay)] { renderer = made } else {
                guard let delegate else { continue }
                renderer = delegate.mapView(self, rendererFor: overlay)
                renderers[ObjectIdentifier(overlay)] = renderer
                added.append(renderer)
            }
            guard renderer.canDraw(visible, zoomScale: zoomScale) else { continue }
            // The renderer draws in map points from the overlay's corner, scaled to view points.
            let corner = viewport.point(box.origin)
            context.saveGState()
            context.translateBy(x: corner.x, y: corner.y)
            context.scaleBy(x: zoomScale, y: zoomScale)
            context.setAlpha(renderer.alpha)
            context.setBlendMode(renderer.blendMode)
            renderer.draw(visible, zoomScale: zoomScale, in: context)
            context.restoreGState()
        }
        if !added.isEmpty { delegate?.mapView(self, didAdd: added) }
    }

    /// Makes (asking the delegate) and places the views of the annotations whose points lie
    /// in sight or near it, each centred on its point plus `centerOffset`, in z-priority order.
    func layOutAnnotationViews() {
        annotationContainer.frame = bounds
        guard hasSize else { return }
        let viewport = viewport
        // Views just outside the bounds can reach into them (a marker's balloon).
        let reach = bounds.insetBy(dx: -64, dy: -64)
        var shown: [MKAnnotationView] = [], added: [MKAnnotationView] = []
        for annotation in annotations {
            let point = viewport.point(annotation.coordinate)
            guard reach.contains(point) else { continue }
            let key = ObjectIdentifier(annotation)
            if annotationViews[key] == nil, let made = makeAnnotationView(for: annotation) {
                annotationViews[key] = made
                added.append(made)
            }
            guard let view = annotationViews[key] else { continue }
            let size = view.bounds.size
            view.frame = CGRect(x: point.x + view.centerOffset.x - size.width / 2, y: point.y + view.centerOffset.y - size.height / 2,
                                width: size.width, height: size.height)
            shown.append(view)
        }
        let ordered = shown.enumerated().sorted { a, b in
            a.element.zPriority == b.element.zPriority ? a.offset < b.offset : a.element.zPriority < b.element.zPriority
        }
        for subview in annotationContainer.subviews where !shown.contains(where: { $0 === subview }) { subview.removeFromSuperview() }
        for (_, view) in ordered { annotationContainer.addSubview(view) }
        if !added.isEmpty { delegate?.mapView(self, didAdd: added) }
    }

    /// The delegate's view for `annotation`, else the default marker (none for the person's
    /// location, which a render does not have).
    private func makeAnnotationView(for annotation: any MKAnnotation) -> MKAnnotationView? {
        if let view = delegate?.mapView(self, viewFor: annotation) {
            view.prepareForDisplay()
            return view
        }
        guard !(annotation is MKUserLocation) else { return nil }
        let view = dequeueReusableAnnotationView(withIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier, for: annotation)
        view.prepareForDisplay()
        return view
    }
}
