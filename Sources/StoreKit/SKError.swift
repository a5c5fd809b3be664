import Foundation

/// StoreKit's error domain, `"SKErrorDomain"`: the domain of every `SKError`.
public let SKErrorDomain = "SKErrorDomain"

/// An error of the original In-App Purchase API, by code (StoreKit's raw values). A render
/// reports `.paymentCancelled` for payments, `.unknown` for receipt refreshes and product pages,
/// and `.cloudService...` codes for Apple Music requests; apps make and match them
/// (`catch SKError.paymentCancelled`, `(error as? SKError)?.code`).
public struct SKError: CustomNSError, Hashable, Sendable {
    /// StoreKit's error codes.
    public enum Code: Int, Sendable {
        /// An unknown or unexpected error.
        case unknown = 0
        /// The client may not do what it tried.
        case clientInvalid = 1
        /// The person cancelled the payment: what a render's payments fail with.
        case paymentCancelled = 2
        /// A payment parameter was not recognized by the App Store.
        case paymentInvalid = 3
        /// The person may not authorize payments.
        case paymentNotAllowed = 4
        /// The product is not available in the current storefront.
        case storeProductNotAvailable = 5
        /// The person has not allowed access to cloud service information.
        @available(iOS 9.3, *)
        case cloudServicePermissionDenied = 6
        /// The device could not connect to the network.
        @available(iOS 9.3, *)
        case cloudServiceNetworkConnectionFailed = 7
        /// The person revoked permission to use this cloud service.
        @available(iOS 10.3, *)
        case cloudServiceRevoked = 8
        /// The person has yet to acknowledge Apple's privacy policy for Apple Music.
        @available(iOS 12.2, *)
        case privacyAcknowledgementRequired = 9
        /// The app is asking for a property it has no entitlement to.
        @available(iOS 12.2, *)
        case unauthorizedRequestData = 10
        /// The offer identifier is invalid.
        @available(iOS 12.2, *)
        case invalidOfferIdentifier = 11
        /// The offer's signature is invalid.
        @available(iOS 12.2, *)
        case invalidSignature = 12
        /// Parameters are missing from the payment discount.
        @available(iOS 12.2, *)
        case missingOfferParams = 13
        /// The offer's price is invalid.
        @available(iOS 12.2, *)
        case invalidOfferPrice = 14
        /// The person dismissed an overlay.
        @available(iOS 14.0, *)
        case overlayCancelled = 15
        /// An overlay's configuration is invalid.
        @available(iOS 14.0, *)
        case overlayInvalidConfiguration = 16
        /// An overlay took too long to load.
        @available(iOS 14.0, *)
        case overlayTimeout = 17
        /// The person is not eligible for the subscription offer.
        @available(iOS 14.0, *)
        case ineligibleForOffer = 18
        /// The platform does not support overlays.
        @available(iOS 14.0, *)
        case unsupportedPlatform = 19
        /// An overlay was presented in a window scene that is not in the foreground.
        @available(iOS 14.5, *)
        case overlayPresentedInBackgroundScene = 20
        /// The person must add a payment method to their Apple Account before buying.
        @available(iOS 26.5, *)
        case paymentMethodBindingConfigurationRequired = 21
    }

    /// What went wrong.
    public let code: Code
    /// The error's user-info strings (a description, a failure reason...).
    private let strings: [String: String]

    /// An error with a code and user info (its string values are kept).
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        strings = userInfo.compactMapValues { $0 as? String }
    }

    /// The error an `NSError` of `SKErrorDomain` stands for (an unknown code becomes `.unknown`).
    public init(_nsError: NSError) {
        self.init(Code(rawValue: _nsError.code) ?? .unknown, userInfo: _nsError.userInfo)
    }

    /// `SKErrorDomain`.
    public static var errorDomain: String { SKErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The user info the error was made with (its string values).
    public var errorUserInfo: [String: Any] { strings }

    /// `Code.unknown`.
    public static var unknown: Code { .unknown }
    /// `Code.clientInvalid`.
    public static var clientInvalid: Code { .clientInvalid }
    /// `Code.paymentCancelled`.
    public static var paymentCancelled: Code { .paymentCancelled }
    /// `Code.paymentInvalid`.
    public static var paymentInvalid: Code { .paymentInvalid }
    /// `Code.paymentNotAllowed`.
    public static var paymentNotAllowed: Code { .paymentNotAllowed }
    /// `Code.storeProductNotAvailable`.
    public static var storeProductNotAvailable: Code { .storeProductNotAvailable }
    /// `Code.cloudServicePermissionDenied`.
    @available(iOS 9.3, *)
    public static var cloudServicePermissionDenied: Code { .cloudServicePermissionDenied }
    /// `Code.cloudServiceNetworkConnectionFailed`.
    @available(iOS 9.3, *)
    public static var cloudServiceNetworkConnectionFailed: Code { .cloudServiceNetworkConnectionFailed }
    /// `Code.cloudServiceRevoked`.
    @available(iOS 10.3, *)
    public static var cloudServiceRevoked: Code { .cloudServiceRevoked }
    /// `Code.privacyAcknowledgementRequired`.
    @available(iOS 12.2, *)
    public static var privacyAcknowledgementRequired: Code { .privacyAcknowledgementRequired }
    /// `Code.unauthorizedRequestData`.
    @available(iOS 12.2, *)
    public static var unauthorizedRequestData: Code { .unauthorizedRequestData }
    /// `Code.invalidOfferIdentifier`.
    @available(iOS 12.2, *)
    public static var invalidOfferIdentifier: Code { .invalidOfferIdentifier }
    /// `Code.invalidSignature`.
    @available(iOS 12.2, *)
    public static var invalidSignature: Code { .invalidSignature }
    /// `Code.missingOfferParams`.
    @available(iOS 12.2, *)
    public static var missingOfferParams: Code { .missingOfferParams }
    /// `Code.invalidOfferPrice`.
    @available(iOS 12.2, *)
    public static var invalidOfferPrice: Code { .invalidOfferPrice }
    /// `Code.overlayCancelled`.
    @available(iOS 14.0, *)
    public static var overlayCancelled: Code { .overlayCancelled }
    /// `Code.overlayInvalidConfiguration`.
    @available(iOS 14.0, *)
    public static var overlayInvalidConfiguration: Code { .overlayInvalidConfiguration }
    /// `Code.overlayTimeout`.
    @available(iOS 14.0, *)
    public static var overlayTimeout: Code { .overlayTimeout }
    /// `Code.ineligibleForOffer`.
    @available(iOS 14.0, *)
    public static var ineligibleForOffer: Code { .ineligibleForOffer }
    /// `Code.unsupportedPlatform`.
    @available(iOS 14.0, *)
    public static var unsupportedPlatform: Code { .unsupportedPlatform }
    /// `Code.overlayPresentedInBackgroundScene`.
    @available(iOS 14.5, *)
    public static var overlayPresentedInBackgroundScene: Code { .overlayPresentedInBackgroundScene }
    /// `Code.paymentMethodBindingConfigurationRequired`.
    @available(iOS 26.5, *)
    public static var paymentMethodBindingConfigurationRequired: Code { .paymentMethodBindingConfigurationRequired }
}

extension SKError.Code {
    /// Whether `error` is an `SKError` of this code, so `catch SKError.paymentCancelled` matches.
    public static func ~= (match: SKError.Code, error: any Error) -> Bool { (error as? SKError)?.code == match }
}
