// Snapshot-suite throughput: records, then verifies, `count` device snapshots (the gallery's
// examples, app screens among them, on an iPhone 13 at 3x) with BackplateSnapshotTesting's
// image strategy, doing what swift-snapshot-testing's verifySnapshot does with it (render,
// encode and write when recording; render, read, decode and compare when verifying), on 1 and
// then 2 threads. Prints snapshots per second per phase, and for the unchanged snapshots of
// the verify phase the time spent rendering against the time spent comparing.
// Usage: SnapshotProbe [count = 1000] [threads = 1,2]
import Backplate
import BackplateKit
import BackplateSnapshotTesting
import BackplateUIKit
import Foundation
import SnapshotTesting

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

/// The strategy and the views, shared read-only by the worker threads.
struct Suite: @unchecked Sendable {
    let strategy: Snapshotting<AnyView, UIImage> = .image(layout: .device(config: .iPhone13), traits: .init(displayScale: 3))
    let examples = Gallery.examples

    func image(_ i: Int) -> UIImage {
        var out: UIImage?
        strategy.snapshot(AnyView(examples[i % examples.count].view)).run { out = $0 }
        return out!
    }
}

/// Seconds spent in each step, added up over a phase's snapshots.
final class Timings: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Double] = [:]
    func add(_ key: String, _ seconds: Double) { lock.lock(); values[key, default: 0] += seconds; lock.unlock() }
    subscript(_ key: String) -> Double { lock.lock(); defer { lock.unlock() }; return values[key] ?? 0 }
}

/// Runs `body(i)` for `0..<count` on `threads` threads.
func parallel(_ count: Int, threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
    DispatchQueue.concurrentPerform(iterations: threads) { t in
        var i = t
        while i < count { body(i); i += threads }
    }
}

let args = Array(CommandLine.arguments.dropFirst())
let count = max(1, Int(args.first ?? "") ?? 1000)
let threadCounts = (args.count > 1 ? args[1] : "1,2").split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
let suite = Suite()
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-probe-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
for i in 0..<min(20, count) { _ = suite.image(i) }  // warm-up: fonts, engine pools

for threads in threadCounts {
    let record = Timings(), verify = Timings()
    var t0 = now()
    parallel(count, threads: threads) { i in
        let a = now()
        let image = suite.image(i)
        let b = now()
        let data = suite.strategy.diffing.toData(image)
        try? data.write(to: folder.appendingPathComponent("\(i).png"))
        record.add("render", b - a); record.add("encode+write", now() - b); record.add("bytes", Double(data.count))
    }
    let recordSeconds = now() - t0
    t0 = now()
    let failures = Timings()
    parallel(count, threads: threads) { i in
        let a = now()
        let image = suite.image(i)
        let b = now()
        let reference = (try? Data(contentsOf: folder.appendingPathComponent("\(i).png"))).map { suite.strategy.diffing.fromData($0) }
        let c = now()
        let failed = reference.map { suite.strategy.diffing.diffV2($0, image) != nil } ?? true
        let d = now()
        if failed { failures.add("failed", 1) }
        verify.add("render", b - a); verify.add("read+decode", c - b); verify.add("compare", d - c)
    }
    let verifySeconds = now() - t0
    func ms(_ t: Timings, _ key: String) -> String { String(format: "%.2f ms", t[key] / Double(count) * 1000) }
    func rate(_ seconds: Double) -> String { String(format: "%.1f", Double(count) / seconds) }
    print("\(threads) thread(s), \(count) snapshots of \(suite.examples.count) screens, iPhone 13 at 3x (1170 × 2532 px):")
    print("  record: \(rate(recordSeconds)) snapshots/s (per snapshot: render \(ms(record, "render")), encode+write \(ms(record, "encode+write")), "
          + String(format: "%.0f KB", record["bytes"] / Double(count) / 1000) + ")")
    print("  verify: \(rate(verifySeconds)) snapshots/s (per snapshot: render \(ms(verify, "render")), read+decode \(ms(verify, "read+decode")), "
          + "compare \(ms(verify, "compare"))); \(Int(failures["failed"])) failed")
    let share = (verify["read+decode"] + verify["compare"]) / max(verify["render"], 1e-9)
    print("  an unchanged snapshot's check (read, decode, compare) costs " + String(format: "%.2f", share) + " of its render")
}
