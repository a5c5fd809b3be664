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
