// The trees every layout benchmark lays out, and the timing helpers the two layout probes share.
// Built as the LayoutTrees target (against Backplate) for LayoutProbe and LayoutBenchmarks, and
// compiled into CoreLayoutProbe by scripts/layout-callgrind.sh (against BackplateCore alone).
#if canImport(Backplate)
import Backplate
#else
import BackplateCore
#endif
import Foundation

/// A column of rows of 100 boxes of 10x10 (`count` views in all): layout_bench.py's tree, which
/// Taffy and Yoga lay out (scripts/bench-layout.sh runs them side by side).
@inlinable
public func grid(_ count: Int) -> some View {
    VStack(spacing: 0) {
        ForEach(0..<max(count / 100, 1), id: \.self) { _ in
            HStack(spacing: 0) {
                ForEach(0..<min(count, 100), id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
            }
        }
    }
}

/// Nested stacks `depth` levels deep, alternating HStack and VStack, each holding a box and the next level.
@inlinable
public func nested(_ depth: Int) -> AnyView {
    var view = AnyView(Color.blue.frame(width: 10, height: 10))
    for level in 0..<depth {
        view = level % 2 == 0
            ? AnyView(HStack(spacing: 1) { Color.red.frame(width: 4, height: 4); view })
            : AnyView(VStack(spacing: 1) { Color.green.frame(width: 4, height: 4); view })
    }
    return view
}

/// Microseconds since an arbitrary start.
public func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e3 }

/// The median of `v`.
public func median(_ v: [Double]) -> Double {
    let s = v.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// Lays out `tree(count)` (the grid) `runs` times with `layOut` and prints the median
/// microseconds per view from the declared view to frames (the clock stops when the laid-out
/// tree is returned; Taffy's and Yoga's figures likewise leave out building and freeing their
/// trees), then freeing the tree, timed on its own. scripts/bench-layout.sh reads this line.
public func printGridTiming<V: View>(count: Int, runs: Int, tree: (Int) -> V, layOut: (V) -> LayoutTree) {
    var times: [Double] = []
    var freeing: [Double] = []
    var size = CGSize.zero
    for _ in 0..<runs {
        let view = tree(count)
        let t0 = now()
        var laidOut: LayoutTree? = layOut(view)
        let t1 = now()
        size = laidOut!.size
        let t2 = now()
        laidOut = nil
        freeing.append(now() - t2)
        times.append(t1 - t0)
    }
    print(String(format: "backplate %d views: %.3f us/view (median of %d; root %.0fx%.0f); freeing the tree %.3f us/view",
                 count, median(times) / Double(count), runs, size.width, size.height, median(freeing) / Double(count)))
}

/// Lays out `nested(depth)` `runs` times with `layOut` and prints the median microseconds per level.
public func printNestedTiming(depth: Int, runs: Int, layOut: (AnyView) -> LayoutTree) {
    var times: [Double] = []
    for _ in 0..<runs {
        let view = nested(depth)
        let t0 = now()
        let tree = layOut(view)
        times.append(now() - t0)
        _ = tree.size
    }
    print(String(format: "backplate nested depth %d: %.3f us/level (median of %d)", depth, median(times) / Double(depth), runs))
}
