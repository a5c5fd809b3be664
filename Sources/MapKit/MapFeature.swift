import BackplateCore
import Foundation

/// A point of interest, territory or physical feature the map itself draws. A render has no
/// map data, so the map draws none and none can be selected.
public struct MapFeature: Hashable, Sendable {
    /// The feature's title.
    public let title: String?
    /// The feature's kind.
    public let kind: FeatureKind
    /// The feature's coordinate.
    public let coordinate: CLLocationCoordinate2D
    /// The colour of the feature's marker, for a point of interest.
    public let backgroundColor: Color?
    /// The feature's glyph, for a point of interest.
    public let image: Image?
    /// The point-of-interest category, for a point of interest.
    public let pointOfInterestCategory: MKPointOfInterestCategory?

    /// The kind of a map feature.
    public struct FeatureKind: Hashable, Sendable {
        let name: String
        /// A point of interest (a café, a museum).
        public static let pointOfInterest = FeatureKind(name: "pointOfInterest")
        /// A territory (a country, a city).
        public static let territory = FeatureKind(name: "territory")
        /// A physical feature (a mountain, a lake).
        public static let physicalFeature = FeatureKind(name: "physicalFeature")
    }

    /// Two features are the same when their kind, title and coordinate are.
    public static func == (a: MapFeature, b: MapFeature) -> Bool {
        a.kind == b.kind && a.title == b.title && a.coordinate.isSame(as: b.coordinate)
            && a.pointOfInterestCategory == b.pointOfInterestCategory
    }

    /// Hashes the kind, title and coordinate.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(title)
        hasher.combine(coordinate.latitude)
        hasher.combine(coordinate.longitude)
    }
}

/// A value a map's selection binding can hold: your own tags or the map's features
/// (`MapSelection`). A render selects nothing unless the binding says so.
public protocol MapSelectable: Hashable {
    /// The selected map feature, if the value holds one.
    var feature: MapFeature? { get }
    /// A value holding a map feature (or none).
    init(_ feature: MapFeature?)
}

extension Never: MapSelectable {
    /// No feature: `Never` has no values.
    public var feature: MapFeature? { nil }
    /// `Never` has no values: a map whose selection type is `Never` never selects one.
    public init(_ feature: MapFeature?) { fatalError("Never has no values: a map with no selection selects nothing") }
    /// The selection value of content that cannot be selected.
    public typealias MapContentValue = Never
}

/// The person's location, as `UserAnnotation` hands it to its content. A render has no
/// location: `location` is nil.
public struct UserLocation: Sendable {
    /// The person's location (nil in a render).
    public let location: CLLocation?
}

extension CLLocationCoordinate2D: Animatable {
    /// The latitude and longitude, animated together.
    public var animatableData: AnimatablePair<CLLocationDegrees, CLLocationDegrees> {
        get { AnimatablePair(latitude, longitude) }
        set { latitude = newValue.first; longitude = newValue.second }
    }

    /// Whether both coordinates have the same latitude and longitude (CoreLocation's type is
    /// not `Equatable` on iOS either, so MapKit's own equalities compare through this).
    func isSame(as other: CLLocationCoordinate2D) -> Bool {
        latitude == other.latitude && longitude == other.longitude
    }
}
