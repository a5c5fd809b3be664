import Foundation

/// A view or modifier an app offers to Xcode's library. A render has no library: items are
/// kept as listed, with their title, category and visibility.
public struct LibraryItem {
    /// The library's section for an item.
    public struct Category: Hashable, Sendable {
        let name: String
        /// Visual effects.
        public static let effect = Category(name: "effect")
        /// Layout containers and modifiers.
        public static let layout = Category(name: "layout")
        /// Controls.
        public static let control = Category(name: "control")
        /// Everything else (the default).
        public static let other = Category(name: "other")
    }

    /// Whether the item shows in the library.
    package let visible: Bool
    /// The item's title; nil takes the snippet's type name.
    package let title: String?
    /// The item's section.
    package let category: Category
    /// The code an item's modifier matches, if given.
    package let matchingSignature: String?
    /// The snippet's type (its value is never built in a render).
    package let snippetType: Any.Type

    /// An item for `snippet`, shown in `category` under `title` when `visible`.
    public init<Item>(_ snippet: @autoclosure () -> Item, visible: Bool = true, title: String? = nil,
                      category: LibraryItem.Category = .other, matchingSignature: String? = nil) {
        self.visible = visible
        self.title = title
        self.category = category
        self.matchingSignature = matchingSignature
        snippetType = Item.self
    }
}

/// Builds a list of library items from statements.
@resultBuilder
public struct LibraryContentBuilder {
    /// The items of every statement, in order.
    public static func buildBlock(_ segments: [LibraryItem]...) -> [LibraryItem] { segments.flatMap { $0 } }
    /// One item as a list.
    public static func buildExpression(_ expression: LibraryItem) -> [LibraryItem] { [expression] }
    /// A list of items as is.
    public static func buildExpression(_ expression: [LibraryItem]) -> [LibraryItem] { expression }
}

/// A type that lists an app's views and modifiers for Xcode's library. Both lists default to
/// empty; nothing reads them in a render.
public protocol LibraryContentProvider {
    /// The type whose modifiers `modifiers(base:)` lists (any, by default).
    associatedtype ModifierBase = Any
    /// The views to offer.
    @LibraryContentBuilder var views: [LibraryItem] { get }
    /// The modifiers to offer, applied to `base`.
    @LibraryContentBuilder func modifiers(base: ModifierBase) -> [LibraryItem]
}

extension LibraryContentProvider {
    /// No views.
    public var views: [LibraryItem] { [] }
    /// No modifiers.
    public func modifiers(base: ModifierBase) -> [LibraryItem] { [] }
}
