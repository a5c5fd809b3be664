import BackplateCore
import CoreLocation
import Foundation

/// A place's address (iOS 26): its full form and, when MapKit has one, a short form.
public final class MKAddress: NSObject, Sendable {
    /// The whole address, such as "1 Infinite Loop, Cupertino, CA 95014, United States".
    public let fullAddress: String
    /// A shorter form, such as "Cupertino, CA", if any.
    public let shortAddress: String?

    /// An address of `fullAddress` and `shortAddress`.
    public init?(fullAddress: String, shortAddress: String?) {
        self.fullAddress = fullAddress
        self.shortAddress = shortAddress
        super.init()
    }
}

/// Looks up the address of a location (iOS 26, replacing `CLGeocoder`). A render reaches no map
/// server: the map items throw `MKError(.serverFailure)`, as a device with no network does.
public final class MKReverseGeocodingRequest: NSObject, Sendable {
    private struct State {
        var preferredLocale: Locale?
        var isCancelled = false
    }
    private let state = LockedState(State())

    /// The location looked up.
    public let location: CLLocation

    /// A request for `location`: nil when its coordinate is not a valid latitude and longitude.
    public init?(location: CLLocation) {
        guard CLLocationCoordinate2DIsValid(location.coordinate) else { return nil }
        self.location = location
        super.init()
    }

    /// The locale the address is written for (nil: the person's).
    public var preferredLocale: Locale? {
        get { state.withLock { $0.preferredLocale } }
        set { state.withLock { $0.preferredLocale = newValue } }
    }
    /// Whether the request was cancelled.
    public var isCancelled: Bool { state.withLock { $0.isCancelled } }
    /// Whether the request is running: never in a render.
    public var isLoading: Bool { false }

    /// Cancels the request.
    public func cancel() { state.withLock { $0.isCancelled = true } }

    /// The places at the location: throws `MKError(.serverFailure)` in a render.
    public var mapItems: [MKMapItem] {
        get async throws { throw MKError(.serverFailure) }
    }

    /// Looks the places up: `completionHandler` gets `MKError(.serverFailure)` on the main actor.
    public func getMapItems(completionHandler: @escaping @MainActor @Sendable ([MKMapItem]?, (any Error)?) -> Void) {
        Task { @MainActor in completionHandler(nil, MKError(.serverFailure)) }
    }
}
