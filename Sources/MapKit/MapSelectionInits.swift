import BackplateCore
import Foundation

// `Map`'s initializers without content and with a selection of map features or of
// `MapSelectable` values. A render selects nothing (the selection is not drawn) and the map
// draws no features of its own: it has no map data.

extension Map {
    /// A map of nothing at a fixed initial camera position.
    public init(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil) where Content == MapContentView<Never, EmptyMapContent> {
        self.content = MapContentView(position: initialPosition, content: EmptyMapContent())
    }
    /// A map of nothing whose camera position is bound (read once: a render never moves the camera).
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil) where Content == MapContentView<Never, EmptyMapContent> {
        self.content = MapContentView(position: position.wrappedValue, content: EmptyMapContent())
    }
    /// A map of nothing, framed automatically, whose content could be selected.
    public init<SelectedValue: Hashable>(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                                         selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil)
    where Content == MapContentView<SelectedValue, EmptyMapContent> {
        self.content = MapContentView(position: .automatic, content: EmptyMapContent())
    }
    /// A map of nothing, framed automatically, whose own features could be selected.
    public init(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                selection: Binding<MapFeature?>, scope: Namespace.ID? = nil)
    where Content == MapContentView<MapFeature, EmptyMapContent> {
        self.content = MapContentView(position: .automatic, content: EmptyMapContent())
    }
    /// A map of nothing at a fixed initial camera position whose own features could be selected.
    public init(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                selection: Binding<MapFeature?>, scope: Namespace.ID? = nil)
    where Content == MapContentView<MapFeature, EmptyMapContent> {
        self.content = MapContentView(position: initialPosition, content: EmptyMapContent())
    }
    /// A map of nothing with a bound camera position whose own features could be selected.
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                selection: Binding<MapFeature?>, scope: Namespace.ID? = nil)
    where Content == MapContentView<MapFeature, EmptyMapContent> {
        self.content = MapContentView(position: position.wrappedValue, content: EmptyMapContent())
    }

    /// A map framing its content automatically whose own features could be selected.
    @preconcurrency
    public init<C: MapContent>(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                               selection: Binding<MapFeature?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C)
    where Content == MapContentView<MapFeature, C> {
        self.content = MapContentView(position: .automatic, content: content())
    }
    /// A map at a fixed initial camera position whose own features could be selected.
    @preconcurrency
    public init<C: MapContent>(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                               selection: Binding<MapFeature?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C)
    where Content == MapContentView<MapFeature, C> {
        self.content = MapContentView(position: initialPosition, content: content())
    }
    /// A map with a bound camera position whose own features could be selected.
    @preconcurrency
    public init<C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                               selection: Binding<MapFeature?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C)
    where Content == MapContentView<MapFeature, C> {
        self.content = MapContentView(position: position.wrappedValue, content: content())
    }

    /// A map framing its content automatically whose tagged content or features could be selected.
    @preconcurrency
    public init<SelectedValue: MapSelectable, C: MapContent>(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                                                             selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
                                                             @MapContentBuilder content: () -> C)
    where Content == MapSelectableContentView<SelectedValue, C> {
        self.content = MapContentView(position: .automatic, content: content())
    }
    /// A map at a fixed initial camera position whose tagged content or features could be selected.
    @preconcurrency
    public init<SelectedValue: MapSelectable, C: MapContent>(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
                                                             interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
                                                             scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C)
    where Content == MapSelectableContentView<SelectedValue, C> {
        self.content = MapContentView(position: initialPosition, content: content())
    }
    /// A map with a bound camera position whose tagged content or features could be selected.
    @preconcurrency
    public init<SelectedValue: MapSelectable, C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                                                             interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
                                                             scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C)
    where Content == MapSelectableContentView<SelectedValue, C> {
        self.content = MapContentView(position: position.wrappedValue, content: content())
    }
}

/// The view a `Map` whose selection holds `MapSelectable` values draws: its content over the
/// land colour, as every map draws.
public typealias MapSelectableContentView<SelectionValue: MapSelectable, Content: MapContent> = MapContentView<SelectionValue, Content>
