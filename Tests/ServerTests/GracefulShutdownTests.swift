import Backplate
@testable import BackplateServer
import Foundation
import Logging
import ServiceLifecycle
import Testing
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

/// GET over a plain socket to 127.0.0.1 (blocking): the status code and the body.
func rawGet(port: Int, path: String) -> (status: Int, body: Data) {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return (-1, Data()) }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { return (-1, Data()) }
    let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    _ = request.withCString { send(fd, $0, strlen($0), 0) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = recv(fd, &buffer, buffer.count, 0)
        if n <= 0 { break }
        data.append(contentsOf: buffer[0..<n])
    }
    guard let split = data.firstRange(of: Data("\r\n\r\n".utf8)) else { return (-1, data) }
    let head = String(decoding: data[..<split.lowerBound], as: UTF8.self)
    let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? -1
    return (status, Data(data[split.upperBound...]))
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
        let request = Task.detached { rawGet(port: p, path: "/cards/badge.png?title=drain") }
        await eventually { server.service.pool.load.waiting == 1 }

        await group.triggerGracefulShutdown()
        try await Task.sleep(for: .milliseconds(300))
        // Still draining: nothing has finished.
        #expect(server.service.pool.load == (running: 1, waiting: 1))
        gate.openGate()
        let (status, body) = await request.value
        #expect(status == 200)
        let image = try #require(RenderedImage(pngData: body))
        #expect(image.height == 28)
        try await running.value
        _ = try await blocker.value
        #expect(server.service.pool.load == (running: 0, waiting: 0))
        // After shutdown nothing listens.
        #expect(rawGet(port: p, path: "/health").status == -1)
    }
}
