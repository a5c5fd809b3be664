@_spi(Benchmarks) import Backplate
import Benchmark
import BenchmarkCards

// The figures scripts/bench-vs-c.sh compares with the C baselines, as package-benchmark suites
// (wall clock, mallocs; file sizes as a custom metric), on the card of shared/bench/card_c.c and
// the text page of Baselines/text_page_c.c:
//   "<page> draw (display list to pixels)"   PreparedDrawing.draw()
//   "<page> render (declare, layout, draw)"  ImageRenderer(content:).render()
//   "<page> end to end PNG data"             ImageRenderer(content:).pngData()
//   "<page> PNG <setting>"                   RenderedImage.pngData(compression:) on one render

let bytes = BenchmarkMetric.custom("bytes", polarity: .prefersSmaller, useScalingFactor: false)

func pageBenchmarks<V: View>(_ name: String, _ make: @escaping @Sendable () -> V) {
    Benchmark("\(name) draw (display list to pixels)") { benchmark in
        let prepared = try ImageRenderer(content: make()).preparedDrawing()
        _ = try prepared.draw()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try prepared.draw()) }
    }
    Benchmark("\(name) render (declare, layout, draw)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try ImageRenderer(content: make()).render()) }
    }
    Benchmark("\(name) end to end PNG data") { benchmark in
        var size = 0
        for _ in benchmark.scaledIterations { let d = try ImageRenderer(content: make()).pngData(); size = d.count; blackHole(d) }
        benchmark.measurement(bytes, size)
    }
    for compression in [PNGCompression.fastest, .fast, .balanced] {
        Benchmark("\(name) PNG \(compression)") { benchmark in
            let image = try ImageRenderer(content: make()).render()
            var size = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { let d = try image.pngData(compression: compression); size = d.count; blackHole(d) }
            benchmark.stopMeasurement()
            benchmark.measurement(bytes, size)
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, bytes], maxDuration: .seconds(5), maxIterations: 50)
    pageBenchmarks("card", { benchCard() })
    pageBenchmarks("text page", { benchTextPage() })
}
