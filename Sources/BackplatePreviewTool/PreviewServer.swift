import Foundation
import FlyingFox
import FlyingSocks

/// `backplate serve`: a live preview page over FlyingFox.
///
/// The server watches the files of the paths it was started with (polling modification
/// times and sizes), rebuilds the changed modules (unchanged ones come from the build cache),
/// renders into a new numbered generation folder and tells every open page over server-sent
/// events (`/events`), which then loads `/state.json` and the new images.
///
/// It answers only these requests: `/` (the page), `/state.json`, `/events`,
/// `/images/<generation>/<file>` where the file is one the current or previous generation
/// rendered (looked up by name in the report, never joined to a path), and `/seen?generation=N`
/// (the page reports the generation it shows). Everything else is 404: no file browsing, no
/// path traversal. It listens on 127.0.0.1 unless told otherwise.
public final class PreviewServer: Sendable {
    public let paths: [String]
    public let target: String?
    public let builder: PreviewBuilder
    public let options: PreviewRenderOptions
    public let host: String
    public let port: UInt16
    /// Where generations are rendered (a scratch folder the server owns).
    public let workFolder: String
    /// Seconds between two looks at the files.
    public let pollInterval: Double
    let state = ServerState()
    let log: @Sendable (String) -> Void

    public init(paths: [String], target: String?, builder: PreviewBuilder, options: PreviewRenderOptions, host: String = "127.0.0.1",
                port: UInt16 = 8765, workFolder: String, pollInterval: Double = 0.25, log: @escaping @Sendable (String) -> Void) {
        self.paths = paths
        self.target = target
        self.builder = builder
        self.options = options
        self.host = host
        self.port = port
        self.workFolder = workFolder
        self.pollInterval = pollInterval
        self.log = log
    }

    /// Serves until cancelled: prints `listening on http://HOST:PORT` once the socket is open
    /// (with the real port when started on port 0), builds, then watches.
    public func run() async throws {
        try? FileManager.default.removeItem(atPath: workFolder)
        try FileManager.default.createDirectory(atPath: workFolder, withIntermediateDirectories: true)
        let server: HTTPServer
        if host.contains(":") {
            server = HTTPServer(address: try .inet6(ip6: host, port: port), timeout: 30, logger: .disabled as DisabledLogger, handler: handler())
        } else {
            server = HTTPServer(address: try .inet(ip4: host, port: port), timeout: 30, logger: .disabled as DisabledLogger, handler: handler())
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await server.run() }
            group.addTask {
                try await server.waitUntilListening(timeout: 30)
                var shown = "\(self.host):\(self.port)"
                if let address = await server.listeningAddress {
                    switch address {
                    case .ip4(let ip, let port): shown = "\(ip):\(port)"
                    case .ip6(let ip, let port): shown = "[\(ip)]:\(port)"
                    default: break
                    }
                }
                self.log("listening on http://\(shown)/")
                try await self.watch()
            }
            group.addTask {
                while !Task.isCancelled {
                    try await Task.sleep(nanoseconds: 15_000_000_000)
                    await self.state.keepAlive()
                }
            }
            try await group.next()
            group.cancelAll()
        }
    }

    /// Rebuilds whenever the watched files change.
    func watch() async throws {
        var last: [String: String] = [:]
        while !Task.isCancelled {
            let modules = (try? PreviewSources.modules(for: paths, target: target)) ?? []
            let snapshot = Self.fingerprints(of: modules, paths: paths)
            if snapshot != last {
                let changed = last.isEmpty ? "first build" : Self.changedFiles(last, snapshot).map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
                last = snapshot
                await rebuild(modules: modules, reason: changed)
            }
            try await Task.sleep(nanoseconds: UInt64(pollInterval * 1e9))
        }
    }

    static func fingerprints(of modules: [PreviewModule], paths: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for file in Set(modules.flatMap(\.files) + paths.filter { $0.hasSuffix(".swift") }) {
            let a = try? FileManager.default.attributesOfItem(atPath: file)
            let date = (a?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
            result[file] = "\(date)-\(a?[.size] ?? -1)"
        }
        return result
    }

    static func changedFiles(_ a: [String: String], _ b: [String: String]) -> [String] {
        Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
    }

    func rebuild(modules: [PreviewModule], reason: String) async {
        let generation = await state.beginBuild()
        log("building (\(reason))")
        let folder = workFolder + "/\(generation)"
        let session = PreviewSession(modules: modules, builder: builder, options: options)
        let log = self.log
        let started = Date()
        let report = await withCheckedContinuation { (continuation: CheckedContinuation<PreviewReport, Never>) in
            Thread.detachNewThread {
                continuation.resume(returning: session.run(into: folder, progress: log))
            }
        }
        let seconds = Date().timeIntervalSince(started)
        let ok = report.results.filter(\.rendered).count
        log("generation \(generation): \(ok) of \(report.results.count) previews rendered in \(String(format: "%.1f", seconds)) s")
        let stale = await state.publish(generation: generation, report: report, seconds: seconds)
        for old in stale { try? FileManager.default.removeItem(atPath: workFolder + "/\(old)") }
    }

    /// The request handler (all routes).
    func handler() -> ClosureHTTPHandler {
        ClosureHTTPHandler { [state, workFolder, log] request in
            guard request.method == .GET || request.method == .HEAD else { return HTTPResponse(statusCode: .methodNotAllowed) }
            switch request.path {
            case "/", "/index.html":
                return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: Data(PreviewPage.liveHTML.utf8))
            case "/state.json":
                let body = await state.stateJSON()
                return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .init("Cache-Control"): "no-store"], body: body)
            case "/events":
                let stream = await state.subscribe()
                return HTTPResponse(statusCode: .ok,
                                    headers: [.contentType: "text/event-stream", .init("Cache-Control"): "no-store"],
                                    body: HTTPBodySequence(from: EventByteStream(stream: stream)))
            case "/seen":
                let generation = request.query.first { $0.name == "generation" }.flatMap { Int($0.value) } ?? -1
                if await state.noteSeen(generation) { log("page shows generation \(generation)") }
                return HTTPResponse(statusCode: .noContent)
            default:
                // /images/<generation>/<file>: only names the report of that generation lists.
                let parts = request.path.split(separator: "/", omittingEmptySubsequences: false)
                guard parts.count == 4, parts[0].isEmpty, parts[1] == "images", let generation = Int(parts[2]),
                      await state.servesImage(generation: generation, file: String(parts[3])) else {
                    return HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/plain"], body: Data("not found\n".utf8))
                }
                let url = URL(fileURLWithPath: workFolder).appendingPathComponent("\(generation)").appendingPathComponent(String(parts[3]))
                guard let data = try? Data(contentsOf: url) else { return HTTPResponse(statusCode: .notFound) }
                let type = parts[3].hasSuffix(".png") ? "image/png" : parts[3].hasSuffix(".svg") ? "image/svg+xml" : "application/pdf"
                return HTTPResponse(statusCode: .ok, headers: [.contentType: type, .init("Cache-Control"): "max-age=3600"], body: data)
            }
        }
    }
}

