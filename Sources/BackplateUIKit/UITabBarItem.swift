import Foundation

/// One tab of a tab bar (UIKit's `UITabBarItem`): its title, images, tag and badge are kept.
/// A render draws no UIKit tab bar, so none of it is drawn.
open class UITabBarItem: UIBarItem {
    /// The system's tab items (UIKit's raw values).
    public enum SystemItem: Int, Sendable {
        /// "More", with three dots.
        case more
        /// "Favorites", a star.
        case favorites
        /// "Featured", a star.
        case featured
        /// "Top Rated", a star.
        case topRated
        /// "Recents", a clock.
        case recents
        /// "Contacts", a person.
        case contacts
        /// "History", a clock.
        case history
        /// "Bookmarks", an open book.
        case bookmarks
        /// "Search", a magnifying glass.
        case search
        /// "Downloads", a downward arrow.
        case downloads
        /// "Most Recent", a clock.
        case mostRecent
        /// "Most Viewed", stacked lines.
        case mostViewed
    }

    /// The title under (or beside) the image.
    open var title: String?
    /// The image of the unselected tab.
    open var image: UIImage?
    /// The image of the selected tab (`image` unless set).
    open var selectedImage: UIImage? {
        get { storedSelectedImage ?? image }
        set { storedSelectedImage = newValue }
    }
    private var storedSelectedImage: UIImage?
    /// A number the app identifies the tab by (0).
    open var tag = 0
    /// Whether the tab can be selected (`true`).
    open var isEnabled = true
    /// The text of the badge on the tab's corner (`nil`: no badge).
    open var badgeValue: String?
    /// The badge's background colour (`nil`: system red).
    open var badgeColor: UIColor? { didSet { warnIfProxy("badgeColor") } }
    /// The tab's look, over the bar's (iOS 13).
    open var standardAppearance: UITabBarAppearance? { didSet { warnIfProxy("standardAppearance") } }
    /// The tab's look while content is at the bar's edge (iOS 15).
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { warnIfProxy("scrollEdgeAppearance") } }
    private var isAppearanceProxy = false
    /// The system item the tab was made from, if any.
    public private(set) var systemItem: SystemItem?

    /// A tab without title or image.
    public override init() { super.init() }

    /// A tab with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    /// A tab with a title and images for the unselected and selected states.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        storedSelectedImage = selectedImage
        super.init()
    }

    /// A system tab (its title and image come from the system; `title` and `image` stay `nil`).
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        self.tag = tag
        super.init()
    }

    /// The badge text's attributes for a control state (kept, not drawn).
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        warnIfProxy("setBadgeTextAttributes(_:for:)")
    }

    /// The proxy that styles every tab item (and SwiftUI's `TabView` tabs, on iOS). Its setters
    /// warn: Backplate draws SwiftUI's tab bar itself, with iOS's default look.
    public static func appearance() -> UITabBarItem {
        let item = UITabBarItem()
        item.isAppearanceProxy = true
        return item
    }

    private func warnIfProxy(_ member: String) { if isAppearanceProxy { UIAppearanceProxy.notApplied("UITabBarItem", member) } }
}
