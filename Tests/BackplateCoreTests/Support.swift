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

/// Asserts two rectangles are equal within 0.001 pt.
func expectFrame(_ actual: CGRect?, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let a = actual else {
        Issue.record("no frame; expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    let ok = abs(a.minX - expected.minX) < 0.001 && abs(a.minY - expected.minY) < 0.001
        && abs(a.width - expected.width) < 0.001 && abs(a.height - expected.height) < 0.001
    #expect(ok, "frame \(a) != expected \(expected)", sourceLocation: sourceLocation)
}

func expectSize(_ actual: CGSize, _ w: CGFloat, _ h: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual.width - w) < 0.001 && abs(actual.height - h) < 0.001, "size \(actual) != \(w)×\(h)", sourceLocation: sourceLocation)
}
