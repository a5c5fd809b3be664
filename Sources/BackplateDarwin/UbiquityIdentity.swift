// iCloud's identity on the file manager (`FileManager.ubiquityIdentityToken`), which iOS's
// Foundation has and Linux's lacks: answered as on a Simulator signed out of iCloud.
import Foundation

extension FileManager {
    /// An opaque token for the signed-in iCloud account, `nil` when no account is signed in or
    /// iCloud Drive is off: always `nil` here, as on a Simulator signed out of iCloud (the
    /// snapshot-test environment), so apps show their "iCloud unavailable" state.
    public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? { nil }
}

extension FileManager {
    /// The folder of an iCloud container (`nil`: the app's first): `nil` here, as without a
    /// signed-in iCloud account.
    public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? { nil }
}
