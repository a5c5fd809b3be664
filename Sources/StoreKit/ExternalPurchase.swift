import BackplateCore
import Foundation

/// Links out of the app for purchases where the law allows it. A render has no App Store
/// entitlement for it: `canOpen` is false and `open()` throws `StoreKitError.notEntitled`.
public enum ExternalPurchaseLink {
    /// Whether the app may open its external purchase link: false in a render.
    public static var canOpen: Bool {
        get async { false }
    }
    /// Opens the link: throws `StoreKitError.notEntitled` in a render.
    public static func open() async throws { throw StoreKitError.notEntitled }
}

/// Links to an account-management website (reader apps). Not entitled in a render: `canOpen`
/// is false and `open()` throws `StoreKitError.notEntitled`.
public enum ExternalLinkAccount {
    /// Whether the app may open its account link: false in a render.
    public static var canOpen: Bool {
        get async { false }
    }
    /// Opens the link: throws `StoreKitError.notEntitled` in a render.
    public static func open() async throws { throw StoreKitError.notEntitled }
}

/// The notice shown before an external purchase. Not entitled in a render: `canPresent` is
/// false and `presentNoticeSheet()` throws `StoreKitError.notEntitled`.
public enum ExternalPurchase {
    /// How the notice sheet ended.
    public enum NoticeResult: Equatable, Hashable, Sendable {
        /// The person cancelled.
        case cancelled
        /// The person went on, with the token to report.
        case continuedWithExternalPurchaseToken(token: String)
    }
    /// Whether the app may show the notice: false in a render.
    public static var canPresent: Bool {
        get async { false }
    }
    /// Shows the notice: throws `StoreKitError.notEntitled` in a render.
    public static func presentNoticeSheet() async throws -> NoticeResult { throw StoreKitError.notEntitled }
}

/// Binds a payment method to the person's account (some regions). A render is not eligible:
/// making one throws `PaymentMethodBindingError.notEligible`.
public struct PaymentMethodBinding: Hashable, Identifiable, Sendable {
    /// The pinning identifier the binding was made for.
    public let id: String

    /// Why binding a payment method failed.
    public enum PaymentMethodBindingError: Error, LocalizedError, Equatable, Hashable, Sendable {
        /// The person or app is not eligible.
        case notEligible
        /// The pinning identifier is not valid.
        case invalidPinningID
        /// Binding failed.
        case failed
        /// What went wrong, in English.
        public var errorDescription: String? {
            switch self {
            case .notEligible: "Not eligible to bind a payment method."
            case .invalidPinningID: "The pinning identifier is not valid."
            case .failed: "Binding the payment method failed."
            }
        }
        /// Why it went wrong (none given).
        public var failureReason: String? { nil }
        /// What to do (none given).
        public var recoverySuggestion: String? { nil }
    }

    /// A binding for a pinning identifier: throws `.notEligible` in a render.
    public init(id: String) async throws { throw PaymentMethodBindingError.notEligible }
    /// Binds the payment method (never reached in a render: the binding cannot be made).
    public func bind() async throws { throw PaymentMethodBindingError.notEligible }
}
