import Foundation

/// An error of Core Location, by code. A render never locates, so none is reported to a
/// delegate; apps create and match them (`catch let error as CLError where error.code == .denied`).
public struct CLError: Error, Hashable, Sendable, CustomNSError {
    /// The error's code.
    public let code: CLError.Code
    /// The circular region of `kCLErrorUserInfoAlternateRegionKey`, kept by value (regions are classes).
    private let alternate: (center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String)?

    /// An error of `code`; a `CLCircularRegion` under `kCLErrorUserInfoAlternateRegionKey`
    /// becomes `alternateRegion`.
    public init(_ code: CLError.Code, userInfo: [String: Any] = [:]) {
        self.code = code
        if let region = userInfo[kCLErrorUserInfoAlternateRegionKey] as? CLCircularRegion {
            alternate = (region.center, region.radius, region.identifier)
        } else {
            alternate = nil
        }
    }

    /// Core Location's error domain, "kCLErrorDomain".
    public static var errorDomain: String { "kCLErrorDomain" }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The information the error carries.
    public var errorUserInfo: [String: Any] {
        alternateRegion.map { [kCLErrorUserInfoAlternateRegionKey: $0] } ?? [:]
    }

    /// The region that could be monitored instead of the one asked for, if the error says one.
    public var alternateRegion: CLRegion? {
        alternate.map { CLCircularRegion(center: $0.center, radius: $0.radius, identifier: $0.identifier) }
    }

    /// Whether both errors have the same code.
    public static func == (lhs: CLError, rhs: CLError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// Core Location's error codes.
    public enum Code: Int, Sendable, Equatable {
        /// The location is not known yet.
        case locationUnknown = 0
        /// Location services are denied.
        case denied = 1
        /// The network was unavailable.
        case network = 2
        /// The heading could not be determined.
        case headingFailure = 3
        /// Region monitoring is denied.
        case regionMonitoringDenied = 4
        /// A region could not be monitored.
        case regionMonitoringFailure = 5
        /// Region monitoring could not start yet.
        case regionMonitoringSetupDelayed = 6
        /// Region events could be late.
        case regionMonitoringResponseDelayed = 7
        /// A geocode request found nothing.
        case geocodeFoundNoResult = 8
        /// A geocode request found part of an answer.
        case geocodeFoundPartialResult = 9
        /// A geocode request was cancelled.
        case geocodeCanceled = 10
        /// Deferred updates failed.
        case deferredFailed = 11
        /// Deferred updates need location updates on.
        case deferredNotUpdatingLocation = 12
        /// Deferred updates need a better accuracy.
        case deferredAccuracyTooLow = 13
        /// Deferred updates need no distance filter.
        case deferredDistanceFiltered = 14
        /// Deferred updates were cancelled.
        case deferredCanceled = 15
        /// Ranging is unavailable.
        case rangingUnavailable = 16
        /// Ranging failed.
        case rangingFailure = 17
        /// The person declined the prompt.
        case promptDeclined = 18
        /// A historical location request failed.
        case historicalLocationError = 19
    }

    /// `CLError.Code.locationUnknown`, as Apple's error struct spells its codes.
    public static var locationUnknown: CLError.Code { .locationUnknown }
    /// `CLError.Code.denied`.
    public static var denied: CLError.Code { .denied }
    /// `CLError.Code.network`.
    public static var network: CLError.Code { .network }
}

/// The `userInfo` key of the alternate region in a region-monitoring error.
public let kCLErrorUserInfoAlternateRegionKey = "alternateRegion"
/// Core Location's error domain.
public let kCLErrorDomain = "kCLErrorDomain"
