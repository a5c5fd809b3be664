import BackplateCore
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// The render server: its routes (`/cards/{template}.{format}`, `/health`, `/metrics`) over
/// a `CardService`, as a Hummingbird application that shuts down gracefully (on SIGTERM or
/// SIGINT it stops accepting, finishes the requests in flight, then drains the render pool).
package struct RenderServer: Sendable {
    package let service: CardService
    package let metrics: ServerMetrics
    package let logger: Logger

    package init(configuration: ServerConfiguration, logger: Logger = Logger(label: "backplate-server")) {
        metrics = ServerMetrics()
        service = CardService(configuration: configuration, metrics: metrics)
        self.logger = logger
    }

    /// The router with every route.
    package func router() -> Router<BasicRequestContext> {
        let router = Router()
        let service = self.service
        let metrics = self.metrics
        router.get("/cards/:file") { request, context -> Response in
            let started = ContinuousClock.now
            let file = context.parameters.get("file") ?? ""
            let outcome = await service.respond(file: file, query: request.uri.query, ifNoneMatch: request.headers[.ifNoneMatch])
            let response = Self.response(outcome, maxAge: service.configuration.maxAge)
            let status = Int(response.status.code)
            metrics.countResponse(route: "cards", status: status)
            var meta: Logger.Metadata = ["status": "\(status)", "file": "\(CardRequestParser.clip(file))",
                                         "ms": "\(Self.milliseconds(since: started))"]
            switch outcome {
            case .card(let card, _, let cached): meta["bytes"] = "\(card.data.count)"; meta["cached"] = "\(cached)"
            case .refused(_, let message, _): meta["reason"] = "\(message)"
            case .notModified: break
            }
            context.logger.log(level: status >= 500 ? .warning : .info, "card", metadata: meta)
            return response
        }
        router.get("/health") { _, _ -> Response in
            let load = service.pool.load
            metrics.countResponse(route: "health", status: 200)
            let body = "{\"status\":\"ok\",\"running\":\(load.running),\"waiting\":\(load.waiting),\"workers\":\(service.pool.workers),\"queueLimit\":\(service.pool.queueLimit)}\n"
            return Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
        }
        router.get("/metrics") { _, _ -> Response in
            metrics.countResponse(route: "metrics", status: 200)
            return Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: metrics.exposition())))
        }
        return router
    }

    /// The HTTP response for an outcome.
    static func response(_ outcome: CardOutcome, maxAge: Int) -> Response {
        switch outcome {
        case .card(let card, let format, _):
            let headers: HTTPFields = [.contentType: format.contentType, .eTag: card.etag,
                                       .cacheControl: "public, max-age=\(maxAge)"]
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: card.data)))
        case .notModified(let etag):
            return Response(status: .notModified, headers: [.eTag: etag, .cacheControl: "public, max-age=\(maxAge)"])
        case .refused(let status, let message, let retryAfter):
            var headers: HTTPFields = [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"]
            if let retryAfter { headers[.retryAfter] = String(retryAfter) }
            return Response(status: HTTPResponse.Status(code: status), headers: headers,
                            body: ResponseBody(byteBuffer: ByteBuffer(string: message + "\n")))
        }
    }

    private static func milliseconds(since start: ContinuousClock.Instant) -> Int { (ContinuousClock.now - start).wholeMilliseconds }

    /// The application listening on the configured address, with the pool's drain as a
    /// service shut down after the HTTP server.
    package func application(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        let configuration = service.configuration
        return Application(
            router: router(),
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port), serverName: "backplate-server"),
            services: [PoolDrainService(pool: service.pool, logger: logger)],
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
            logger: logger
        )
    }
}

/// Waits for graceful shutdown, then for every accepted render to finish.
struct PoolDrainService: Service {
    let pool: RenderPool
    let logger: Logger

    func run() async throws {
        try? await gracefulShutdown()
        let load = pool.load
        logger.info("draining renders", metadata: ["running": "\(load.running)", "waiting": "\(load.waiting)"])
        await pool.drain()
        logger.info("renders drained")
    }
}
