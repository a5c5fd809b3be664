import Backplate
import Benchmark

/// A column of rows of 100 boxes of 10×10: `count` views (shared/bench/layout_bench.py's
/// tree, which Taffy and Yoga lay out; scripts/bench-layout.sh runs both side by side).
func grid(_ count: Int) -> some View {
    VStack(spacing: 0) {
        ForEach(0..<max(count / 100, 1), id: \.self) { _ in
            HStack(spacing: 0) {
                ForEach(0..<min(count, 100), id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
            }
        }
    }
}

/// Nested stacks: `depth` levels alternating HStack and VStack, each holding a box and the next level.
func nested(_ depth: Int) -> AnyView {
    var view = AnyView(Color.blue.frame(width: 10, height: 10))
    for level in 0..<depth {
        view = level % 2 == 0
            ? AnyView(HStack(spacing: 1) { Color.red.frame(width: 4, height: 4); view })
            : AnyView(VStack(spacing: 1) { Color.green.frame(width: 4, height: 4); view })
    }
    return view
}

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
