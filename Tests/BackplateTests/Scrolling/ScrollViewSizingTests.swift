import Testing
import Foundation
import BackplateTestSupport
@testable import Backplate

// A scroll view takes the length offered along its scroll axes and its content's size across
// them (a vertical one "only becomes as wide as its contents"; swiftuifieldguide.com, Scroll
// View): a horizontal carousel in a stack is as tall as its cards, not as tall as offered.

@MainActor @Suite(.tags(.layout)) struct ScrollViewSizingTests {
    private func layout<V: View>(_ view: V, width: CGFloat, height: CGFloat) -> LayoutTree {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: width, height: height)
        return r.layout()
    }

    @Test func aHorizontalCarouselIsAsTallAsItsCards() throws {
        let view = VStack(spacing: 0) {
            ScrollView(.horizontal) {
                HStack(spacing: 12) { ForEach(0..<4) { _ in Color.indigo.frame(width: 150, height: 80) } }
            }
            .id("strip")
            Color.gray.frame(height: 30).id("below")
        }
        .frame(maxHeight: .infinity, alignment: .top)
        let tree = layout(view, width: 393, height: 800)
        let strip = try #require(tree.frame(of: "strip")), below = try #require(tree.frame(of: "below"))
        #expect(strip.width == 393 && strip.height == 80, "\(strip)")
        #expect(below.minY == 80, "\(below)")
    }

    @Test func aHorizontalScrollViewOfFlexibleContentTakesTheHeightOffered() throws {
        let view = ScrollView(.horizontal) { Color.teal.frame(width: 600).id("wide") }.id("strip")
        let tree = layout(view, width: 393, height: 300)
        #expect(try #require(tree.frame(of: "strip")).size == CGSize(width: 393, height: 300))
        #expect(try #require(tree.frame(of: "wide")).size == CGSize(width: 600, height: 300))
    }

    @Test func aVerticalScrollViewOfNarrowContentIsAsWideAsItAndCentred() throws {
        // As on iOS, short content in a scroll view on a full screen sits centred at the top.
        let view = ScrollView { Color.orange.frame(width: 100, height: 40).id("box") }
            .id("scroll")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        let tree = layout(view, width: 393, height: 600)
        let scroll = try #require(tree.frame(of: "scroll")), box = try #require(tree.frame(of: "box"))
        #expect(scroll.width == 100 && scroll.height == 600, "\(scroll)")
        #expect(box.minX == 146.5 && box.minY == 0, "\(box)")
    }

    @Test func scrollClipDisabledDrawsWhatHangsBelowAHuggingCarousel() throws {
        // The carousel is 50 tall; a 20-point strip offset 20 below each card hangs outside it,
        // clipped unless `scrollClipDisabled()` (a card's shadow, in real code).
        func render(unclipped: Bool) throws -> RenderedImage {
            let r = ImageRenderer(content: VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    Color.red.frame(width: 100, height: 50)
                        .overlay(alignment: .bottom) { Color.blue.frame(height: 20).offset(y: 20) }
                }
                .scrollClipDisabled(unclipped)
                Spacer(minLength: 0)
            })
            r.proposedSize = ProposedViewSize(width: 200, height: 200)
            r.scale = 1
            r.isOpaque = true
            return try r.render()
        }
        let clipped = try render(unclipped: false), unclipped = try render(unclipped: true)
        // The strip covers y 50 to 70: the card above it, the white page where it is clipped.
        let card = clipped.pixel(x: 10, y: 40)
        #expect(card.red > 247 && card.green < 100, "\(card)")
        let cut = clipped.pixel(x: 10, y: 60)
        #expect(cut.red > 247 && cut.green > 247 && cut.blue > 247, "\(cut)")
        #expect(unclipped.pixel(x: 10, y: 60).blue > 247 && unclipped.pixel(x: 10, y: 60).red < 8, "\(unclipped.pixel(x: 10, y: 60))")
    }

    @Test func listsStillTakeTheWholeWidthOffered() throws {
        let view = List { Text("One") }.id("list")
        let tree = layout(view, width: 393, height: 400)
        #expect(try #require(tree.frame(of: "list")).size == CGSize(width: 393, height: 400))
    }
}
