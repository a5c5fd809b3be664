// The layout work alone, for callgrind and for scripts/bench-layout.sh on a busy machine:
// BackplateCore built as one optimised module (no cairo, no macros: minutes instead of a full
// release build), this driver linked against it. It resolves and lays out layout_bench.py's
// tree (a column of rows of 100 boxes of 10x10) from the declared view to frames, with the
// fixed-metrics text engine, and prints what LayoutProbe prints.
// Built and run by scripts/layout-callgrind.sh (and by bench-layout.sh with CORE_PROBE=1).
// Usage: probe [sizes = 1000,10000,100000] [runs = 10] [nested depth = 0]
import BackplateCore
import Foundation

/// A column of rows of 100 boxes of 10x10 (`count` views in all): layout_bench.py's tree.
func grid(_ count: Int) -> some View {
    VStack(spacing: 0) {
        ForEach(0..<max(count / 100, 1), id: \.self) { _ in
            HStack(spacing: 0) {
                ForEach(0..<min(count, 100), id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
            }
        }
    }
}

/// Nested stacks `depth` levels deep, alternating HStack and VStack, each holding a box and the next level.
func nested(_ depth: Int) -> AnyView {
    var view = AnyView(Color.blue.frame(width: 10, height: 10))
    for level in 0..<depth {
        view = level % 2 == 0
            ? AnyView(HStack(spacing: 1) { Color.red.frame(width: 4, height: 4); view })
            : AnyView(VStack(spacing: 1) { Color.green.frame(width: 4, height: 4); view })
    }
    return view
}

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e3 }
func median(_ v: [Double]) -> Double {
    let s = v.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}
func layOut<V: View>(_ view: V) -> CGSize {
    LayoutTree.make(view, proposal: .unspecified, environment: EnvironmentValues(), textEngine: FixedMetricsTextEngine()).size
}

let args = Array(CommandLine.arguments.dropFirst())
let sizes = (args.first ?? "1000,10000,100000").split(separator: ",").compactMap { Int($0) }
let runs = max(1, args.count > 1 ? Int(args[1]) ?? 10 : 10)
let depth = args.count > 2 ? Int(args[2]) ?? 0 : 0

for count in sizes {
    var times: [Double] = []
    var size = CGSize.zero
    for _ in 0..<runs {
        let view = grid(count)
        let t0 = now()
        size = layOut(view)
        times.append(now() - t0)
    }
    print(String(format: "backplate %d views: %.3f us/view (median of %d; root %.0fx%.0f)", count, median(times) / Double(count), runs, size.width, size.height))
}
if depth > 0 {
    var times: [Double] = []
    for _ in 0..<runs {
        let view = nested(depth)
        let t0 = now()
        _ = layOut(view)
        times.append(now() - t0)
    }
    print(String(format: "backplate nested depth %d: %.3f us/level (median of %d)", depth, median(times) / Double(depth), runs))
}
