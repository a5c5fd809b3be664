// swift-tools-version: 6.1
// Benchmarks live in their own package so the main test build stays lean.
// Run: cd Benchmarks && swift package benchmark
import PackageDescription

let package = Package(
    name: "BackplateBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Backplate", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                "LayoutTrees",
                .product(name: "Backplate", package: "Backplate"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                .product(name: "Backplate", package: "Backplate"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/RenderBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        // Core Image's filters on a 1,000 × 1,000 image, each with the render of its output.
        .executableTarget(
            name: "FilterBenchmarks",
            dependencies: [
                .product(name: "Backplate", package: "Backplate"),
                .product(name: "CoreImage", package: "Backplate"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/FilterBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "EncodeBenchmarks",
            dependencies: [
                .product(name: "Backplate", package: "Backplate"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/EncodeBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        // Drawing, end to end and PNG figures of scripts/bench-vs-c.sh on the card and the text page.
        .executableTarget(
            name: "DrawBenchmarks",
            dependencies: [
                "BenchmarkCards",
                .product(name: "Backplate", package: "Backplate"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/DrawBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        // A plain executable (no package-benchmark) that scripts/bench-vs-c.sh runs
        // alternately with the C baseline: medians of draw, PNG encode and size.
        // The benchmark card (shared/bench/card_c.c as a view), shared by the probes below.
        .target(
            name: "BenchmarkCards",
            dependencies: [.product(name: "Backplate", package: "Backplate")],
            path: "Benchmarks/BenchmarkCards"
        ),
        .executableTarget(
            name: "CardProbe",
            dependencies: ["BenchmarkCards", .product(name: "Backplate", package: "Backplate")],
            path: "Benchmarks/CardProbe"
        ),
        // A plain executable that scripts/bench-layout.sh runs alternately with
        // shared/bench/layout_bench.py (Taffy, Yoga): microseconds per view, declared view to frames.
        .executableTarget(
            name: "LayoutProbe",
            dependencies: ["LayoutTrees", .product(name: "Backplate", package: "Backplate")],
            path: "Benchmarks/LayoutProbe"
        ),
        // The layout benchmarks' trees and timing helpers (also compiled into CoreLayoutProbe).
        .target(
            name: "LayoutTrees",
            dependencies: [.product(name: "Backplate", package: "Backplate")],
            path: "Benchmarks/LayoutTrees"
        ),
        // A plain executable: 1,000 different cards through the async API on 1 and 2 threads,
        // cards per second and peak memory (scripts/bench-throughput.sh).
        .executableTarget(
            name: "ThroughputProbe",
            dependencies: ["BenchmarkCards", .product(name: "Backplate", package: "Backplate")],
            path: "Benchmarks/ThroughputProbe"
        ),
    ],
    swiftLanguageModes: [.v6]
)
