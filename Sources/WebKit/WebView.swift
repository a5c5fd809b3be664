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

nonisolated extension View {
    /// Sets whether horizontal swipes in web views go back and forward; a still render
    /// shows no gesture.
    public func webViewBackForwardNavigationGestures(_ value: WebView.BackForwardNavigationGesturesBehavior) -> some View {
        self
    }

    /// Sets whether pinching zooms web views; a still render shows no gesture.
    public func webViewMagnificationGestures(_ value: WebView.MagnificationGesturesBehavior) -> some View {
        self
    }

    /// Sets whether pressing a link in web views previews it; a still render shows no preview.
    public func webViewLinkPreviews(_ value: WebView.LinkPreviewBehavior) -> some View {
        self
    }

    /// Sets whether elements of web views' pages may go full screen; a still render shows none.
    public func webViewElementFullscreenBehavior(_ value: WebView.ElementFullscreenBehavior) -> some View {
        self
    }

    /// Sets whether web views draw their page's background (`.hidden`: clear); Backplate's
    /// web views draw nothing either way.
    public func webViewContentBackground(_ visibility: Visibility) -> some View {
        self
    }

    /// Sets whether text in web views can be selected; a still render selects nothing.
    public func webViewTextSelection<S: TextSelectability>(_ selectability: S) -> some View {
        self
    }

    /// Binds the scroll position of web views; a still render shows the top of the page.
    public func webViewScrollPosition(_ position: Binding<ScrollPosition>) -> some View { self }
}
