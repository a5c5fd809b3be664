import BackplateCore
import Foundation

/// The domain of web authentication session errors.
public let ASWebAuthenticationSessionErrorDomain = "com.apple.AuthenticationServices.WebAuthenticationSession"

/// A web authentication session's failure, with one of `ASWebAuthenticationSessionError.Code`'s codes.
public struct ASWebAuthenticationSessionError: CustomNSError, Hashable, Sendable {
    /// The codes web authentication session errors have.
    public enum Code: Int, Sendable {
        /// The person closed the sign-in page (a render's answer: it shows no browser).
        case canceledLogin = 1
        /// No presentation context was provided.
        case presentationContextNotProvided = 2
        /// The presentation context gave no valid window.
        case presentationContextInvalid = 3
    }

    /// The error's code.
    public let code: Code
    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
    /// An error of `code`.
    public init(_ code: Code, userInfo: [String: Any]) { self.code = code }

    /// The canceled-login code, to match against (`error.code == .canceledLogin`).
    public static var canceledLogin: Code { .canceledLogin }
    /// The missing-context code.
    public static var presentationContextNotProvided: Code { .presentationContextNotProvided }
    /// The invalid-context code.
    public static var presentationContextInvalid: Code { .presentationContextInvalid }

    /// `ASWebAuthenticationSessionErrorDomain`.
    public static var errorDomain: String { ASWebAuthenticationSessionErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
}

extension ASWebAuthenticationSessionError.Code {
    /// Whether `error` is a web authentication session error of this code, so
    /// `catch ASWebAuthenticationSessionError.canceledLogin` matches.
    public static func ~= (match: ASWebAuthenticationSessionError.Code, error: any Error) -> Bool {
        (error as? ASWebAuthenticationSessionError)?.code == match
    }
}

/// Gives a web authentication session the window to present its browser over.
@MainActor public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
    /// The window to present the sign-in page over.
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// A sign-in through a web page (OAuth): iOS shows `url` in a browser sheet and hands the
/// completion handler the callback URL the page redirects to.
///
/// A render shows no browser and no person signs in: `start()` emits a runtime warning naming
/// the page and the completion handler is told `ASWebAuthenticationSessionError.canceledLogin`,
/// as when the person closes the sheet: at once, on the calling thread (iOS tells it later, on
/// the main thread).
open class ASWebAuthenticationSession: NSObject {
    /// What the session hands back: the callback URL, or an error.
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void

    /// The URL that ends a sign-in: a custom scheme or an HTTPS host and path.
    public struct Callback: Sendable, Hashable {
        enum Kind: Hashable { case scheme(String), https(host: String, path: String) }
        let kind: Kind

        /// A callback to a URL with the custom `customScheme`.
        public static func customScheme(_ customScheme: String) -> Callback { Callback(kind: .scheme(customScheme)) }
        /// A callback to an HTTPS URL on `host` at `path`.
        public static func https(host: String, path: String) -> Callback { Callback(kind: .https(host: host, path: path)) }

        /// Whether `url` is this callback.
        public func matchesURL(_ url: URL) -> Bool {
            switch kind {
            case .scheme(let scheme): url.scheme?.lowercased() == scheme.lowercased()
            case .https(let host, let path): url.scheme == "https" && url.host == host && url.path == path
            }
        }
    }

    /// The sign-in page.
    public let url: URL
    /// The callback the page redirects to.
    public let callback: Callback?
    private let completionHandler: CompletionHandler
    private var started = false

    /// Gives the window to present over (asked for nothing in a render: no browser is shown).
    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    /// Whether the browser keeps no cookies from the person's other sessions.
    open var prefersEphemeralWebBrowserSession = false
    /// Headers added to the first request for `url`.
    open var additionalHeaderFields: [String: String]?

    /// A session opening `url` that ends when the page redirects to a URL with `callbackURLScheme`.
    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        url = URL
        callback = callbackURLScheme.map { .customScheme($0) }
        self.completionHandler = completionHandler
        super.init()
    }

    /// A session opening `url` that ends when the page redirects to `callback`.
    public init(url URL: URL, callback: Callback, completionHandler: @escaping CompletionHandler) {
        url = URL
        self.callback = callback
        self.completionHandler = completionHandler
        super.init()
    }

    /// Whether `start()` would start the session (true until it has started).
    open var canStart: Bool { !started }

    /// Starts the sign-in: a runtime warning says no browser is shown, and the completion
    /// handler is told `.canceledLogin`; true the first time.
    @discardableResult
    open func start() -> Bool {
        guard !started else { return false }
        started = true
        RuntimeWarning.emit("ASWebAuthenticationSession: iOS would show the sign-in page \(url.absoluteString) here; a render shows no browser, so the session ends as canceled")
        completionHandler(nil, ASWebAuthenticationSessionError(.canceledLogin))
        return true
    }

    /// Cancels the session: nothing is left to cancel, as a started session has already ended.
    open func cancel() {}
}
