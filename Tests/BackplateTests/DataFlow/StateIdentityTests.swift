import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate

/// A bar that adds `increments` to its own `@State` through its binding while its body runs,
/// then draws `10 + 10 × count` points wide, marked with `tag`.
struct TallyBar: View {
    @State private var count = 0
    let increments: Int
    let tag: String
    var body: some View {
        let _ = $count.wrappedValue += increments
        Color.blue.frame(width: 10 + 10 * CGFloat(count), height: 10).id(tag)
    }
}

struct ShelfEntry {
    let shelf: String
    let tag: String
}

@Suite(.tags(.layout)) struct StateIdentityTests {
    func widths(_ view: some View, _ tags: [String]) -> [CGFloat?] {
        let tree = ImageRenderer(content: view).layout()
        return tags.map { tree.frame(of: $0)?.width }
    }

    @Test func twoCopiesOfOneValueKeepSeparateState() {
        let bar = TallyBar(increments: 2, tag: "bar")
        let tree = ImageRenderer(content: VStack { bar; bar }).layout()
        // Each copy starts from 0 and adds 2 (a shared box would give the second one 4).
        #expect(tree.frames(of: "bar").map(\.width) == [30, 30])
    }

    @Test func copiesMutatedDifferentlyGiveDifferentResults() {
        #expect(widths(VStack { TallyBar(increments: 1, tag: "a"); TallyBar(increments: 3, tag: "b") }, ["a", "b"]) == [20, 40])
    }

    @Test func rendersNeverShareState() {
        let bar = TallyBar(increments: 2, tag: "bar")
        let renderer = ImageRenderer(content: bar)
        #expect(renderer.layout().frame(of: "bar")?.width == 30)
        #expect(renderer.layout().frame(of: "bar")?.width == 30)
    }

    @Test func stateFollowsForEachIDs() {
        let entries = [ShelfEntry(shelf: "x", tag: "e1"), ShelfEntry(shelf: "y", tag: "e2"), ShelfEntry(shelf: "x", tag: "e3")]
        // Elements are keyed by id, not index: the two "x" elements are one identity and share
        // its state (1, then 2), "y" has its own.
        let view = VStack { ForEach(entries, id: \.shelf) { TallyBar(increments: 1, tag: $0.tag) } }
        #expect(widths(view, ["e1", "e2", "e3"]) == [20, 20, 30])
    }

    @Test func explicitIDGivesANewIdentity() {
        let entries = [ShelfEntry(shelf: "x", tag: "e1"), ShelfEntry(shelf: "x", tag: "e2")]
        let view = VStack { ForEach(entries, id: \.shelf) { TallyBar(increments: 1, tag: $0.tag).id($0.tag) } }
        // Same ForEach id, different `.id`: separate state, each 1.
        #expect(widths(view, ["e1", "e2"]) == [20, 20])
    }

    @Test func conditionalBranchesAndTupleSlotsAreSeparatePositions() {
        struct Twice: View {
            let flag: Bool
            var body: some View {
                VStack {
                    if flag { TallyBar(increments: 1, tag: "t") } else { TallyBar(increments: 2, tag: "f") }
                    TallyBar(increments: 1, tag: "s")
                }
            }
        }
        #expect(widths(Twice(flag: true), ["t", "s"]) == [20, 20])
        #expect(widths(Twice(flag: false), ["f", "s"]) == [30, 20])
    }

    @Test func stateWrittenOutsideABodyIsDroppedWithAWarning() {
        let bar = TallyBar(increments: 1, tag: "z")
        let unused = Mirror(reflecting: bar).children.first { $0.label == "_count" }?.value as? State<Int>
        unused?.wrappedValue = 5
        #expect(unused?.wrappedValue == 0)
        #expect(RuntimeWarning.emitted.contains { $0.contains("Modifying State<Int> outside") })
    }
}
