import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The settings a web view is made with: its content controller, data store, preferences and
/// media behaviour. Values are kept as set; a render loads nothing, so none changes a picture.
open class WKWebViewConfiguration: NSObject, NSCopying {
    /// The scripts and script-message handlers of the web view's pages.
    open var userContentController = WKUserContentController()
    /// Where the web view keeps cookies, caches and storage.
    open var websiteDataStore = WKWebsiteDataStore.default()
    /// The web view's preferences.
    open var preferences = WKPreferences()
    /// The preferences new pages start with.
    open var defaultWebpagePreferences: WKWebpagePreferences! = WKWebpagePreferences()
    /// Whether HTML5 videos play inline (`false`, iOS's default on iPhone: full screen).
    open var allowsInlineMediaPlayback = false
    /// Which media need a tap before they play (all, by default).
    open var mediaTypesRequiringUserActionForPlayback = WKAudiovisualMediaTypes.all
    /// Whether AirPlay is allowed.
    open var allowsAirPlayForMediaPlayback = true
    /// Whether Picture in Picture is allowed.
    open var allowsPictureInPictureMediaPlayback = true
    /// Which kinds of data in the content become links (none, by default).
    open var dataDetectorTypes: WKDataDetectorTypes = []
    /// The application name appended to the user agent.
    open var applicationNameForUserAgent: String?
    /// Whether a page is shown only once fully loaded.
    open var suppressesIncrementalRendering = false
    /// Whether pages may zoom past their viewport's limits.
    open var ignoresViewportScaleLimits = false
    /// Whether navigation is limited to the app's bound domains.
    open var limitsNavigationsToAppBoundDomains = false
    private var schemeHandlers: [String: any WKURLSchemeHandler] = [:]

    /// A configuration with WebKit's defaults.
    public override init() { super.init() }

    /// Handles loads of a custom URL scheme (`nil` removes the handler).
    open func setURLSchemeHandler(_ urlSchemeHandler: (any WKURLSchemeHandler)?, forURLScheme urlScheme: String) {
        schemeHandlers[urlScheme] = urlSchemeHandler
    }

    /// The handler of a custom URL scheme, if one was set.
    open func urlSchemeHandler(forURLScheme urlScheme: String) -> (any WKURLSchemeHandler)? { schemeHandlers[urlScheme] }

    /// A copy with the same settings (the controller and data store are shared, as in WebKit).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = WKWebViewConfiguration()
        copy.userContentController = userContentController
        copy.websiteDataStore = websiteDataStore
        copy.preferences = preferences
        copy.defaultWebpagePreferences = defaultWebpagePreferences
        copy.allowsInlineMediaPlayback = allowsInlineMediaPlayback
        copy.mediaTypesRequiringUserActionForPlayback = mediaTypesRequiringUserActionForPlayback
        copy.allowsAirPlayForMediaPlayback = allowsAirPlayForMediaPlayback
        copy.allowsPictureInPictureMediaPlayback = allowsPictureInPictureMediaPlayback
        copy.dataDetectorTypes = dataDetectorTypes
        copy.applicationNameForUserAgent = applicationNameForUserAgent
        copy.suppressesIncrementalRendering = suppressesIncrementalRendering
        copy.ignoresViewportScaleLimits = ignoresViewportScaleLimits
        copy.limitsNavigationsToAppBoundDomains = limitsNavigationsToAppBoundDomains
        copy.schemeHandlers = schemeHandlers
        return copy
    }
}

/// A handler of loads for a custom URL scheme.
public protocol WKURLSchemeHandler: NSObjectProtocol {
    /// Starts loading a resource of the scheme.
    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask)
    /// Stops loading a resource of the scheme.
    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask)
}

/// A load of a custom-scheme resource that a scheme handler answers.
public protocol WKURLSchemeTask: NSObjectProtocol {
    /// The request to answer.
    var request: URLRequest { get }
    /// Sends the response.
    func didReceive(_ response: URLResponse)
    /// Sends data of the body.
    func didReceive(_ data: Data)
    /// Ends the load.
    func didFinish()
    /// Ends the load with an error.
    func didFailWithError(_ error: any Error)
}

/// Media kinds, for `mediaTypesRequiringUserActionForPlayback`.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Types from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Audio.
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    /// Video.
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    /// Audio and video.
    public static let all = WKAudiovisualMediaTypes(rawValue: ~0)
}

/// Kinds of data WebKit turns into links.
public struct WKDataDetectorTypes: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Types from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    /// URLs in text.
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times.
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers.
    public static let trackingNumber = WKDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = WKDataDetectorTypes(rawValue: 1 << 5)
    /// Lookup suggestions.
    public static let lookupSuggestion = WKDataDetectorTypes(rawValue: 1 << 6)
    /// Every kind.
    public static let all = WKDataDetectorTypes(rawValue: ~0)
}

/// Preferences of a web view's pages.
open class WKPreferences: NSObject {
    /// The smallest font size pages may use, in points (0).
    open var minimumFontSize: CGFloat = 0
    /// Whether JavaScript may open windows without a tap (`false`).
    open var javaScriptCanOpenWindowsAutomatically = false
    /// Whether fraudulent-site warnings show (`true`).
    open var isFraudulentWebsiteWarningEnabled = true
    /// Whether text in pages can be selected (`true`).
    open var isTextInteractionEnabled = true
    /// Whether elements may go full screen (`false`).
    open var isElementFullscreenEnabled = false
    /// Whether printing includes backgrounds (`false`).
    open var shouldPrintBackgrounds = false
    /// Whether JavaScript runs (`true`); deprecated in iOS 14 for
    /// `WKWebpagePreferences.allowsContentJavaScript`.
    @available(iOS, deprecated: 14.0, message: "Use WKWebpagePreferences.allowsContentJavaScript")
    open var javaScriptEnabled = true
}

/// Preferences for one page's navigation: JavaScript and the content mode.
open class WKWebpagePreferences: NSObject {
    /// The content mode a page asks for.
    public enum ContentMode: Int, Sendable {
        /// Mobile on iPhone, desktop on iPad.
        case recommended = 0
        /// The mobile site.
        case mobile = 1
        /// The desktop site.
        case desktop = 2
    }

    /// Whether the page's own JavaScript runs (`true`).
    open var allowsContentJavaScript = true
    /// The content mode (`.recommended`).
    open var preferredContentMode = ContentMode.recommended
    /// Whether Lockdown Mode applies (`false`).
    open var isLockdownModeEnabled = false
}
