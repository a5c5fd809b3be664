import Foundation

/// Gives an `MKMapView` its annotation views and overlay renderers and hears about its changes
/// (MapKit's `MKMapViewDelegate`). Every method is optional. A render asks for the views of
/// the annotations in sight and the renderers of the overlays in sight, then reports them
/// added; it never moves, loads tiles, locates the person, selects or drags, so the other
/// methods are not called.
@MainActor @preconcurrency
public protocol MKMapViewDelegate: NSObjectProtocol {
    /// The visible region is about to change.
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    /// The visible region changed.
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    /// The visible region is changing.
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
    /// The map starts loading its data.
    func mapViewWillStartLoadingMap(_ mapView: MKMapView)
    /// The map finished loading its data.
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
    /// The map's data could not load.
    func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: any Error)
    /// The map starts rendering.
    func mapViewWillStartRenderingMap(_ mapView: MKMapView)
    /// The map finished rendering.
    func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool)
    /// The view for `annotation` (`nil`: the default marker).
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    /// Annotation views were added to the map.
    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
    /// A callout's accessory control was tapped.
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    /// An annotation view was selected.
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    /// An annotation view was deselected.
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    /// An annotation was selected (iOS 16).
    func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation)
    /// An annotation was deselected (iOS 16).
    func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation)
    /// The map starts locating the person.
    func mapViewWillStartLocatingUser(_ mapView: MKMapView)
    /// The map stopped locating the person.
    func mapViewDidStopLocatingUser(_ mapView: MKMapView)
    /// The person's location changed.
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
    /// The person could not be located.
    func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error)
    /// The tracking mode changed.
    func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool)
    /// A dragged annotation view's drag state changed.
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, didChange newState: MKAnnotationView.DragState,
                 fromOldState oldState: MKAnnotationView.DragState)
    /// The renderer that draws `overlay`.
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
    /// Overlay renderers were added to the map.
    func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer])
}

extension MKMapViewDelegate {
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    /// Does nothing.
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
    /// Does nothing.
    public func mapViewWillStartLoadingMap(_ mapView: MKMapView) {}
    /// Does nothing.
    public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
    /// Does nothing.
    public func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: any Error) {}
    /// Does nothing.
    public func mapViewWillStartRenderingMap(_ mapView: MKMapView) {}
    /// Does nothing.
    public func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool) {}
    /// `nil`: the map shows its default marker.
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation) {}
    /// Does nothing.
    public func mapViewWillStartLocatingUser(_ mapView: MKMapView) {}
    /// Does nothing.
    public func mapViewDidStopLocatingUser(_ mapView: MKMapView) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, didChange newState: MKAnnotationView.DragState,
                        fromOldState oldState: MKAnnotationView.DragState) {}
    /// A renderer that draws nothing (MapKit draws no overlay without one).
    public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer { MKOverlayRenderer(overlay: overlay) }
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) {}
}
