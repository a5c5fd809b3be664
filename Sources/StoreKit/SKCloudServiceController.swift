import BackplateCore
import Foundation

/// Whether the app may use the person's Music library (StoreKit's raw values).
@available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use MusicAuthorization.Status from MusicKit.")
public enum SKCloudServiceAuthorizationStatus: Int, Sendable {
    /// The person has not been asked: what a render reports, as `MusicAuthorization.currentStatus`.
    case notDetermined = 0
    /// The person refused: what `requestAuthorization` answers in a render.
    case denied = 1
    /// Restrictions keep the app from the library.
    case restricted = 2
    /// The person allowed access.
    case authorized = 3
}

/// What the person's Apple Music account allows (StoreKit's bits). A render has no account:
/// no capability (`[]`).
@available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use MusicSubscription from MusicKit.")
public struct SKCloudServiceCapability: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// Capabilities from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The device may play Apple Music catalog tracks.
    @available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use MusicSubscription from MusicKit.")
    public static let musicCatalogPlayback = SKCloudServiceCapability(rawValue: 1 << 0)
    /// The person may subscribe to Apple Music.
    @available(iOS, introduced: 10.1, deprecated: 18.0, message: "Use the canBecomeSubscriber property of MusicSubscription from MusicKit.")
    public static let musicCatalogSubscriptionEligible = SKCloudServiceCapability(rawValue: 1 << 1)
    /// The device may add tracks to the iCloud Music Library.
    @available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use MusicSubscription from MusicKit.")
    public static let addToCloudMusicLibrary = SKCloudServiceCapability(rawValue: 1 << 8)
}

extension NSNotification.Name {
    /// Posted when the Music capabilities change (never in a render).
    @available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use MusicSubscription.subscriptionUpdates from MusicKit.")
    public static let SKCloudServiceCapabilitiesDidChange = NSNotification.Name("SKCloudServiceCapabilitiesDidChangeNotification")
    /// Posted when the storefront's country changes (never in a render).
    @available(iOS, introduced: 11.0, deprecated: 18.0, message: "Use Storefront.updates.")
    public static let SKStorefrontCountryCodeDidChange = NSNotification.Name("SKStorefrontCountryCodeDidChangeNotification")
    /// Posted when the storefront changes (never in a render).
    @available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use Storefront.updates.")
    public static let SKStorefrontIdentifierDidChange = NSNotification.Name("SKStorefrontIdentifierDidChangeNotification")
}

/// Apple Music's library authorization, capabilities and tokens. A render has no one to ask
/// and no Apple Music account, as `MusicAuthorization` answers: the status is `.notDetermined`,
/// `requestAuthorization` answers `.denied`, and the requests fail (`.cloudServicePermissionDenied`
/// for capabilities and tokens, `.cloudServiceNetworkConnectionFailed` for storefronts), each
/// after a runtime warning, with completion handlers called asynchronously on the main queue.
@available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use MusicKit.")
open class SKCloudServiceController: NSObject {
    /// A controller.
    public override init() { super.init() }

    /// The app's authorization: `.notDetermined` in a render, before and after a request.
    @available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use MusicAuthorization.currentStatus from MusicKit.")
    open class func authorizationStatus() -> SKCloudServiceAuthorizationStatus { .notDetermined }

    /// Asks the person for access. No prompt can show in a render: `completionHandler` gets
    /// `.denied` on the main queue, after a runtime warning.
    @available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use MusicAuthorization.request() from MusicKit.")
    open class func requestAuthorization(_ completionHandler: @escaping @Sendable (SKCloudServiceAuthorizationStatus) -> Void) {
        warn("requestAuthorization(_:)", "shows no prompt; it answers .denied")
        DispatchQueue.main.async { completionHandler(.denied) }
    }

    /// Asks the person for access: `.denied` in a render, after a runtime warning.
    @available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use MusicAuthorization.request() from MusicKit.")
    open class func requestAuthorization() async -> SKCloudServiceAuthorizationStatus {
        warn("requestAuthorization()", "shows no prompt; it answers .denied")
        return .denied
    }

    /// Asks what the person's account allows: no capability, with `SKError(.cloudServicePermissionDenied)`.
    @available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use MusicSubscription.current from MusicKit.")
    open func requestCapabilities(completionHandler: @escaping @Sendable (SKCloudServiceCapability, (any Error)?) -> Void) {
        Self.warn("requestCapabilities(completionHandler:)", "fails with SKError.cloudServicePermissionDenied")
        DispatchQueue.main.async { completionHandler([], SKError(.cloudServicePermissionDenied)) }
    }

