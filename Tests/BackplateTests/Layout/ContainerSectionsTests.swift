import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore

/// iOS 18's section API: `Group(sections:)`, `ForEach(sections:)`, `SectionConfiguration`.
/// Expected values follow Apple's documentation: each `Section` is one section with its
/// header, content and footer as subviews; sibling views outside any section form an
/// implicit section (content only), so a collection has at least one section.
@MainActor
@Suite(.tags(.layout)) struct ContainerSectionsTests {
    private func layout<V: View>(_ view: V) -> LayoutTree {
        let r = ImageRenderer(content: view.frame(width: 200, height: 100, alignment: .topLeading))
        r.proposedSize = ProposedViewSize(width: 200, height: 100)
        return r.layout()
    }

    /// Two explicit sections around a loose view: three sections in all.
    @ViewBuilder private var content: some View {
        Section {
            Color.red.frame(width: 10, height: 10).id("a1")
            Color.blue.frame(width: 10, height: 10).id("a2")
        } header: {
            Color.green.frame(width: 30, height: 5).id("ah")
        } footer: {
            Color.gray.frame(width: 30, height: 5).id("af")
        }
        Color.orange.frame(width: 10, height: 10).id("loose")
        Section {
            Color.purple.frame(width: 10, height: 20).id("b1")
        }
        .containerValue(\.testHighlighted, true)
    }

    @Test func groupSectionsSplitsExplicitAndImplicitSections() {
        var counts: [[Int]] = []
        var highlighted: [Bool] = []
        let view = Group(sections: content) { sections in
            let _ = (counts = sections.map { [$0.header.count, $0.content.count, $0.footer.count] })
            let _ = (highlighted = sections.map { $0.containerValues.testHighlighted })
            ForEach(sections) { section in section.content }
        }
        _ = layout(view)
        #expect(counts == [[1, 2, 1], [0, 1, 0], [0, 1, 0]])
        // The value set on the second `Section` is the section's; the others keep the default.
        #expect(highlighted == [false, false, true])
    }

    @Test func forEachSectionsMakesOneChildPerSection() throws {
        let view = HStack(alignment: .top, spacing: 0) {
            ForEach(sections: content) { section in
                VStack(spacing: 0) {
                    HStack(spacing: 0) { section.header }
                    HStack(spacing: 0) { section.content }
                    section.footer
                }
            }
        }
        let tree = layout(view)
        let ah = try #require(tree.frame(of: "ah")), a1 = try #require(tree.frame(of: "a1"))
        let a2 = try #require(tree.frame(of: "a2")), af = try #require(tree.frame(of: "af"))
        let loose = try #require(tree.frame(of: "loose")), b1 = try #require(tree.frame(of: "b1"))
        // First column, 30 wide: header, the two rows side by side (centred), footer.
        #expect(ah == CGRect(x: 0, y: 0, width: 30, height: 5))
        #expect(a1 == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(a2 == CGRect(x: 15, y: 5, width: 10, height: 10))
        #expect(af == CGRect(x: 0, y: 15, width: 30, height: 5))
        // The implicit section, then the second explicit one, each a column of its own.
        #expect(loose == CGRect(x: 30, y: 0, width: 10, height: 10))
        #expect(b1 == CGRect(x: 40, y: 0, width: 10, height: 20))
    }

    @Test func aViewWithoutSectionsIsOneImplicitSection() {
        var counts: [[Int]] = []
        let loose = Group(sections: Group {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }) { sections in
            let _ = (counts = sections.map { [$0.header.count, $0.content.count, $0.footer.count] })
            EmptyView()
        }
        _ = layout(loose)
        #expect(counts == [[0, 2, 0]])

        var empty = -1
        _ = layout(Group(sections: EmptyView()) { sections in
            let _ = (empty = sections.count)
            EmptyView()
        })
        #expect(empty == 1)
    }

    @Test func sectionsOutsideAGroupStillDrawAsSiblings() throws {
        // Marking a section's parts changes nothing where no one splits them.
        let tree = layout(VStack(spacing: 0) { content })
        #expect(try #require(tree.frame(of: "ah")).minY == 0)
        #expect(try #require(tree.frame(of: "a1")).minY == 5)
        #expect(try #require(tree.frame(of: "af")).minY == 25)
        #expect(try #require(tree.frame(of: "b1")).minY == 40)
    }
}
