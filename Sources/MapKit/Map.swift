import BackplateCore
import Foundation

/// A map (MapKit for SwiftUI). It takes all the space offered, frames its camera position
/// (content framed automatically by default) and draws its content at the projected
/// coordinates: markers, annotations, circles, lines and polygons.
///
/// A render has no map data: in place of streets and labels the map is one land colour (the
/// standard style's, estimated: light (246, 244, 239), dark (44, 45, 48)). Positions follow Web
/// Mercator, as MapKit's flat map does, so content lands where it would on an iPhone, north up.
nonisolated public struct Map<Content: View>: View {
    let content: Content
    /// The map's drawing.
    public var body: some View { content }
}

/// The view a `Map` draws: its content over the land colour.
nonisolated public struct MapContentView<SelectionValue, Content: MapContent>: View {
    /// What every drawn map warns: the render has no map tiles.
    static var noMapDataWarning: String { MapLand.noMapDataWarning("Map") }
    let position: MapCameraPosition
    let items: [MapItem]
    @Environment(\.colorScheme) private var colorScheme

    init(position: MapCameraPosition, content: Content) {
        self.position = position
        // MapKit draws overlays (circles, lines, polygons) on the map, under every marker and
        // annotation, whatever the order of the content.
        let all = collectMapItems(content)
        items = all.filter(\.isOverlay) + all.filter { !$0.isOverlay }
    }

    /// The land colour with the content drawn at its coordinates; warns that the map itself
    /// (streets, labels, buildings, points of interest) is left out.
    public var body: some View {
        RuntimeWarning.emit(Self.noMapDataWarning)
        return GeometryReader { proxy in
            let region = position.resolvedRegion(framing: items.flatMap(\.coordinates), size: proxy.size)
            let viewport = MapViewport(region: region, size: proxy.size)
            let land = MapLand.rgb(dark: colorScheme == .dark)
            ZStack(alignment: .topLeading) {
                Rectangle().fill(Color(red: land.red, green: land.green, blue: land.blue))
                ForEach(0..<items.count, id: \.self) { index in
                    MapItemView(item: items[index], viewport: viewport)
                }
            }
        }
        .clipped()
    }
}

extension Map {
    /// A map with a fixed initial camera position and content.
    @preconcurrency
    public init<C: MapContent>(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                               scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
        self.content = MapContentView(position: initialPosition, content: content())
    }
    /// A map whose camera position is bound (read once: a render never moves the camera).
    @preconcurrency
    public init<C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                               scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
        self.content = MapContentView(position: position.wrappedValue, content: content())
    }
    /// A map framing its content automatically.
    @preconcurrency
    public init<C: MapContent>(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                               scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
        self.content = MapContentView(position: .automatic, content: content())
    }
    /// A map of nothing, framed automatically (the whole world).
    public init(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil)
    where Content == MapContentView<Never, EmptyMapContent> {
        self.content = MapContentView(position: .automatic, content: EmptyMapContent())
    }
    /// A map with a fixed initial camera position whose content can be selected (nothing is
    /// selected in a render unless the binding says so; selection is not drawn).
    @preconcurrency
    public init<SelectedValue: Hashable, C: MapContent>(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
                                                        interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
                                                        scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C)
    where Content == MapContentView<SelectedValue, C> {
        self.content = MapContentView(position: initialPosition, content: content())
    }
    /// A map with a bound camera position whose content can be selected.
    @preconcurrency
    public init<SelectedValue: Hashable, C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                                                        interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
                                                        scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C)
    where Content == MapContentView<SelectedValue, C> {
        self.content = MapContentView(position: position.wrappedValue, content: content())
    }
    /// A map framing its content automatically whose content can be selected.
    @preconcurrency
    public init<SelectedValue: Hashable, C: MapContent>(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                                                        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
                                                        @MapContentBuilder content: () -> C)
    where Content == MapContentView<SelectedValue, C> {
        self.content = MapContentView(position: .automatic, content: content())
    }
}

nonisolated extension View {
    /// The map's style (a render draws the standard land colour for every style).
    public func mapStyle(_ mapStyle: MapStyle) -> some View { modifier(EmptyModifier()) }
    /// The controls a map shows (compass, scale, user-location button). A render draws none:
    /// iOS shows the compass only when rotated and the scale only while zooming, and there is
    /// no location for the button.
    public func mapControls<C: View>(@ViewBuilder _ content: () -> C) -> some View { modifier(EmptyModifier()) }
    /// Shows or hides a map control (nothing is drawn either way in a render).
    public func mapControlVisibility(_ visibility: Visibility) -> some View { modifier(EmptyModifier()) }
    /// Calls `action` when the camera changes: never in a render.
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View {
        modifier(EmptyModifier())
    }
    /// Calls `action` with the camera's context when it changes: never in a render.
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd,
                                  _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View {
        modifier(EmptyModifier())
    }
    /// Groups a map and its controls under a namespace (no controls are drawn in a render).
    public func mapScope(_ scope: Namespace.ID) -> some View { modifier(EmptyModifier()) }
    /// Turns off selection of the map's own features (none are drawn in a render).
    public func mapFeatureSelectionDisabled(_ isDisabled: @escaping (MapFeature) -> Bool) -> some View { modifier(EmptyModifier()) }
}

/// When camera-change actions run.
public enum MapCameraUpdateFrequency: Sendable {
    /// While the camera moves.
    case continuous
    /// When it stops.
    case onEnd
}

/// What a camera-change action receives.
public struct MapCameraUpdateContext: Sendable {
    /// The camera.
    public let camera: MapCamera
    /// The visible region.
    public let region: MKCoordinateRegion
}

/// The compass control (drawn by iOS only when the map is rotated; never in a render).
nonisolated public struct MapCompass: View {
    /// A compass.
    public init(scope: Namespace.ID? = nil) {}
    /// Nothing: a render's map is never rotated.
    public var body: some View { EmptyView() }
}

/// The scale bar (drawn by iOS while zooming; never in a render).
nonisolated public struct MapScaleView: View {
    /// A scale view.
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    /// Nothing: a render never zooms.
    public var body: some View { EmptyView() }
}

/// The button that centres the map on the person (no location in a render: not drawn).
nonisolated public struct MapUserLocationButton: View {
    /// A user-location button.
    public init(scope: Namespace.ID? = nil) {}
    /// Nothing: a render has no location.
    public var body: some View { EmptyView() }
}

/// The button that tilts the map (not drawn in a render).
nonisolated public struct MapPitchToggle: View {
    /// A pitch toggle.
    public init(scope: Namespace.ID? = nil) {}
    /// Nothing.
    public var body: some View { EmptyView() }
}
