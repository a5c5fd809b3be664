import BackplateCore
import Foundation

/// A place's address written for display (iOS 26): the city, the city with its region, the
/// region and the whole address. Only MapKit's server makes these; a render reaches none, so
/// a map item's `addressRepresentations` is nil.
public final class MKAddressRepresentations: NSObject, Sendable {
    /// How much context `cityWithContext(_:)` adds to the city's name.
    public enum ContextStyle: Int, Sendable {
        /// As much as MapKit finds useful.
        case automatic = 0
        /// The least that tells the city apart.
        case short = 1
        /// The state and region too.
        case full = 2
    }

    private let lines: [String]
    private let city: String?
    private let contexts: [ContextStyle: String]
    private let regionValue: Locale.Region?

    init(lines: [String], city: String?, contexts: [ContextStyle: String], region: Locale.Region?) {
        self.lines = lines
        self.city = city
        self.contexts = contexts
        regionValue = region
        super.init()
    }

    /// The city's name, such as "Cupertino".
    public var cityName: String? { city }
    /// The city with what tells it apart, such as "Cupertino, CA".
    public var cityWithContext: String? { cityWithContext(.automatic) }
    /// The city with the context of `style`.
    public func cityWithContext(_ style: ContextStyle) -> String? { contexts[style] ?? city }
    /// The region, as a locale region.
    public var region: Locale.Region? { regionValue }
    /// The region's ISO 3166 code, such as "US".
    public var regionCode: String? { regionValue?.identifier }
    /// The region's name in the current locale, such as "United States".
    public var regionName: String? { regionValue.flatMap { Locale.current.localizedString(forRegionCode: $0.identifier) } }

    /// The whole address, with or without the region's name, on one line (joined by ", ") or
    /// one line per part.
    public func fullAddress(includingRegion: Bool, singleLine: Bool) -> String? {
        var parts = lines
        if includingRegion, let regionName { parts.append(regionName) }
        guard !parts.isEmpty else { return nil }
        return parts.joined(separator: singleLine ? ", " : "\n")
    }
}

extension MKMapItem {
    /// The place's address written for display (iOS 26): nil, as only MapKit's server writes it.
    public var addressRepresentations: MKAddressRepresentations? { nil }
}
