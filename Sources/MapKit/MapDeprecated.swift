import BackplateCore
import Foundation

/// Whether a map follows the person (iOS 14–16 maps; never followed in a render).
public enum MapUserTrackingMode: Sendable {
    /// The map does not follow.
    case none
    /// The map follows the person.
    case follow
}

/// An item of an iOS 14–16 map's `annotationItems` (`MapMarker`, `MapPin`, `MapAnnotation`).
public protocol MapAnnotationProtocol {}

/// The annotations Backplate knows how to draw.
protocol DrawableMapAnnotation: MapAnnotationProtocol {
    var mapItem: MapItem { get }
}

/// A balloon marker (iOS 14–16), drawn like `Marker` without a title.
public struct MapMarker: DrawableMapAnnotation {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?
    /// A marker at a coordinate, red unless tinted.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { self.coordinate = coordinate; self.tint = tint }
    /// The marker.
    var mapItem: MapItem { MapItem(kind: .marker(title: nil, glyph: .symbol("mappin")), coordinate: coordinate, tint: tint.map { AnyShapeStyle($0) }) }
}

/// A pin (iOS 14–16), drawn as a marker.
public struct MapPin: DrawableMapAnnotation {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?
    /// A pin at a coordinate.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { self.coordinate = coordinate; self.tint = tint }
    /// The pin.
    var mapItem: MapItem { MapItem(kind: .marker(title: nil, glyph: .symbol("mappin")), coordinate: coordinate, tint: tint.map { AnyShapeStyle($0) }) }
}

/// A view at a coordinate (iOS 14–16); `anchorPoint` sits on the coordinate.
public struct MapAnnotation<Content: View>: DrawableMapAnnotation {
    let coordinate: CLLocationCoordinate2D
    let anchorPoint: CGPoint
    let content: AnyView
    /// An annotation view at a coordinate.
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate; self.anchorPoint = anchorPoint; self.content = AnyView(content())
    }
    /// The annotation.
    var mapItem: MapItem {
        MapItem(kind: .annotation(title: nil, anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y), content: content), coordinate: coordinate)
    }
}

/// The annotations of an iOS 14–16 map, as map content.
public struct AnnotatedMapContent: MapContent, PrimitiveMapContent {
    package let mapItems: [MapItem]
    /// No body.
    public typealias Body = Never
}

extension Map {
    /// An iOS 14–16 map showing a bound region (read once: a render never moves the map).
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil)
    where Content == MapContentView<Never, AnnotatedMapContent> {
        content = MapContentView(position: .region(coordinateRegion.wrappedValue), content: AnnotatedMapContent(mapItems: []))
    }

    /// An iOS 14–16 map showing a bound region with an annotation per item.
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == MapContentView<Never, AnnotatedMapContent>, Items.Element: Identifiable {
        content = MapContentView(position: .region(coordinateRegion.wrappedValue),
                                 content: AnnotatedMapContent(mapItems: annotationItems.compactMap { (annotationContent($0) as? any DrawableMapAnnotation)?.mapItem }))
    }
}
