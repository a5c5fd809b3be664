import BackplateCore
import Foundation

/// A balloon marker at a coordinate, with a title below it (iOS 17). The balloon is the tint
/// (red by default) and shows a white glyph: the `mappin` symbol, a symbol you name, an image or
/// a monogram of up to three letters.
public struct Marker<Label: View>: MapContent, PrimitiveMapContent {
    let title: AnyView?
    let glyph: MarkerGlyph
    let coordinate: CLLocationCoordinate2D
    package var mapItems: [MapItem] { [MapItem(kind: .marker(title: title, glyph: glyph), coordinate: coordinate)] }
    /// No body.
    public typealias Body = Never

    /// A marker whose label view is drawn as its title.
    public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
        title = AnyView(label()); glyph = .symbol("mappin"); self.coordinate = coordinate
    }
}

extension Marker where Label == Text {
    /// A marker titled with a localized key, showing the pin glyph.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        title = AnyView(Text(titleKey)); glyph = .symbol("mappin"); self.coordinate = coordinate
    }
    /// A marker titled with a string, showing the pin glyph.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        self.title = AnyView(Text(title)); glyph = .symbol("mappin"); self.coordinate = coordinate
    }
    /// A marker showing a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        title = AnyView(Text(titleKey)); glyph = .symbol(systemImage); self.coordinate = coordinate
    }
    /// A marker titled with a string, showing a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.title = AnyView(Text(title)); glyph = .symbol(systemImage); self.coordinate = coordinate
    }
    /// A marker showing an image from the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
        title = AnyView(Text(titleKey)); glyph = .image(image); self.coordinate = coordinate
    }
    /// A marker titled with a string, showing an image from the asset catalog.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, coordinate: CLLocationCoordinate2D) {
        self.title = AnyView(Text(title)); glyph = .image(image); self.coordinate = coordinate
    }
    /// A marker for a place, titled with its name (none when it has no name), showing the pin glyph.
    public init(item: MKMapItem) {
        title = item.name.map { AnyView(Text(verbatim: $0)) }; glyph = .symbol("mappin"); coordinate = item.placemark.coordinate
    }
    /// A marker showing a monogram (up to three letters).
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
        title = AnyView(Text(titleKey)); glyph = .monogram(monogram); self.coordinate = coordinate
    }
    /// A marker titled with a string, showing a monogram.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.title = AnyView(Text(title)); glyph = .monogram(monogram); self.coordinate = coordinate
    }
}

/// A view placed on the map at a coordinate, with a title below it; `anchor` is the point of
/// the view that sits on the coordinate (its centre by default).
public struct Annotation<Label: View, Content: View>: MapContent, PrimitiveMapContent {
    let title: AnyView?
    let coordinate: CLLocationCoordinate2D
    let anchor: UnitPoint
    let content: AnyView
    package var mapItems: [MapItem] {
        [MapItem(kind: .annotation(title: title, anchor: anchor, content: content), coordinate: coordinate)]
    }
    /// No body.
    public typealias Body = Never

    /// An annotation with a custom label, drawn as its title.
    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label) {
        title = AnyView(label()); self.coordinate = coordinate; self.anchor = anchor; self.content = AnyView(content())
    }
}

extension Annotation where Label == Text {
    /// An annotation titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                @ViewBuilder content: () -> Content) {
        title = AnyView(Text(titleKey)); self.coordinate = coordinate; self.anchor = anchor; self.content = AnyView(content())
    }
    /// An annotation titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                                   @ViewBuilder content: () -> Content) {
        self.title = AnyView(Text(title)); self.coordinate = coordinate; self.anchor = anchor; self.content = AnyView(content())
    }
}

