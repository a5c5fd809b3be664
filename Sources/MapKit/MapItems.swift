import BackplateCore
import Foundation

/// A place on the map (MapKit's class): a placemark with a name, phone number and URL. A
/// render has no map server, so places are only those code makes.
public final class MKMapItem: NSObject, Sendable {
    private struct Details {
        var name: String?
        var phoneNumber: String?
        var url: URL?
        var pointOfInterestCategory: MKPointOfInterestCategory?
        var timeZone: TimeZone?
        var address: MKAddress?
    }
    private let details = LockedState(Details())

    /// The place's placemark.
    public let placemark: MKPlacemark
    /// Whether this item stands for the person's location.
    public let isCurrentLocation: Bool
    /// The place's location (iOS 26): the one it was made with, else its placemark's coordinate.
    @available(iOS 26, macOS 26, *)
    public var location: CLLocation { storedLocation }
    private let storedLocation: CLLocation

    /// A place at a placemark.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        isCurrentLocation = false
        storedLocation = CLLocation(latitude: placemark.coordinate.latitude, longitude: placemark.coordinate.longitude)
        super.init()
        name = placemark.name
    }

    /// An empty place: no name, its placemark at 0°, 0° (what `@State var result = MKMapItem()`
    /// holds until a search fills it).
    public convenience override init() {
        self.init(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D()))
    }

    /// A place at `location` with `address` (iOS 26).
    public init(location: CLLocation, address: MKAddress?) {
        placemark = MKPlacemark(coordinate: location.coordinate)
        isCurrentLocation = false
        storedLocation = location
        super.init()
        details.withLock { $0.address = address }
    }

    private init(currentLocation: Void) {
        placemark = MKPlacemark(coordinate: CLLocationCoordinate2D())
        isCurrentLocation = true
        storedLocation = CLLocation(latitude: 0, longitude: 0)
        super.init()
    }

    /// The person's location (a render has none: its placemark is at 0°, 0°).
    public static func forCurrentLocation() -> MKMapItem { MKMapItem(currentLocation: ()) }

    /// The place's name.
    public var name: String? {
        get { details.withLock { $0.name } }
        set { details.withLock { $0.name = newValue } }
    }
    /// The place's phone number.
    public var phoneNumber: String? {
        get { details.withLock { $0.phoneNumber } }
        set { details.withLock { $0.phoneNumber = newValue } }
    }
    /// The place's website.
    public var url: URL? {
        get { details.withLock { $0.url } }
        set { details.withLock { $0.url = newValue } }
    }
    /// The kind of point of interest the place is.
    public var pointOfInterestCategory: MKPointOfInterestCategory? {
        get { details.withLock { $0.pointOfInterestCategory } }
        set { details.withLock { $0.pointOfInterestCategory = newValue } }
    }
    /// The place's time zone.
    public var timeZone: TimeZone? {
        get { details.withLock { $0.timeZone } }
        set { details.withLock { $0.timeZone = newValue } }
    }

    /// The place's address (iOS 26): the one it was made with, else nil (a render looks none up).
    public var address: MKAddress? { details.withLock { $0.address } }

    /// Opens the place in Maps: false in a render, which has no Maps app.
    @discardableResult
    public func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// A placemark: a coordinate with an optional name.
public final class MKPlacemark: NSObject, Sendable {
    /// The placemark's coordinate.
    public let coordinate: CLLocationCoordinate2D
    /// The placemark's name (from its address dictionary's "Name", if any).
    public let name: String?

    /// A placemark at a coordinate.
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        name = nil
        super.init()
    }
    /// A placemark at a coordinate with an address dictionary (its "Name" is kept).
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.coordinate = coordinate
        name = addressDictionary?["Name"] as? String
        super.init()
    }

    /// The placemark's title, as a map annotation shows it: its name (a render looks up no address).
    public var title: String? { name }
    /// The placemark's subtitle: none without an address.
    public var subtitle: String? { nil }
    /// The placemark's location: its coordinate, as `CLPlacemark.location` gives it.
    public var location: CLLocation? { CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude) }
}

/// A MapKit error.
public struct MKError: Error, Hashable, Sendable {
    /// The error's code.
    public let code: Code
    /// An error with a code.
    public init(_ code: Code) { self.code = code }

    /// MapKit's error codes.
    public enum Code: UInt, Sendable {
        /// An unknown error.
        case unknown = 1
        /// The map server failed (what a render's requests end in: it reaches no server).
        case serverFailure = 2
        /// Too many requests.
        case loadingThrottled = 3
        /// No placemark was found.
        case placemarkNotFound = 4
        /// No directions were found.
        case directionsNotFound = 5
        /// Decoding failed.
        case decodingFailed = 6
    }
}

