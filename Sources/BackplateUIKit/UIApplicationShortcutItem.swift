import Foundation

/// A Home Screen quick action (UIKit's `UIApplicationShortcutItem`), as an app puts it in
/// `UIApplication.shared.shortcutItems`: it keeps its type, titles, icon and user info. A still
/// render shows no Home Screen and never launches from a quick action: nothing performs it.
open class UIApplicationShortcutItem: NSObject, NSCopying, NSMutableCopying {
    var storedType: String
    var storedLocalizedTitle: String
    var storedLocalizedSubtitle: String?
    var storedIcon: UIApplicationShortcutIcon?
    var storedUserInfo: [String: any NSSecureCoding]?
    var storedTargetContentIdentifier: Any?

    /// The app-defined type the app tells its quick actions apart by.
    open var type: String { storedType }
    /// The title shown on the Home Screen (kept; a render shows no Home Screen).
    open var localizedTitle: String { storedLocalizedTitle }
    /// The subtitle shown under the title (`nil`: none).
    open var localizedSubtitle: String? { storedLocalizedSubtitle }
    /// The action's icon (`nil`: none).
    open var icon: UIApplicationShortcutIcon? { storedIcon }
    /// App-defined values the app reads when it performs the action (`nil`: none).
    open var userInfo: [String: any NSSecureCoding]? { storedUserInfo }
    /// The identifier of the content the action opens, which picks the scene UIKit activates
    /// (`nil`: none; a render activates no scene for it).
    open var targetContentIdentifier: Any? { storedTargetContentIdentifier }

    /// A quick action with its type, titles, icon and user info, each kept as given.
    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: any NSSecureCoding]? = nil) {
        storedType = type
        storedLocalizedTitle = localizedTitle
        storedLocalizedSubtitle = localizedSubtitle
        storedIcon = icon
        storedUserInfo = userInfo
        super.init()
    }

    /// A quick action with a type and title, no subtitle, icon or user info.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
    }

    /// An immutable quick action with the same fields (including `targetContentIdentifier`).
    open func copy(with zone: NSZone? = nil) -> Any {
        UIApplicationShortcutItem(copying: self)
    }

    /// A `UIMutableApplicationShortcutItem` with the same fields, to change before setting it again.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        UIMutableApplicationShortcutItem(copying: self)
    }

    convenience init(copying other: UIApplicationShortcutItem) {
        self.init(type: other.type, localizedTitle: other.localizedTitle, localizedSubtitle: other.localizedSubtitle,
                  icon: other.icon, userInfo: other.userInfo)
        storedTargetContentIdentifier = other.targetContentIdentifier
    }

    /// Whether `object` is a quick action with the same type, titles, icon and user info, as UIKit
    /// compares them (mutable and immutable items alike).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIApplicationShortcutItem else { return false }
        if other === self { return true }
        return other.type == type && other.localizedTitle == localizedTitle
            && other.localizedSubtitle == localizedSubtitle && other.icon == icon
            && Self.userInfo(other.userInfo, equals: userInfo)
    }

    /// A hash of the type and title, consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(type)
        hasher.combine(localizedTitle)
        return hasher.finalize()
    }

    private static func userInfo(_ lhs: [String: any NSSecureCoding]?, equals rhs: [String: any NSSecureCoding]?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        guard lhs.count == rhs.count else { return false }
        return lhs.allSatisfy { key, value in
            guard let other = rhs[key] else { return false }
            return (value as? NSObject)?.isEqual(other) ?? false
        }
    }
}

/// A quick action whose fields can change (UIKit's `UIMutableApplicationShortcutItem`), as an app
/// edits one before setting `UIApplication.shared.shortcutItems` again. A still render never
/// performs it.
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    /// The app-defined type the app tells its quick actions apart by (settable).
    open override var type: String {
        get { storedType }
        set { storedType = newValue }
    }
    /// The title shown on the Home Screen (settable; a render shows no Home Screen).
    open override var localizedTitle: String {
        get { storedLocalizedTitle }
        set { storedLocalizedTitle = newValue }
    }
    /// The subtitle shown under the title (settable; `nil`: none).
    open override var localizedSubtitle: String? {
        get { storedLocalizedSubtitle }
        set { storedLocalizedSubtitle = newValue }
    }
    /// The action's icon (settable; `nil`: none).
    open override var icon: UIApplicationShortcutIcon? {
        get { storedIcon }
        set { storedIcon = newValue }
    }
    /// App-defined values the app reads when it performs the action (settable; `nil`: none).
    open override var userInfo: [String: any NSSecureCoding]? {
        get { storedUserInfo }
        set { storedUserInfo = newValue }
    }
    /// The identifier of the content the action opens (settable; a render activates no scene for it).
    open override var targetContentIdentifier: Any? {
        get { storedTargetContentIdentifier }
        set { storedTargetContentIdentifier = newValue }
    }
}
