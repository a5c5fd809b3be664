import Foundation
import Testing
import BackplateTestSupport
@testable import BackplateCore

private enum MyCenter: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
}

extension VerticalAlignment {
    fileprivate static let myCenter = VerticalAlignment(MyCenter.self)
}

/// A user-written layout: equal-width columns, each subview proposed its column.
private struct EqualColumns: Layout {
    var spacing: CGFloat = 10
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let w = sizes.map(\.width).max() ?? 0, h = sizes.map(\.height).max() ?? 0
        return CGSize(width: w * CGFloat(subviews.count) + spacing * CGFloat(max(subviews.count - 1, 0)), height: h)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let w = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        for (i, v) in subviews.enumerated() {
            v.place(at: CGPoint(x: bounds.minX + CGFloat(i) * (w + spacing) + w / 2, y: bounds.midY),
                    anchor: .center, proposal: ProposedViewSize(width: w, height: bounds.height))
        }
    }
}

/// A layout that reads a value each subview sets with `layoutValue`.
private struct Rank: LayoutValueKey { static let defaultValue = 0 }

private struct RankedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for v in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            v.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += v.sizeThatFits(.unspecified).width
        }
    }
}

@Suite(.tags(.layout)) struct AlignmentAndLayoutProtocolTests {
    @Test func customAlignmentPropagatesThroughAStack() {
        let t = layout(HStack(alignment: .myCenter, spacing: 0) {
            VStack(spacing: 0) {
                C(10, 40)
                C(10, 20).alignmentGuide(.myCenter) { d in d[VerticalAlignment.center] }.id("b")
            }
            C(10, 10).id("x")
        })
        // "b"'s centre is 50 below the VStack's top; "x" centres on it.
        expectFrame(t.frame(of: "b"), rect(0, 40, 10, 20))
        expectFrame(t.frame(of: "x"), rect(10, 45, 10, 10))
        expectSize(t.size, 20, 60)
    }

    @Test func customAlignmentAveragesSeveralExplicitValues() {
        let g = VerticalAlignment.myCenter
        #expect(g.combineExplicit([10, nil, 30]) == 20)
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit([12, 7]) == 7)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit([12, 7]) == 12)
        #expect(HorizontalAlignment.leading.combineExplicit([1, 2]) == nil)
    }

    @Test func alignmentGuideShiftsInAnHStack() {
        let t = layout(HStack(alignment: .center, spacing: 0) {
            C(10, 40)
            C(10, 10).alignmentGuide(VerticalAlignment.center) { d in d[.top] }.id("b")
        })
        // b's top is on a's centre line (y = 20).
        expectFrame(t.frame(of: "b"), rect(10, 20, 10, 10))
    }

    @Test func userWrittenLayout() {
        let t = layout(EqualColumns { C(20, 10).id("a"); C(40, 30).id("b"); Color.blue.id("c") })
        expectSize(t.size, 140, 30)
        expectFrame(t.frame(of: "a"), rect(10, 10, 20, 10))
        expectFrame(t.frame(of: "b"), rect(50, 0, 40, 30))
        expectFrame(t.frame(of: "c"), rect(100, 0, 40, 30))
    }

    @Test func layoutValuesReachTheLayout() {
        let t = layout(RankedRow {
            C(10, 10).layoutValue(key: Rank.self, value: 2).id("a")
            C(20, 10).layoutValue(key: Rank.self, value: 1).id("b")
        })
        #expect(t.frame(of: "b")?.minX == 0)
        #expect(t.frame(of: "a")?.minX == 20)
    }

    @Test func unplacedSubviewsAreCentred() {
        struct Lazy: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let t = layout(Lazy { C(20, 20).id("c") })
        expectFrame(t.frame(of: "c"), rect(40, 40, 20, 20))
    }

    @Test func layoutCacheIsMadeOnceAndReused() {
        final class Counter: @unchecked Sendable { var made = 0 }
        struct Cached: Layout {
            let counter: Counter
            func makeCache(subviews: Subviews) -> Int { counter.made += 1; return subviews.count }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
                CGSize(width: CGFloat(cache) * 10, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
                for (i, v) in subviews.enumerated() { v.place(at: CGPoint(x: bounds.minX + CGFloat(i) * 10, y: bounds.minY), proposal: .unspecified) }
            }
        }
        let counter = Counter()
        let t = layout(VStack { Cached(counter: counter) { C(10, 10); C(10, 10); C(10, 10) } })
        expectSize(t.size, 30, 10)
        #expect(counter.made == 1)
    }

    @Test func sizesAreCachedPerProposal() {
        final class Counter: @unchecked Sendable { var calls = 0 }
        struct Counting: Layout {
            let counter: Counter
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                counter.calls += 1
                return proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let counter = Counter()
        // Three nested stacks probe the leaf with many proposals, but each distinct one once.
        _ = layout(HStack { VStack { HStack { Counting(counter: counter) {}; Color.red } } }, proposal(300, 200))
        #expect(counter.calls <= 6)
    }

    @Test func anyLayoutSwitchesLayouts() {
        for vertical in [false, true] {
            let l = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            let t = layout(l { C(10, 10); Spacer().id("s"); C(10, 10) }, proposal(100, 100))
            // The spacer follows the erased layout's orientation.
            if vertical { expectSize(t.size, 10, 100); #expect(t.frame(of: "s")?.height == 80) }
            else { expectSize(t.size, 100, 10); #expect(t.frame(of: "s")?.width == 80) }
        }
    }

    @Test func printedTreeListsProposalsSizesAndFrames() {
        let t = layout(HStack { Color.red.frame(width: 50) }, proposal(300, 100))
        let text = t.description
        #expect(text.contains("HStack proposal=300×100 size=50×100 frame=(0, 0, 50, 100)"))
        #expect(text.contains("Color proposal=50×100 size=50×100"))
    }
}
