import Foundation

/// The semantic meaning of a text field's content, for autofill (UIKit's type, declared in
/// Backplate's core so `import Backplate` brings it in as `import SwiftUI` does on iOS).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The raw identifier.
    public let rawValue: String
    /// Creates a content type from its identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a content type from its identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A name.
    public static let name = UITextContentType("name")
    /// A name prefix.
    public static let namePrefix = UITextContentType("namePrefix")
    /// A given name.
    public static let givenName = UITextContentType("givenName")
    /// A middle name.
    public static let middleName = UITextContentType("middleName")
    /// A family name.
    public static let familyName = UITextContentType("familyName")
    /// A name suffix.
    public static let nameSuffix = UITextContentType("nameSuffix")
    /// A nickname.
    public static let nickname = UITextContentType("nickname")
    /// A job title.
    public static let jobTitle = UITextContentType("jobTitle")
    /// An organisation name.
    public static let organizationName = UITextContentType("organizationName")
    /// A location.
    public static let location = UITextContentType("location")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType("fullStreetAddress")
    /// The first street address line.
    public static let streetAddressLine1 = UITextContentType("streetAddressLine1")
    /// The second street address line.
    public static let streetAddressLine2 = UITextContentType("streetAddressLine2")
    /// A city.
    public static let addressCity = UITextContentType("addressCity")
    /// A state or province.
    public static let addressState = UITextContentType("addressState")
    /// A city and state.
    public static let addressCityAndState = UITextContentType("addressCityAndState")
    /// A sublocality.
    public static let sublocality = UITextContentType("sublocality")
    /// A country name.
    public static let countryName = UITextContentType("countryName")
    /// A postal code.
    public static let postalCode = UITextContentType("postalCode")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType("telephoneNumber")
    /// An email address.
    public static let emailAddress = UITextContentType("emailAddress")
    /// A URL.
    public static let URL = UITextContentType("URL")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType("creditCardNumber")
    /// A user name.
    public static let username = UITextContentType("username")
    /// A password.
    public static let password = UITextContentType("password")
    /// A new password.
    public static let newPassword = UITextContentType("newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType("oneTimeCode")
    /// A shipment tracking number.
    public static let shipmentTrackingNumber = UITextContentType("shipmentTrackingNumber")
    /// A flight number.
    public static let flightNumber = UITextContentType("flightNumber")
    /// A date, time or duration.
    public static let dateTime = UITextContentType("dateTime")
    /// A birth date.
    public static let birthdate = UITextContentType("birthdate")
}

nonisolated extension View {
    /// Sets the content type of text fields for autofill. No visible effect.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { modifier(_InertModifier()) }
}
