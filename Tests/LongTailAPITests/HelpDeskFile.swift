import SwiftUI
import WebKit
import SafariServices

// An app file of the shape help centres take: articles opened in iOS 26's `WebView` over a
// `WebPage`, an HTML snippet in a `WKWebView` wrapper that sizes itself from a script message,
// and a status page in Safari's in-app browser presented as a sheet.

struct HelpArticle: Identifiable, Hashable {
    let id: Int
    let title: String
    let url: URL
}

extension URL: @retroactive Identifiable {
    public var id: String { absoluteString }
}

@Observable final class HelpDesk {
    var articles: [HelpArticle] = [
        HelpArticle(id: 1, title: "Resetting your password", url: URL(string: "https://help.example.com/password")!),
        HelpArticle(id: 2, title: "Exporting your data", url: URL(string: "https://help.example.com/export")!),
        HelpArticle(id: 3, title: "Contacting support", url: URL(string: "https://help.example.com/contact")!),
    ]
}

@MainActor @Observable final class ArticleReader {
    let page = WebPage()
    var failed = false

    func load(_ url: URL) async {
        do {
            for try await event in page.load(url) where event == .finished {
                failed = false
            }
        } catch {
            failed = true
        }
    }
}

struct ArticleScreen: View {
    let article: HelpArticle
    var reader: ArticleReader

    var body: some View {
        WebView(reader.page)
            .webViewBackForwardNavigationGestures(.disabled)
            .webViewLinkPreviews(.disabled)
            .webViewContentBackground(.hidden)
            .overlay {
                if reader.failed {
                    ContentUnavailableView("You're offline", systemImage: "wifi.slash",
                                           description: Text("Connect to the internet to read this article."))
                }
            }
            .navigationTitle(reader.page.title.isEmpty ? article.title : reader.page.title)
            .navigationBarTitleDisplayMode(.inline)
            .task { await reader.load(article.url) }
    }
}

struct SafariSheet: UIViewControllerRepresentable {
    let url: URL

    func makeUIViewController(context: Context) -> SFSafariViewController {
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = true
        let controller = SFSafariViewController(url: url, configuration: configuration)
        controller.preferredControlTintColor = .systemTeal
        controller.dismissButtonStyle = .close
        return controller
    }

    func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
}

struct SnippetView: UIViewRepresentable {
    let html: String
    @Binding var height: CGFloat

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.userContentController.add(context.coordinator, name: "resize")
        configuration.userContentController.addUserScript(WKUserScript(
            source: "window.webkit.messageHandlers.resize.postMessage(document.body.scrollHeight)",
            injectionTime: .atDocumentEnd, forMainFrameOnly: true))
        configuration.defaultWebpagePreferences.allowsContentJavaScript = true
        configuration.dataDetectorTypes = [.link, .phoneNumber]
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.navigationDelegate = context.coordinator
        webView.isOpaque = false
        webView.backgroundColor = .clear
        webView.scrollView.isScrollEnabled = false
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        webView.loadHTMLString(html, baseURL: nil)
    }

    final class Coordinator: NSObject, WKNavigationDelegate, WKScriptMessageHandler {
        var parent: SnippetView

        init(_ parent: SnippetView) { self.parent = parent }

        func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                     decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
            if navigationAction.navigationType == .linkActivated, let url = navigationAction.request.url {
                UIApplication.shared.open(url)
                decisionHandler(.cancel)
            } else {
                decisionHandler(.allow)
            }
        }

        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            webView.evaluateJavaScript("document.body.scrollHeight") { result, _ in
                if let height = result as? CGFloat { self.parent.height = height }
            }
        }

        func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
            if let height = message.body as? Double { parent.height = height }
        }
    }
}

struct HelpDeskView: View {
    @State private var desk = HelpDesk()
    @State private var statusPage: URL?
    @State private var snippetHeight: CGFloat = 120

    var body: some View {
        NavigationStack {
            List {
                Section("Articles") {
                    ForEach(desk.articles) { article in
                        NavigationLink(value: article) {
                            Label(article.title, systemImage: "doc.text")
                        }
                    }
                }
                Section("Announcement") {
                    SnippetView(html: "<p>Support hours: <b>9 to 5</b></p>", height: $snippetHeight)
                        .frame(height: snippetHeight)
                }
            }
            .navigationTitle("Help")
            .navigationDestination(for: HelpArticle.self) { article in
                ArticleScreen(article: article, reader: ArticleReader())
            }
            .toolbar {
                Button("Service status", systemImage: "safari") {
                    statusPage = URL(string: "https://status.example.com")
                }
            }
            .sheet(item: $statusPage) { url in
                SafariSheet(url: url).ignoresSafeArea()
            }
        }
    }
}

#Preview("Help desk") {
    HelpDeskView()
}

#Preview("Article, offline") {
    NavigationStack {
        ArticleScreen(article: HelpDesk().articles[0], reader: ArticleReader())
    }
}
