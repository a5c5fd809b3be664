import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
@testable import BackplateCairo
@testable import BackplateCore
import BackplateSnapshotTesting

/// Scalability: work that must stay linear in
/// the number of views, checked by counting the work done (never by timing it).
@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels, .regression)) struct ScalabilityTests {
    /// A nest of `depth` compositing groups around a 10×10 red square at (5, 5).
    private func nestedGroups(_ depth: Int) -> [DisplayList.Item] {
        let frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        var items: [DisplayList.Item] = [.shape(DisplayList.ShapeItem(path: Path(frame), paint: .color(RGBAColor(red: 1, green: 0, blue: 0)),
                                                                      fillStyle: FillStyle(), stroke: nil, frame: frame, source: "test"))]
        for _ in 0..<depth {
            items = [.group(DisplayList.GroupItem(effect: .compositingGroup, bounds: frame, items: items))]
        }
        return items
    }

    @Test func groupBoundsAreMeasuredOncePerGroup() {
        // Drawing a nest of groups asks each level for its subtree's bounds; with the cache
        // each item list is measured once (linear), and the answer is the uncached one. The
        // nest is built, measured and freed on a large stack (each level is one frame).
        let (cached, uncached, measured, again, measuredAgain) = DeepStack.run { () -> (CGRect, CGRect, Int, CGRect, Int) in
            let items = nestedGroups(2_000)
            let cache = GroupBoundsCache()
            let cached = CairoEffects.bounds(of: items, cache: cache)
            let measured = cache.measured
            guard case .group(let g) = items[0] else { return (cached, .null, measured, .null, -1) }
            // Asking again for an inner level measures nothing new.
            let again = CairoEffects.bounds(of: g.items, cache: cache)
            return (cached, CairoEffects.bounds(of: items), measured, again, cache.measured)
        }
        #expect(cached == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(uncached == cached)
        // 2,000 group lists below the top one, plus the top list (the single shape list is
        // measured directly, never cached).
        #expect(measured == 2_000)
        #expect(again == cached)
        #expect(measuredAgain == 2_000)
    }

    @Test func deeplyNestedGroupsDrawTheirContent() throws {
        // 3,000 nested compositing groups: drawn (each level bounded by its content) in
        // linear time, the square lands where it was declared. The declaration is built and
        // freed on a large stack.
        let image = try DeepStack.run { () throws -> RenderedImage in
            var view = AnyView(Color.red.frame(width: 10, height: 10))
            for _ in 0..<3_000 { view = AnyView(view.compositingGroup()) }
            return try ImageRenderer(content: view.padding(5).background(Color.white)).render()
        }
        #expect(image.width == 20 && image.height == 20)
        #expect(image.pixel(x: 10, y: 10) == RenderedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))  // systemRed
        #expect(image.pixel(x: 2, y: 2) == RenderedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func placingAStackReusesItsSizing() {
        // A stack sized for a proposal and then placed with it arranges its children once per
        // distinct proposal: under .unspecified, once for its ideal size and once for the
        // proposal it places its children with (its own height fixed), not three times.
        // (Boxes of `frame(width:).frame(height:)`: their size is not known to be fixed.)
        let view = HStack(spacing: 0) { ForEach(0..<100, id: \.self) { _ in Color.red.frame(width: 10).frame(height: 10) } }
        let tree = ImageRenderer(content: view).layout(textEngine: FixedMetricsTextEngine())
        #expect(tree.size == CGSize(width: 1000, height: 10))
        #expect(tree.pass.stackArrangements == 2)
        // The same stack proposed its own size arranges once.
        let sized = ImageRenderer(content: view)
        sized.proposedSize = ProposedViewSize(width: 1000, height: 10)
        #expect(sized.layout(textEngine: FixedMetricsTextEngine()).pass.stackArrangements == 1)
    }

    @Test func aStackOfFixedBoxesIsArrangedOnce() {
        // Children of fixed size (`frame(width:height:)`) on a frame guide: sizes and origins
        // do not depend on the stack's proposal, so one arrangement serves sizing and placing
        // under every proposal; only the proposals given to the children differ (SwiftUI's
        // rule: under .unspecified each box is proposed nil along the row and the row's
        // height across it; under 1000x10 each is proposed an equal share of what is left).
        let view = HStack(spacing: 0) { ForEach(0..<100, id: \.self) { _ in Color.red.frame(width: 10, height: 10) } }
        let tree = ImageRenderer(content: view).layout(textEngine: FixedMetricsTextEngine())
        #expect(tree.size == CGSize(width: 1000, height: 10))
        #expect(tree.pass.stackArrangements == 1)
        let boxes = tree.root.children
        #expect(boxes.count == 100)
        #expect(boxes[37].frame == CGRect(x: 370, y: 0, width: 10, height: 10))
        #expect(boxes[37].placedProposal == ProposedViewSize(width: nil, height: 10))
        let sized = ImageRenderer(content: view)
        sized.proposedSize = ProposedViewSize(width: 500, height: 40)
        let sizedTree = sized.layout(textEngine: FixedMetricsTextEngine())
        #expect(sizedTree.pass.stackArrangements == 1)
        // 500 shared among 100 boxes of 10: the first is offered 5, the 51st (after 50 boxes
        // took 500) 0; each box is 10 wide whatever it is offered.
        #expect(sizedTree.root.children[0].placedProposal == ProposedViewSize(width: 5, height: 40))
        #expect(sizedTree.root.children[50].placedProposal == ProposedViewSize(width: 0, height: 40))
        #expect(sizedTree.root.children[99].frame.maxX - sizedTree.root.children[0].frame.minX == 1000)
        #expect(sizedTree.root.children[50].frame.width == 10)
    }

    @Test func viewThatFitsStillTriesEachLayoutOverTheSameChildren() {
        // The per-proposal arrangement memo is keyed by the stack's parameters too: an
        // AnyLayout switching between HStack and VStack over the same children gets each
        // layout's own answer.
        let h = ImageRenderer(content: AnyLayout(HStackLayout(spacing: 0)) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) })
        let v = ImageRenderer(content: AnyLayout(VStackLayout(spacing: 0)) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) })
        #expect(h.layout().size == CGSize(width: 20, height: 10))
        #expect(v.layout().size == CGSize(width: 10, height: 20))
        let fits = ImageRenderer(content: ViewThatFits {
            HStack(spacing: 0) { Color.red.frame(width: 60, height: 10); Color.blue.frame(width: 60, height: 10) }
            VStack(spacing: 0) { Color.red.frame(width: 60, height: 10); Color.blue.frame(width: 60, height: 10) }
        }.frame(width: 100))
        #expect(fits.layout().size == CGSize(width: 100, height: 20))
    }

    @Test func aLeafsSizesAreCachedPerProposalWithoutLimitProblems() {
        // More than two proposals spill from the inline entries to the list; past 32 the
        // oldest listed entry is dropped and answers stay correct.
        var cache = ProposalSizeCache()
        for i in 0..<40 { cache.insert(CGSize(width: i, height: 1), for: ProposedViewSize(width: CGFloat(i), height: nil)) }
        #expect(cache.cachedCount == 32)
        #expect(cache.size(for: ProposedViewSize(width: 0, height: nil)) == CGSize(width: 0, height: 1))
        #expect(cache.size(for: ProposedViewSize(width: 1, height: nil)) == CGSize(width: 1, height: 1))
        #expect(cache.size(for: ProposedViewSize(width: 5, height: nil)) == nil)
        #expect(cache.size(for: ProposedViewSize(width: 39, height: nil)) == CGSize(width: 39, height: 1))
        cache.removeAll()
        #expect(cache.cachedCount == 0 && cache.size(for: ProposedViewSize(width: 39, height: nil)) == nil)
    }
}