    /// Asks what the person's account allows: throws `SKError(.cloudServicePermissionDenied)`.
    @available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use MusicSubscription.current from MusicKit.")
    open func requestCapabilities() async throws -> SKCloudServiceCapability {
        Self.warn("requestCapabilities()", "throws SKError.cloudServicePermissionDenied")
        throw SKError(.cloudServicePermissionDenied)
    }

    /// Asks for the storefront's two-letter country code: nil, with `SKError(.cloudServiceNetworkConnectionFailed)`.
    @available(iOS, introduced: 11.0, deprecated: 18.0, message: "Use MusicDataRequest.currentCountryCode from MusicKit.")
    open func requestStorefrontCountryCode(completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void) {
        Self.warn("requestStorefrontCountryCode(completionHandler:)", "fails with SKError.cloudServiceNetworkConnectionFailed")
        DispatchQueue.main.async { completionHandler(nil, SKError(.cloudServiceNetworkConnectionFailed)) }
    }

    /// Asks for the storefront's country code: throws `SKError(.cloudServiceNetworkConnectionFailed)`.
    @available(iOS, introduced: 11.0, deprecated: 18.0, message: "Use MusicDataRequest.currentCountryCode from MusicKit.")
    open func requestStorefrontCountryCode() async throws -> String {
        Self.warn("requestStorefrontCountryCode()", "throws SKError.cloudServiceNetworkConnectionFailed")
        throw SKError(.cloudServiceNetworkConnectionFailed)
    }

    /// Asks for the storefront's identifier: nil, with `SKError(.cloudServiceNetworkConnectionFailed)`.
    @available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use Storefront.current.id.")
    open func requestStorefrontIdentifier(completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void) {
        Self.warn("requestStorefrontIdentifier(completionHandler:)", "fails with SKError.cloudServiceNetworkConnectionFailed")
        DispatchQueue.main.async { completionHandler(nil, SKError(.cloudServiceNetworkConnectionFailed)) }
    }

    /// Asks for the storefront's identifier: throws `SKError(.cloudServiceNetworkConnectionFailed)`.
    @available(iOS, introduced: 9.3, deprecated: 18.0, message: "Use Storefront.current.id.")
    open func requestStorefrontIdentifier() async throws -> String {
        Self.warn("requestStorefrontIdentifier()", "throws SKError.cloudServiceNetworkConnectionFailed")
        throw SKError(.cloudServiceNetworkConnectionFailed)
    }

    /// Asks for the person's Apple Music user token: nil, with `SKError(.cloudServicePermissionDenied)`.
    @available(iOS, introduced: 11.0, deprecated: 18.0, message: "Use MusicKit.")
    open func requestUserToken(forDeveloperToken developerToken: String, completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void) {
        Self.warn("requestUserToken(forDeveloperToken:completionHandler:)", "fails with SKError.cloudServicePermissionDenied")
        DispatchQueue.main.async { completionHandler(nil, SKError(.cloudServicePermissionDenied)) }
    }

    /// Asks for the person's Apple Music user token: throws `SKError(.cloudServicePermissionDenied)`.
    @available(iOS, introduced: 11.0, deprecated: 18.0, message: "Use MusicKit.")
    open func requestUserToken(forDeveloperToken developerToken: String) async throws -> String {
        Self.warn("requestUserToken(forDeveloperToken:)", "throws SKError.cloudServicePermissionDenied")
        throw SKError(.cloudServicePermissionDenied)
    }

    /// Asks for a personalization token (iOS 10.3's form): nil, with `SKError(.cloudServicePermissionDenied)`.
    @available(iOS, introduced: 10.3, deprecated: 11.0)
    open func requestPersonalizationToken(forClientToken clientToken: String, withCompletionHandler completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void) {
        Self.warn("requestPersonalizationToken(forClientToken:withCompletionHandler:)", "fails with SKError.cloudServicePermissionDenied")
        DispatchQueue.main.async { completionHandler(nil, SKError(.cloudServicePermissionDenied)) }
    }

    /// Warns that `call` answers as a render without Apple Music does.
    private static func warn(_ call: String, _ outcome: String) {
        RuntimeWarning.emit("StoreKit: SKCloudServiceController.\(call) \(outcome): a render has no Apple Music account")
    }
}
