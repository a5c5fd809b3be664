import Foundation

/// The street key of a postal address.
public let CNPostalAddressStreetKey = "street"
/// The sub-locality key of a postal address.
public let CNPostalAddressSubLocalityKey = "subLocality"
/// The city key of a postal address.
public let CNPostalAddressCityKey = "city"
/// The sub-administrative-area key of a postal address.
public let CNPostalAddressSubAdministrativeAreaKey = "subAdministrativeArea"
/// The state key of a postal address.
public let CNPostalAddressStateKey = "state"
/// The postal code key of a postal address.
public let CNPostalAddressPostalCodeKey = "postalCode"
/// The country key of a postal address.
public let CNPostalAddressCountryKey = "country"
/// The ISO country code key of a postal address.
public let CNPostalAddressISOCountryCodeKey = "ISOCountryCode"

/// A contact's postal address: its street, city, state, postal code and country.
open class CNPostalAddress: NSObject {
    /// The street (may hold several lines).
    open internal(set) var street = ""
    /// The district within the city.
    open internal(set) var subLocality = ""
    /// The city.
    open internal(set) var city = ""
    /// The county or similar area within the state.
    open internal(set) var subAdministrativeArea = ""
    /// The state or province.
    open internal(set) var state = ""
    /// The postal code.
    open internal(set) var postalCode = ""
    /// The country's name.
    open internal(set) var country = ""
    /// The country's ISO 3166-1 code ("us").
    open internal(set) var isoCountryCode = ""

    /// An empty address.
    public override init() { super.init() }

    /// The property's name as a person reads it ("Street" for `CNPostalAddressStreetKey`).
    open class func localizedString(forKey key: String) -> String {
        switch key {
        case CNPostalAddressStreetKey: return "Street"
        case CNPostalAddressSubLocalityKey: return "Neighborhood"
        case CNPostalAddressCityKey: return "City"
        case CNPostalAddressSubAdministrativeAreaKey: return "County"
        case CNPostalAddressStateKey: return "State"
        case CNPostalAddressPostalCodeKey: return "ZIP"
        case CNPostalAddressCountryKey: return "Country"
        case CNPostalAddressISOCountryCodeKey: return "Country Code"
        default: return key
        }
    }
}

/// A postal address being written before it is stored in a contact.
open class CNMutablePostalAddress: CNPostalAddress {
    /// The street (may hold several lines).
    open override var street: String { get { super.street } set { super.street = newValue } }
    /// The district within the city.
    open override var subLocality: String { get { super.subLocality } set { super.subLocality = newValue } }
    /// The city.
    open override var city: String { get { super.city } set { super.city = newValue } }
    /// The county or similar area within the state.
    open override var subAdministrativeArea: String { get { super.subAdministrativeArea } set { super.subAdministrativeArea = newValue } }
    /// The state or province.
    open override var state: String { get { super.state } set { super.state = newValue } }
    /// The postal code.
    open override var postalCode: String { get { super.postalCode } set { super.postalCode = newValue } }
    /// The country's name.
    open override var country: String { get { super.country } set { super.country = newValue } }
    /// The country's ISO 3166-1 code ("us").
    open override var isoCountryCode: String { get { super.isoCountryCode } set { super.isoCountryCode = newValue } }
}

/// The styles of a formatted postal address.
public enum CNPostalAddressFormatterStyle: Int, Sendable {
    /// The address on several lines, as written on an envelope.
    case mailingAddress = 0
}

/// Writes a postal address on several lines, as an envelope takes it: "1 Infinite Loop",
/// "Cupertino CA 95014", "United States" for a US address (and where no country is given);
/// the postal code before the city in most of Europe, on its own line in the UK.
open class CNPostalAddressFormatter: Formatter {
    /// The formatter's style (`.mailingAddress`).
    open var style = CNPostalAddressFormatterStyle.mailingAddress

    /// A formatter of mailing addresses.
    public override init() { super.init() }

    /// A formatter from an archive.
    public required init?(coder: NSCoder) { super.init() }

    /// `postalAddress` in `style`: its non-empty lines joined by newlines.
    open class func string(from postalAddress: CNPostalAddress, style: CNPostalAddressFormatterStyle) -> String {
        lines(of: postalAddress).joined(separator: "\n")
    }

    /// `postalAddress` in the formatter's style.
    open func string(from postalAddress: CNPostalAddress) -> String { Self.string(from: postalAddress, style: style) }

    /// `postalAddress` in `style` as an attributed string with `attributes` throughout.
    open class func attributedString(from postalAddress: CNPostalAddress, style: CNPostalAddressFormatterStyle,
                                     withDefaultAttributes attributes: [AnyHashable: Any] = [:]) -> NSAttributedString {
        let keys = attributes.reduce(into: [NSAttributedString.Key: Any]()) { result, pair in
            if let name = pair.key as? String { result[NSAttributedString.Key(name)] = pair.value }
            if let key = pair.key as? NSAttributedString.Key { result[key] = pair.value }
        }
        return NSAttributedString(string: string(from: postalAddress, style: style), attributes: keys)
    }

    /// `postalAddress` in the formatter's style as an attributed string.
    open func attributedString(from postalAddress: CNPostalAddress, withDefaultAttributes attributes: [AnyHashable: Any] = [:]) -> NSAttributedString {
        Self.attributedString(from: postalAddress, style: style, withDefaultAttributes: attributes)
    }

    /// Countries whose addresses put the postal code before the city on one line.
    private static let postalCodeFirst: Set<String> = ["de", "fr", "it", "es", "nl", "be", "ch", "at", "dk", "se", "no", "fi", "pt", "pl", "cz", "lu"]

    private static func lines(of address: CNPostalAddress) -> [String] {
        func joined(_ parts: [String]) -> String { parts.filter { !$0.isEmpty }.joined(separator: " ") }
        let code = address.isoCountryCode.lowercased()
        var lines = [address.street]
        if postalCodeFirst.contains(code) {
            lines.append(joined([address.postalCode, address.city]))
        } else if code == "gb" {
            lines += [address.city, address.postalCode]
        } else {
            lines.append(joined([address.city, address.state, address.postalCode]))
        }
        lines.append(address.country)
        return lines.filter { !$0.isEmpty }
    }
}
