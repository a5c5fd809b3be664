import BackplateCore
import Foundation

/// SwiftUI's web sign-in (`@Environment(\.webAuthenticationSession)`): iOS shows the page in a
/// browser sheet and returns the callback URL it redirects to. A render shows no browser: each
/// call emits a runtime warning naming the page and throws `ASWebAuthenticationSessionError`
/// `.canceledLogin`, as when the person closes the sheet.
@MainActor public struct WebAuthenticationSession: Sendable {
    /// Which browser session's cookies the sign-in page sees.
    public struct BrowserSession: Hashable, Sendable {
        let ephemeral: Bool
        /// A private session that keeps no cookies.
        public static let ephemeral = BrowserSession(ephemeral: true)
        /// The session shared with the person's browser.
        public static let shared = BrowserSession(ephemeral: false)
    }

    nonisolated init() {}

    /// Signs in at `url`, ending at a URL with `callbackURLScheme`; throws `.canceledLogin` in a render.
    public func authenticate(using url: URL, callbackURLScheme: String,
                             preferredBrowserSession: WebAuthenticationSession.BrowserSession? = nil) async throws -> URL {
        throw canceled(url)
    }

    /// Signs in at `url`, ending at `callback`; throws `.canceledLogin` in a render.
    public func authenticate(using url: URL, callback: ASWebAuthenticationSession.Callback,
                             preferredBrowserSession: WebAuthenticationSession.BrowserSession? = nil,
                             additionalHeaderFields: [String: String]) async throws -> URL {
        throw canceled(url)
    }

    private func canceled(_ url: URL) -> ASWebAuthenticationSessionError {
        RuntimeWarning.emit("WebAuthenticationSession: iOS would show the sign-in page \(url.absoluteString) here; a render shows no browser, so it ends as canceled")
        return ASWebAuthenticationSessionError(.canceledLogin)
    }
}

private struct WebAuthenticationSessionKey: EnvironmentKey {
    static let defaultValue = WebAuthenticationSession()
}

extension EnvironmentValues {
    /// The session that signs in through a web page (it ends as canceled in a render).
    public var webAuthenticationSession: WebAuthenticationSession { self[WebAuthenticationSessionKey.self] }
}
