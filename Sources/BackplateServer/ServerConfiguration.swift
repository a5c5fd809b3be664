import Foundation

/// How a render server runs: where it listens, how many renders at once, how long each may
/// take, what it caches and what it accepts.
package struct ServerConfiguration: Sendable {
    /// The address to listen on (loopback by default: nothing outside this machine reaches it).
    package var host = "127.0.0.1"
    /// The port (0: any free port).
    package var port = 8080
    /// Renders at once (default: one per core).
    package var workers = ProcessInfo.processInfo.activeProcessorCount
    /// Requests that may wait for a worker (default: 8 per worker); past it, 503.
    package var queueLimit = 8 * ProcessInfo.processInfo.activeProcessorCount
    /// Seconds a request may wait and render in all; past it, 503.
    package var timeout: Double = 10
    /// Bytes of rendered cards kept for repeated requests (0: no cache).
    package var cacheBytes = 64 << 20
    /// `Cache-Control: public, max-age=` this many seconds on cards.
    package var maxAge = 86_400
    /// Seconds a client is told to wait (`Retry-After`) when the queue is full.
    package var retryAfter = 1
    /// The most pixels of one image (width × height × scale²).
    package var maxPixels = 4096 * 4096

    /// The defaults: loopback, port 8080, one render per core, 10 s, 64 MiB of cache.
    package init() {}
}
