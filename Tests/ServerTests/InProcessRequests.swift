import Hummingbird
import Logging
import NIOEmbedded
import ServiceLifecycle
import Synchronization

// The server tests hand requests straight to the application's responder, in process, while its
// services run. HummingbirdTesting does the same, but its product also links AsyncHTTPClient and
// swift-nio-ssl (BoringSSL's 400 C files), which only its live-server modes use.

/// How `test(_:_:)` reaches the application: `.router` calls its responder directly, no socket.
enum InProcessSetup: Sendable {
    case router
}

/// A response as the tests read it: status, headers and the whole body.
struct InProcessResponse: Sendable {
    let head: HTTPResponse
    let body: ByteBuffer
    var status: HTTPResponse.Status { head.status }
    var headers: HTTPFields { head.headerFields }
}

/// Sends requests to an application's responder and collects each response.
struct InProcessClient<Responder: HTTPResponder>: Sendable where Responder.Context: InitializableFromSource<ApplicationRequestContextSource> {
    let responder: Responder
    let logger: Logger

    /// The response to one request; an error the responder throws becomes a 500.
    @discardableResult
    func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil) async throws -> InProcessResponse {
        var headers = headers
        if let body { headers[.contentLength] = String(body.readableBytes) }
        let head = HTTPRequest(method: method, scheme: "http", authority: "localhost", path: uri, headerFields: headers)
        let request = Request(head: head, body: RequestBody(buffer: body ?? ByteBuffer()))
        let context = Responder.Context(source: ApplicationRequestContextSource(channel: EmbeddedChannel(), logger: logger))
        let response: Response
        do {
            response = try await responder.respond(to: request, context: context)
        } catch {
            response = Response(status: .internalServerError)
        }
        let collected = CollectedBody()
        try await response.body.write(BodyCollector(collected: collected))
        return InProcessResponse(head: response.head, body: collected.bytes.withLock { $0 })
    }

    /// `execute(uri:method:headers:body:)`, then `check` on its response.
    @discardableResult
    func execute<Value>(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil,
                        _ check: (InProcessResponse) async throws -> Value) async throws -> Value {
        try await check(execute(uri: uri, method: method, headers: headers, body: body))
    }
}

/// The bytes a response body wrote.
private final class CollectedBody: Sendable {
    let bytes = Mutex(ByteBuffer())
}

/// Appends every buffer a response body writes to `collected`.
private struct BodyCollector: ResponseBodyWriter {
    let collected: CollectedBody
    func write(_ buffer: ByteBuffer) async throws {
        collected.bytes.withLock { _ = $0.writeImmutableBuffer(buffer) }
    }
    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}

extension ApplicationProtocol {
    /// Runs `body` with a client of this application's responder while the application's
    /// services run (started first, shut down gracefully afterwards, as the server does).
    func test<Value: Sendable>(_ setup: InProcessSetup, _ body: @Sendable (InProcessClient<Responder>) async throws -> Value) async throws -> Value {
        let client = InProcessClient(responder: try await responder, logger: logger)
        for process in processesRunBeforeServerStart { try await process() }
        if services.isEmpty { return try await body(client) }
        let (started, signal) = AsyncStream.makeStream(of: Void.self)
        let group = ServiceGroup(configuration: .init(services: services + [StartSignal(signal: signal)], gracefulShutdownSignals: [], logger: logger))
        return try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            // Shutting down before the group runs would leave its services never started.
            for await _ in started { break }
            do {
                let value = try await body(client)
                await group.triggerGracefulShutdown()
                try await tasks.waitForAll()
                return value
            } catch {
                await group.triggerGracefulShutdown()
                throw error
            }
        }
    }
}

/// A service that reports the group has started its services, then waits for shutdown.
private struct StartSignal: Service {
    let signal: AsyncStream<Void>.Continuation
    func run() async throws {
        signal.finish()
        try? await gracefulShutdown()
    }
}
