import Foundation

/// An object that gives a share sheet its item for each activity, and a placeholder before.
/// A render shows no share sheet, so nothing asks it.
@preconcurrency @MainActor
public protocol UIActivityItemSource: NSObjectProtocol {
    /// An object of the item's type, for the sheet to pick activities before the item exists.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item to share with `activityType`.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    /// A subject for activities that take one (mail): empty unless given.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String
    /// The item's type identifier: empty unless given.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String
    /// A thumbnail for activities that show one: none unless given.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                suggestedSize size: CGSize) -> UIImage?
}

extension UIActivityItemSource {
    /// Optional, as on iOS: no subject.
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
    /// Optional, as on iOS: no type identifier.
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
    /// Optional, as on iOS: no thumbnail.
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                       suggestedSize size: CGSize) -> UIImage? { nil }
}

/// An object that makes a share sheet's item when an activity asks for it (`item`, which
/// subclasses override), with a placeholder before. A render runs no activity: `item` is read
/// only if the app reads it. An `NSObject` here, where iOS's is an `Operation` run on a queue:
/// as an `Operation` on Linux it would have to be declared sendable without checks.
open class UIActivityItemProvider: NSObject, UIActivityItemSource {
    /// The placeholder given before the item exists.
    public let placeholderItem: Any?
    /// The activity the item is being made for: none in a render.
    public private(set) var activityType: UIActivity.ActivityType?

    /// A provider whose placeholder is `placeholderItem`.
    public init(placeholderItem: Any) {
        self.placeholderItem = placeholderItem
        super.init()
    }

    /// The item to share: the placeholder unless a subclass makes another.
    open var item: Any { placeholderItem as Any }

    /// The placeholder.
    open func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        placeholderItem as Any
    }

    /// The item, made for `activityType`.
    open func activityViewController(_ activityViewController: UIActivityViewController,
                                     itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        self.activityType = activityType
        return item
    }

    /// No subject unless a subclass gives one.
    open func activityViewController(_ activityViewController: UIActivityViewController,
                                     subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }

    /// No type identifier unless a subclass gives one.
    open func activityViewController(_ activityViewController: UIActivityViewController,
                                     dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String { "" }

    /// No thumbnail unless a subclass gives one.
    open func activityViewController(_ activityViewController: UIActivityViewController,
                                     thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                     suggestedSize size: CGSize) -> UIImage? { nil }
}
