// The module a file's `import ContactsUI` finds on Linux: the system's contact picker and
// contact card, never drawn (UIKit controllers; a representable's frame is left empty, with a
// warning), whose delegates are never called in a render.
@_exported import Contacts
@_exported import BackplateUIKit

/// The system's contact picker, as a stand-in that keeps its configuration.
open class CNContactPickerViewController: UIViewController {
    /// The object told what the person picked (never called in a render).
    open weak var delegate: (any CNContactPickerDelegate)?
    /// The keys of the properties the picker shows (all when `nil`).
    open var displayedPropertyKeys: [String]?
    /// Which contacts can be picked (all when `nil`).
    open var predicateForEnablingContact: NSPredicate?
    /// Which contacts are returned at once rather than opened (all when `nil`).
    open var predicateForSelectionOfContact: NSPredicate?
    /// Which properties are returned when tapped (all when `nil`).
    open var predicateForSelectionOfProperty: NSPredicate?
}

/// What the contact picker tells its delegate; every method has an empty default.
public protocol CNContactPickerDelegate: NSObjectProtocol {
    /// The person closed the picker without picking.
    func contactPickerDidCancel(_ picker: CNContactPickerViewController)
    /// The person picked `contact`.
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact)
    /// The person picked one property of a contact.
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contactProperty: CNContactProperty)
    /// The person picked several contacts.
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact])
    /// The person picked several properties.
    func contactPicker(_ picker: CNContactPickerViewController, didSelectContactProperties contactProperties: [CNContactProperty])
}

extension CNContactPickerDelegate {
    /// Nothing.
    public func contactPickerDidCancel(_ picker: CNContactPickerViewController) {}
    /// Nothing.
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {}
    /// Nothing.
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contactProperty: CNContactProperty) {}
    /// Nothing.
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact]) {}
    /// Nothing.
    public func contactPicker(_ picker: CNContactPickerViewController, didSelectContactProperties contactProperties: [CNContactProperty]) {}
}
