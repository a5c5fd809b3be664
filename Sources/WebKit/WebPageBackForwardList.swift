import Foundation

extension WebPage {
    /// The pages a web page can go back and forward to. Nothing loads in a render, so the
    /// lists are empty and there is no current item.
    public struct BackForwardList: Equatable, Sendable {
        /// One visited page.
        public struct Item: Identifiable, Equatable, Sendable {
            /// An item's identity.
            public struct ID: Hashable, Sendable {
                let value: UUID
            }
            /// The item's identity.
            public let id: ID
            /// The page's title, if it had one.
            public let title: String?
            /// The page's URL.
            public let url: URL
            /// The URL first asked for, before redirects.
            public let initialURL: URL
        }

        /// The pages behind the current one, oldest first: none.
        public var backList: [Item] { [] }
        /// The page shown: none.
        public var currentItem: Item? { nil }
        /// The pages ahead of the current one: none.
        public var forwardList: [Item] { [] }

        /// The item `index` steps from the current one (negative: back): none.
        public subscript(_ index: Int) -> Item? { nil }
    }

    /// The page's back-forward list (empty: nothing loads in a render).
    public var backForwardList: BackForwardList { BackForwardList() }

    /// Goes to a page of the back-forward list (nothing loads; the sequence throws).
    @discardableResult
    public func load(_ item: BackForwardList.Item) -> some AsyncSequence<NavigationEvent, any Error> { load(item.url) }
}
