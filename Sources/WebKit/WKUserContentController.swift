import Foundation

/// The scripts a web view injects into its pages and the handlers of the messages pages post
/// (`window.webkit.messageHandlers.NAME.postMessage`). Kept as added; a render runs no script.
open class WKUserContentController: NSObject {
    /// The scripts injected into pages, in the order added.
    open private(set) var userScripts: [WKUserScript] = []
    private var handlers: [String: any WKScriptMessageHandler] = [:]

    /// An empty controller.
    public override init() { super.init() }

    /// Adds a handler of the messages posted to `name`.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) { handlers[name] = scriptMessageHandler }
    /// Removes the handler of `name`.
    open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
    /// Removes every handler.
    open func removeAllScriptMessageHandlers() { handlers.removeAll() }
    /// Adds a script to inject.
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    /// Removes every script.
    open func removeAllUserScripts() { userScripts.removeAll() }

    /// The names that have a message handler, sorted (Backplate's, for tests and tools).
    package var handlerNames: [String] { handlers.keys.sorted() }
}

/// When a user script is injected.
public enum WKUserScriptInjectionTime: Int, Sendable {
    /// Before the page's own content loads.
    case atDocumentStart = 0
    /// Once the document has loaded, before subresources finish.
    case atDocumentEnd = 1
}

/// A script injected into a web view's pages.
open class WKUserScript: NSObject {
    /// The script's JavaScript source.
    open private(set) var source: String
    /// When it is injected.
    open private(set) var injectionTime: WKUserScriptInjectionTime
    /// Whether it goes into the main frame only.
    open private(set) var isForMainFrameOnly: Bool

    /// A script injected at `injectionTime`, into the main frame alone or every frame.
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        self.isForMainFrameOnly = forMainFrameOnly
        super.init()
    }
}

/// A message a page posted to a script-message handler.
open class WKScriptMessage: NSObject {
    /// The message's body: a number, string, date, array, dictionary or `NSNull`.
    open private(set) var body: Any
    /// The name of the handler it was posted to.
    open private(set) var name: String
    /// The web view it came from.
    open private(set) weak var webView: WKWebView?
    /// The frame that posted it.
    open private(set) var frameInfo: WKFrameInfo

    /// A message with `body` posted to `name` (WebKit makes messages; Backplate's tests too).
    package init(body: Any, name: String) {
        self.body = body
        self.name = name
        frameInfo = WKFrameInfo()
        super.init()
    }
}

/// Receives the messages pages post to a name added with `WKUserContentController.add(_:name:)`.
@MainActor
public protocol WKScriptMessageHandler: NSObjectProtocol {
    /// A page posted a message (never in a render: no script runs).
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}
