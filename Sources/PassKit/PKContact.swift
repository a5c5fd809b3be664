import Contacts
import Foundation

/// Contact information a payment sheet collected or prefills: a name, a postal address, an
/// email address and a phone number.
open class PKContact: NSObject {
    /// The person's name.
    open var name: PersonNameComponents?
    /// The postal address.
    open var postalAddress: CNPostalAddress?
    /// The email address.
    open var emailAddress: String?
    /// The phone number.
    open var phoneNumber: CNPhoneNumber?
    /// The district of the address, before iOS 10.3 kept apart from `postalAddress`.
    @available(iOS, introduced: 9.2, deprecated: 10.3, message: "Use subLocality and subAdministrativeArea on postalAddress instead")
    open var supplementarySubLocality: String?

    /// An empty contact.
    public override init() { super.init() }
}
