import BackplateCore
import Foundation

/// The App Store's signed record of the app's purchase. A render has no App Store: `shared`
/// and `refresh()` throw `StoreKitError.notEntitled`, as an app not installed from a store does.
public struct AppTransaction: Equatable, Hashable, Sendable {
    /// The app transaction's JSON.
    public let jsonRepresentation: Data
    /// The app's App Store identifier.
    public let appID: UInt64?
    /// The app version the record is for.
    public let appVersion: String
    /// The app version's App Store identifier.
    public let appVersionID: UInt64?
    /// The app's bundle identifier.
    public let bundleID: String
    /// The environment that signed it.
    public let environment: AppStore.Environment
    /// The app version the person first bought.
    public let originalAppVersion: String
    /// When the person first bought the app.
    public let originalPurchaseDate: Date
    /// When the person pre-ordered the app, if they did.
    public let preorderDate: Date?
    /// The device verification data.
    public let deviceVerification: Data
    /// The nonce of the device verification.
    public let deviceVerificationNonce: UUID
    /// When the App Store signed it.
    public let signedDate: Date

    /// The app's transaction: throws `StoreKitError.notEntitled` in a render.
    public static var shared: VerificationResult<AppTransaction> {
        get async throws { throw StoreKitError.notEntitled }
    }
    /// Asks the App Store for the app's transaction again: throws `StoreKitError.notEntitled` in a render.
    public static func refresh() async throws -> VerificationResult<AppTransaction> { throw StoreKitError.notEntitled }
}

extension AppTransaction: SignedPayload {}
