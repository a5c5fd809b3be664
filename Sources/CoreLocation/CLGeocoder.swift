import Foundation
import Synchronization

/// A user-friendly description of a location: its address, as a geocoder returns it. A render
/// has no geocoding service, so placemarks are the ones an app or preview makes.
open class CLPlacemark: NSObject {
    /// The location the placemark describes.
    public let location: CLLocation?
    /// The placemark's name ("Apple Park").
    public let name: String?
    /// The street ("Apple Park Way").
    public let thoroughfare: String?
    /// The street number ("1").
    public let subThoroughfare: String?
    /// The city ("Cupertino").
    public let locality: String?
    /// The neighbourhood.
    public let subLocality: String?
    /// The state or province ("CA").
    public let administrativeArea: String?
    /// The county.
    public let subAdministrativeArea: String?
    /// The postal code ("95014").
    public let postalCode: String?
    /// The ISO country code ("US").
    public let isoCountryCode: String?
    /// The country ("United States").
    public let country: String?
    /// The time zone of the place.
    public let timeZone: TimeZone?
    /// Points of interest at the place ("Apple Park"), as a geocoder names them (`nil` unless given).
    public let areasOfInterest: [String]?

    /// A placemark with the given address parts.
    public init(location: CLLocation? = nil, name: String? = nil, thoroughfare: String? = nil, subThoroughfare: String? = nil,
                locality: String? = nil, subLocality: String? = nil, administrativeArea: String? = nil,
                subAdministrativeArea: String? = nil, postalCode: String? = nil, isoCountryCode: String? = nil,
                country: String? = nil, timeZone: TimeZone? = nil, areasOfInterest: [String]? = nil) {
        self.location = location
        self.name = name
        self.thoroughfare = thoroughfare
        self.subThoroughfare = subThoroughfare
        self.locality = locality
        self.subLocality = subLocality
        self.administrativeArea = administrativeArea
        self.subAdministrativeArea = subAdministrativeArea
        self.postalCode = postalCode
        self.isoCountryCode = isoCountryCode
        self.country = country
        self.timeZone = timeZone
        self.areasOfInterest = areasOfInterest
        super.init()
    }

    /// A copy of another placemark.
    public convenience init(placemark: CLPlacemark) {
        self.init(location: placemark.location, name: placemark.name, thoroughfare: placemark.thoroughfare,
                  subThoroughfare: placemark.subThoroughfare, locality: placemark.locality, subLocality: placemark.subLocality,
                  administrativeArea: placemark.administrativeArea, subAdministrativeArea: placemark.subAdministrativeArea,
                  postalCode: placemark.postalCode, isoCountryCode: placemark.isoCountryCode, country: placemark.country,
                  timeZone: placemark.timeZone, areasOfInterest: placemark.areasOfInterest)
    }
}

/// Converts between coordinates and addresses. There is no geocoding service here, as on a
/// simulator offline: every request fails with `CLError.network`, reported on the main queue
/// after the call returns (async forms throw it), so an app shows its no-address state.
open class CLGeocoder: NSObject {
    private let state = GeocodeRequests()

    /// A geocoder.
    public override init() { super.init() }

    /// Whether a request is under way (until its completion handler runs).
    open var isGeocoding: Bool { state.counts.withLock { $0.pending > 0 } }

    /// Asks for the placemarks of `location`: fails with `CLError.network`.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        fail(completionHandler)
    }

    /// Asks for the placemarks of `location` in `locale`: fails with `CLError.network`.
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?,
                                     completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        fail(completionHandler)
    }

    /// Asks for the placemarks of an address: fails with `CLError.network`.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        fail(completionHandler)
    }

    /// Asks for the placemarks of an address in `locale`: fails with `CLError.network`.
    open func geocodeAddressString(_ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?,
                                   completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        fail(completionHandler)
    }

    /// The placemarks of `location`.
    /// - Throws: `CLError.network`.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { throw CLError(.network) }

    /// The placemarks of `location` in `locale`.
    /// - Throws: `CLError.network`.
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// The placemarks of an address.
    /// - Throws: `CLError.network`.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { throw CLError(.network) }

    /// Cancels pending requests: their handlers get `CLError.geocodeCanceled` instead.
    open func cancelGeocode() { state.counts.withLock { $0.canceled = $0.pending } }

    private func fail(_ handler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        let state = self.state
        state.counts.withLock { $0.pending += 1 }
        DispatchQueue.main.async {
            let canceled = state.counts.withLock { counts in
                counts.pending -= 1
                guard counts.canceled > 0 else { return false }
                counts.canceled -= 1
                return true
            }
            handler(nil, CLError(canceled ? .geocodeCanceled : .network))
        }
    }
}

/// A geocoder's requests under way and how many of them were canceled.
final class GeocodeRequests: Sendable {
    let counts = Mutex((pending: 0, canceled: 0))
}
