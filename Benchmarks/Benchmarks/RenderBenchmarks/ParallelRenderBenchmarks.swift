import Backplate
import Benchmark
import Foundation

/// A text-heavy card: a title, a paragraph that wraps over several lines, and a list of
/// labelled rows, all shaped by Pango (the workload `PangoLock` used to serialise).
func textCard(seed: Int) -> some View {
    VStack(alignment: .leading, spacing: 8) {
        Text("Quarterly report \(seed)").font(.system(size: 28, weight: .bold))
        Text("Revenue grew in every region this quarter, led by strong subscription renewals and a record number of new accounts in the enterprise segment.")
            .font(.system(size: 15))
        ForEach(0..<12, id: \.self) { row in
            HStack {
                Text("Line item \(row)").font(.system(size: 14))
                Spacer()
                Text("\(row * 37 + seed) units").font(.system(size: 14, weight: .semibold)).foregroundStyle(.secondary)
            }
        }
    }
    .padding(24)
    .frame(width: 480)
    .background(.white)
}

/// Renders `total` text cards split evenly over `threads` threads, started together.
func renderTextCards(total: Int, threads: Int) {
    let perThread = total / threads
    let group = DispatchGroup()
    for t in 0..<threads {
        group.enter()
        Thread {
            for i in 0..<perThread { blackHole(try? ImageRenderer(content: textCard(seed: t * 100 + i)).render()) }
            group.leave()
        }.start()
    }
    group.wait()
}

/// Throughput of text-heavy renders on 1 and on 2 threads: the same 8 renders per iteration,
/// so the ratio of the medians is the parallel speed-up (2 threads: ideally 2x).
func parallelBenchmarks() {
    for threads in [1, 2] {
        Benchmark("text card x8 on \(threads) thread\(threads == 1 ? "" : "s")",
                  configuration: .init(metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(10), maxIterations: 20)) { benchmark in
            for _ in benchmark.scaledIterations { renderTextCards(total: 8, threads: threads) }
        }
    }
}
