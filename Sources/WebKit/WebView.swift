import Foundation
import BackplateCore

/// The iOS 26 SwiftUI view of web content (WebKit for SwiftUI), by URL or by `WebPage`.
///
/// Backplate has no web engine: the view takes all the space offered, as SwiftUI's does,
/// draws nothing there, and emits a runtime warning naming its URL.
nonisolated public struct WebView: View {
    private let url: URL?

    /// A web view showing `url` (`nil`: an empty page).
    public init(url: URL?) { self.url = url }

    /// A web view showing `page`'s content.
    @MainActor public init(_ page: WebPage) { url = page.url }

    /// The empty frame, with its warning.
    public var body: some View {
        RuntimeWarning.emit("WebView: Backplate renders no web content; \(url?.absoluteString ?? "the empty page") is left blank")
        return Color.clear
    }

    /// Whether horizontal swipes go back and forward.
    public struct BackForwardNavigationGesturesBehavior: Hashable, Sendable {
        let rawValue: Int
        /// The web view decides (enabled).
        public static let automatic = BackForwardNavigationGesturesBehavior(rawValue: 0)
        /// Swipes go back and forward.
        public static let enabled = BackForwardNavigationGesturesBehavior(rawValue: 1)
        /// Swipes do not navigate.
        public static let disabled = BackForwardNavigationGesturesBehavior(rawValue: 2)
    }

    /// Whether pinching zooms the page.
    public struct MagnificationGesturesBehavior: Hashable, Sendable {
        let rawValue: Int
        /// The web view decides.
        public static let automatic = MagnificationGesturesBehavior(rawValue: 0)
        /// Pinching zooms.
        public static let enabled = MagnificationGesturesBehavior(rawValue: 1)
        /// Pinching does not zoom.
        public static let disabled = MagnificationGesturesBehavior(rawValue: 2)
    }

    /// Whether pressing a link previews its destination.
    public struct LinkPreviewBehavior: Hashable, Sendable {
        let rawValue: Int
        /// The web view decides.
        public static let automatic = LinkPreviewBehavior(rawValue: 0)
        /// Pressing a link previews it.
        public static let enabled = LinkPreviewBehavior(rawValue: 1)
        /// No link previews.
        public static let disabled = LinkPreviewBehavior(rawValue: 2)
    }

    /// Whether page elements may go full screen.
    public struct ElementFullscreenBehavior: Hashable, Sendable {
        let rawValue: Int
        /// The web view decides.
        public static let automatic = ElementFullscreenBehavior(rawValue: 0)
        /// Elements may go full screen.
        public static let enabled = ElementFullscreenBehavior(rawValue: 1)
        /// Elements stay in the page.
        public static let disabled = ElementFullscreenBehavior(rawValue: 2)
    }
}

/// The environment the web view modifiers set (read by nothing in a render: no page loads).
struct WebViewBehaviorKey: EnvironmentKey {
    static let defaultValue: [String: Int] = [:]
}

extension EnvironmentValues {
    var webViewBehaviors: [String: Int] {
        get { self[WebViewBehaviorKey.self] }
        set { self[WebViewBehaviorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets whether horizontal swipes in web views go back and forward; a still render
    /// shows no gesture.
    public func webViewBackForwardNavigationGestures(_ value: WebView.BackForwardNavigationGesturesBehavior) -> some View {
        environment(\.webViewBehaviors["backForward"], value.rawValue)
    }

    /// Sets whether pinching zooms web views; a still render shows no gesture.
    public func webViewMagnificationGestures(_ value: WebView.MagnificationGesturesBehavior) -> some View {
        environment(\.webViewBehaviors["magnification"], value.rawValue)
    }

    /// Sets whether pressing a link in web views previews it; a still render shows no preview.
    public func webViewLinkPreviews(_ value: WebView.LinkPreviewBehavior) -> some View {
        environment(\.webViewBehaviors["linkPreviews"], value.rawValue)
    }

    /// Sets whether elements of web views' pages may go full screen.
    public func webViewElementFullscreenBehavior(_ value: WebView.ElementFullscreenBehavior) -> some View {
        environment(\.webViewBehaviors["elementFullscreen"], value.rawValue)
    }

    /// Sets whether web views draw their page's background (`.hidden`: clear); Backplate's
    /// web views draw nothing either way.
    public func webViewContentBackground(_ visibility: Visibility) -> some View {
        environment(\.webViewBehaviors["contentBackground"], visibility == .hidden ? 0 : 1)
    }

    /// Sets whether text in web views can be selected.
    public func webViewTextSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environment(\.webViewBehaviors["textSelection"], S.allowsSelection ? 1 : 0)
    }

    /// Binds the scroll position of web views; a still render shows the top of the page.
    public func webViewScrollPosition(_ position: Binding<ScrollPosition>) -> some View { self }
}
