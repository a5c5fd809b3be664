import Foundation

/// The icon of a Home Screen quick action (UIKit's `UIApplicationShortcutIcon`): a system icon,
/// an SF Symbol or a template image from the app's assets. It keeps what it was made from; a still
/// render shows no Home Screen, so it is never drawn.
open class UIApplicationShortcutIcon: NSObject, NSCopying {
    /// The system's quick-action icons, with UIKit's raw values (0 to 28, in UIKit's order).
    /// A still render draws none of them.
    public enum IconType: Int, Sendable {
        /// Composing new content.
        case compose = 0
        /// Playing media.
        case play = 1
        /// Pausing media.
        case pause = 2
        /// Adding an item.
        case add = 3
        /// The person's current location.
        case location = 4
        /// Searching.
        case search = 5
        /// Sharing content.
        case share = 6
        /// Something not allowed (iOS 9.1).
        case prohibit = 7
        /// A contact (iOS 9.1).
        case contact = 8
        /// Home (iOS 9.1).
        case home = 9
        /// Marking a location (iOS 9.1).
        case markLocation = 10
        /// A favorite (iOS 9.1).
        case favorite = 11
        /// Something loved (iOS 9.1).
        case love = 12
        /// The cloud (iOS 9.1).
        case cloud = 13
        /// An invitation (iOS 9.1).
        case invitation = 14
        /// A confirmation (iOS 9.1).
        case confirmation = 15
        /// Mail (iOS 9.1).
        case mail = 16
        /// A message (iOS 9.1).
        case message = 17
        /// A date (iOS 9.1).
        case date = 18
        /// A time (iOS 9.1).
        case time = 19
        /// Taking a photo (iOS 9.1).
        case capturePhoto = 20
        /// Recording a video (iOS 9.1).
        case captureVideo = 21
        /// A task (iOS 9.1).
        case task = 22
        /// A completed task (iOS 9.1).
        case taskCompleted = 23
        /// An alarm (iOS 9.1).
        case alarm = 24
        /// A bookmark (iOS 9.1).
        case bookmark = 25
        /// Shuffling (iOS 9.1).
        case shuffle = 26
        /// Audio (iOS 9.1).
        case audio = 27
        /// An update (iOS 9.1).
        case update = 28
    }

    /// What an icon was made from.
    enum Source: Hashable {
        case type(IconType)
        case systemImageName(String)
        case templateImageName(String)
    }

    /// What the icon was made from: compared by `isEqual(_:)`.
    let source: Source

    init(source: Source) {
        self.source = source
        super.init()
    }

    /// A system icon of `type` (kept; a still render draws no quick actions).
    public convenience init(type: UIApplicationShortcutIcon.IconType) {
        self.init(source: .type(type))
    }

    /// An icon from the SF Symbol named `systemImageName` (kept by name; never drawn in a render).
    public convenience init(systemImageName: String) {
        self.init(source: .systemImageName(systemImageName))
    }

    /// An icon from the app's template image named `templateImageName` (kept by name; never drawn
    /// in a render, and the asset is not looked up).
    public convenience init(templateImageName: String) {
        self.init(source: .templateImageName(templateImageName))
    }

    /// The icon itself, as UIKit's immutable icons copy.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is an icon made from the same system type, symbol name or template name.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIApplicationShortcutIcon else { return false }
        return other === self || other.source == source
    }

    /// A hash of what the icon was made from, consistent with `isEqual(_:)`.
    open override var hash: Int { source.hashValue }
}
