import BackplateCore
import Foundation

/// MapKit's UIKit map view, as apps wrap it in a `UIViewRepresentable`. It draws as SwiftUI's
/// `Map` does: one land colour in place of the map data (with the same runtime warning), the
/// region in Web Mercator, the overlays through the renderers its delegate gives, then the
/// annotation views of the annotations in sight (its delegate's, else a red balloon marker)
/// at their projected coordinates. A still render never moves, selects, locates or animates.
open class MKMapView: UIView {
    /// The object that gives the map its annotation views and overlay renderers.
    open weak var delegate: (any MKMapViewDelegate)?
    /// The kind of map (`.standard`; every kind draws the land colour).
    open var mapType: MKMapType = .standard
    /// Which points of interest the map shows (kept: none are drawn).
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// The map's configuration (iOS 16; a standard map): every one draws the land colour, and an
    /// imagery or hybrid one warns that its imagery is not drawn.
    open var preferredConfiguration: MKMapConfiguration = MKStandardMapConfiguration()
    /// Whether points of interest show (kept: none are drawn).
    open var showsPointsOfInterest = true
    /// Whether buildings show (kept: none are drawn).
    open var showsBuildings = true
    /// Whether traffic shows (kept: none is drawn).
    open var showsTraffic = false
    /// Whether the compass shows (iOS shows it only when the map is rotated: never in a render).
    open var showsCompass = true
    /// Whether the scale shows (iOS shows it while zooming: never in a render).
    open var showsScale = false
    /// Whether the person's location shows (a render has none: no dot is drawn).
    open var showsUserLocation = false
    /// Whether pinching zooms (kept: a render has no touches).
    open var isZoomEnabled = true
    /// Whether dragging scrolls (kept).
    open var isScrollEnabled = true
    /// Whether two fingers rotate (kept).
    open var isRotateEnabled = true
    /// Whether two fingers tilt (kept).
    open var isPitchEnabled = true
    /// How the map follows the person (kept: a render has no location).
    open var userTrackingMode: MKUserTrackingMode = .none
    /// The annotation for the person's location (never located in a render).
    public let userLocation = MKUserLocation()
    /// Whether the person's location is in sight (`false`: a render has none).
    open var isUserLocationVisible: Bool { false }
    /// The annotations on the map, in the order they were added.
    open private(set) var annotations: [any MKAnnotation] = []
    /// The selected annotations (none unless the app selects one).
    open var selectedAnnotations: [any MKAnnotation] = []

    var overlayEntries: [(overlay: any MKOverlay, level: MKOverlayLevel)] = []
    var cameraPosition: MapCameraPosition = .automatic
    var cameraPadding = UIEdgeInsets.zero
    var annotationViews: [ObjectIdentifier: MKAnnotationView] = [:]
    var renderers: [ObjectIdentifier: MKOverlayRenderer] = [:]
    private var reuseQueue: [String: [MKAnnotationView]] = [:]
    private var registeredClasses: [String: AnyClass] = [:]
    let annotationContainer = MapAnnotationContainerView(frame: .zero)

