@testable import BackplateServer
import Foundation
import Hummingbird
import Testing

@Suite struct BadRequestTests {
    /// Each bad request, the status it gets and a part of its message.
    static let cases: [(uri: String, status: Int, message: String)] = [
        ("/cards/social.png?scale=abc", 400, "scale must be a number, not \"abc\""),
        ("/cards/social.png?scale=nan", 400, "scale must be a number"),
        ("/cards/social.png?scale=NaN", 400, "scale must be a number"),
        ("/cards/social.png?scale=inf", 400, "scale must be a number"),
        ("/cards/social.png?scale=1e999", 400, "scale must be a number"),
        ("/cards/social.png?scale=", 400, "scale must be a number"),
        ("/cards/social.png?scale=0", 400, "scale must be between 0.25 and 4, not 0"),
        ("/cards/social.png?scale=-2", 400, "scale must be between 0.25 and 4"),
        ("/cards/social.png?width=12x", 400, "width must be a number"),
        ("/cards/social.png?height=100000", 400, "height must be between 16 and 4096"),
        ("/cards/social.png?width=4096&height=4096&scale=2", 400, "4096×4096 points at scale 2.0 is 67108864 pixels, over the budget of 16777216"),
        ("/cards/quote.png?scale=4", 400, "over the budget"),
        ("/cards/badge.png?width=300", 400, "the badge template is sized by its text"),
        ("/cards/social.png?title=" + String(repeating: "x", count: 201), 400, "title is longer than 200 characters"),
        ("/cards/social.png?subtitle=" + String(repeating: "%C3%A9", count: 201), 400, "subtitle is longer than 200 characters"),
        ("/cards/social.png?title=" + String(repeating: "a", count: 1 << 20), 414, "the query is longer than 4096 bytes"),
        ("/cards/social.png?title=%FF%FE", 400, "title is not valid UTF-8"),
        ("/cards/social.png?title=%C3", 400, "title is not valid UTF-8"),
        ("/cards/social.png?title=%ZZ", 400, "title has a malformed %-escape"),
        ("/cards/social.png?title=abc%4", 400, "title has a malformed %-escape"),
        ("/cards/social.png?title=a%00b", 400, "title contains control characters"),
        ("/cards/social.png?title=a&title=b", 400, "the parameter title is given more than once"),
        ("/cards/social.png?colour=red", 400, "unknown parameter \"colour\""),
        ("/cards/social.png?scheme=blue", 400, "scheme must be light or dark, not \"blue\""),
        ("/cards/poster.png", 404, "unknown template \"poster\": use social, badge, quote"),
        ("/cards/social.gif", 404, "unknown format \"gif\": use png, webp, svg or pdf"),
        ("/cards/social", 404, "no format in \"social\""),
    ]

    @Test func everyBadQueryGetsA4xxWithAClearMessage() async throws {
        let (server, app) = testApp()
        try await app.test(.router) { client in
            for c in Self.cases {
                try await client.execute(uri: c.uri, method: .get) { response in
                    #expect(Int(response.status.code) == c.status, "\(c.uri.prefix(80))")
                    #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
                    #expect(response.headers[.cacheControl] == "no-store")
                    #expect(response.headers[.retryAfter] == nil)
                    let body = String(buffer: response.body)
                    #expect(body.contains(c.message), "\(c.uri.prefix(80)): \(body)")
                    #expect(body.utf8.count < 300)
                }
            }
        }
        // No bad request reached the renderer.
        #expect(!server.metrics.exposition().contains("backplate_renders_total{"))
    }

    @Test func goodEdgeValuesAreAccepted() throws {
        var limits = CardLimits()
        let r = try CardRequestParser.parse(file: "social.PNG", query: "title=%E2%9C%93+done&scale=4&v=3&subtitle=", limits: limits)
        #expect(r.title == "✓ done")
        #expect(r.subtitle == "")
        #expect(r.scale == 4 && r.format == .png)
        #expect(r.size == CGSize(width: 1200, height: 630))
        let exactly = try CardRequestParser.parse(file: "social.svg", query: "title=" + String(repeating: "é", count: 200), limits: limits)
        #expect(exactly.title.count == 200)
        limits.maxPixels = 1200 * 630
        #expect(throws: CardRequestError.self) { try CardRequestParser.parse(file: "social.png", query: "scale=1.01", limits: limits) }
        #expect((try? CardRequestParser.parse(file: "social.png", query: "scale=1", limits: limits)) != nil)
    }

    @Test func cacheKeyIsTheSameForTheSameInputs() throws {
        let limits = CardLimits()
        let a = try CardRequestParser.parse(file: "social.png", query: "title=A+B&scheme=dark&scale=2", limits: limits)
        let b = try CardRequestParser.parse(file: "social.png", query: "scale=2.0&title=A%20B&scheme=dark&v=9", limits: limits)
        let c = try CardRequestParser.parse(file: "social.png", query: "title=A+B&scheme=dark&scale=2&subtitle=x", limits: limits)
        #expect(a.cacheKey == b.cacheKey)
        #expect(a.cacheKey != c.cacheKey)
    }
}
