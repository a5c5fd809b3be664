import Backplate
import Benchmark

/// The card of shared/bench/card_c.c (gradient, shadowed card with a border, two lines of
/// text), 1200×630: each encoder's time, with the file size as a custom metric.
func encodeCard() -> some View {
    ZStack {
        LinearGradient(colors: [.indigo, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
        VStack(alignment: .leading, spacing: 16) {
            Text("Render SwiftUI on Linux").font(.system(size: 64, weight: .bold))
            Text("Gradients, shadows and text — headless to PNG, SVG and PDF").font(.system(size: 28)).foregroundStyle(.secondary)
        }
        .padding(64)
        .frame(width: 1000, height: 400, alignment: .topLeading)
        .background(RoundedRectangle(cornerRadius: 40).fill(.white))
        .shadow(color: .black.opacity(0.35), radius: 20, y: 20)
    }
    .frame(width: 1200, height: 630)
}

let bytes = BenchmarkMetric.custom("bytes", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, bytes], maxDuration: .seconds(5), maxIterations: 50)

    for compression in [PNGCompression.fastest, .fast, .balanced, .smallest] {
        Benchmark("card PNG \(compression)") { benchmark in
            let image = try ImageRenderer(content: encodeCard()).render()
            var size = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let data = try image.pngData(compression: compression)
                size = data.count
                blackHole(data)
            }
            benchmark.stopMeasurement()
            benchmark.measurement(bytes, size)
        }
    }
    for quality in [0.75, 0.9] {
        Benchmark("card JPEG quality \(quality)") { benchmark in
            let image = try ImageRenderer(content: encodeCard()).render()
            var size = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { let d = try image.jpegData(quality: quality); size = d.count; blackHole(d) }
            benchmark.stopMeasurement()
            benchmark.measurement(bytes, size)
        }
        Benchmark("card WebP quality \(quality)") { benchmark in
            let image = try ImageRenderer(content: encodeCard()).render()
            var size = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { let d = try image.webpData(quality: quality); size = d.count; blackHole(d) }
            benchmark.stopMeasurement()
            benchmark.measurement(bytes, size)
        }
    }
    Benchmark("card WebP lossless") { benchmark in
        let image = try ImageRenderer(content: encodeCard()).render()
        var size = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { let d = try image.webpData(lossless: true); size = d.count; blackHole(d) }
        benchmark.stopMeasurement()
        benchmark.measurement(bytes, size)
    }
}
