import BackplateCore
import Foundation

/// A camera looking down at a coordinate from a distance in metres.
public struct MapCamera: Sendable {
    /// The coordinate at the centre of the view.
    public var centerCoordinate: CLLocationCoordinate2D
    /// The distance from the camera to the centre in metres.
    public var distance: Double
    /// The direction the top of the view faces, in degrees from north (a render draws north up).
    public var heading: Double
    /// The tilt from straight down, in degrees (a render draws straight down).
    public var pitch: Double
    /// A camera over a coordinate.
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate; self.distance = distance; self.heading = heading; self.pitch = pitch
    }
}

/// Where a map's camera is: framing its content (`.automatic`), a region, a camera, or the
/// person's location with a fallback (a render has no location: the fallback is used).
public struct MapCameraPosition: Sendable {
    enum Kind: Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case camera(MapCamera)
        case rect(MKMapRect)
        case item(MKMapItem, allowsAutomaticPitch: Bool)
        indirect case userLocation(followsHeading: Bool, fallback: MapCameraPosition)
    }
    let kind: Kind

    /// Frames the map's content.
    public static var automatic: MapCameraPosition { MapCameraPosition(kind: .automatic) }
    /// Shows a region.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region)) }
    /// Shows what a camera sees.
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }
    /// Follows the person's location, or shows `fallback` when it is unknown (always in a render).
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(kind: .userLocation(followsHeading: followsHeading, fallback: fallback))
    }
    /// Shows a map rectangle.
    public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(kind: .rect(rect)) }
    /// Shows a place: a square 1 km a side around its coordinate (estimated), north up.
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(kind: .item(item, allowsAutomaticPitch: allowsAutomaticPitch))
    }

    /// The region, when the position is one.
    public var region: MKCoordinateRegion? { if case .region(let r) = kind { r } else { nil } }
    /// The camera, when the position is one.
    public var camera: MapCamera? { if case .camera(let c) = kind { c } else { nil } }
    /// The map rectangle, when the position is one.
    public var rect: MKMapRect? { if case .rect(let r) = kind { r } else { nil } }
    /// The place, when the position is one.
    public var item: MKMapItem? { if case .item(let i, _) = kind { i } else { nil } }
    /// Whether a place position may tilt the camera.
    public var allowsAutomaticPitch: Bool { if case .item(_, let pitch) = kind { pitch } else { false } }
    /// Whether a user-location position follows the person's heading.
    public var followsUserHeading: Bool { if case .userLocation(let heading, _) = kind { heading } else { false } }
    /// The position a user-location position falls back to (what a render, with no location, shows).
    public var fallbackPosition: MapCameraPosition? { if case .userLocation(_, let f) = kind { f } else { nil } }
    /// Whether the person moved the camera (never in a render).
    public var positionedByUser: Bool { false }
    /// Whether the camera follows the person (never in a render).
    public var followsUserLocation: Bool { false }

    /// The region shown in a view of `size`, given the content's coordinates.
    func resolvedRegion(framing coordinates: [CLLocationCoordinate2D], size: CGSize) -> MKCoordinateRegion {
        switch kind {
        case .region(let region): return region
        case .camera(let camera):
            // The visible height at a 2D camera's distance: the distance times tan(30°) per half
            // height (MapKit's field of view; estimated), the width from the aspect ratio.
            let height = 2 * camera.distance * tan(Double.pi / 6)
            let width = height * Double(size.width) / max(Double(size.height), 1)
            return MKCoordinateRegion(center: camera.centerCoordinate, latitudinalMeters: height, longitudinalMeters: width)
        case .userLocation(_, let fallback): return fallback.resolvedRegion(framing: coordinates, size: size)
        case .rect(let rect): return MKCoordinateRegion(rect)
        case .item(let item, _):
            return MKCoordinateRegion(center: item.placemark.coordinate, latitudinalMeters: 1_000, longitudinalMeters: 1_000)
        case .automatic:
            return MapViewport.framing(coordinates)
                ?? MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 20, longitude: 0),
                                      span: MKCoordinateSpan(latitudeDelta: 140, longitudeDelta: 360))
        }
    }
}

