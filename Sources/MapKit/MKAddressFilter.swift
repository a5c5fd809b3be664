import Foundation

/// Which kinds of address a search or completer returns (iOS 18): countries, administrative
/// areas, localities, postal codes. A render searches nothing, so the filter is only kept.
public final class MKAddressFilter: NSObject, Sendable {
    /// Kinds of address, MapKit's bit values.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Countries and regions.
        public static let country = Options(rawValue: 1 << 0)
        /// The primary administrative divisions of countries (states, provinces).
        public static let administrativeArea = Options(rawValue: 1 << 1)
        /// The secondary administrative divisions (counties).
        public static let subAdministrativeArea = Options(rawValue: 1 << 2)
        /// Local administrative divisions, postal cities and populated places.
        public static let locality = Options(rawValue: 1 << 3)
        /// Neighbourhoods and districts within a locality.
        public static let subLocality = Options(rawValue: 1 << 4)
        /// Postal codes.
        public static let postalCode = Options(rawValue: 1 << 5)
    }

    private let options: Options
    private let including: Bool

    /// A filter returning only the kinds in `options`.
    public init(including options: Options) {
        self.options = options
        including = true
        super.init()
    }

    /// A filter returning every kind but those in `options`.
    public init(excluding options: Options) {
        self.options = options
        including = false
        super.init()
    }

    /// Every kind of address.
    public class var includingAll: MKAddressFilter { MKAddressFilter(excluding: []) }
    /// No address.
    public class var excludingAll: MKAddressFilter { MKAddressFilter(including: []) }

    /// Whether the filter returns every kind in `options`.
    public func includes(_ options: Options) -> Bool {
        including ? self.options.isSuperset(of: options) : self.options.isDisjoint(with: options)
    }
    /// Whether the filter leaves out every kind in `options`.
    public func excludes(_ options: Options) -> Bool {
        including ? self.options.isDisjoint(with: options) : self.options.isSuperset(of: options)
    }
}

/// Whether a search keeps to its region (iOS 18).
public enum MKLocalSearchRegionPriority: Int, Sendable {
    /// The region is a hint: results outside it may come back.
    case `default` = 0
    /// Only results inside the region come back.
    case required = 1
}
