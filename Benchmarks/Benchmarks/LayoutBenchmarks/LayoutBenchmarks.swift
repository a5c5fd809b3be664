import Backplate
import Benchmark

/// A column of rows of 10×10 boxes: `count` views in rows of ten (the layout engines'
/// comparison workload in shared/notes).
func grid(_ count: Int) -> some View {
    VStack(spacing: 1) {
        ForEach(0..<(count / 10), id: \.self) { _ in
            HStack(spacing: 1) {
                ForEach(0..<10, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
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
            let engine = FixedMetricsTextEngine()
            for _ in benchmark.scaledIterations {
                let tree = LayoutTree.make(grid(count), proposal: .unspecified, environment: EnvironmentValues(), textEngine: engine)
                blackHole(tree.size)
            }
        }
    }

    for depth in [100, 1_000] {
        Benchmark("layout nested stacks depth \(depth)") { benchmark in
            let engine = FixedMetricsTextEngine()
            for _ in benchmark.scaledIterations {
                let tree = LayoutTree.make(nested(depth), proposal: .unspecified, environment: EnvironmentValues(), textEngine: engine)
                blackHole(tree.size)
            }
        }
    }
}
