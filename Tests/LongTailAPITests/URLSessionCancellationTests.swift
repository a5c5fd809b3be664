import Testing
import Foundation
import Combine
#if canImport(Glibc)
import Glibc
#endif

/// A loopback HTTP server on its own thread: it answers every request with "hi", or, when
/// `silent`, accepts connections and never answers.
private final class LoopbackServer: @unchecked Sendable {
    let port: UInt16
    private let socketFD: Int32

    init(silent: Bool) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        socketFD = fd
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw -> Bool in
                bind(fd, raw, length) == 0 && listen(fd, 64) == 0 && getsockname(fd, raw, &length) == 0
            }
        }
        guard bound else { throw URLError(.cannotConnectToHost) }
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread {
            var held: [Int32] = []
            while true {
                let client = accept(fd, nil, nil)
                if client < 0 { break }
                if silent { held.append(client); continue }
                var buffer = [UInt8](repeating: 0, count: 4096)
                _ = read(client, &buffer, buffer.count)
                let reply = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nhi"
                _ = reply.withCString { write(client, $0, strlen($0)) }
                close(client)
            }
            held.forEach { close($0) }
        }
    }

    var url: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    func stop() {
        shutdown(socketFD, Int32(SHUT_RDWR))
        close(socketFD)
    }
}

/// Waits for `operation` at most `seconds`; false when it had not finished by then.
private func finishes(within seconds: Double, _ operation: @escaping @Sendable () async -> Void) async -> Bool {
    await withTaskGroup(of: Bool.self) { group in
        group.addTask { await operation(); return true }
        group.addTask { try? await Task.sleep(nanoseconds: UInt64(seconds * 1e9)); return false }
        let first = await group.next() ?? false
        group.cancelAll()
        return first
    }
}

@Suite struct URLSessionCancellationTests {
    // The server never answers and the request waits an hour before timing out, so a request
    // that ends `.cancelled` was ended by its cancellation, however busy the machine (no clock:
    // a loaded 2-core machine's cooperative pool once took 20 s to resume the tasks).
    @Test func cancellingAnAwaitedRequestThrowsCancelledAtOnce() async throws {
        let server = try LoopbackServer(silent: true)
        defer { server.stop() }
        let request = URLRequest(url: server.url, timeoutInterval: 3600)
        let task = Task { try await URLSession.shared.data(for: request) }
        try await Task.sleep(nanoseconds: 200_000_000)
        task.cancel()
        let ended = await finishes(within: 600) { _ = await task.result }
        #expect(ended)
        let result = await task.result
        #expect(throws: URLError.self) { try result.get() }
        if case .failure(let error as URLError) = result { #expect(error.code == .cancelled) }
    }

    @Test func aRequestCancelledBeforeItStartsNeverReachesTheServer() async throws {
        let server = try LoopbackServer(silent: true)
        defer { server.stop() }
        let url = server.url
        let request = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await URLSession.shared.data(for: URLRequest(url: url))
        }
        let result = await request.result
        if case .failure(let error as URLError) = result {
            #expect(error.code == .cancelled)
        } else {
            Issue.record("expected URLError(.cancelled), got \(result)")
        }
    }

    @Test func cancellationsRacingCompletionsAllEnd() async throws {
        // Cancelling while a response arrives deadlocked FoundationNetworking's own async form.
        let server = try LoopbackServer(silent: false)
        defer { server.stop() }
        let url = server.url
        // A deadlock never ends; the bound is generous for a loaded machine's cooperative pool.
        let ended = await finishes(within: 600) {
            for round in 0..<40 {
                let request = Task { try await URLSession.shared.data(from: url) }
                try? await Task.sleep(nanoseconds: UInt64(round % 12) * 250_000)
                request.cancel()
                _ = await request.result
            }
        }
        #expect(ended)
        let (data, response) = try await URLSession.shared.data(from: url)
        #expect(data == Data("hi".utf8))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
    }

    @Test func bytesOfACancelledRequestEndWithoutHeaders() async throws {
        let server = try LoopbackServer(silent: true)
        defer { server.stop() }
        let request = URLRequest(url: server.url, timeoutInterval: 3600)
        let task = Task { try await URLSession.shared.bytes(for: request) }
        try await Task.sleep(nanoseconds: 200_000_000)
        task.cancel()
        // Headers never come: only the cancellation ends it.
        let ended = await finishes(within: 600) { _ = await task.result }
        #expect(ended)
    }
}
