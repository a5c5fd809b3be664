import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
@testable import BackplateCore

/// For speed (Benchmarks/README.md): the shortcuts layout takes for speed give SwiftUI's answers. Each test states the
/// SwiftUI rule and checks frames or state by value.
@Suite(.tags(.layout)) struct LayoutFastPathTests {
    /// The node a path of child indices leads to from the root.
    private func node(_ tree: LayoutTree, _ path: [Int]) -> ViewNode {
        var n = tree.root
        for i in path { n = n.children[i] }
        return n
    }

    @Test func aFrameWithBothLengthsIgnoresEveryProposalWithoutCaching() {
        // `frame(width: 30, height: 20)` is 30×20 whatever it is offered (SwiftUI's fixed
        // frame), and answers without filling the per-proposal cache.
        let tree = ImageRenderer(content: Color.red.frame(width: 30, height: 20)).layout(textEngine: FixedMetricsTextEngine())
        let frame = tree.root
        #expect(frame.fixedSize == CGSize(width: 30, height: 20))
        for p in [ProposedViewSize.unspecified, .zero, .infinity, ProposedViewSize(width: 5, height: nil)] {
            #expect(frame.sizeThatFits(p, pass: tree.pass) == CGSize(width: 30, height: 20))
        }
        #expect(frame.sizeCache.cachedCount == 0)
        // The colour inside still fills the frame (proposed 30×20): folded into the frame's
        // node, it shows as the frame's child in the inspector's summaries.
        #expect(frame.children.isEmpty && frame.content != nil)
        #expect(tree.nodeSummaries.map(\.label) == ["frame", "Color"])
        #expect(tree.nodeSummaries[1].frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(tree.nodeSummaries[1].proposal == ProposedViewSize(width: 30, height: 20))
        // A frame with one length still depends on the proposal (and caches).
        let half = ImageRenderer(content: Color.red.frame(width: 30)).layout(textEngine: FixedMetricsTextEngine())
        #expect(half.root.fixedSize == nil)
        #expect(half.root.frame.size == CGSize(width: 30, height: 10))  // Color's 10 pt ideal height
    }

    @Test func stacksOfRigidAndFlexibleChildrenShareAsSwiftUIDoes() {
        // HStack proposed 100 wide: the rigid 10-point frames take their width first, the two
        // colours share the remaining 70 equally (least flexible first, docs/layout-rules.md §4.3).
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.green
            Color.blue.frame(width: 20, height: 10)
            Color.yellow
        }.frame(width: 100, height: 40)
        let tree = ImageRenderer(content: view).layout(textEngine: FixedMetricsTextEngine())
        let stack = node(tree, [0])
        #expect(stack.children.map(\.frame) == [
            CGRect(x: 0, y: 15, width: 10, height: 10),
            CGRect(x: 10, y: 0, width: 35, height: 40),
            CGRect(x: 45, y: 15, width: 20, height: 10),
            CGRect(x: 65, y: 0, width: 35, height: 40),
        ])
    }

    @Test func aStackRemembersWhetherItsChildrenAreFixed() {
        // Fixed frames of one priority: the fast path, asked once and remembered on the stack;
        // placed as SwiftUI places rigid children (side by side, centred on the cross axis).
        let rigid = HStack(spacing: 2) {
            Color.red.frame(width: 10, height: 10)
            Color.green.frame(width: 20, height: 30)
        }.frame(width: 100, height: 40)
        let tree = ImageRenderer(content: rigid).layout(textEngine: FixedMetricsTextEngine())
        let stack = node(tree, [0])
        #expect(stack.childrenFixedWithEqualPriority == 1)
        #expect(stack.children.map(\.frame) == [
            CGRect(x: 34, y: 15, width: 10, height: 10),
            CGRect(x: 46, y: 5, width: 20, height: 30),
        ])
        // A higher layout priority on one fixed frame: not the fast path (answer "no"), and
        // still the same frames (fixed children take their size whatever the order).
        let prioritised = HStack(spacing: 2) {
            Color.red.frame(width: 10, height: 10)
            Color.green.frame(width: 20, height: 30).layoutPriority(1)
        }.frame(width: 100, height: 40)
        let other = ImageRenderer(content: prioritised).layout(textEngine: FixedMetricsTextEngine())
        let otherStack = node(other, [0])
        #expect(otherStack.childrenFixedWithEqualPriority == 2)
        #expect(otherStack.children.map(\.frame) == stack.children.map(\.frame))
        // Replacing a node's children forgets the answer.
        let children = otherStack.children
        otherStack.children = children
        #expect(otherStack.childrenFixedWithEqualPriority == 0)
    }

    @Test func frameGuidesTakeTheirStandardValues() {
        // Leading/top 0, centre half, trailing/bottom the full length (SwiftUI's frame guides).
        let d = ViewDimensions(size: CGSize(width: 40, height: 30))
        #expect(d[HorizontalAlignment.leading] == 0)
        #expect(d[HorizontalAlignment.center] == 20)
        #expect(d[HorizontalAlignment.trailing] == 40)
        #expect(d[VerticalAlignment.top] == 0)
        #expect(d[VerticalAlignment.center] == 15)
        #expect(d[VerticalAlignment.bottom] == 30)
        // A baseline without text defaults to the bottom.
        #expect(d[VerticalAlignment.firstTextBaseline] == 30)
        // Alignment in a VStack: trailing-aligned rows end at the same x.
        let view = VStack(alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }
        let tree = ImageRenderer(content: view).layout(textEngine: FixedMetricsTextEngine())
        #expect(tree.root.children.map(\.frame) == [CGRect(x: 20, y: 0, width: 10, height: 10), CGRect(x: 0, y: 10, width: 30, height: 10)])
    }

    @Test func integerAndKeyPathIdsGiveEachElementItsOwnPosition() {
        // ForEach over a range (integer ids) and over strings with `id: \.self`: every element
        // is laid out once, in order, and its position carries its id.
        let ranged = ImageRenderer(content: HStack(spacing: 0) {
            ForEach(0..<3) { (i: Int) in Color.red.frame(width: 10 * CGFloat(i + 1), height: 10) }
        }).layout(textEngine: FixedMetricsTextEngine())
        let rangedWidths: [CGFloat] = ranged.root.children.map(\.frame.width)
        #expect(rangedWidths == [10, 20, 30])
        let named = ImageRenderer(content: VStack(spacing: 0) {
            ForEach(["a", "bb", "ccc"], id: \.self) { s in Color.red.frame(width: CGFloat(s.count * 5), height: 5) }
        }).layout(textEngine: FixedMetricsTextEngine())
        let widths: [CGFloat] = named.root.children.map(\.frame.width)
        #expect(widths == [5, 10, 15])
        // Integer steps and boxed steps of equal ids are distinct positions, equal ones equal.
        let a = ViewPosition.root.appending(.integerElement(1)), b = ViewPosition.root.appending(.integerElement(1))
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != ViewPosition.root.appending(.integerElement(2)))
    }

    @Test func aDeepPositionHashesWithoutRecursion() {
        // A path 50,000 steps deep hashes (lazily, iteratively) and compares equal to its copy.
        var p = ViewPosition.root, q = ViewPosition.root
        for i in 0..<50_000 { p = p.appending(.child(i % 3)); q = q.appending(.child(i % 3)) }
        #expect(p.hashValue == q.hashValue)
        #expect(p == q)
    }
}
