import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import BackplateCore

/// WebKit's web view, as a stand-in: it keeps what it is told to load and its settings, so
/// the `UIViewRepresentable` wrappers apps write compile as they do for iOS.
///
/// Backplate has no web engine and loads nothing: a load records its URL (`url`) and starts no
/// navigation, no delegate method is called, no script runs. Like every UIKit view it is not
/// drawn; its representable's frame is left empty, with a runtime warning naming it.
open class WKWebView: UIView {
    /// A copy of the configuration the view was made with.
    open var configuration: WKWebViewConfiguration { storedConfiguration.copy() as! WKWebViewConfiguration }
    private let storedConfiguration: WKWebViewConfiguration
    /// The object told about navigations (never called: nothing loads).
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// The object asked about windows and JavaScript panels (never called).
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The page's title (`nil`: nothing has loaded).
    open private(set) var title: String?
    /// The URL of the last load asked for.
    open private(set) var url: URL?
    /// Whether a load is in progress (`false`: nothing loads in a render).
    open private(set) var isLoading = false
    /// The share of the current load done, 0 to 1.
    open private(set) var estimatedProgress: Double = 0
    /// Whether every resource of the page came over a secure connection.
    open private(set) var hasOnlySecureContent = false
    /// Whether there is a page to go back to (`false`: no page ever loads).
    open private(set) var canGoBack = false
    /// Whether there is a page to go forward to.
    open private(set) var canGoForward = false
    /// The theme colour the page declares (`nil`).
    open private(set) var themeColor: UIColor?
    /// Whether horizontal swipes go back and forward (`false`).
    open var allowsBackForwardNavigationGestures = false
    /// Whether pressing a link previews its destination (`true`).
    open var allowsLinkPreview = true
    /// The user agent sent instead of WebKit's (`nil`: WebKit's).
    open var customUserAgent: String?
    /// Whether Safari's Web Inspector may attach (`false`).
    open var isInspectable = false
    /// The page's zoom factor (1).
    open var pageZoom: CGFloat = 1
    /// The colour shown past the page's edges (the page's background by default).
    open var underPageBackgroundColor: UIColor!
    /// The scroll view that holds the page.
    public let scrollView = UIScrollView()

    /// A web view of `frame` with `configuration`.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        storedConfiguration = configuration
        super.init(frame: frame)
    }

    /// A web view of `frame` with the default configuration.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// A web view from an archive: a zero frame and the default configuration.
    public required init?(coder: NSCoder) {
        storedConfiguration = WKWebViewConfiguration()
        super.init(coder: coder)
    }

    /// Asks to load `request`: records its URL; nothing is fetched or drawn.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? { record(request.url) }

    /// Asks to show an HTML string: records `baseURL` (or `about:blank`); nothing is drawn.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        record(baseURL ?? URL(string: "about:blank"))
    }

    /// Asks to load a local file: records `URL`; nothing is read or drawn.
    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? { record(URL) }

    /// Asks to show `data` of a MIME type: records `baseURL`; nothing is drawn.
    @discardableResult
    open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        record(baseURL)
    }

    /// Reloads the page (nothing loads).
    @discardableResult
    open func reload() -> WKNavigation? { url == nil ? nil : WKNavigation() }
    /// Reloads the page past the cache (nothing loads).
    open func reloadFromOrigin() {}
    /// Stops loading.
    open func stopLoading() {}
    /// Goes back (`nil`: there is no previous page).
    @discardableResult
    open func goBack() -> WKNavigation? { nil }
    /// Goes forward (`nil`: there is no next page).
    @discardableResult
    open func goForward() -> WKNavigation? { nil }

    /// Runs JavaScript in the page: no script runs, so `completionHandler` gets
    /// `WKError.javaScriptExceptionOccurred`, on the main actor.
    open func evaluateJavaScript(_ javaScriptString: String,
                                 completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) {
        guard let completionHandler else { return }
        Task { @MainActor in completionHandler(nil, WKError(.javaScriptExceptionOccurred)) }
    }

    /// Runs JavaScript in the page (async form): throws `WKError.javaScriptExceptionOccurred`,
    /// since no script runs.
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any {
        throw WKError(.javaScriptExceptionOccurred)
    }

    /// Whether WebKit handles a URL scheme itself (http, https, file, about, data, blob...).
    open class func handlesURLScheme(_ urlScheme: String) -> Bool {
        ["http", "https", "file", "about", "data", "blob", "javascript", "ws", "wss"].contains(urlScheme.lowercased())
    }

    private func record(_ url: URL?) -> WKNavigation? {
        self.url = url
        RuntimeWarning.emit("WKWebView: Backplate loads no web content; \(url?.absoluteString ?? "the page") is not fetched or drawn")
        return WKNavigation()
    }
}

/// WebKit's errors.
public struct WKError: Error, Hashable, Sendable {
    /// The error codes of `WKErrorDomain`.
    public enum Code: Int, Sendable {
        /// An unknown error.
        case unknown = 1
        /// The web content process ended.
        case webContentProcessTerminated = 2
        /// The web view was invalidated.
        case webViewInvalidated = 3
        /// A JavaScript exception occurred.
        case javaScriptExceptionOccurred = 4
        /// The script's result type is not supported.
        case javaScriptResultTypeIsUnsupported = 5
    }

    /// The error's code.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }

    /// WebKit's error domain.
    public static let errorDomain = WKErrorDomain
}

/// The domain of WebKit's errors.
public let WKErrorDomain = "WKErrorDomain"
