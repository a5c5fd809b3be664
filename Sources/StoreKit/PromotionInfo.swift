import BackplateCore
import Foundation

extension Product {
    /// The order and visibility of the app's promoted in-app purchases on the App Store. A
    /// render reaches no App Store: `currentOrder` is empty and updates do nothing.
    public struct PromotionInfo: Equatable, Hashable, Sendable {
        /// The promoted product.
        public let productID: Product.ID
        /// Whether the App Store shows the promotion.
        public var visibility: Visibility

        /// Whether the App Store shows a promoted purchase.
        public enum Visibility: RawRepresentable, Equatable, Hashable, Sendable {
            /// As set in App Store Connect.
            case appStoreConnectDefault
            /// Shown.
            case visible
            /// Hidden.
            case hidden

            /// The visibility's code: 0 default, 1 visible, 2 hidden.
            public var rawValue: Int {
                switch self {
                case .appStoreConnectDefault: 0
                case .visible: 1
                case .hidden: 2
                }
            }
            /// The visibility with a code (nil for another code).
            public init?(rawValue: Int) {
                switch rawValue {
                case 0: self = .appStoreConnectDefault
                case 1: self = .visible
                case 2: self = .hidden
                default: return nil
                }
            }
        }

        /// Saves the visibility (nothing to save to in a render).
        public func update() async throws {}

        /// The promotions in their order: none in a render.
        public static var currentOrder: [PromotionInfo] {
            get async throws { [] }
        }
        /// Sets the order of promoted products (nothing to save to in a render).
        public static func updateProductOrder<C: Collection>(byID productIDs: C) async throws where C.Element == Product.ID {}
        /// Sets a product's visibility (nothing to save to in a render).
        public static func updateProductVisibility(_ visibility: Visibility, for productID: Product.ID) async throws {}
        /// Saves every promotion's order and visibility (nothing to save to in a render).
        public static func updateAll<C: Collection>(_ promotionOrder: C) async throws where C.Element == PromotionInfo {}
    }
}
