import BackplateCore
import Foundation

/// Content drawn on a map: markers, annotations, overlays, `ForEach` of them and groups built
/// with `@MapContentBuilder`. Compose your own with a `body`, as with views.
public protocol MapContent {
    /// The content this content is made of (`Never` for the built-in kinds).
    associatedtype Body: MapContent
    /// The content this content is made of.
    @MapContentBuilder var body: Body { get }
}

/// One drawable thing on a map, flattened from the content tree.
package struct MapItem {
    package enum Kind {
        case marker(title: AnyView?, glyph: MarkerGlyph)
        case annotation(title: AnyView?, anchor: UnitPoint, content: AnyView)
        case circle(radius: CLLocationDistance)
        case polyline([CLLocationCoordinate2D])
        case polygon([CLLocationCoordinate2D])
        case user
    }
    package var kind: Kind
    package var coordinate: CLLocationCoordinate2D
    package var tint: Color?
    package var fill: AnyShapeStyle?
    package var stroke: AnyShapeStyle?
    package var strokeStyle = StrokeStyle(lineWidth: 0)
    package var showsTitle = true

    /// Whether the item is an overlay drawn on the map (under markers and annotations).
    var isOverlay: Bool {
        switch kind {
        case .circle, .polyline, .polygon: return true
        default: return false
        }
    }

    /// Every coordinate the item covers, for framing an automatic camera.
    var coordinates: [CLLocationCoordinate2D] {
        switch kind {
        case .polyline(let points), .polygon(let points): return points
        case .circle(let radius):
            let degrees = radius / MapProjection.metresPerDegreeOfLatitude
            return [CLLocationCoordinate2D(latitude: coordinate.latitude + degrees, longitude: coordinate.longitude),
                    CLLocationCoordinate2D(latitude: coordinate.latitude - degrees, longitude: coordinate.longitude)]
        case .user: return []
        default: return [coordinate]
        }
    }
}

/// What a marker's balloon shows.
package enum MarkerGlyph {
    case symbol(String)
    case monogram(Text)
    case image(String)
}

/// Content that lists its own items (the built-in kinds, groups and `ForEach`).
package protocol PrimitiveMapContent: MapContent {
    var mapItems: [MapItem] { get }
}

extension MapContent where Body == Never {
    /// The built-in content is not made of other content: reading `body` stops the program.
    public var body: Never { fatalError("\(Self.self) has no body") }
}

extension Never: MapContent {}

/// The items of any map content.
package func collectMapItems<C: MapContent>(_ content: C) -> [MapItem] {
    if let primitive = content as? any PrimitiveMapContent { return primitive.mapItems }
    if C.Body.self == Never.self { return [] }
    return collectMapItems(content.body)
}

/// Several pieces of map content listed in a builder, in drawing order.
public struct TupleMapContent: MapContent, PrimitiveMapContent {
    package let mapItems: [MapItem]
    init(_ items: [MapItem]) { mapItems = items }
    /// No body: the items are drawn in order.
    public typealias Body = Never
}

/// No content.
public struct EmptyMapContent: MapContent, PrimitiveMapContent {
    /// Empty map content.
    public init() {}
    package var mapItems: [MapItem] { [] }
    /// No body.
    public typealias Body = Never
}

/// Builds map content from a list, `if`, `switch` and `for`.
@resultBuilder
public struct MapContentBuilder {
    /// One piece of content.
    public static func buildExpression<C: MapContent>(_ content: C) -> TupleMapContent { TupleMapContent(collectMapItems(content)) }
    /// Pieces listed one after another.
    public static func buildBlock(_ parts: TupleMapContent...) -> TupleMapContent { TupleMapContent(parts.flatMap(\.mapItems)) }
    /// An `if` without `else`.
    public static func buildOptional(_ part: TupleMapContent?) -> TupleMapContent { part ?? TupleMapContent([]) }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first: TupleMapContent) -> TupleMapContent { first }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second: TupleMapContent) -> TupleMapContent { second }
    /// Content from a `for` loop.
    public static func buildArray(_ parts: [TupleMapContent]) -> TupleMapContent { TupleMapContent(parts.flatMap(\.mapItems)) }
    /// Content under `if #available`.
    public static func buildLimitedAvailability(_ part: TupleMapContent) -> TupleMapContent { part }
}

extension ForEach: MapContent where Content: MapContent {
    /// `ForEach` of map content lists its elements' items: no body.
    public typealias Body = Never
}

extension ForEach: PrimitiveMapContent where Content: MapContent {
    package var mapItems: [MapItem] { data.flatMap { collectMapItems(content($0)) } }
}

extension ForEach where Content: MapContent {
    /// Map content for each element of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: MapContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Map content for each element of a collection of identifiable data.
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: { $0.id }, content: content)
    }
}

/// Map content with its items' style changed (`tint`, `foregroundStyle`, `stroke`...).
public struct ModifiedMapContent: MapContent, PrimitiveMapContent {
    package let mapItems: [MapItem]
    /// No body.
    public typealias Body = Never
}

extension MapContent {
    private func restyled(_ change: (inout MapItem) -> Void) -> ModifiedMapContent {
        ModifiedMapContent(mapItems: collectMapItems(self).map { var item = $0; change(&item); return item })
    }
    /// The colour of markers' balloons and the default style of overlays.
    public func tint(_ tint: Color) -> ModifiedMapContent { restyled { $0.tint = tint } }
    /// The fill of overlays (circles, polygons).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedMapContent { restyled { $0.fill = AnyShapeStyle(style) } }
    /// The outline of overlays, with a width.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ModifiedMapContent {
        restyled { $0.stroke = AnyShapeStyle(style); $0.strokeStyle = StrokeStyle(lineWidth: lineWidth) }
    }
    /// The outline of overlays, with a stroke style (dashes, joins).
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> ModifiedMapContent {
        restyled { $0.stroke = AnyShapeStyle(style); $0.strokeStyle = strokeStyle }
    }
    /// Shows or hides markers' and annotations' titles (`.hidden` hides them).
    public func annotationTitles(_ visibility: Visibility) -> ModifiedMapContent { restyled { $0.showsTitle = visibility != .hidden } }
    /// Tags the content for map selection (nothing is selected in a still render).
    public func tag<V: Hashable>(_ tag: V) -> ModifiedMapContent { restyled { _ in } }
    /// Chooses the level overlays draw at relative to roads and labels (a render has neither).
    public func mapOverlayLevel(level: MKOverlayLevel) -> ModifiedMapContent { restyled { _ in } }
}

/// Where overlays draw relative to the map's roads and labels.
public enum MKOverlayLevel: Int, Sendable {
    /// Above roads, below labels.
    case aboveRoads = 0
    /// Above roads and labels.
    case aboveLabels = 1
}
