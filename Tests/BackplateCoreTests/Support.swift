import Foundation
import Testing
import BackplateTestSupport
@testable import BackplateCore

/// Lays out `view` under `proposal` with the font-free text engine.
func layout<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1,
                     environment: EnvironmentValues = EnvironmentValues()) -> LayoutTree {
    var env = environment
    env.displayScale = scale
    return LayoutTree.make(view, proposal: proposal, environment: env, textEngine: FixedMetricsTextEngine())
}

func proposal(_ w: CGFloat?, _ h: CGFloat?) -> ProposedViewSize { ProposedViewSize(width: w, height: h) }

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// `Color.x.frame(width: w, height: h)`, the reference appendix's `C(w,h)`.
func C(_ w: CGFloat, _ h: CGFloat, _ color: Color = .red) -> some View { color.frame(width: w, height: h) }

/// Asserts two rectangles are equal within `PointTolerance.frame` (0.001 pt, exclusive).
func expectFrame(_ actual: CGRect?, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let a = actual else {
        Issue.record("no frame; expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    let t = PointTolerance.frame.points
    let ok = abs(a.minX - expected.minX) < t && abs(a.minY - expected.minY) < t
        && abs(a.width - expected.width) < t && abs(a.height - expected.height) < t
    #expect(ok, "frame \(a) != expected \(expected)", sourceLocation: sourceLocation)
}

func expectSize(_ actual: CGSize, _ w: CGFloat, _ h: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual.width - w) < PointTolerance.frame.points && abs(actual.height - h) < PointTolerance.frame.points, "size \(actual) != \(w)×\(h)", sourceLocation: sourceLocation)
}
