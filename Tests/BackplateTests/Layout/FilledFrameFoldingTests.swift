import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
@testable import BackplateCore

/// For speed (Benchmarks/README.md): `frame(width:height:)` around a plain leaf that fills it (a colour, a
/// rectangle, a capsule...) is one node (`ViewNode.foldIntoFilledFrame`). Each view here is laid
/// out folded and unfolded (`LayoutTree.make(..., foldsFilledFrames: false)`) under several
/// proposals, and the two must agree node by node as the inspector and printed trees show them
/// (label, path, depth, proposal, drawn frame), in their display lists, sizes and preference values.
@MainActor @Suite(.tags(.layout)) struct FilledFrameFoldingTests {
    private let engine = FixedMetricsTextEngine()
    private let proposals: [ProposedViewSize] = [.unspecified, .zero, .infinity, ProposedViewSize(width: 120, height: 80),
                                                  ProposedViewSize(width: 5, height: nil), ProposedViewSize(width: nil, height: 33)]

    private func tree<V: View>(_ view: V, _ proposal: ProposedViewSize, folds: Bool,
                               environment: EnvironmentValues = EnvironmentValues()) -> LayoutTree {
        LayoutTree.make(view, proposal: proposal, environment: environment, textEngine: engine, foldsFilledFrames: folds)
    }

    /// How many nodes the tree really has (secondary layers included).
    private func nodeCount(_ tree: LayoutTree) -> Int {
        var count = 0
        tree.root.forEachNode { _ in count += 1 }
        return count
    }

    /// Lays `view` out both ways under every proposal and compares; returns how many nodes
    /// folding saved (under the first proposal).
    @discardableResult
    private func compare<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues(),
                                  sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        var saved = -1
        for proposal in proposals {
            let folded = tree(view, proposal, folds: true, environment: environment)
            let plain = tree(view, proposal, folds: false, environment: environment)
            #expect(folded.nodeSummaries == plain.nodeSummaries, "\(proposal)", sourceLocation: sourceLocation)
            #expect(folded.description == plain.description, "\(proposal)", sourceLocation: sourceLocation)
            #expect(folded.displayList(scale: 2) == plain.displayList(scale: 2), "\(proposal)", sourceLocation: sourceLocation)
            #expect(folded.size == plain.size && folded.requestedSize == plain.requestedSize, sourceLocation: sourceLocation)
            #expect(folded.preferenceValue(FoldedFramesKey.self) == plain.preferenceValue(FoldedFramesKey.self),
                    sourceLocation: sourceLocation)
            if saved < 0 { saved = nodeCount(plain) - nodeCount(folded) }
        }
        return saved
    }

    @Test func aFramedColourIsOneNodeWithTheTwoNodesFrames() {
        // SwiftUI: `Color.red.frame(width: 30, height: 20)` is 30×20 whatever it is offered and
        // the colour, proposed 30×20, fills it at the frame's origin.
        let view = Color.red.frame(width: 30, height: 20)
        #expect(compare(view) == 1)
        let folded = tree(view, ProposedViewSize(width: 100, height: 100), folds: true)
        #expect(folded.root.children.isEmpty && folded.root.content != nil)
        #expect(folded.nodeSummaries.map(\.path) == ["frame", "frame/Color[0]"])
        #expect(folded.nodeSummaries.map(\.proposal) == [ProposedViewSize(width: 100, height: 100), ProposedViewSize(width: 30, height: 20)])
        #expect(folded.nodeSummaries.map(\.frame) == [CGRect(x: 0, y: 0, width: 30, height: 20), CGRect(x: 0, y: 0, width: 30, height: 20)])
        #expect(folded.displayList().description == tree(view, .unspecified, folds: false).displayList().description)
    }

    @Test func shapesThatFillTheirFrameFoldAndOthersDoNot() {
        #expect(compare(Rectangle().frame(width: 30, height: 20)) == 1)
        #expect(compare(RoundedRectangle(cornerRadius: 4).fill(.blue).frame(width: 30, height: 20)) == 1)
        #expect(compare(Capsule().frame(width: 30, height: 12)) == 1)
        #expect(compare(Ellipse().stroke(.green, lineWidth: 2).frame(width: 30, height: 20)) == 1)
        // A circle fills only a square frame (it is as wide as high: min of the proposal).
        #expect(compare(Circle().frame(width: 20, height: 20)) == 1)
        #expect(compare(Circle().frame(width: 30, height: 20)) == 0)
        // A text sizes to its string, not to the frame: never folded.
        #expect(compare(Text("Hello").frame(width: 30, height: 20)) == 0)
    }

    @Test func alignmentsAndStacksGiveTheSameFrames() {
        for alignment in [Alignment.center, .topLeading, .bottomTrailing, .leadingFirstTextBaseline] {
            #expect(compare(Color.red.frame(width: 12, height: 7, alignment: alignment)) == 1)
        }
        compare(HStack(alignment: .bottom, spacing: 3) {
            Color.red.frame(width: 10, height: 10)
            Rectangle().frame(width: 6, height: 14, alignment: .top)
            Text("ab").frame(width: 20)
            Color.blue
        })
        compare(VStack(alignment: .trailing) {
            ForEach(0..<4, id: \.self) { (i: Int) in Color.red.frame(width: 5 + 4 * CGFloat(i), height: 6) }
        })
        compare(HStack(alignment: .firstTextBaseline) { Text("x"); Color.red.frame(width: 10, height: 10); Capsule().frame(width: 9, height: 3) })
        compare(ZStack(alignment: .topTrailing) { Color.gray.frame(width: 40, height: 30); Color.red.frame(width: 10, height: 10) })
        // Partial and flexible frames keep two nodes.
        #expect(compare(Color.red.frame(width: 10)) == 0)
        #expect(compare(Color.red.frame(maxWidth: 10, maxHeight: 10)) == 0)
    }

    @Test func modifiersAroundAndInsideTheFrame() {
        // Layers, effects and guides on the frame apply to the folded node as to the frame.
        #expect(compare(Color.red.frame(width: 20, height: 20).overlay(Color.blue.frame(width: 5, height: 5), alignment: .topLeading)) == 2)
        compare(Color.red.frame(width: 20, height: 20).background(alignment: .bottom) { Capsule().frame(width: 30, height: 6) })
        compare(Color.red.frame(width: 20, height: 20).padding(3).offset(x: 4, y: -2).opacity(0.5))
        compare(HStack(alignment: .center) {
            Color.red.frame(width: 20, height: 20).alignmentGuide(VerticalAlignment.center) { _ in 3 }
            Color.blue.frame(width: 8, height: 8)
        })
        compare(Color.red.frame(width: 20, height: 20).id("box").zIndex(2).rotationEffect(.degrees(30)))
        // A leaf with modifiers of its own is not plain: its frame stays a node of its own.
        #expect(compare(Color.red.offset(x: 3, y: 1).frame(width: 20, height: 20)) == 0)
        #expect(compare(Color.red.blur(radius: 2).frame(width: 20, height: 20)) == 0)
        // `Color.opacity` is a colour (SwiftUI's `Color.opacity(_:)` returns a `Color`): it folds.
        #expect(compare(Color.red.opacity(0.5).frame(width: 20, height: 20)) == 1)
        #expect(compare(Color.red.alignmentGuide(.leading) { _ in 4 }.frame(width: 20, height: 20)) == 0)
        #expect(compare(Color.red.padding(2).frame(width: 20, height: 20)) == 0)
        // Frames of frames: the inner one folds, the outer one wraps it.
        #expect(compare(Color.red.frame(width: 10, height: 10).frame(width: 30, height: 30, alignment: .bottomLeading)) == 1)
    }

    @Test func geometryReadersAndPreferencesSeeTheSameGeometry() {
        // A geometry reader in a background reads the frame's size; one inside reads its own
        // frame in a named space; both see the same values folded or not.
        compare(VStack(spacing: 2) {
            Color.red.frame(width: 30, height: 10)
                .background(GeometryReader { g in
                    Color.clear.preference(key: FoldedFramesKey.self, value: [g.frame(in: .named("outer"))])
                })
            GeometryReader { g in
                Color.blue.frame(width: g.size.width / 2, height: 8)
                    .preference(key: FoldedFramesKey.self, value: [g.frame(in: .global)])
            }
        }.coordinateSpace(name: "outer").padding(4))
        // An anchor set on a folded frame, resolved in an overlay: a bar drawn at its bounds.
        compare(HStack(spacing: 5) {
            Color.gray.frame(width: 20, height: 20)
            Color.red.frame(width: 30, height: 10).anchorPreference(key: FoldedBoundsKey.self, value: .bounds) { $0 }
        }.overlayPreferenceValue(FoldedBoundsKey.self) { anchor in
            GeometryReader { g in
                if let anchor {
                    Color.blue.frame(width: g[anchor].width, height: 2).offset(x: g[anchor].minX, y: g[anchor].minY)
                }
            }
        })
    }

    @Test func rightToLeftGivesTheSameFrames() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        compare(HStack(spacing: 1) {
            Color.red.frame(width: 10, height: 10, alignment: .leading)
            Rectangle().frame(width: 20, height: 5)
        }.frame(width: 60, height: 20, alignment: .leading), environment: environment)
    }

    @Test func renderedPixelsAreTheSame() throws {
        // The grid of the benchmark, 3 rows of 4: every box red, 10×10, at (10c, 10r).
        let view = VStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { _ in
                HStack(spacing: 0) { ForEach(0..<4, id: \.self) { _ in Color.red.frame(width: 10, height: 10) } }
            }
        }
        #expect(compare(view) == 12)
        let placed = tree(view, .unspecified, folds: true).nodeSummaries.filter { $0.label == "Color" }
        let grid: [CGRect] = (0..<3).flatMap { (r: Int) -> [CGRect] in (0..<4).map { (c: Int) -> CGRect in CGRect(x: 10 * c, y: 10 * r, width: 10, height: 10) } }
        #expect(placed.map(\.frame) == grid)
    }
}

/// Frames reported by views under test.
private struct FoldedFramesKey: PreferenceKey {
    static let defaultValue: [CGRect] = []
    static func reduce(value: inout [CGRect], nextValue: () -> [CGRect]) { value += nextValue() }
}

/// An anchor reported by a folded frame.
private struct FoldedBoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}
