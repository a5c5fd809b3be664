import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Observation
import BackplateCore

/// The iOS 26 model of a web page that a `WebView` shows: what it loads and its observable
/// state (URL, title, progress).
///
/// Backplate has no web engine: a load records the URL and the title stays empty; the
/// navigation sequence a load returns throws `NavigationError.failedProvisionalNavigation`
/// with `URLError(.notConnectedToInternet)` (nothing is fetched), and JavaScript calls throw.
@MainActor @Observable
public final class WebPage {
    /// The settings a page is made with.
    @MainActor public struct Configuration {
        /// The preferences new navigations start with.
        public var defaultNavigationPreferences = NavigationPreferences()
        /// Whether subresources (images, scripts, styles) load (`true`).
        public var loadsSubresources = true
        /// The application name appended to the user agent.
        public var applicationNameForUserAgent: String?
        /// Which kinds of data in the content become links (none).
        public var dataDetectorTypes: WKDataDetectorTypes = []
        /// Where the page keeps cookies and caches (the default, persistent store).
        public var websiteDataStore = WKWebsiteDataStore.default()
        /// The scripts and message handlers of the page.
        public var userContentController = WKUserContentController()

        /// A configuration with WebKit's defaults.
        public init() {}
    }

    /// A stage of a navigation's progress.
    public enum NavigationEvent: Hashable, Sendable {
        /// The page had provisional approval to load, before any response.
        case startedProvisionalNavigation
        /// The page received a server redirect.
        case receivedServerRedirect
        /// Content started arriving for the main frame.
        case committed
        /// The navigation is complete.
        case finished
    }

    /// Why a navigation failed.
    public enum NavigationError: Error, Sendable {
        /// An error occurred early in the navigation.
        case failedProvisionalNavigation(any Error)
        /// The URL is invalid.
        case invalidURL
        /// The page was closed.
        case pageClosed
        /// The web content process ended.
        case webContentProcessTerminated
    }

    /// Preferences for a navigation: JavaScript and the content mode.
    @MainActor public struct NavigationPreferences: Sendable {
        /// Whether the page's JavaScript runs (`true`).
        public var allowsContentJavaScript = true
        /// The content mode (`.recommended`).
        public var preferredContentMode = WKWebpagePreferences.ContentMode.recommended
        /// Whether Lockdown Mode applies (`false`).
        public var isLockdownModeEnabled = false

        /// Preferences with WebKit's defaults.
        public init() {}
    }

    /// What a navigation decider is asked about: the request and what started it.
    @MainActor public struct NavigationAction: Sendable {
        /// The request to load.
        public let request: URLRequest
        /// What kind of action started the navigation.
        public let navigationType: WKNavigationType
        /// Whether the navigation should become a download.
        public let shouldPerformDownload: Bool
    }

    /// What a navigation decider is asked about once the response to a navigation is known.
    @MainActor public struct NavigationResponse: Sendable {
        /// The frame's response.
        public let response: URLResponse
        /// Whether WebKit can display the response's MIME type itself.
        public let canShowMimeType: Bool
    }

    /// Decides whether a page's navigations may go ahead. Every method has a default that
    /// allows the navigation; a still render loads nothing, so none is asked.
    @MainActor public protocol NavigationDeciding {
        /// Decides on a navigation action, possibly changing its preferences.
        mutating func decidePolicy(for action: NavigationAction, preferences: inout NavigationPreferences) async -> WKNavigationActionPolicy
        /// Decides on a navigation once its response is known.
        mutating func decidePolicy(for response: NavigationResponse) async -> WKNavigationResponsePolicy
    }

    /// The configuration the page was made with.
    public let configuration: Configuration
    /// The URL of the last load asked for.
    public private(set) var url: URL?
    /// The page's title (empty: nothing loads).
    public private(set) var title = ""
    /// Whether a load is in progress (`false`).
    public private(set) var isLoading = false
    /// The share of the current load done, 0 to 1.
    public private(set) var estimatedProgress: Double = 0
    /// The latest stage of the current navigation (`nil`: none has started).
    public private(set) var currentNavigationEvent: NavigationEvent?
    /// The theme colour the page declares (`nil`).
    public private(set) var themeColor: Color?
    /// Whether every resource came over a secure connection.
    public private(set) var hasOnlySecureContent = false
    /// The user agent sent instead of WebKit's.
    public var customUserAgent: String?
    /// Whether Safari's Web Inspector may attach (`false`).
    public var isInspectable = false

    /// A page with `configuration`.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// A page with `configuration` whose navigations `navigationDecider` approves (never asked:
    /// no navigation starts in a render).
    public convenience init(configuration: Configuration = Configuration(), navigationDecider: some NavigationDeciding) {
        self.init(configuration: configuration)
    }

    /// Loads `request`'s URL: records it; the returned sequence throws, since nothing is fetched.
    @discardableResult
    public func load(_ request: URLRequest) -> some AsyncSequence<NavigationEvent, any Error> { navigate(to: request.url) }

    /// Loads `url`: records it; the sequence throws `.invalidURL` for `nil`, otherwise
    /// `.failedProvisionalNavigation`, since nothing is fetched.
    @discardableResult
    public func load(_ url: URL?) -> some AsyncSequence<NavigationEvent, any Error> { navigate(to: url) }

    /// Shows an HTML string: records `baseURL`; nothing is drawn, and the sequence throws.
    @discardableResult
    public func load(html: String, baseURL: URL = URL(string: "about:blank")!) -> some AsyncSequence<NavigationEvent, any Error> {
        navigate(to: baseURL)
    }

    /// Shows `data` of a MIME type: records `baseURL`; nothing is drawn, and the sequence throws.
    @discardableResult
    public func load(_ data: Data, mimeType: String, characterEncoding: String.Encoding, baseURL: URL)
        -> some AsyncSequence<NavigationEvent, any Error> {
        navigate(to: baseURL)
    }

    /// Reloads the page (nothing loads; the sequence throws).
    @discardableResult
    public func reload(fromOrigin: Bool = false) -> some AsyncSequence<NavigationEvent, any Error> { navigate(to: url) }

    /// Stops loading.
    public func stopLoading() {}

    /// Runs a JavaScript function body in the page: throws `WKError.javaScriptExceptionOccurred`,
    /// since no script runs.
    public func callJavaScript(_ functionBody: String, arguments: [String: Any] = [:]) async throws -> Any? {
        throw WKError(.javaScriptExceptionOccurred)
    }

    private func navigate(to url: URL?) -> AsyncThrowingStream<NavigationEvent, any Error> {
        guard let url else { return AsyncThrowingStream { $0.finish(throwing: NavigationError.invalidURL) } }
        self.url = url
        RuntimeWarning.emit("WebPage: Backplate loads no web content; \(url.absoluteString) is not fetched or drawn")
        return AsyncThrowingStream {
            $0.finish(throwing: NavigationError.failedProvisionalNavigation(URLError(.notConnectedToInternet)))
        }
    }
}

extension WebPage.NavigationDeciding {
    /// Allows the navigation, its preferences unchanged.
    public mutating func decidePolicy(for action: WebPage.NavigationAction,
                                      preferences: inout WebPage.NavigationPreferences) async -> WKNavigationActionPolicy { .allow }
    /// Allows the navigation.
    public mutating func decidePolicy(for response: WebPage.NavigationResponse) async -> WKNavigationResponsePolicy { .allow }
}