/// Asks the map server for the place of a map feature. A render reaches no server: `mapItem`
/// throws `MKError(.serverFailure)`, as a device with no network does.
public final class MKMapItemRequest: NSObject, Sendable {
    /// The feature the request is for.
    public let feature: MapFeature
    /// A request for a feature's place.
    public init(feature: MapFeature) {
        self.feature = feature
        super.init()
    }
    /// The feature's place: throws `MKError(.serverFailure)` in a render.
    public var mapItem: MKMapItem {
        get async throws { throw MKError(.serverFailure) }
    }
}

/// A search for places by name or kind. A render reaches no map server: `start()` throws
/// `MKError(.serverFailure)`, as a device with no network does.
public final class MKLocalSearch: NSObject, Sendable {
    /// The search's request.
    public let request: Request

    /// A search for a request.
    public init(request: Request) {
        self.request = request
        super.init()
    }

    /// Runs the search: throws `MKError(.serverFailure)` in a render.
    public func start() async throws -> Response { throw MKError(.serverFailure) }
    /// Runs the search and calls `completionHandler` at once with `MKError(.serverFailure)`.
    public func start(completionHandler: @escaping @Sendable (Response?, (any Error)?) -> Void) {
        completionHandler(nil, MKError(.serverFailure))
    }
    /// Cancels the search.
    public func cancel() {}
    /// Whether the search is running: never in a render.
    public var isSearching: Bool { false }

    /// The kinds of results a search returns.
    public struct ResultType: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Kinds from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Addresses.
        public static let address = ResultType(rawValue: 1)
        /// Points of interest.
        public static let pointOfInterest = ResultType(rawValue: 2)
        /// Physical features (mountains, lakes).
        public static let physicalFeature = ResultType(rawValue: 4)
    }

    /// What to search for.
    public final class Request: NSObject, Sendable {
        /// The kinds of results a search returns.
        public typealias ResultType = MKLocalSearch.ResultType
        private struct Fields {
            var naturalLanguageQuery: String?
            var region = MKCoordinateRegion()
            var resultTypes: ResultType = [.address, .pointOfInterest]
            var pointOfInterestFilter: MKPointOfInterestFilter?
            var addressFilter: MKAddressFilter?
            var regionPriority = MKLocalSearchRegionPriority.default
        }
        private let fields = LockedState(Fields())

        /// An empty request.
        override public init() { super.init() }
        /// A request for a query.
        public convenience init(naturalLanguageQuery: String) {
            self.init()
            self.naturalLanguageQuery = naturalLanguageQuery
        }
        /// A request for a query in a region.
        public convenience init(naturalLanguageQuery: String, region: MKCoordinateRegion) {
            self.init(naturalLanguageQuery: naturalLanguageQuery)
            self.region = region
        }

        /// The text to search for.
        public var naturalLanguageQuery: String? {
            get { fields.withLock { $0.naturalLanguageQuery } }
            set { fields.withLock { $0.naturalLanguageQuery = newValue } }
        }
        /// The region to search around.
        public var region: MKCoordinateRegion {
            get { fields.withLock { $0.region } }
            set { fields.withLock { $0.region = newValue } }
        }
        /// The kinds of results wanted (addresses and points of interest by default).
        public var resultTypes: ResultType {
            get { fields.withLock { $0.resultTypes } }
            set { fields.withLock { $0.resultTypes = newValue } }
        }
        /// Which points of interest to return (all when `nil`).
        public var pointOfInterestFilter: MKPointOfInterestFilter? {
            get { fields.withLockUnchecked { $0.pointOfInterestFilter } }
            set { fields.withLockUnchecked { $0.pointOfInterestFilter = newValue } }
        }
        /// Which kinds of address to return (all when `nil`; iOS 18).
        public var addressFilter: MKAddressFilter? {
            get { fields.withLock { $0.addressFilter } }
            set { fields.withLock { $0.addressFilter = newValue } }
        }
        /// Whether results must lie in `region` (iOS 18).
        public var regionPriority: MKLocalSearchRegionPriority {
            get { fields.withLock { $0.regionPriority } }
            set { fields.withLock { $0.regionPriority = newValue } }
        }
    }

    /// A search's results.
    public final class Response: NSObject, Sendable {
        /// The places found.
        public let mapItems: [MKMapItem]
        /// The region holding them.
        public let boundingRegion: MKCoordinateRegion
        init(mapItems: [MKMapItem], boundingRegion: MKCoordinateRegion) {
            self.mapItems = mapItems
            self.boundingRegion = boundingRegion
            super.init()
        }
    }
}
