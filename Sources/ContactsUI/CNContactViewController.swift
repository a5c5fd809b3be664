/// The system's contact card (viewing, adding or completing a contact), as a stand-in that
/// keeps its contact and settings.
open class CNContactViewController: UIViewController {
    /// The contact shown.
    open private(set) var contact: CNContact
    /// The store a new or edited contact is saved to.
    open var contactStore: CNContactStore?
    /// The object told when the card closes (never called in a render).
    open weak var delegate: (any CNContactViewControllerDelegate)?
    /// Whether the person may edit the contact.
    open var allowsEditing = true
    /// Whether the card shows actions (call, message, share).
    open var allowsActions = true
    /// Whether linked contacts are shown.
    open var shouldShowLinkedContacts = false
    /// The keys of the properties the card shows (all when `nil`).
    open var displayedPropertyKeys: [String]?
    /// A message shown below the name of an unknown contact.
    open var message: String?
    /// The name shown when the contact has none.
    open var alternateName: String?

    /// A card showing an existing contact.
    public init(for contact: CNContact) {
        self.contact = contact
        super.init(nibName: nil, bundle: nil)
    }

    /// A card for a contact not in the store, which the person may add.
    public convenience init(forUnknownContact contact: CNContact) {
        self.init(for: contact)
        allowsEditing = false
    }

    /// A card for a new contact, filled in with `contact` if given.
    public convenience init(forNewContact contact: CNContact?) {
        self.init(for: contact ?? CNMutableContact())
    }

    /// Nil: a card needs a contact, which an archive cannot give.
    public required init?(coder: NSCoder) { return nil }

    /// The keys a contact must be fetched with to be shown on a card.
    open class func descriptorForRequiredKeys() -> any CNKeyDescriptor {
        [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactPhoneNumbersKey, CNContactEmailAddressesKey,
         CNContactPostalAddressesKey].joined(separator: ",")
    }
}

/// What the contact card tells its delegate; both methods have defaults.
public protocol CNContactViewControllerDelegate: NSObjectProtocol {
    /// The card closed, with the contact saved (`nil` when cancelled).
    func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?)
    /// Whether the card performs a tapped property's default action (call, email): true.
    func contactViewController(_ viewController: CNContactViewController, shouldPerformDefaultActionFor property: CNContactProperty) -> Bool
}

extension CNContactViewControllerDelegate {
    /// Nothing.
    public func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?) {}
    /// True, as UIKit's default.
    public func contactViewController(_ viewController: CNContactViewController, shouldPerformDefaultActionFor property: CNContactProperty) -> Bool { true }
}
