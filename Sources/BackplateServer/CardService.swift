import Backplate
import Foundation
import Logging

/// What a card request comes to: the card, a 304, or a refusal with its status.
package enum CardOutcome: Sendable {
    /// The card (`cached`: from the response cache, no render).
    case card(RenderedCard, CardFormat, cached: Bool)
    /// The client's copy is current (`If-None-Match` matched).
    case notModified(etag: String)
    /// A 4xx or 5xx with a message (and `Retry-After` seconds for a 503 when set).
    case refused(status: Int, message: String, retryAfter: Int?)
}

/// Renders cards: parses the request, answers from the cache, else renders in the pool
/// within the timeout, and caches the result.
package struct CardService: Sendable {
    package let configuration: ServerConfiguration
    package let pool: RenderPool
    package let cache: ResponseCache
    package let metrics: ServerMetrics
    package let limits: CardLimits

    package init(configuration: ServerConfiguration, metrics: ServerMetrics) {
        self.configuration = configuration
        pool = RenderPool(workers: configuration.workers, queueLimit: configuration.queueLimit)
        cache = ResponseCache(byteLimit: configuration.cacheBytes)
        self.metrics = metrics
        var limits = CardLimits()
        limits.maxPixels = configuration.maxPixels
        self.limits = limits
    }

    /// Answers `GET /cards/{file}?{query}` with the client's `If-None-Match` value.
    package func respond(file: String, query: String?, ifNoneMatch: String?) async -> CardOutcome {
        let request: CardRequest
        do {
            request = try CardRequestParser.parse(file: file, query: query, limits: limits)
        } catch {
            return .refused(status: error.status, message: error.message, retryAfter: nil)
        }
        let key = request.cacheKey
        if let card = cache.card(for: key) {
            metrics.cacheHits.increment()
            if Self.matches(ifNoneMatch, card.etag) { return .notModified(etag: card.etag) }
            return .card(card, request.format, cached: true)
        }
        let card: RenderedCard
        do {
            let metrics = self.metrics
            let pool = self.pool
            card = try await pool.run(timeout: configuration.timeout) {
                let load = pool.load
                metrics.running.record(load.running)
                metrics.waiting.record(load.waiting)
                let started = ContinuousClock.now
                let data = try await Self.render(request)
                let elapsed = ContinuousClock.now - started
                metrics.renderDuration.recordNanoseconds(elapsed.wholeNanoseconds)
                metrics.countRender(template: request.template.rawValue, format: request.format.rawValue)
                return RenderedCard(data: data)
            }
        } catch RenderPoolRefusal.queueFull {
            return .refused(status: 503, message: "every renderer is busy and the queue is full; retry shortly", retryAfter: configuration.retryAfter)
        } catch RenderPoolRefusal.timedOut {
            return .refused(status: 503, message: "the render did not finish within \(configuration.timeout) s", retryAfter: configuration.retryAfter)
        } catch RenderPoolRefusal.shuttingDown {
            return .refused(status: 503, message: "the server is shutting down", retryAfter: configuration.retryAfter)
        } catch {
            return .refused(status: 500, message: "the card could not be rendered: \(error)", retryAfter: nil)
        }
        cache.store(card, for: key)
        metrics.cacheBytes.record(cache.size)
        if Self.matches(ifNoneMatch, card.etag) { return .notModified(etag: card.etag) }
        return .card(card, request.format, cached: false)
    }

    /// Renders a request's card in its format (off the cooperative pool: ImageRenderer's
    /// async calls run on Backplate's own worker threads).
    package static func render(_ request: CardRequest) async throws -> Data {
        let renderer = await MainActor.run {
            let r = ImageRenderer(content: request.template.view(title: request.title, subtitle: request.subtitle, size: request.size))
            r.scale = CGFloat(request.scale)
            r.environment.colorScheme = request.dark ? .dark : .light
            return r
        }
        // A badge has no size parameter: its 200-character texts at scale 4 stay far below the
        // pixel budget, so only sized templates are checked (by the parser).
        switch request.format {
        case .png: return try await renderer.pngData()
        case .webp: return try await renderer.webpData(quality: 0.9)
        case .svg: return SVGCanonicalForm.renumberingSurfaces(try await renderer.svgData())
        case .pdf: return try await renderer.pdfData()
        }
    }

    /// Whether an `If-None-Match` value names `etag` (or is `*`); weak tags compare by value.
    static func matches(_ header: String?, _ etag: String) -> Bool {
        guard let header, header.utf8.count <= 8192 else { return false }
        for part in header.split(separator: ",") {
            var tag = part.trimmingCharacters(in: .whitespaces)
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            if tag == etag { return true }
        }
        return false
    }
}
