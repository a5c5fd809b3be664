import Foundation

/// The kind of map an `MKMapView` shows. A render has no map data: every kind draws the
/// standard land colour (imagery kinds warn).
public enum MKMapType: UInt, Sendable {
    /// Streets and labels.
    case standard = 0
    /// Satellite imagery.
    case satellite = 1
    /// Satellite imagery with streets and labels.
    case hybrid = 2
    /// Satellite imagery with 3D buildings and terrain.
    case satelliteFlyover = 3
    /// Hybrid imagery with 3D buildings and terrain.
    case hybridFlyover = 4
    /// Streets and labels in muted colours, for data drawn over them.
    case mutedStandard = 5
}

/// How an `MKMapView` follows the person's location (a render has none: it never moves).
public enum MKUserTrackingMode: Int, Sendable {
    /// The map does not follow.
    case none = 0
    /// The map follows the location.
    case follow = 1
    /// The map follows the location and heading.
    case followWithHeading = 2
}

/// Which points of interest a map shows (kept: a render has no map data, so none are drawn).
open class MKPointOfInterestFilter: NSObject {
    private let categories: [MKPointOfInterestCategory]
    private let including: Bool

    /// A filter showing only `categories`.
    public init(including categories: [MKPointOfInterestCategory]) {
        self.categories = categories
        including = true
        super.init()
    }

    /// A filter showing every category but `categories`.
    public init(excluding categories: [MKPointOfInterestCategory]) {
        self.categories = categories
        including = false
        super.init()
    }

    /// Every point of interest.
    public static var includingAll: MKPointOfInterestFilter { MKPointOfInterestFilter(excluding: []) }
    /// No point of interest.
    public static var excludingAll: MKPointOfInterestFilter { MKPointOfInterestFilter(including: []) }

    /// Whether the filter shows `category`.
    open func includes(_ category: MKPointOfInterestCategory) -> Bool { categories.contains(category) == including }
    /// Whether the filter hides `category`.
    open func excludes(_ category: MKPointOfInterestCategory) -> Bool { !includes(category) }
}

/// The annotation for the person's location on an `MKMapView`. A render has no location (as
/// an iPhone that was not given permission): `location` is `nil` and the dot is not drawn.
open class MKUserLocation: NSObject, MKAnnotation {
    /// The location (`nil` in a render).
    open var location: CLLocation? { nil }
    /// The heading (`nil` in a render).
    open var heading: CLHeading? { nil }
    /// Whether the location is being updated (`false`).
    open var isUpdating: Bool { false }
    /// The location's coordinate (`kCLLocationCoordinate2DInvalid` without a location).
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }
    /// The title shown in the dot's callout.
    open var title: String?
    /// The subtitle shown in the dot's callout.
    open var subtitle: String?
}

/// The reuse identifier of the view an `MKMapView` shows when its delegate gives none: an
/// `MKMarkerAnnotationView` unless a class is registered under it.
public let MKMapViewDefaultAnnotationViewReuseIdentifier = "MKMapViewDefaultAnnotationViewReuseIdentifier"
/// The reuse identifier of the default cluster view (a render does not cluster).
public let MKMapViewDefaultClusterAnnotationViewReuseIdentifier = "MKMapViewDefaultClusterAnnotationViewReuseIdentifier"
