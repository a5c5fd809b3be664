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
    package var mapItems: [MapItem] { [MapItem(kind: .polygon(coordinates), coordinate: coordinates.first ?? CLLocationCoordinate2D())] }
    /// No body.
    public typealias Body = Never
}

/// The person's location. A render has no location, so nothing is drawn.
public struct UserAnnotation: MapContent, PrimitiveMapContent {
    /// The user location annotation.
    public init(anchor: UnitPoint = .center) {}
    package var mapItems: [MapItem] { [MapItem(kind: .user, coordinate: CLLocationCoordinate2D())] }
    /// No body.
    public typealias Body = Never
}
