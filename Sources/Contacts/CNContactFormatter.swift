import Foundation

/// The styles of a contact's name.
public enum CNContactFormatterStyle: Int, Sendable {
    /// The full name: given, middle and family names.
    case fullName = 0
    /// The phonetic full name.
    case phoneticFullName = 1
}

/// Writes a contact's name as iOS's Contacts app does in English.
open class CNContactFormatter: Formatter {
    /// The formatter's style (`.fullName`).
    open var style = CNContactFormatterStyle.fullName

    /// A formatter of full names.
    public override init() { super.init() }

    /// A formatter from an archive.
    public required init?(coder: NSCoder) { super.init() }

    /// The keys a contact must be fetched with to be formatted in `style`.
    open class func descriptorForRequiredKeys(for style: CNContactFormatterStyle) -> any CNKeyDescriptor {
        "\(CNContactGivenNameKey),\(CNContactMiddleNameKey),\(CNContactFamilyNameKey)"
    }

    /// `contact`'s name in `style` ("Johnny Appleseed"), or its organization; `nil` when it has neither.
    open class func string(from contact: CNContact, style: CNContactFormatterStyle) -> String? {
        let name = [contact.givenName, contact.middleName, contact.familyName].filter { !$0.isEmpty }.joined(separator: " ")
        let text = name.isEmpty ? contact.organizationName : name
        return text.isEmpty ? nil : text
    }

    /// `contact`'s name in the formatter's style.
    open func string(from contact: CNContact) -> String? { Self.string(from: contact, style: style) }
}
