// The module a file's `import CoreSpotlight` finds on Linux: searchable items and the index
// they go into. Indexing succeeds and nothing is searched: a render has no Spotlight.
@_exported import Foundation
@_exported import UniformTypeIdentifiers

/// The activity type of a Spotlight result the person tapped (`onContinueUserActivity`).
public let CSSearchableItemActionType = "com.apple.corespotlightitem"
/// The user-info key of the tapped item's unique identifier.
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"
/// The activity type of a search continued in the app.
public let CSQueryContinuationActionType = "com.apple.corespotlightquery"
/// The user-info key of the continued search's text.
public let CSSearchQueryString = "kCSSearchQueryString"

/// What Spotlight shows and matches of an item: its title, description, keywords, thumbnail.
open class CSSearchableItemAttributeSet: NSObject {
    /// The item's content type.
    public let contentType: UTType
    /// The title shown in results.
    open var title: String?
    /// The name shown in results (the title when `nil`).
    open var displayName: String?
    /// The description shown under the title.
    open var contentDescription: String?
    /// Words that find the item.
    open var keywords: [String]?
    /// The item's full text, which Spotlight indexes (a render indexes nothing).
    open var textContent: String?
    /// The thumbnail's image data.
    open var thumbnailData: Data?
    /// The thumbnail's file URL.
    open var thumbnailURL: URL?
    /// The item's URL.
    open var contentURL: URL?
    /// The item's identifier in the app's own terms.
    open var identifier: String?
    /// The item's related unique identifier.
    open var relatedUniqueIdentifier: String?
    /// When the item was made.
    open var contentCreationDate: Date?
    /// When the item last changed.
    open var contentModificationDate: Date?
    /// A rating from 0 to 5.
    open var rating: NSNumber?
    /// The item's phone numbers.
    open var phoneNumbers: [String]?
    /// The item's email addresses.
    open var emailAddresses: [String]?
    /// Whether the item can be called.
    open var supportsPhoneCall: NSNumber?
    /// Whether the item can be navigated to.
    open var supportsNavigation: NSNumber?

    /// Attributes of an item of `contentType` (iOS 14).
    public init(contentType: UTType) {
        self.contentType = contentType
        super.init()
    }

    /// Attributes of an item of the type identified by `itemContentType` (a UTI string).
    @available(iOS, deprecated: 14.0, message: "Use init(contentType:)")
    public convenience init(itemContentType: String) {
        self.init(contentType: UTType(itemContentType) ?? .item)
    }
}

/// An item the app offers to Spotlight.
open class CSSearchableItem: NSObject {
    /// The item's identifier, unique in the app (a UUID when made with `nil`).
    open var uniqueIdentifier: String
    /// The group the item belongs to, for deleting groups at once.
    open var domainIdentifier: String?
    /// When the index drops the item (a month after indexing when not set).
    open var expirationDate: Date!
    /// What Spotlight shows and matches of the item.
    open var attributeSet: CSSearchableItemAttributeSet
    /// Whether indexing updates an existing item's attributes rather than replacing them.
    open var isUpdate = false

    /// An item with `uniqueIdentifier`, in `domainIdentifier`, described by `attributeSet`.
    public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
        super.init()
    }
}