    /// A map with a frame, showing the whole world until a region is set.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        addSubview(annotationContainer)
    }

    /// A map from an archive: there is no storyboard on Linux, so a plain one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        addSubview(annotationContainer)
    }

    /// Lays out the annotation views of the annotations in sight.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutAnnotationViews()
    }

    /// Draws the land colour and the overlays in sight through their renderers (the
    /// annotation views are subviews, drawn over them).
    open override func draw(_ rect: CGRect) { drawMap() }

    // MARK: The visible region

    /// The region shown: the requested one widened to the view's aspect ratio once the view
    /// has a size.
    open var region: MKCoordinateRegion {
        get { hasSize ? MKCoordinateRegion(viewport.visibleMapRect) : requestedRegion }
        set { setRegion(newValue, animated: false) }
    }
    /// Shows `region` (whole, centred).
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        cameraPosition = .region(region)
        cameraPadding = .zero
    }
    /// The coordinate at the map's centre.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { setCenter(newValue, animated: false) }
    }
    /// Moves the map's centre to `coordinate`, keeping the zoom.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        setRegion(MKCoordinateRegion(center: coordinate, span: region.span), animated: animated)
    }
    /// The map rectangle shown.
    open var visibleMapRect: MKMapRect {
        get { hasSize ? viewport.visibleMapRect : requestedRegion.mapRect }
        set { setVisibleMapRect(newValue, animated: false) }
    }
    /// Shows `mapRect` (whole, centred).
    open func setVisibleMapRect(_ mapRect: MKMapRect, animated animate: Bool) {
        cameraPosition = .rect(mapRect)
        cameraPadding = .zero
    }
    /// Shows `mapRect` whole inside the view's bounds less `insets`.
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated animate: Bool) {
        cameraPosition = .rect(mapRect)
        cameraPadding = insets
    }
    /// Shows the region framing `annotations` (a fifth of their extent around them).
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        guard let framing = MapViewport.framing(annotations.map(\.coordinate)) else { return }
        setRegion(framing, animated: animated)
    }
    /// The camera looking straight down on the region's centre.
    open var camera: MKMapCamera {
        get {
            // The distance at which a 60° field of view spans the region's height (as `Map`'s camera).
            let height = region.span.latitudeDelta * MapProjection.metresPerDegreeOfLatitude
            return MKMapCamera(lookingAtCenter: region.center, fromDistance: height / (2 * tan(Double.pi / 6)), pitch: 0, heading: 0)
        }
        set { setCamera(newValue, animated: false) }
    }
    /// Shows what `camera` sees (from straight above).
    open func setCamera(_ camera: MKMapCamera, animated: Bool) {
        cameraPosition = .camera(MapCamera(camera))
        cameraPadding = .zero
    }
    /// The region the map would show for `region`: widened to the view's aspect ratio.
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion {
        hasSize ? MKCoordinateRegion(MapViewport(region: region, size: bounds.size).visibleMapRect) : region
    }
    /// The map rectangle the map would show for `mapRect`.
    open func mapRectThatFits(_ mapRect: MKMapRect) -> MKMapRect {
        hasSize ? MapViewport(region: MKCoordinateRegion(mapRect), size: bounds.size).visibleMapRect : mapRect
    }
    /// The map rectangle the map would show for `mapRect` inside the bounds less `insets`.
    open func mapRectThatFits(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets) -> MKMapRect {
        hasSize ? MapViewport(region: MKCoordinateRegion(mapRect), size: bounds.size, insets: insets.mapInsets).visibleMapRect : mapRect
    }

    // MARK: Converting

    /// The point of `coordinate` in the map's bounds (`view` is taken to share them).
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint { viewport.point(coordinate) }
    /// The coordinate under `point` of the map's bounds (`view` is taken to share them).
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        viewport.mapPoint(at: point).coordinate
    }
    /// The rectangle `region` covers in the map's bounds.
    open func convert(_ region: MKCoordinateRegion, toRectTo view: UIView?) -> CGRect {
        let rect = region.mapRect, viewport = viewport
        let a = viewport.point(rect.origin), b = viewport.point(MKMapPoint(x: rect.maxX, y: rect.maxY))
        return CGRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
    }
    /// The region a rectangle of the map's bounds covers.
    open func convert(_ rect: CGRect, toRegionFrom view: UIView?) -> MKCoordinateRegion {
        let a = viewport.mapPoint(at: rect.origin), b = viewport.mapPoint(at: CGPoint(x: rect.maxX, y: rect.maxY))
        return MKCoordinateRegion(MKMapRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y))
    }

    // MARK: Annotations

    /// Adds an annotation: its view is asked for when the map draws it in sight.
    open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
    /// Adds annotations.
    open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }
    /// Removes an annotation; its view goes to the reuse queue.
    open func removeAnnotation(_ annotation: any MKAnnotation) {
        annotations.removeAll { $0 === annotation }
        selectedAnnotations.removeAll { $0 === annotation }
        guard let view = annotationViews.removeValue(forKey: ObjectIdentifier(annotation)) else { return }
        view.removeFromSuperview()
        if let identifier = view.reuseIdentifier { reuseQueue[identifier, default: []].append(view) }
    }
    /// Removes annotations.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) { for annotation in annotations { removeAnnotation(annotation) } }
    /// The view shown for `annotation`, if the map has made it.
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? { annotationViews[ObjectIdentifier(annotation)] }
    /// The annotations whose coordinates lie in `mapRect`.
    open func annotations(in mapRect: MKMapRect) -> Set<AnyHashable> {
        Set(annotations.filter { mapRect.contains(MKMapPoint($0.coordinate)) }.compactMap { ($0 as? NSObject).map(AnyHashable.init) })
    }
    /// The part of the map where annotation views are shown: the bounds.
    open var annotationVisibleRect: CGRect { bounds }
    /// Selects an annotation (no callout is drawn).
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
        selectedAnnotations = [annotation]
        view(for: annotation)?.setSelected(true, animated: animated)
    }
    /// Deselects an annotation.
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        guard let annotation else { return }
        selectedAnnotations.removeAll { $0 === annotation }
        view(for: annotation)?.setSelected(false, animated: animated)
    }

    /// Registers the annotation view class `dequeueReusableAnnotationView(withIdentifier:for:)` makes.
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        registeredClasses[identifier] = viewClass
    }
    /// A view from the reuse queue (one the map dropped with its annotation), else `nil`.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
        guard let view = reuseQueue[identifier]?.popLast() else { return nil }
        view.prepareForReuse()
        return view
    }
    /// A view from the reuse queue, else a new one of the class registered for `identifier`,
    /// showing `annotation`.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView {
        let view = dequeueReusableAnnotationView(withIdentifier: identifier) ?? makeRegisteredView(identifier)
        view.annotation = annotation
        return view
    }

    /// A new view of the class registered for `identifier` (an `MKMarkerAnnotationView` for
    /// the default identifier when none is).
    private func makeRegisteredView(_ identifier: String) -> MKAnnotationView {
        let marker = { MKMarkerAnnotationView(annotation: nil, reuseIdentifier: identifier) }
        guard let viewClass = registeredClasses[identifier] else {
            if identifier != MKMapViewDefaultAnnotationViewReuseIdentifier {
                RuntimeWarning.emit("MKMapView: no class is registered for \"\(identifier)\" (iOS raises an exception); a marker stands in")
            }
            return marker()
        }
        if viewClass == MKMarkerAnnotationView.self { return marker() }
        if viewClass == MKPinAnnotationView.self { return MKPinAnnotationView(annotation: nil, reuseIdentifier: identifier) }
        let view = ReusableViewMaking.make(viewClass, base: MKAnnotationView.self, identifier: identifier, for: "MKMapView") {
            MKAnnotationView(annotation: nil, reuseIdentifier: identifier)
        }
        view.assignReuseIdentifier(identifier)
        return view
    }

    // MARK: Overlays

    /// The overlays, in drawing order (those above roads, then those above labels).
    open var overlays: [any MKOverlay] { overlays(in: .aboveRoads) + overlays(in: .aboveLabels) }
    /// The overlays at `level`, bottom to top.
    open func overlays(in level: MKOverlayLevel) -> [any MKOverlay] { overlayEntries.filter { $0.level == level }.map(\.overlay) }
    /// Adds an overlay above the labels.
    open func addOverlay(_ overlay: any MKOverlay) { addOverlay(overlay, level: .aboveLabels) }
    /// Adds an overlay at `level`, on top of that level's others.
    open func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) { overlayEntries.append((overlay, level)) }
    /// Adds overlays above the labels.
    open func addOverlays(_ overlays: [any MKOverlay]) { addOverlays(overlays, level: .aboveLabels) }
    /// Adds overlays at `level`.
    open func addOverlays(_ overlays: [any MKOverlay], level: MKOverlayLevel) { for overlay in overlays { addOverlay(overlay, level: level) } }
    /// Inserts an overlay at an index of the overlay list, above the labels.
    open func insertOverlay(_ overlay: any MKOverlay, at index: Int) { insertOverlay(overlay, at: index, level: .aboveLabels) }
    /// Inserts an overlay at an index of `level`'s overlays.
    open func insertOverlay(_ overlay: any MKOverlay, at index: Int, level: MKOverlayLevel) {
        let positions = overlayEntries.indices.filter { overlayEntries[$0].level == level }
        let position = index < positions.count ? positions[max(index, 0)] : overlayEntries.count
        overlayEntries.insert((overlay, level), at: position)
    }
    /// Inserts an overlay just above `sibling`, at its level.
    open func insertOverlay(_ overlay: any MKOverlay, above sibling: any MKOverlay) {
        guard let index = overlayEntries.firstIndex(where: { $0.overlay === sibling }) else { return addOverlay(overlay) }
        overlayEntries.insert((overlay, overlayEntries[index].level), at: index + 1)
    }
    /// Inserts an overlay just below `sibling`, at its level.
    open func insertOverlay(_ overlay: any MKOverlay, below sibling: any MKOverlay) {
        guard let index = overlayEntries.firstIndex(where: { $0.overlay === sibling }) else { return addOverlay(overlay) }
        overlayEntries.insert((overlay, overlayEntries[index].level), at: index)
    }
    /// Swaps the places of two overlays.
    open func exchangeOverlay(_ overlay1: any MKOverlay, with overlay2: any MKOverlay) {
        guard let a = overlayEntries.firstIndex(where: { $0.overlay === overlay1 }),
              let b = overlayEntries.firstIndex(where: { $0.overlay === overlay2 }) else { return }
        overlayEntries.swapAt(a, b)
    }
    /// Removes an overlay.
    open func removeOverlay(_ overlay: any MKOverlay) {
        overlayEntries.removeAll { $0.overlay === overlay }
        renderers[ObjectIdentifier(overlay)] = nil
    }
    /// Removes overlays.
    open func removeOverlays(_ overlays: [any MKOverlay]) { for overlay in overlays { removeOverlay(overlay) } }
    /// The renderer drawing `overlay`, once the map has asked its delegate for it.
    open func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? { renderers[ObjectIdentifier(overlay)] }
}

extension UIEdgeInsets {
    /// The insets as a map viewport takes them.
    var mapInsets: (top: Double, left: Double, bottom: Double, right: Double) {
        (Double(top), Double(left), Double(bottom), Double(right))
    }
}
