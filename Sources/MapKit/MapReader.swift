import BackplateCore
import Foundation

/// Gives its content a `MapProxy` for the map inside it: cameras framing regions and
/// conversions between screen points and coordinates. The reader draws its content as is.
nonisolated public struct MapReader<Content: View>: View {
    let content: Content
    /// A reader whose content gets a map proxy.
    public init(@ViewBuilder content: (MapProxy) -> Content) { self.content = content(MapProxy()) }
    /// The content.
    public var body: some View { content }
}

/// What a `MapReader` hands its content. Cameras are computed from the region alone; a still
/// render lays the map out after the reader's content is made, so conversions return nil.
public struct MapProxy: Sendable {
    /// The camera whose straight-down view shows a region's height: its distance is the
    /// height in metres over 2 × tan(30°), the inverse of how a map frames a camera.
    public func camera(framing region: MKCoordinateRegion) -> MapCamera {
        let height = region.span.latitudeDelta * MapProjection.metresPerDegreeOfLatitude
        return MapCamera(centerCoordinate: region.center, distance: height / (2 * tan(Double.pi / 6)))
    }
    /// The camera framing a map rectangle.
    public func camera(framing rect: MKMapRect) -> MapCamera { camera(framing: MKCoordinateRegion(rect)) }
    /// The camera framing a place: 1 km around its coordinate (estimated), straight down.
    public func camera(framing item: MKMapItem, allowPitch: Bool = false) -> MapCamera {
        camera(framing: MKCoordinateRegion(center: item.placemark.coordinate, latitudinalMeters: 1_000, longitudinalMeters: 1_000))
    }
    /// The coordinate under a point: nil in a still render (the map is not laid out yet).
    public func convert(_ point: CGPoint, from coordinateSpace: some CoordinateSpaceProtocol) -> CLLocationCoordinate2D? { nil }
    /// The point of a coordinate: nil in a still render (the map is not laid out yet).
    public func convert(_ coordinate: CLLocationCoordinate2D, to coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? { nil }
}

nonisolated extension View {
    /// Animates the map's camera with keyframes each time `trigger` changes. A still render
    /// shows the camera at rest.
    public func mapCameraKeyframeAnimator(trigger: some Equatable,
                                          @KeyframesBuilder<MapCamera> keyframes: @escaping (MapCamera) -> some Keyframes<MapCamera>) -> some View {
        modifier(EmptyModifier())
    }

    /// The content a selected map feature shows in place of its marker (a render selects no
    /// feature: the map draws none).
    public func mapFeatureSelectionContent(@MapContentBuilder content: @escaping (MapFeature) -> some MapContent) -> some View {
        modifier(EmptyModifier())
    }
}
