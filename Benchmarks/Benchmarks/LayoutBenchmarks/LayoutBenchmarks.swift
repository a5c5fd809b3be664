import Backplate
import Benchmark
import LayoutTrees

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 200)

    for count in [1_000, 10_000, 100_000] {
        Benchmark("layout grid \(count) views", configuration: .init(maxIterations: count >= 100_000 ? 10 : 100)) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(ImageRenderer(content: grid(count)).layout().size)
            }
        }
    }

    for depth in [100, 1_000, 10_000] {
        Benchmark("layout nested stacks depth \(depth)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(ImageRenderer(content: nested(depth)).layout().size)
            }
        }
    }
}
