import Backplate
@testable import BackplateServer
import Foundation
import Hummingbird
import Testing
import BackplateTestSupport

/// The application under test, with the given configuration.
func testApp(_ configure: (inout ServerConfiguration) -> Void = { _ in }) -> (RenderServer, some ApplicationProtocol) {
    var config = ServerConfiguration()
    config.port = 0
    // A render's deadline long enough for a loaded CI machine running the whole suite at once.
    config.timeout = 300
    configure(&config)
    let server = RenderServer(configuration: config)
    return (server, server.application())
}

/// Card pixels are sampled a pixel or two into gradients and anti-aliased shapes, not at their
/// defined colours: 6/255, beyond `.composited`.
let cardTolerance = ColorTolerance(steps: 6)

@Suite(.tags(.pixels)) struct CardRouteTests {
    @Test func socialCardIsA1200By630PNGWithTheGradientInItsCorners() async throws {
        let (_, app) = testApp()
        try await app.test(.router) { client in
            try await client.execute(uri: "/cards/social.png?title=Hello%20world&subtitle=From+Linux", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
                #expect(response.headers[.cacheControl] == "public, max-age=86400")
                let etag = try #require(response.headers[.eTag])
                #expect(etag.hasPrefix("\"") && etag.hasSuffix("\""))
                let image = try #require(RenderedImage(pngData: Data(buffer: response.body)))
                #expect(image.width == 1200 && image.height == 630)
                // The light gradient starts at (0.93, 0.95, 1.0) in the top-left corner.
                #expect(close(image.pixel(x: 2, y: 2), (237, 242, 255), cardTolerance))
                // The pink circle (centre 1150, 570; 14% of (255, 45, 85)) over the gradient.
                let pink = image.pixel(x: 1150, y: 570)
                #expect(pink.red > pink.green && pink.green < 215)
            }
        }
    }

    @Test func darkSchemeAndScaleChangeTheCard() async throws {
        let (_, app) = testApp()
        try await app.test(.router) { client in
            try await client.execute(uri: "/cards/social.png?scheme=dark&scale=0.5", method: .get) { response in
                #expect(response.status == .ok)
                let image = try #require(RenderedImage(pngData: Data(buffer: response.body)))
                #expect(image.width == 600 && image.height == 315)
                // The dark gradient starts at (0.07, 0.09, 0.16).
                #expect(close(image.pixel(x: 1, y: 1), (18, 23, 41), cardTolerance))
            }
            try await client.execute(uri: "/cards/quote.png?width=300&height=200", method: .get) { response in
                let image = try #require(RenderedImage(pngData: Data(buffer: response.body)))
                #expect(image.width == 300 && image.height == 200)
                // Paper colour (0.99, 0.96, 0.90) at the edge.
                #expect(close(image.pixel(x: 1, y: 199), (252, 245, 230), cardTolerance))
            }
        }
    }

    @Test func badgeIsSizedToItsTextWithAGreyLabelAndAGreenValue() async throws {
        let (_, app) = testApp()
        try await app.test(.router) { client in
            try await client.execute(uri: "/cards/badge.png?title=build&subtitle=passing&scale=2", method: .get) { response in
                #expect(response.status == .ok)
                let image = try #require(RenderedImage(pngData: Data(buffer: response.body)))
                #expect(image.height == 56)
                #expect(image.width > 120 && image.width < 400)
                // Inside the rounded corners: the label's grey (0.33) and the value's green.
                #expect(close(image.pixel(x: 12, y: 28), (84, 84, 84), cardTolerance))
                #expect(close(image.pixel(x: image.width - 12, y: 28), (51, 168, 84), cardTolerance))
                // Outside the corner radius the badge is transparent.
                #expect(image.pixel(x: 0, y: 0).alpha < 40)
            }
            try await client.execute(uri: "/cards/badge.png?subtitle=failing", method: .get) { response in
                let image = try #require(RenderedImage(pngData: Data(buffer: response.body)))
                #expect(image.height == 28)
                #expect(close(image.pixel(x: image.width - 6, y: 14), (219, 61, 54), cardTolerance))
            }
        }
    }

    @Test func everyFormatHasItsTypeAndSignature() async throws {
        let (_, app) = testApp()
        try await app.test(.router) { client in
            for (format, type, prefix) in [("webp", "image/webp", "RIFF"), ("svg", "image/svg+xml", "<?xml"), ("pdf", "application/pdf", "%PDF-")] {
                try await client.execute(uri: "/cards/social.\(format)?title=Formats", method: .get) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.contentType] == type)
                    let body = Data(buffer: response.body)
                    #expect(body.starts(with: Array(prefix.utf8)), "\(format)")
                    if format == "webp" { #expect(body[8..<12] == Data("WEBP".utf8)) }
                    if format == "svg" { #expect(String(decoding: body, as: UTF8.self).contains("width=\"1200pt\"")) }
                }
            }
        }
    }

    @Test func sameRequestGivesSameBytesAndIfNoneMatchGives304() async throws {
        let (server, app) = testApp()
        try await app.test(.router) { client in
            let first = try await client.execute(uri: "/cards/social.png?title=Cache&scheme=dark", method: .get)
            // The same inputs in another order and spelling: the cached card.
            let second = try await client.execute(uri: "/cards/social.png?scheme=dark&title=Cache", method: .get)
            #expect(first.status == .ok && second.status == .ok)
            #expect(first.body == second.body)
            let etag = try #require(first.headers[.eTag])
            #expect(second.headers[.eTag] == etag)
            let notModified = try await client.execute(uri: "/cards/social.png?title=Cache&scheme=dark", method: .get, headers: [.ifNoneMatch: "\"other\", \(etag)"])
            #expect(notModified.status == .notModified)
            #expect(notModified.body.readableBytes == 0)
            #expect(notModified.headers[.eTag] == etag)
            let changed = try await client.execute(uri: "/cards/social.png?title=Cache", method: .get, headers: [.ifNoneMatch: etag])
            #expect(changed.status == .ok)
            #expect(changed.headers[.eTag] != etag)
        }
        #expect(server.metrics.exposition().contains("backplate_cache_hits_total 2"))
    }

    @Test func renderingWithoutTheCacheGivesTheSameBytes() async throws {
        let (_, app) = testApp { $0.cacheBytes = 0 }
        try await app.test(.router) { client in
            for format in CardFormat.allCases {
                let a = try await client.execute(uri: "/cards/quote.\(format.rawValue)?title=Twice", method: .get)
                let b = try await client.execute(uri: "/cards/quote.\(format.rawValue)?title=Twice", method: .get)
                #expect(a.status == .ok)
                #expect(a.body == b.body, "\(format)")
                #expect(a.headers[.eTag] == b.headers[.eTag])
            }
        }
    }

    @Test func healthAndMetrics() async throws {
        let (_, app) = testApp { $0.workers = 3; $0.queueLimit = 7 }
        try await app.test(.router) { client in
            try await client.execute(uri: "/health", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json")
                #expect(String(buffer: response.body) == "{\"status\":\"ok\",\"running\":0,\"waiting\":0,\"workers\":3,\"queueLimit\":7}\n")
            }
            _ = try await client.execute(uri: "/cards/badge.svg", method: .get)
            _ = try await client.execute(uri: "/cards/badge.gif", method: .get)
            try await client.execute(uri: "/metrics", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
                let text = String(buffer: response.body)
                #expect(text.contains("backplate_http_responses_total{route=\"cards\",status=\"200\"} 1"))
                #expect(text.contains("backplate_http_responses_total{route=\"cards\",status=\"404\"} 1"))
                #expect(text.contains("backplate_renders_total{template=\"badge\",format=\"svg\"} 1"))
                #expect(text.contains("backplate_render_duration_seconds_count 1"))
            }
        }
    }
}
