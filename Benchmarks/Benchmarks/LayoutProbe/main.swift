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

// The figure is the "from the declared view to frames": the clock stops when the laid-out
// tree is returned (Taffy's and Yoga's figures likewise leave out building and freeing their
// trees). Freeing the tree is timed separately and printed after it.
for count in sizes {
    var times: [Double] = []
    var freeing: [Double] = []
    var size = CGSize.zero
    for _ in 0..<runs {
        let view = grid(count)
        let t0 = now()
        var tree: LayoutTree? = ImageRenderer(content: view).layout()
        let t1 = now()
        size = tree!.size
        let t2 = now()
        tree = nil
        freeing.append(now() - t2)
        times.append(t1 - t0)
    }
    print(String(format: "backplate %d views: %.3f us/view (median of %d; root %.0fx%.0f); freeing the tree %.3f us/view",
                 count, median(times) / Double(count), runs, size.width, size.height, median(freeing) / Double(count)))
}
if depth > 0 {
    var times: [Double] = []
    for _ in 0..<runs {
        let view = nested(depth)
        let t0 = now()
        _ = ImageRenderer(content: view).layout()
        times.append(now() - t0)
    }
    print(String(format: "backplate nested depth %d: %.3f us/level (median of %d)", depth, median(times) / Double(depth), runs))
}
