import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore

extension ContainerValues {
    @Entry var testHighlighted: Bool = false
    @Entry var testIndent: CGFloat = 0
}

/// iOS 18's container API: `Group(subviews:)`, `ForEach(subviews:)`, `Subview`,
/// `ContainerValues` and `containerValue(_:_:)`, read by a custom container's own code.
/// Expected frames follow SwiftUI's documented behaviour: the subviews are the content's
/// views flattened (tuple views, groups, `ForEach` elements), each drawn where the container's
/// code places it, with the values it set for its container.
@MainActor
@Suite(.tags(.layout, .pixels)) struct ContainerSubviewsTests {
    private func layout<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 100) -> LayoutTree {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: width, height: height)
        return r.layout()
    }

    private static let red = Color(red: 1, green: 0, blue: 0)
    private static let blue = Color(red: 0, green: 0, blue: 1)

    /// A container that lays its content's subviews out right to left.
    private struct Reversed<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            Group(subviews: content) { subviews in
                HStack(spacing: 0) {
                    ForEach(subviews.reversed()) { subview in subview }
                }
            }
        }
    }

    @Test func groupSubviewsFlattensTupleGroupAndForEach() throws {
        var count = -1
        let view = Group(subviews: VStack {
            Color.red.frame(width: 10, height: 10)
            Group { Color.blue.frame(width: 10, height: 10); Color.green.frame(width: 10, height: 10) }
            ForEach(0..<3) { _ in Color.gray.frame(width: 10, height: 10) }
        }) { subviews in
            let _ = (count = subviews.count)
            subviews
        }
        _ = layout(view)
        // A VStack is one view: its children are not the group's subviews.
        #expect(count == 1)

        var flattened = -1
        let flat = Group(subviews: Group {
            Color.red.frame(width: 10, height: 10)
            Group { Color.blue.frame(width: 10, height: 10); Color.green.frame(width: 10, height: 10) }
            ForEach(0..<3) { _ in Color.gray.frame(width: 10, height: 10) }
        }) { subviews in
            let _ = (flattened = subviews.count)
            HStack(spacing: 0) { subviews }
        }
        let tree = layout(flat)
        #expect(flattened == 6)
        // Six 10-point subviews in the HStack: 60 points wide.
        #expect(abs(tree.size.width - 60) < 0.01)
    }

    @Test func subviewsArePlacedWhereTheContainerPutsThem() throws {
        let view = Reversed {
            Self.red.frame(width: 10, height: 10).id("first")
            Self.blue.frame(width: 20, height: 10).id("second")
        }
        let tree = layout(view)
        let first = try #require(tree.frame(of: "first")), second = try #require(tree.frame(of: "second"))
        // Reversed: the second subview leads, the first follows it.
        #expect(abs(second.minX - first.minX + 20) < 0.01)
        #expect(abs(first.minX - second.maxX) < 0.01)

        let image = try renderImage(view.frame(width: 30, height: 10, alignment: .topLeading), scale: 2)
        #expect(close(image.pixel(x: 10, y: 10), 0, 0, 255))  // x = 5 pt: the blue second subview
        #expect(close(image.pixel(x: 50, y: 10), 255, 0, 0))  // x = 25 pt: the red first subview
    }

    @Test func containerValuesTravelFromTheSubviewToTheContainer() throws {
        var highlighted: [Bool] = []
        var indents: [CGFloat] = []
        let view = Group(subviews: Group {
            Self.red.frame(width: 10, height: 10).id(0)
            Self.red.frame(width: 10, height: 10).containerValue(\.testHighlighted, true).id(1)
            Self.red.frame(width: 10, height: 10).padding(2).containerValue(\.testIndent, 30).id(2)
        }) { subviews in
            let _ = (highlighted = subviews.map { $0.containerValues.testHighlighted })
            let _ = (indents = subviews.map { $0.containerValues.testIndent })
            VStack(alignment: .leading, spacing: 0) {
                ForEach(subviews) { subview in
                    subview.padding(.leading, subview.containerValues.testIndent)
                }
            }
        }
        let tree = layout(view)
        #expect(highlighted == [false, true, false])
        #expect(indents == [0, 0, 30])
        // The third subview (its 2-point padding included) is indented by its own value.
        let third = try #require(tree.frame(of: 2)), first = try #require(tree.frame(of: 0))
        #expect(abs(third.minX - first.minX - 30) < 0.01)
        #expect(abs(third.width - 14) < 0.01)
    }

    @Test func theOutermostContainerValueWins() throws {
        var indent: CGFloat = -1
        let view = Group(subviews: Color.red.frame(width: 10, height: 10)
            .containerValue(\.testIndent, 5).padding(1).containerValue(\.testIndent, 9)) { subviews in
            let _ = (indent = subviews[0].containerValues.testIndent)
            subviews
        }
        _ = layout(view)
        #expect(indent == 9)
    }

    @Test func forEachSubviewsMakesOneChildPerSubview() throws {
        var tags: [String?] = []
        let view = VStack(spacing: 4) {
            ForEach(subviews: Group {
                Color.red.frame(width: 10, height: 10).tag("a")
                Color.blue.frame(width: 10, height: 10).tag("b")
                Color.green.frame(width: 10, height: 10)
            }) { subview in
                let _ = tags.append(subview.containerValues.tag(for: String.self))
                subview.frame(width: 50).id(subview.containerValues.hasTag("b") ? "b" : "other")
            }
        }
        let tree = layout(view)
        #expect(tags == ["a", "b", nil])
        // Three 10-point rows 4 points apart: 38 points tall, each framed 50 wide.
        #expect(abs(tree.size.height - 38) < 0.01)
        let b = try #require(tree.frame(of: "b"))
        #expect(abs(b.width - 50) < 0.01)
        let a = try #require(tree.frame(of: "other"))
        #expect(abs(b.minY - a.minY - 14) < 0.01)
    }

    @Test func aSubviewDrawnTwiceAppearsTwice() throws {
        let view = Group(subviews: Self.red.frame(width: 10, height: 10)) { subviews in
            HStack(spacing: 10) {
                subviews[0]
                subviews[0]
            }
        }
        .frame(width: 30, height: 10, alignment: .topLeading)
        let image = try renderImage(view, scale: 2)
        #expect(close(image.pixel(x: 10, y: 10), 255, 0, 0))  // 5 pt: the first copy
        #expect(image.pixel(x: 30, y: 10).alpha == 0)         // 15 pt: the gap
        #expect(close(image.pixel(x: 50, y: 10), 255, 0, 0))  // 25 pt: the second copy
    }

    @Test func aDividedCardPutsADividerBetweenItsRows() throws {
        let card = Group(subviews: Group {
            Text("One")
            Text("Two").containerValue(\.testHighlighted, true)
            Text("Three")
        }) { subviews in
            VStack(spacing: 0) {
                ForEach(subviews) { row in
                    row.frame(maxWidth: .infinity, minHeight: 44)
                        .background(row.containerValues.testHighlighted ? Color.yellow.opacity(0.3) : Color.clear)
                    if row.id != subviews.last?.id { Divider() }
                }
            }
        }
        .frame(width: 200)
        .background(Color.white)
        let divider = layout(VStack { Divider() }).size.height
        let tree = layout(card)
        // Three 44-point rows and two dividers between them.
        #expect(divider > 0)
        #expect(abs(tree.size.height - (3 * 44 + 2 * divider)) < 0.01)
        let (light, _) = try renderLightAndDark(card, name: "divided-card", folder: "ContainerSubviews", width: 200, height: nil)
        // The highlighted middle row is tinted yellow; the first row is white.
        #expect(light.pixel(x: 20, y: Int((44 + divider + 22) * 2)).blue < 240)
        #expect(light.pixel(x: 20, y: 44).blue == 255)
    }

    /// A layout that indents each subview by its container value.
    private struct IndentingLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 100, height: CGFloat(subviews.count) * 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (i, subview) in subviews.enumerated() {
                let point = CGPoint(x: bounds.minX + subview.containerValues.testIndent, y: bounds.minY + CGFloat(i) * 10)
                subview.place(at: point, proposal: ProposedViewSize(width: 10, height: 10))
            }
        }
    }

    @Test func aLayoutReadsItsSubviewsContainerValues() throws {
        let view = IndentingLayout {
            Color.red.id("plain")
            Color.red.containerValue(\.testIndent, 40).id("indented")
        }
        let tree = layout(view)
        let plain = try #require(tree.frame(of: "plain")), indented = try #require(tree.frame(of: "indented"))
        #expect(abs(indented.minX - plain.minX - 40) < 0.01)
        #expect(abs(indented.minY - plain.minY - 10) < 0.01)
    }
}
