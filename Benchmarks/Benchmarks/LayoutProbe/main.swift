// The Backplate side of scripts/bench-layout.sh: resolves and lays out the layout engines'
// comparison tree (shared/bench/layout_bench.py: a column of rows of 100 boxes of 10x10) from
// the declared view to frames, and prints microseconds per view (median of the runs).
// Usage: LayoutProbe [sizes, comma separated = 1000,10000,100000] [runs = 10] [nested depth = 0]
import Backplate
import LayoutTrees
import Foundation

let args = Array(CommandLine.arguments.dropFirst())
let sizes = (args.first ?? "1000,10000,100000").split(separator: ",").compactMap { Int($0) }
let runs = max(1, args.count > 1 ? Int(args[1]) ?? 10 : 10)
let depth = args.count > 2 ? Int(args[2]) ?? 0 : 0

for count in sizes {
    printGridTiming(count: count, runs: runs, tree: grid) { ImageRenderer(content: $0).layout() }
}
if depth > 0 {
    printNestedTiming(depth: depth, runs: runs) { ImageRenderer(content: $0).layout() }
}
