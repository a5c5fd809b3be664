// Server throughput: renders `count` different cards (the card of shared/bench/card_c.c with a
// different title and subtitle each) to PNG data through the async API, with `threads` renders
// in flight at once, and prints cards per second and the process's peak resident memory.
// Run after a warm-up round of the same size, so caches are filled before the measured round;
// the peak memory of a second measured round shows whether anything grows per render.
// Usage: ThroughputProbe [count = 1000] [threads = 1,2]
//   GLYPH_LOCK=off  renders without GlyphCacheLock, only to measure what the lock costs
import Backplate
@_spi(Benchmarks) import BackplateCairo
import BenchmarkCards
import Foundation
#if canImport(Glibc)
import Glibc
#endif

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

/// Peak resident set size of the process so far, in MiB (getrusage: kilobytes on Linux).
func peakMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// Current resident set size in MiB (/proc/self/statm), to see growth between rounds.
func currentMiB() -> Double {
    guard let s = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let pages = Double(s.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0)
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

/// Renders cards `start..<start+count` with at most `threads` in flight; returns the bytes made.
func renderRound(start: Int, count: Int, threads: Int) async throws -> Int {
    try await withThrowingTaskGroup(of: Int.self) { group in
        var next = start, inFlight = 0, bytes = 0
        while next < start + count || inFlight > 0 {
            while inFlight < threads && next < start + count {
                let i = next
                group.addTask { try await ImageRenderer(content: benchCard(title: "Render SwiftUI on Linux #\(i)", subtitle: "Card \(i): gradients, shadows and text, headless to PNG")).pngData().count }
                next += 1; inFlight += 1
            }
            if let b = try await group.next() { bytes += b; inFlight -= 1 }
        }
        return bytes
    }
}

let args = Array(CommandLine.arguments.dropFirst())
let count = max(1, Int(args.first ?? "") ?? 1000)
let threadCounts = (args.count > 1 ? args[1] : "1,2").split(separator: ",").compactMap { Int($0) }

if ProcessInfo.processInfo.environment["GLYPH_LOCK"] == "off" { GlyphCacheLock.isEnabled = false }
_ = try await renderRound(start: 0, count: min(count, 50), threads: 2)  // warm-up: fonts, pools
var rates: [Int: Double] = [:]
for threads in threadCounts {
    let before = currentMiB()
    let t0 = now()
    let bytes = try await renderRound(start: 1000, count: count, threads: threads)
    let seconds = now() - t0
    rates[threads] = Double(count) / seconds
    print(String(format: "throughput %d threads: %.1f cards/s (%d cards in %.2f s, %.0f KB PNG each) | RSS before %.1f MiB, after %.1f MiB, peak %.1f MiB",
                 threads, Double(count) / seconds, count, seconds, Double(bytes) / Double(count) / 1024, before, currentMiB(), peakMiB()))
}
if let one = rates[1], let two = rates[2] {
    print(String(format: "speed-up 2 threads / 1 thread: %.2fx", two / one))
}