/// What the server shows, shared by the request handlers and the builder.
actor ServerState {
    private(set) var generation = 0
    private var building = false
    private var report: PreviewReport?
    private var buildSeconds = 0.0
    private var seen = -1
    /// Image names per generation still on disk (the current one and the one before).
    private var images: [Int: Set<String>] = [:]
    private var subscribers: [UUID: AsyncStream<String>.Continuation] = [:]

    func beginBuild() -> Int {
        building = true
        broadcast("event: building\ndata: \(generation + 1)\n\n")
        return generation + 1
    }

    /// Makes `generation` current; returns generations whose folders can be deleted.
    func publish(generation new: Int, report: PreviewReport, seconds: Double) -> [Int] {
        generation = new
        building = false
        self.report = report
        buildSeconds = seconds
        images[new] = Set(report.results.flatMap(\.imageFiles))
        let stale = images.keys.filter { $0 < new - 1 }
        for s in stale { images[s] = nil }
        broadcast("event: update\ndata: \(new)\n\n")
        return stale
    }

    func servesImage(generation: Int, file: String) -> Bool {
        images[generation]?.contains(file) ?? false
    }

    func noteSeen(_ generation: Int) -> Bool {
        guard generation > seen else { return false }
        seen = generation
        return true
    }

    func stateJSON() -> Data {
        struct State: Encodable {
            var generation: Int
            var building: Bool
            var seconds: Double
            var seen: Int
            var report: PreviewReport?
        }
        return (try? JSONEncoder().encode(State(generation: generation, building: building, seconds: buildSeconds, seen: seen, report: report))) ?? Data("{}".utf8)
    }

    func subscribe() -> AsyncStream<String> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(16))
        continuation.onTermination = { [weak self] _ in Task { await self?.unsubscribe(id) } }
        subscribers[id] = continuation
        continuation.yield("retry: 1000\nevent: hello\ndata: \(generation)\n\n")
        return stream
    }

    /// A comment line to every open event stream, so idle connections stay open.
    func keepAlive() { broadcast(": keep-alive\n\n") }

    private func unsubscribe(_ id: UUID) { subscribers[id] = nil }

    private func broadcast(_ message: String) {
        for continuation in subscribers.values { continuation.yield(message) }
    }
}

/// Server-sent events as the byte sequence FlyingFox streams (chunked) to the page; a comment
/// line every 15 seconds keeps idle connections open.
struct EventByteStream: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let stream: AsyncStream<String>

    func makeAsyncIterator() -> Iterator { Iterator(base: stream.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var base: AsyncStream<String>.AsyncIterator
        var pending: [UInt8] = []

        mutating func next() async throws -> UInt8? {
            if pending.isEmpty {
                guard let chunk = try await nextBuffer(suggested: 4096) else { return nil }
                pending = Array(chunk)
            }
            return pending.isEmpty ? nil : pending.removeFirst()
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            if !pending.isEmpty {
                defer { pending = [] }
                return pending
            }
            guard let message = await base.next() else { return nil }
            return Array(message.utf8)
        }
    }
}
