import BackplateCore
import Foundation

/// The signed JSON a StoreKit value came with, or `fallback` for values code made (their JSON is
/// empty), as the debug description of the App Store's values.
private func signedJSONOr(_ json: Data, _ fallback: @autoclosure () -> String) -> String {
    json.isEmpty ? fallback() : String(decoding: json, as: UTF8.self)
}

extension Product: CustomDebugStringConvertible {
    /// The product's JSON, or its identifier, type and price for a product code made.
    public var debugDescription: String {
        signedJSONOr(jsonRepresentation, "Product(id: \(String(reflecting: id)), type: \(type.rawValue), displayPrice: \(displayPrice))")
    }
}

extension Transaction: CustomDebugStringConvertible {
    /// The transaction's JSON, or its identifiers and purchase date for one code made.
    public var debugDescription: String {
        signedJSONOr(jsonRepresentation, "Transaction(id: \(id), productID: \(String(reflecting: productID)), purchaseDate: \(purchaseDate))")
    }
}

extension AppTransaction: CustomDebugStringConvertible {
    /// The app transaction's JSON, or its bundle and version for one code made.
    public var debugDescription: String {
        signedJSONOr(jsonRepresentation, "AppTransaction(bundleID: \(String(reflecting: bundleID)), appVersion: \(String(reflecting: appVersion)))")
    }
}

extension Product.SubscriptionInfo.RenewalInfo: CustomDebugStringConvertible {
    /// The renewal information's JSON, or its product and renewal state for one code made.
    public var debugDescription: String {
        signedJSONOr(jsonRepresentation, "RenewalInfo(currentProductID: \(String(reflecting: currentProductID)), willAutoRenew: \(willAutoRenew))")
    }
}

extension Product.PurchaseOption: CustomDebugStringConvertible {
    /// The option's key and value (`quantity: 2`).
    public var debugDescription: String { "\(key): \(value)" }
}

extension Product.SubscriptionPeriod: CustomDebugStringConvertible {
    /// The period as a count and unit (`1 month`, `3 days`).
    public var debugDescription: String { "\(value) \(unit.debugDescription)\(value == 1 ? "" : "s")" }
}

extension Product.SubscriptionPeriod.Unit: CustomDebugStringConvertible {
    /// The unit's name (`day`, `week`, `month`, `year`).
    public var debugDescription: String { localizedDescription.lowercased() }
}

extension VerificationResult: CustomDebugStringConvertible where SignedType: CustomDebugStringConvertible {
    /// Whether the value verified, with the value's own debug description.
    public var debugDescription: String {
        switch self {
        case .verified(let value): "verified(\(value.debugDescription))"
        case .unverified(let value, let error): "unverified(\(value.debugDescription), \(error))"
        }
    }
}
