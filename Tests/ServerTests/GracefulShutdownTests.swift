import Backplate
@testable import BackplateServer
import Foundation
import Logging
import ServiceLifecycle
import Testing
import BackplateTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A value set once from another task.
final class Box<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: T?
    func set(_ value: T) { lock.withLock { stored = value } }
    var value: T? { lock.withLock { stored } }
}

@Suite struct GracefulShutdownTests {
    @Test func shutdownAnswersTheRequestsInFlightAndDrainsTheRenders() async throws {
        var config = ServerConfiguration()
        config.port = 0
        config.workers = 1
        config.queueLimit = 4
        config.timeout = 300
        let server = RenderServer(configuration: config, logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
        let port = Box<Int>()
        let app = server.application(onServerRunning: { port.set($0) })
        let group = ServiceGroup(configuration: .init(services: [app], logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })))
        let running = Task { try await group.run() }
        await eventually { port.value != nil }
        let p = try #require(port.value)

        // The only worker is busy, so the request waits in the queue.
        let gate = Gate()
        let blocker = Task { try await server.service.pool.run(timeout: 300) { await gate.wait(); return 0 } }
        await eventually { server.service.pool.load.running == 1 }
        let request = Task.detached { RawHTTP.get(port: p, path: "/cards/badge.png?title=drain") }
        await eventually { server.service.pool.load.waiting == 1 }

        await group.triggerGracefulShutdown()
        try await Task.sleep(for: .milliseconds(300))
        // Still draining: nothing has finished.
        #expect(server.service.pool.load == (running: 1, waiting: 1))
        gate.openGate()
        let response = await request.value
        #expect(response?.status == 200)
        let image = try #require(RenderedImage(pngData: response?.body ?? Data()))
        #expect(image.height == 28)
        try await running.value
        _ = try await blocker.value
        #expect(server.service.pool.load == (running: 0, waiting: 0))
        // After shutdown nothing listens.
        #expect(RawHTTP.get(port: p, path: "/health") == nil)
    }
}