/// A circle overlay of a radius in metres around a coordinate.
public struct MapCircle: MapContent, PrimitiveMapContent {
    let center: CLLocationCoordinate2D
    let radius: CLLocationDistance
    /// A circle of `radius` metres around `center`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) { self.center = center; self.radius = radius }
    /// The circle that fits in a map rectangle: centred in it, its radius half the shorter side.
    public init(mapRect: MKMapRect) { self.init(MKCircle(mapRect: mapRect)) }
    /// The circle of MapKit's circle shape.
    public init(_ circle: MKCircle) { center = circle.coordinate; radius = circle.radius }
    package var mapItems: [MapItem] { [MapItem(kind: .circle(radius: radius), coordinate: center)] }
    /// No body.
    public typealias Body = Never
}

/// A line overlay through coordinates.
public struct MapPolyline: MapContent, PrimitiveMapContent {
    let coordinates: [CLLocationCoordinate2D]
    /// A line through the coordinates (drawn straight in the map's projection; `contourStyle`
    /// is kept).
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) { self.coordinates = coordinates }
    /// A line through map points.
    public init(points: [MKMapPoint], contourStyle: ContourStyle = .straight) { coordinates = points.map(\.coordinate) }
    /// The line of MapKit's polyline shape.
    public init(_ polyline: MKPolyline) { coordinates = polyline.coordinates }
    /// The line of a route.
    public init(_ route: MKRoute) { coordinates = route.polyline.coordinates }
    package var mapItems: [MapItem] { [MapItem(kind: .polyline(coordinates), coordinate: coordinates.first ?? CLLocationCoordinate2D())] }
    /// No body.
    public typealias Body = Never

    /// Whether a line follows great circles (`.geodesic`) or is straight on the map.
    public enum ContourStyle: Sendable {
        /// Straight in the map's projection.
        case straight
        /// Along great circles.
        case geodesic
    }
}

/// A closed shape overlay through coordinates.
public struct MapPolygon: MapContent, PrimitiveMapContent {
    let coordinates: [CLLocationCoordinate2D]
    /// A polygon through the coordinates.
    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
    /// A polygon through map points.
    public init(points: [MKMapPoint]) { coordinates = points.map(\.coordinate) }
    /// The polygon of MapKit's polygon shape (its holes are not cut out: warned).
    public init(_ polygon: MKPolygon) {
        coordinates = polygon.coordinates
        if !(polygon.interiorPolygons ?? []).isEmpty {
            RuntimeWarning.emit("MapPolygon: the MKPolygon's interiorPolygons are not cut out (the outline is filled whole)")
        }
    }
    package var mapItems: [MapItem] { [MapItem(kind: .polygon(coordinates), coordinate: coordinates.first ?? CLLocationCoordinate2D())] }
    /// No body.
    public typealias Body = Never
}

/// The person's location on the map: the blue location dot, or your content. A render has no
/// location (as an iPhone that was not given permission), so nothing is drawn.
public struct UserAnnotation<Content: View>: MapContent, PrimitiveMapContent {
    let anchor: UnitPoint
    package var mapItems: [MapItem] { [MapItem(kind: .user, coordinate: CLLocationCoordinate2D())] }
    /// No body.
    public typealias Body = Never

    /// The person's location drawn by a view, with `anchor` on the location.
    public init(anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) { self.anchor = anchor }
    /// The person's location drawn by a view made from it, with `anchor` on the location.
    public init(anchor: UnitPoint = .center, @ViewBuilder content: @escaping (UserLocation) -> Content) { self.anchor = anchor }
}

extension UserAnnotation where Content == DefaultUserAnnotationContent {
    /// The standard blue location dot.
    public init() { anchor = .center }
    /// The standard blue location dot, with `anchor` on the location.
    public init(anchor: UnitPoint = .center) { self.anchor = anchor }
}

/// The standard location dot: a blue dot in a white ring (22 and 16 points; estimated).
public struct DefaultUserAnnotationContent: View {
    /// The dot.
    public var body: some View {
        ZStack {
            Circle().fill(Color.white).frame(width: 22, height: 22)
            Circle().fill(Color.blue).frame(width: 16, height: 16)
        }
    }
}
