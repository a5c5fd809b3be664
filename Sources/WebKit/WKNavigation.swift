import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A navigation a web view started (WebKit's token for a load).
///
/// Backplate loads no web content, so no navigation progresses: the token only identifies
/// the call that made it.
open class WKNavigation: NSObject {}

/// What started a navigation.
public enum WKNavigationType: Int, Sendable {
    /// A link with an `href` was activated.
    case linkActivated = 0
    /// A form was submitted.
    case formSubmitted = 1
    /// An item of the back-forward list was requested.
    case backForward = 2
    /// The page was reloaded.
    case reload = 3
    /// A form was submitted again.
    case formResubmitted = 4
    /// Anything else.
    case other = -1
}

/// Whether a navigation action may go ahead.
public enum WKNavigationActionPolicy: Int, Sendable {
    /// Cancel the navigation.
    case cancel = 0
    /// Allow the navigation.
    case allow = 1
    /// Turn the navigation into a download.
    case download = 2
}

/// Whether a navigation response may be shown.
public enum WKNavigationResponsePolicy: Int, Sendable {
    /// Cancel the navigation.
    case cancel = 0
    /// Allow the navigation.
    case allow = 1
    /// Turn the navigation into a download.
    case download = 2
}

/// A frame of a web page: the main frame or one of its subframes.
open class WKFrameInfo: NSObject {
    /// Whether this is the page's main frame.
    open private(set) var isMainFrame: Bool
    /// The frame's current request.
    open private(set) var request: URLRequest
    /// The web view that holds the frame.
    open private(set) weak var webView: WKWebView?

    /// A main frame with an empty request (WebKit makes frames; apps receive them).
    public override init() {
        isMainFrame = true
        request = URLRequest(url: URL(string: "about:blank")!)
        super.init()
    }
}

/// What triggered a navigation and where it goes: what a navigation delegate decides on.
open class WKNavigationAction: NSObject {
    /// The request to load.
    open private(set) var request: URLRequest
    /// What kind of action started the navigation.
    open private(set) var navigationType: WKNavigationType
    /// The frame the navigation started from.
    open private(set) var sourceFrame: WKFrameInfo
    /// The frame the navigation targets (`nil`: a new window).
    open private(set) var targetFrame: WKFrameInfo?
    /// Whether the navigation should become a download.
    open private(set) var shouldPerformDownload = false

    /// An action of type `.other` for an `about:blank` request (WebKit makes actions; apps
    /// and tests receive them).
    public override init() {
        request = URLRequest(url: URL(string: "about:blank")!)
        navigationType = .other
        sourceFrame = WKFrameInfo()
        targetFrame = sourceFrame
        super.init()
    }
}

/// The response to a navigation, for a navigation delegate to allow or cancel.
open class WKNavigationResponse: NSObject {
    /// The response.
    open private(set) var response: URLResponse
    /// Whether the response is for the main frame.
    open private(set) var isForMainFrame = true
    /// Whether WebKit can show the response's MIME type.
    open private(set) var canShowMIMEType = true

    /// An empty response for `about:blank` (WebKit makes responses; apps receive them).
    public override init() {
        response = URLResponse(url: URL(string: "about:blank")!, mimeType: "text/html", expectedContentLength: 0, textEncodingName: nil)
        super.init()
    }
}

/// The features a page asked of a new window (`window.open`).
open class WKWindowFeatures: NSObject {
    /// Whether the window shows a menu bar (`nil`: not specified).
    open private(set) var menuBarVisibility: NSNumber?
    /// Whether the window shows a status bar (`nil`: not specified).
    open private(set) var statusBarVisibility: NSNumber?
    /// Whether the window shows toolbars (`nil`: not specified).
    open private(set) var toolbarsVisibility: NSNumber?
    /// Whether the window can be resized (`nil`: not specified).
    open private(set) var allowsResizing: NSNumber?
    /// The window's requested x coordinate (`nil`: not specified).
    open private(set) var x: NSNumber?
    /// The window's requested y coordinate (`nil`: not specified).
    open private(set) var y: NSNumber?
    /// The window's requested width (`nil`: not specified).
    open private(set) var width: NSNumber?
    /// The window's requested height (`nil`: not specified).
    open private(set) var height: NSNumber?
}
