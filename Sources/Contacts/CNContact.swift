// The module a file's `import Contacts` finds on Linux: contacts, their keys and the store,
// answering as a fresh simulator does before the person answers the access prompt.
@_exported import Foundation

/// A key of a contact's property that a fetch asks for.
public protocol CNKeyDescriptor {}

/// Keys are strings (`CNContactGivenNameKey`), so `[CNContactGivenNameKey] as [CNKeyDescriptor]` compiles.
extension String: CNKeyDescriptor {}

/// The contact's identifier.
public let CNContactIdentifierKey = "identifier"
/// The given name.
public let CNContactGivenNameKey = "givenName"
/// The middle name.
public let CNContactMiddleNameKey = "middleName"
/// The family name.
public let CNContactFamilyNameKey = "familyName"
/// The nickname.
public let CNContactNicknameKey = "nickname"
/// The organization.
public let CNContactOrganizationNameKey = "organizationName"
/// The job title.
public let CNContactJobTitleKey = "jobTitle"
/// The phone numbers.
public let CNContactPhoneNumbersKey = "phoneNumbers"
/// The email addresses.
public let CNContactEmailAddressesKey = "emailAddresses"
/// The postal addresses.
public let CNContactPostalAddressesKey = "postalAddresses"
/// The birthday.
public let CNContactBirthdayKey = "birthday"
/// The full-size image's data.
public let CNContactImageDataKey = "imageData"
/// The thumbnail's data.
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
/// Whether the contact has an image.
public let CNContactImageDataAvailableKey = "imageDataAvailable"
/// The note (on iOS 13 and later, reading it needs Apple's notes entitlement).
public let CNContactNoteKey = "note"

/// The label of a mobile number.
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
/// The label of an iPhone number.
public let CNLabelPhoneNumberiPhone = "iPhone"
/// The label of a main number.
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"
/// The home label.
public let CNLabelHome = "_$!<Home>!$_"
/// The work label.
public let CNLabelWork = "_$!<Work>!$_"
/// The "other" label.
public let CNLabelOther = "_$!<Other>!$_"

/// A phone number as the person typed it.
public final class CNPhoneNumber: NSObject, Sendable {
    /// The number's text.
    public let stringValue: String

    /// A phone number of `stringValue`.
    public init(stringValue: String) {
        self.stringValue = stringValue
        super.init()
    }
}

/// A value of a contact with its label ("mobile", "home").
public final class CNLabeledValue<ValueType>: NSObject {
    /// The value's identifier.
    public let identifier = UUID().uuidString
    /// The label (`CNLabelHome`...), if any.
    public let label: String?
    /// The value.
    public let value: ValueType

    /// A value with `label`.
    public init(label: String?, value: ValueType) {
        self.label = label
        self.value = value
        super.init()
    }

    /// The label as the person reads it ("mobile" for `CNLabelPhoneNumberMobile`).
    public class func localizedString(forLabel label: String) -> String {
        label.hasPrefix("_$!<") && label.hasSuffix(">!$_") ? String(label.dropFirst(4).dropLast(4)).lowercased() : label
    }
}

/// A contact: names, numbers, addresses and images.
open class CNContact: NSObject {
    /// The contact's identifier.
    open internal(set) var identifier = UUID().uuidString
    /// The given name.
    open internal(set) var givenName = ""
    /// The middle name.
    open internal(set) var middleName = ""
    /// The family name.
    open internal(set) var familyName = ""
    /// The nickname.
    open internal(set) var nickname = ""
    /// The organization.
    open internal(set) var organizationName = ""
    /// The job title.
    open internal(set) var jobTitle = ""
    /// The phone numbers.
    open internal(set) var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    /// The email addresses.
    open internal(set) var emailAddresses: [CNLabeledValue<NSString>] = []
    /// The postal addresses.
    open internal(set) var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
    /// The birthday.
    open internal(set) var birthday: DateComponents?
    /// The note.
    open internal(set) var note = ""
    /// The full-size image's data.
    open internal(set) var imageData: Data?
    /// The thumbnail's data.
    open internal(set) var thumbnailImageData: Data?
    /// Whether the contact has an image.
    open var imageDataAvailable: Bool { imageData != nil }

    /// An empty contact.
    public override init() { super.init() }

    /// A predicate matching contacts whose name contains `name`.
    open class func predicateForContacts(matchingName name: String) -> NSPredicate { NSPredicate(value: true) }

    /// A predicate matching the contacts of `identifiers`.
    open class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate { NSPredicate(value: true) }
}

/// A contact being made or edited before a save request adds it.
open class CNMutableContact: CNContact {
    /// The given name.
    open override var givenName: String { get { super.givenName } set { super.givenName = newValue } }
    /// The family name.
    open override var familyName: String { get { super.familyName } set { super.familyName = newValue } }
    /// The middle name.
    open override var middleName: String { get { super.middleName } set { super.middleName = newValue } }
    /// The nickname.
    open override var nickname: String { get { super.nickname } set { super.nickname = newValue } }
    /// The organization.
    open override var organizationName: String { get { super.organizationName } set { super.organizationName = newValue } }
    /// The job title.
    open override var jobTitle: String { get { super.jobTitle } set { super.jobTitle = newValue } }
    /// The phone numbers.
    open override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { get { super.phoneNumbers } set { super.phoneNumbers = newValue } }
    /// The email addresses.
    open override var emailAddresses: [CNLabeledValue<NSString>] { get { super.emailAddresses } set { super.emailAddresses = newValue } }
    /// The postal addresses.
    open override var postalAddresses: [CNLabeledValue<CNPostalAddress>] { get { super.postalAddresses } set { super.postalAddresses = newValue } }
    /// The birthday.
    open override var birthday: DateComponents? { get { super.birthday } set { super.birthday = newValue } }
    /// The note.
    open override var note: String { get { super.note } set { super.note = newValue } }
    /// The full-size image's data.
    open override var imageData: Data? { get { super.imageData } set { super.imageData = newValue } }
}
