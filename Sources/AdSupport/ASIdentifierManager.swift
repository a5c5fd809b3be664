import Foundation

/// The device's advertising identifier. Tracking is never authorized in a render, so the
/// identifier is all zeros, as iOS gives an app the person has not allowed to track.
open class ASIdentifierManager: NSObject, @unchecked Sendable {
    // Unchecked Sendable: AdSupport's is Sendable; it holds nothing that changes.
    private static let instance = ASIdentifierManager()

    /// The shared manager.
    open class func shared() -> ASIdentifierManager { instance }

    /// The advertising identifier: 00000000-0000-0000-0000-000000000000.
    open var advertisingIdentifier: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }

    /// Whether ad tracking is enabled (deprecated in iOS 14): `false`.
    @available(*, deprecated, message: "Use ATTrackingManager.trackingAuthorizationStatus")
    open var isAdvertisingTrackingEnabled: Bool { false }
}
