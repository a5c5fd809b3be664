import Backplate
import Benchmark
import Foundation

/// A card with its own text (a server renders a different card per request).
func serverCard(_ index: Int) -> some View {
    ZStack {
        LinearGradient(colors: [.indigo, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
        VStack(alignment: .leading, spacing: 12) {
            Text("Render SwiftUI on Linux #\(index)").font(.system(size: 64, weight: .bold))
            Text("Card \(index): same sizes, positions and colours").font(.system(size: 28)).foregroundStyle(.secondary)
        }
        .padding(48)
        .background(.white, in: RoundedRectangle(cornerRadius: 32))
        .shadow(color: .black.opacity(0.25), radius: 20, y: 10)
    }
    .frame(width: 1200, height: 630)
}

/// Renders cards `start..<start+count` to PNG through the async API, `threads` at a time.
func renderCards(start: Int, count: Int, threads: Int) async throws {
    try await withThrowingTaskGroup(of: Int.self) { group in
        var next = start, inFlight = 0
        while next < start + count || inFlight > 0 {
            while inFlight < threads && next < start + count {
                let i = next
                group.addTask { try await ImageRenderer(content: serverCard(i)).pngData().count }
                next += 1; inFlight += 1
            }
            if let b = try await group.next() { blackHole(b); inFlight -= 1 }
        }
    }
}

/// Server throughput: 1,000 different cards per iteration on 1 and 2 threads. The throughput
/// metric is iterations per second (x1000 = cards per second); peak resident memory shows
/// whether anything grows per render (it must stay flat across iterations).
func throughputBenchmarks() {
    for threads in [1, 2] {
        Benchmark("1000 different cards async on \(threads) thread\(threads == 1 ? "" : "s")",
                  configuration: .init(metrics: [.wallClock, .throughput, .peakMemoryResident, .cpuTotal],
                                       maxDuration: .seconds(60), maxIterations: 3)) { benchmark in
            for iteration in benchmark.scaledIterations {
                try await renderCards(start: iteration * 1000, count: 1000, threads: threads)
            }
        }
    }
}
