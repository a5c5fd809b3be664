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
    package var tint: AnyShapeStyle?
    package var fill: AnyShapeStyle?
    package var stroke: AnyShapeStyle?
    package var strokeStyle = StrokeStyle(lineWidth: 0)
    package var showsTitle = true
    package var showsSubtitle = true

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
    /// An image made by the app (`MKMarkerAnnotationView.glyphImage`).
    case drawnImage(Image)
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
    // An optional's type is asked, not its value: casting the value would unwrap it.
    if let optional = C.self as? any OptionalMapContent.Type { return optional.mapItems(of: content) }
    if let primitive = content as? any PrimitiveMapContent { return primitive.mapItems }
    if C.Body.self == Never.self { return [] }
    return collectMapItems(content.body)
}

/// Optional map content (an `if` without `else`): its items are the wrapped content's, if any.
package protocol OptionalMapContent {
    static func mapItems(of value: Any) -> [MapItem]
}

extension Optional: MapContent where Wrapped: MapContent {
    /// No body: the wrapped content's items, if any, are drawn.
    public typealias Body = Never
}

extension Optional: OptionalMapContent where Wrapped: MapContent {
    package static func mapItems(of value: Any) -> [MapItem] {
        guard let optional = value as? Wrapped?, let wrapped = optional else { return [] }
        return collectMapItems(wrapped)
    }
}

/// Several pieces of map content listed in a builder, in drawing order.
public struct TupleMapContent<T>: MapContent, PrimitiveMapContent {
    /// The pieces, as a tuple.
    public var value: T
    package let mapItems: [MapItem]
    /// No body: the items are drawn in order.
    public typealias Body = Never
}

/// One of two pieces of map content, chosen by an `if`/`else` or `switch` in a builder.
public struct _ConditionalMapContent<TrueContent: MapContent, FalseContent: MapContent>: MapContent, PrimitiveMapContent {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    package var mapItems: [MapItem] {
        switch storage {
        case .trueContent(let content): collectMapItems(content)
        case .falseContent(let content): collectMapItems(content)
        }
    }
    /// No body: the chosen content's items are drawn.
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
    public static func buildExpression<Content: MapContent>(_ content: Content) -> Content { content }
    /// No content.
    public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }
    /// One piece of content, as it is.
    public static func buildBlock<Content: MapContent>(_ content: Content) -> Content { content }
    /// Pieces listed one after another, drawn in order.
    public static func buildBlock<each Content: MapContent>(_ content: repeat each Content) -> TupleMapContent<(repeat each Content)> {
        var items: [MapItem] = []
        for piece in repeat each content { items += collectMapItems(piece) }
        return TupleMapContent(value: (repeat each content), mapItems: items)
    }
    /// An `if` without `else`.
    public static func buildIf<Content: MapContent>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: MapContent, FalseContent: MapContent>(first: TrueContent)
        -> _ConditionalMapContent<TrueContent, FalseContent> { _ConditionalMapContent(storage: .trueContent(first)) }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: MapContent, FalseContent: MapContent>(second: FalseContent)
        -> _ConditionalMapContent<TrueContent, FalseContent> { _ConditionalMapContent(storage: .falseContent(second)) }
    /// Content from a `for` loop.
    public static func buildArray<Content: MapContent>(_ parts: [Content]) -> ModifiedMapContent {
        ModifiedMapContent(mapItems: parts.flatMap { collectMapItems($0) })
    }
    /// Content under `if #available`.
    public static func buildLimitedAvailability<Content: MapContent>(_ content: Content) -> some MapContent {
        ModifiedMapContent(mapItems: collectMapItems(content))
    }
}

/// Map content that makes its pieces from a collection (`ForEach`).
public protocol DynamicMapContent: MapContent {
    /// The collection the pieces come from.
    associatedtype Data: Collection
    /// The collection the pieces come from.
    var data: Data { get }
}

extension ForEach: DynamicMapContent where Content: MapContent {}

extension ForEach where Data == Range<Int>, ID == Int, Content: MapContent {
    /// Map content for each integer of a constant range.
    public init(_ data: Range<Int>, @MapContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, identify: { $0 }, content: content)
    }
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
    /// The style of markers' balloons and the default style of overlays.
    public func tint<S: ShapeStyle>(_ tint: S) -> ModifiedMapContent { restyled { $0.tint = AnyShapeStyle(tint) } }
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
    /// The outline of overlays in their tint, with a width.
    public func stroke(lineWidth: CGFloat) -> ModifiedMapContent {
        restyled { $0.stroke = $0.stroke ?? $0.tint ?? AnyShapeStyle(Color.blue); $0.strokeStyle = StrokeStyle(lineWidth: lineWidth) }
    }
    /// The outline of overlays in their tint, with a stroke style (dashes, joins).
    public func strokeStyle(style: StrokeStyle) -> ModifiedMapContent {
        restyled { $0.stroke = $0.stroke ?? $0.tint ?? AnyShapeStyle(Color.blue); $0.strokeStyle = style }
    }
    /// Shows or hides markers' and annotations' subtitles (a render's content has none: kept).
    public func annotationSubtitles(_ visibility: Visibility) -> ModifiedMapContent { restyled { $0.showsSubtitle = visibility != .hidden } }
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