/// Limits on where the camera may go (kept: a still render never moves the camera).
public struct MapCameraBounds: Sendable {
    /// Bounds of the centre coordinate and distance.
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    /// Bounds of the centre coordinate, as a map rectangle, and distance.
    public init(centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    /// Bounds of the distance.
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// The gestures a map answers (none in a still render).
public struct MapInteractionModes: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Modes from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Panning.
    public static let pan = MapInteractionModes(rawValue: 1)
    /// Zooming.
    public static let zoom = MapInteractionModes(rawValue: 2)
    /// Rotating.
    public static let rotate = MapInteractionModes(rawValue: 4)
    /// Tilting.
    public static let pitch = MapInteractionModes(rawValue: 8)
    /// Every gesture.
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// The map's look: standard, imagery (satellite) or hybrid. A render has no map data: every
/// style draws the land colour of the standard style.
public struct MapStyle: Sendable {
    let kind: UInt8
    /// The standard street map.
    public static var standard: MapStyle { MapStyle(kind: 0) }
    /// Satellite imagery.
    public static var imagery: MapStyle { MapStyle(kind: 1) }
    /// Imagery with roads and labels.
    public static var hybrid: MapStyle { MapStyle(kind: 2) }
    /// The standard map with options.
    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
                                pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle { MapStyle(kind: 0) }
    /// Imagery with options.
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { MapStyle(kind: 1) }
    /// Hybrid with options.
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                              showsTraffic: Bool = false) -> MapStyle { MapStyle(kind: 2) }

    /// Flat or realistic terrain.
    public enum Elevation: Sendable { case automatic, flat, realistic }
    /// Full or muted colours of the standard map.
    public struct StandardEmphasis: Hashable, Sendable {
        let muted: Bool
        /// Full colours.
        public static let automatic = StandardEmphasis(muted: false)
        /// Muted colours, for content over the map to stand out.
        public static let muted = StandardEmphasis(muted: true)
    }
}

/// Which points of interest a map labels (a render labels none).
public struct PointOfInterestCategories: ExpressibleByArrayLiteral, Sendable {
    init() {}
    /// Only the listed categories (`[.cafe, .bakery]`).
    public init(arrayLiteral elements: MKPointOfInterestCategory...) {}
    /// Every category.
    public static let all = PointOfInterestCategories()
    /// None.
    public static let excludingAll = PointOfInterestCategories()
    /// Only these categories.
    public static func including(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { PointOfInterestCategories() }
    /// Only these categories.
    public static func including(_ categories: MKPointOfInterestCategory...) -> PointOfInterestCategories { PointOfInterestCategories() }
    /// All but these categories.
    public static func excluding(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { PointOfInterestCategories() }
    /// Every category but these.
    public static func excluding(_ categories: MKPointOfInterestCategory...) -> PointOfInterestCategories { PointOfInterestCategories() }
}

/// A kind of point of interest.
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    /// The category's identifier.
    public let rawValue: String
    /// A category from its identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Airports.
    public static let airport = MKPointOfInterestCategory(rawValue: "MKPOICategoryAirport")
    /// Bakeries.
    public static let bakery = MKPointOfInterestCategory(rawValue: "MKPOICategoryBakery")
    /// Beaches.
    public static let beach = MKPointOfInterestCategory(rawValue: "MKPOICategoryBeach")
    /// Cafés.
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    /// Fitness centres.
    public static let fitnessCenter = MKPointOfInterestCategory(rawValue: "MKPOICategoryFitnessCenter")
    /// Petrol stations.
    public static let gasStation = MKPointOfInterestCategory(rawValue: "MKPOICategoryGasStation")
    /// Hospitals.
    public static let hospital = MKPointOfInterestCategory(rawValue: "MKPOICategoryHospital")
    /// Hotels.
    public static let hotel = MKPointOfInterestCategory(rawValue: "MKPOICategoryHotel")
    /// Museums.
    public static let museum = MKPointOfInterestCategory(rawValue: "MKPOICategoryMuseum")
    /// National parks.
    public static let nationalPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryNationalPark")
    /// Parking.
    public static let parking = MKPointOfInterestCategory(rawValue: "MKPOICategoryParking")
    /// Parks.
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
    /// Public transport.
    public static let publicTransport = MKPointOfInterestCategory(rawValue: "MKPOICategoryPublicTransport")
    /// Restaurants.
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    /// Schools.
    public static let school = MKPointOfInterestCategory(rawValue: "MKPOICategorySchool")
    /// Stores.
    public static let store = MKPointOfInterestCategory(rawValue: "MKPOICategoryStore")
}

extension MapCamera: Equatable {
    /// Cameras are equal when their centre coordinates, distances, headings and pitches are.
    public static func == (lhs: MapCamera, rhs: MapCamera) -> Bool {
        lhs.centerCoordinate.isSame(as: rhs.centerCoordinate)
            && lhs.distance == rhs.distance && lhs.heading == rhs.heading && lhs.pitch == rhs.pitch
    }
}

extension MapCameraPosition: Equatable {
    /// Positions are equal when they frame the same thing: both automatic, the same region,
    /// camera or map rectangle, the same place, or following the person with equal fallbacks
    /// (so `onChange(of: position)` sees a move, as on iOS).
    public static func == (lhs: MapCameraPosition, rhs: MapCameraPosition) -> Bool {
        switch (lhs.kind, rhs.kind) {
        case (.automatic, .automatic): return true
        case (.region(let a), .region(let b)):
            return a.center.isSame(as: b.center)
                && a.span.latitudeDelta == b.span.latitudeDelta && a.span.longitudeDelta == b.span.longitudeDelta
        case (.camera(let a), .camera(let b)): return a == b
        case (.rect(let a), .rect(let b)): return a == b
        case (.item(let a, let pitchA), .item(let b, let pitchB)): return a == b && pitchA == pitchB
        case (.userLocation(let headingA, let a), .userLocation(let headingB, let b)): return headingA == headingB && a == b
        default: return false
        }
    }
}
