import Foundation

/// A menu system: the main menu bar or the context menus. A render has neither, so asking for
/// a rebuild never calls `buildMenu(with:)`. Main-actor isolated, as UIKit's.
@MainActor @preconcurrency
open class UIMenuSystem: NSObject {
    private let name: String
    private init(name: String) {
        self.name = name
        super.init()
    }

    /// The main menu bar.
    public static let main = UIMenuSystem(name: "main")
    /// The context menus.
    public static let context = UIMenuSystem(name: "context")
    /// Asks for the menus to be built again: nothing to rebuild in a render.
    open func setNeedsRebuild() {}
    /// Asks for the menus' commands to be validated again: nothing to validate in a render.
    open func setNeedsRevalidate() {}
}

/// What `buildMenu(with:)` edits a menu system through: find, replace, insert and remove menus.
@MainActor @preconcurrency
public protocol UIMenuBuilder {
    /// The system being built.
    var system: UIMenuSystem { get }
    /// The menu with `identifier`, if present.
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    /// The action with `identifier`, if present.
    func action(for identifier: UIAction.Identifier) -> UIAction?
    /// The command sending `action` with `propertyList`, if present.
    func command(for action: Selector, propertyList: Any?) -> UICommand?
    /// Replaces the menu with `replacedIdentifier`.
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
    /// Replaces a menu's children with what `childrenBlock` makes of them.
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    /// Inserts a menu before the menu with `siblingIdentifier`.
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    /// Inserts a menu after the menu with `siblingIdentifier`.
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    /// Inserts a menu first in the menu with `parentIdentifier`.
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    /// Inserts a menu last in the menu with `parentIdentifier`.
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    /// Removes the menu with `removedIdentifier`.
    func remove(menu removedIdentifier: UIMenu.Identifier)
    /// Replaces the menu with `replacedIdentifier` by `replacementElements` (iOS 26).
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementElements: [UIMenuElement])
    /// Replaces the action with `replacedIdentifier` by `replacementElements` (iOS 26).
    func replace(action replacedIdentifier: UIAction.Identifier, with replacementElements: [UIMenuElement])
    /// Replaces the command sending `replacedAction` by `replacementElements` (iOS 26).
    func replace(command replacedAction: Selector, propertyList replacedPropertyList: Any?, with replacementElements: [UIMenuElement])
}

extension UIMenuBuilder {
    /// Replaces the command sending `replacedAction` (with any property list) by `replacementElements` (iOS 26).
    public func replace(command replacedAction: Selector, with replacementElements: [UIMenuElement]) {
        replace(command: replacedAction, propertyList: nil, with: replacementElements)
    }
}

extension UIMenu.Identifier {
    /// The application menu.
    public static let application = Self("com.apple.menu.application")
    /// The File menu.
    public static let file = Self("com.apple.menu.file")
    /// The Edit menu.
    public static let edit = Self("com.apple.menu.edit")
    /// The View menu.
    public static let view = Self("com.apple.menu.view")
    /// The Window menu.
    public static let window = Self("com.apple.menu.window")
    /// The Help menu.
    public static let help = Self("com.apple.menu.help")
    /// The menu bar itself.
    public static let root = Self("com.apple.menu.root")
    /// The Format menu.
    public static let format = Self("com.apple.menu.format")
    /// File > New Window.
    public static let newScene = Self("com.apple.menu.new-scene")
    /// File > Close.
    public static let close = Self("com.apple.menu.close")
    /// Edit > Find.
    public static let find = Self("com.apple.menu.find")
    /// View > Show Sidebar.
    public static let sidebar = Self("com.apple.menu.sidebar")
    /// View > Enter Full Screen.
    public static let fullscreen = Self("com.apple.menu.fullscreen")
    /// Application > Settings.
    public static let preferences = Self("com.apple.menu.preferences")
}
