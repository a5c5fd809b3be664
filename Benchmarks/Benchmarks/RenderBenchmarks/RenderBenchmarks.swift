import Backplate
import Benchmark

/// The 1200×630 card of shared/notes: a gradient background, a white rounded card with a soft
/// shadow, a 64 pt bold title and a 28 pt subtitle.
func card(shadow: Bool) -> some View {
    ZStack {
        LinearGradient(colors: [.indigo, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
        VStack(alignment: .leading, spacing: 12) {
            Text("Render SwiftUI on Linux").font(.system(size: 64, weight: .bold))
            Text("Same sizes, positions and colours").font(.system(size: 28)).foregroundStyle(.secondary)
        }
        .padding(48)
        .background(.white, in: RoundedRectangle(cornerRadius: 32))
        .shadow(color: .black.opacity(shadow ? 0.25 : 0), radius: 20, y: 10)
    }
    .frame(width: 1200, height: 630)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock], maxDuration: .seconds(5), maxIterations: 50)
    parallelBenchmarks()
    throughputBenchmarks()

    Benchmark("card 1200x630 render (no shadow)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try ImageRenderer(content: card(shadow: false)).render()) }
    }
    Benchmark("card 1200x630 render (shadow)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try ImageRenderer(content: card(shadow: true)).render()) }
    }
    for compression in [PNGCompression.fast, .balanced, .smallest] {
        Benchmark("card 1200x630 PNG encode \(compression)") { benchmark in
            let image = try ImageRenderer(content: card(shadow: true)).render()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(try image.pngData(compression: compression)) }
        }
    }
    Benchmark("card 1200x630 SVG") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try ImageRenderer(content: card(shadow: true)).svgData()) }
    }
    Benchmark("card 1200x630 PDF") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try ImageRenderer(content: card(shadow: true)).pdfData()) }
    }
}
