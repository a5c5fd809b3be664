import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import WebKit
import SafariServices

/// `HelpDeskFile.swift`: WebKit and SafariServices code compiles as written for iOS; web
/// content is never drawn, and each place that would show it says so in a runtime warning.
@MainActor @Suite(.tags(.appFiles)) struct HelpDeskTests {
    private let article = URL(string: "https://help.example.com/password")!

    @Test func aWebViewTakesTheSpaceOfferedAndWarnsNamingItsURL() throws {
        // Like SwiftUI's, it is flexible: beside a 93-point column it takes the other 300.
        let view = HStack(spacing: 0) {
            WebView(url: article).background(Color.blue)
            Color.green.frame(width: 93)
        }
        .frame(width: 393, height: 200)
        let (image, warnings) = try RuntimeWarning.collecting { try renderImage(view) }
        let blue = try renderImage(Color.blue.frame(width: 4, height: 4)).pixel(x: 2, y: 2)
        let rgb = (Int(blue.red), Int(blue.green), Int(blue.blue))
        #expect(close(image.pixel(x: 5, y: 5), rgb) && close(image.pixel(x: 298, y: 195), rgb), "\(image.pixel(x: 5, y: 5))")
        #expect(!close(image.pixel(x: 302, y: 100), rgb), "\(image.pixel(x: 302, y: 100))")
        #expect(warnings.contains { $0.hasPrefix("WebView:") && $0.contains("https://help.example.com/password") }, "\(warnings)")
    }

    @Test func aPageLoadThrowsOfflineAndRecordsItsURL() async {
        let reader = ArticleReader()
        await reader.load(article)
        #expect(reader.failed)
        #expect(reader.page.url == article && reader.page.title.isEmpty && !reader.page.isLoading)
        do {
            for try await _ in reader.page.load(URLRequest(url: article)) {}
            Issue.record("a load should throw")
        } catch WebPage.NavigationError.failedProvisionalNavigation(let underlying) {
            #expect((underlying as? URLError)?.code == .notConnectedToInternet)
        } catch {
            Issue.record("\(error)")
        }
        do {
            for try await _ in reader.page.load(nil as URL?) {}
            Issue.record("a nil URL should throw")
        } catch WebPage.NavigationError.invalidURL {
        } catch {
            Issue.record("\(error)")
        }
        await #expect(throws: WKError.self) { try await reader.page.callJavaScript("return 1") }
    }

    @Test func aPageThatLoadedNothingHasAnEmptyBackForwardList() {
        let page = WebPage()
        _ = page.load(URLRequest(url: article))
        let list = page.backForwardList
        #expect(list.backList.isEmpty && list.forwardList.isEmpty && list.currentItem == nil && list[-1] == nil)
    }

    @Test func theOfflineArticleShowsItsUnavailableView() async {
        let reader = ArticleReader()
        await reader.load(article)
        let texts = phoneTexts(NavigationStack {
            ArticleScreen(article: HelpDesk().articles[0], reader: reader)
        })
        #expect(frame(texts, "You're offline") != nil, "\(texts.map(\.0))")
        #expect(frame(texts, "Resetting your password") != nil, "\(texts.map(\.0))")
    }

    @Test func aWebViewWrapperKeepsItsConfigurationAndRecordsItsLoads() throws {
        var height: CGFloat = 120
        let snippet = SnippetView(html: "<p>Hi</p>", height: Binding(get: { height }, set: { height = $0 }))
        let coordinator = snippet.makeCoordinator()
        let configuration = WKWebViewConfiguration()
        configuration.userContentController.add(coordinator, name: "resize")
        configuration.userContentController.addUserScript(WKUserScript(source: "1", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
        configuration.dataDetectorTypes = [.link, .phoneNumber]
        let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 320, height: 120), configuration: configuration)
        webView.isOpaque = false
        let copy = webView.configuration
        #expect(copy !== configuration && copy.dataDetectorTypes == [.link, .phoneNumber])
        #expect(copy.userContentController.userScripts.map(\.injectionTime) == [.atDocumentEnd])
        #expect(!webView.isOpaque && webView.frame.size == CGSize(width: 320, height: 120))
        #expect(webView.url == nil && !webView.canGoBack && webView.goBack() == nil)
        let (navigation, warnings) = RuntimeWarning.collecting { webView.loadHTMLString("<p>Hi</p>", baseURL: nil) }
        #expect(navigation != nil && webView.url == URL(string: "about:blank") && !webView.isLoading && webView.estimatedProgress == 0)
        #expect(warnings.contains { $0.hasPrefix("WKWebView:") && $0.contains("about:blank") }, "\(warnings)")
        // The app's own script-message handler reads the posted height.
        coordinator.userContentController(configuration.userContentController, didReceive: WKScriptMessage(body: 348.0, name: "resize"))
        #expect(height == 348)
    }

    @Test func theAppsNavigationPolicyAllowsAnOrdinaryNavigation() {
        let snippet = SnippetView(html: "", height: .constant(0))
        let coordinator = snippet.makeCoordinator()
        var policy: WKNavigationActionPolicy?
        coordinator.webView(WKWebView(), decidePolicyFor: WKNavigationAction()) { policy = $0 }
        #expect(policy == .allow)
        #expect(WKNavigationAction().navigationType == .other && WKNavigationType.linkActivated.rawValue == 0)
    }

    @Test func javaScriptNeverRuns() async {
        await #expect(throws: WKError.self) { try await WKWebView().evaluateJavaScript("1 + 1") }
        #expect(WKError(.javaScriptExceptionOccurred).code.rawValue == 4 && WKError.errorDomain == "WKErrorDomain")
    }

    @Test func cookiesAreKeptInMemoryUntilRemoved() async throws {
        let store = WKWebsiteDataStore.nonPersistent()
        #expect(!store.isPersistent && WKWebsiteDataStore.default().isPersistent)
        let session = try #require(HTTPCookie(properties: [.name: "session", .value: "a", .domain: "help.example.com", .path: "/"]))
        let renewed = try #require(HTTPCookie(properties: [.name: "session", .value: "b", .domain: "help.example.com", .path: "/"]))
        store.httpCookieStore.setCookie(session)
        store.httpCookieStore.setCookie(renewed)
        #expect(await store.httpCookieStore.allCookies().map(\.value) == ["b"])
        #expect(await store.dataRecords(ofTypes: [WKWebsiteDataTypeCookies]).map(\.displayName) == ["help.example.com"])
        await store.removeData(ofTypes: WKWebsiteDataStore.allWebsiteDataTypes(), modifiedSince: .distantPast)
        #expect(await store.httpCookieStore.allCookies().isEmpty)
    }

    @Test func safariControllersKeepTheirSettingsAndAreNotDrawn() throws {
        let controller = SafariSheet(url: URL(string: "https://status.example.com")!)
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = true
        let safari = SFSafariViewController(url: URL(string: "https://status.example.com")!, configuration: configuration)
        safari.dismissButtonStyle = .close
        #expect(safari.configuration.entersReaderIfAvailable && safari.configuration.barCollapsingEnabled)
        #expect(safari.configuration !== configuration && safari.dismissButtonStyle == .close)
        let (image, warnings) = try RuntimeWarning.collecting {
            try renderImage(controller.frame(width: 100, height: 100).background(Color.white))
        }
        #expect(close(image.pixel(x: 50, y: 50), 255, 255, 255, .pixel))
        #expect(warnings.contains { $0.contains("SafariSheet") && $0.contains("cannot draw UIKit views") }, "\(warnings)")
    }

    @Test func theHelpDeskRendersLightAndDark() throws {
        let (light, dark) = try renderPhoneLightAndDark(HelpDeskView(), name: "HelpDesk")
        let texts = phoneTexts(HelpDeskView())
        for title in ["Help", "Resetting your password", "Exporting your data", "Contacting support"] {
            #expect(frame(texts, title) != nil, "\(title): \(texts.map(\.0))")
        }
        // The system background behind the list: grouped grey in light, black in dark.
        #expect(close(light.pixel(x: 4, y: 400), 242, 242, 247, .pixel), "\(light.pixel(x: 4, y: 400))")
        #expect(close(dark.pixel(x: 4, y: 400), 0, 0, 0, .pixel), "\(dark.pixel(x: 4, y: 400))")
    }
}
