// The layout work alone, for callgrind and for scripts/bench-layout.sh on a busy machine:
// BackplateCore built as one optimised module (no cairo, no macros: minutes instead of a full
// release build), this driver linked against it. It resolves and lays out layout_bench.py's
// tree (a column of rows of 100 boxes of 10x10) from the declared view to frames, with the
// fixed-metrics text engine, and prints what LayoutProbe prints.
// grid, nested and the timing loops come from Benchmarks/LayoutTrees, compiled in with it.
// Built and run by scripts/layout-callgrind.sh (and by bench-layout.sh with CORE_PROBE=1).
// Usage: probe [sizes = 1000,10000,100000] [runs = 10] [nested depth = 0]
import BackplateCore
import Foundation

func layOut<V: View>(_ view: V) -> LayoutTree {
    LayoutTree.make(view, proposal: .unspecified, environment: EnvironmentValues(), textEngine: FixedMetricsTextEngine())
}

let args = Array(CommandLine.arguments.dropFirst())
let sizes = (args.first ?? "1000,10000,100000").split(separator: ",").compactMap { Int($0) }
let runs = max(1, args.count > 1 ? Int(args[1]) ?? 10 : 10)
let depth = args.count > 2 ? Int(args[2]) ?? 0 : 0

for count in sizes {
    printGridTiming(count: count, runs: runs, tree: grid, layOut: layOut)
}
if depth > 0 {
    printNestedTiming(depth: depth, runs: runs, layOut: layOut)
}
