import ArgumentParser
import BackplateCairo
import BackplateServer
import Foundation
import Logging

/// `backplate-server`: serves the compiled-in card templates over HTTP.
@main
struct ServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backplate-server",
        abstract: "Serve compiled-in SwiftUI card templates as PNG, WebP, SVG and PDF over HTTP.",
        discussion: """
            GET /cards/{social,badge,quote}.{png,webp,svg,pdf}?title=...&subtitle=...&scheme=dark&scale=2 \
            renders a card; /health reports the pool's load and /metrics Prometheus metrics. \
            Listens on 127.0.0.1 unless --host says otherwise. SIGTERM or SIGINT stops it \
            gracefully: requests in flight are answered and renders drained first.
            """
    )

    @Option(help: "The address to listen on (127.0.0.1: this machine only).")
    var host = "127.0.0.1"

    @Option(help: "The port (0: any free port, printed at start).")
    var port = 8080

    @Option(help: "Renders at once (default: one per core).")
    var workers: Int?

    @Option(name: .customLong("queue"), help: "Requests that may wait for a renderer (default: 8 per worker); past it, 503 with Retry-After.")
    var queue: Int?

    @Option(help: "Seconds a request may wait and render in all; past it, 503.")
    var timeout: Double = 10

    @Option(name: .customLong("cache-mb"), help: "Megabytes of rendered cards kept for repeated requests (0: none).")
    var cacheMB = 64

    @Option(name: .customLong("max-age"), help: "Cache-Control max-age of cards, in seconds.")
    var maxAge = 86_400

    @Option(name: .customLong("max-pixels"), help: "The most pixels of one image (width × height × scale²).")
    var maxPixels = 4096 * 4096

    @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel = "info"

    @Option(name: .customLong("log-format"), help: "text (swift-log's key=value lines) or json (one object per line).")
    var logFormat = "text"

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        if let workers, !(1...1024).contains(workers) { throw ValidationError("--workers must be between 1 and 1024") }
        if let queue, !(0...100_000).contains(queue) { throw ValidationError("--queue must be between 0 and 100000") }
        guard timeout.isFinite, timeout > 0, timeout <= 3600 else { throw ValidationError("--timeout must be more than 0 and at most 3600") }
        guard (0...65536).contains(cacheMB) else { throw ValidationError("--cache-mb must be between 0 and 65536") }
        guard maxAge >= 0 else { throw ValidationError("--max-age must not be negative") }
        guard maxPixels > 0 else { throw ValidationError("--max-pixels must be positive") }
        guard ["text", "json"].contains(logFormat) else { throw ValidationError("--log-format must be text or json") }
        guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("--log-level must be trace, debug, info, notice, warning, error or critical") }
    }

    func run() async throws {
        // Large bitmaps go back to the system when freed, so memory stays flat over weeks.
        ServerTuning.mapLargeHeapBlocks()
        var config = ServerConfiguration()
        config.host = host == "localhost" ? "127.0.0.1" : host
        config.port = port
        if let workers { config.workers = workers }
        config.queueLimit = queue ?? 8 * config.workers
        config.timeout = timeout
        config.cacheBytes = cacheMB << 20
        config.maxAge = maxAge
        config.maxPixels = maxPixels
        if !["127.0.0.1", "::1"].contains(config.host) {
            FileHandle.standardError.write(Data("backplate-server: warning: listening on \(config.host), not only on this machine\n".utf8))
        }
        var logger = logFormat == "json" ? Logger(label: "backplate-server", factory: { JSONLogHandler(label: $0) }) : Logger(label: "backplate-server")
        logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
        if !ServerTuning.cairoFreesScaledFontVariations {
            logger.notice("cairo 1.16 from Debian keeps a few dozen bytes per font size drawn until the process exits; for runs of weeks build scripts/build-cairo.sh and start with LD_LIBRARY_PATH=.cairo/lib (docs/memory.md)")
        }
        let server = RenderServer(configuration: config, logger: logger)
        let banner = "http://\(config.host):%d/ (\(config.workers) workers, queue \(config.queueLimit))"
        let app = server.application(onServerRunning: { port in
            // Scripts read the port from this line (with --port 0).
            let line = "backplate-server: listening on " + banner.replacingOccurrences(of: "%d", with: String(port)) + "\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        })
        try await app.runService()
    }
}
