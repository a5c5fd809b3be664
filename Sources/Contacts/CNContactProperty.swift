import Foundation

/// One property of a contact a person picked: the contact, the property's key and, for a
/// property with several values (phone numbers), the value chosen with its label.
open class CNContactProperty: NSObject {
    /// The contact the property belongs to.
    public let contact: CNContact
    /// The property's key (`CNContactPhoneNumbersKey`...).
    public let key: String
    /// The value chosen (a `CNPhoneNumber`, an address...).
    public let value: Any?
    /// The identifier of the labelled value chosen, for a property with several values.
    public let identifier: String?
    /// The label of the value chosen, for a property with several values.
    public let label: String?

    /// A picked property (the contact picker makes these; none is picked in a render).
    package init(contact: CNContact, key: String, value: Any?, identifier: String? = nil, label: String? = nil) {
        self.contact = contact
        self.key = key
        self.value = value
        self.identifier = identifier
        self.label = label
        super.init()
    }
}
