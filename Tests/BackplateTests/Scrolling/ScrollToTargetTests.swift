import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
@testable import BackplateCore

/// Scrolling to a view or an offset at rest: `ScrollViewProxy.scrollTo` called while the view
/// appears, `scrollPosition(id:)` and `ScrollPosition` (iOS 17/18). Apple documents a nil
/// anchor as the least scroll that shows the whole view, a non-nil anchor as aligning that point
/// of the view with the same point of the scroll view, and the position's identity as the
/// top-most view's; scrolling never passes the content's ends (UIScrollView's content offset).
/// Twenty 50-point rows (1,000 points) in a 100 × 200 scroll view.
@Suite(.tags(.layout)) struct ScrollToTargetTests {
    private func rows() -> some View {
        VStack(spacing: 0) {
            ForEach(0..<20, id: \.self) { i in
                Color(red: Double(i) / 20, green: 0, blue: 0).frame(height: 50)
            }
        }
    }

    private func layout<V: View>(_ view: V, width: CGFloat = 100, height: CGFloat = 200) -> LayoutTree {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: width, height: height)
        renderer.hostedPasses = 3
        return renderer.layout()
    }

    private func readerScrolling(to id: Int, anchor: UnitPoint?) -> some View {
        ScrollViewReader { proxy in
            ScrollView { rows() }
                .onAppear { proxy.scrollTo(id, anchor: anchor) }
        }
    }

    @Test func aTopAnchorPutsTheRowAtTheTop() {
        let tree = layout(readerScrolling(to: 10, anchor: .top))
        #expect(tree.frame(of: 10) == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func aCenterAnchorCentersTheRow() {
        let tree = layout(readerScrolling(to: 10, anchor: .center))
        #expect(tree.frame(of: 10) == CGRect(x: 0, y: 75, width: 100, height: 50))
    }

    @Test func noAnchorScrollsTheLeastThatShowsTheRow() {
        // Row 10 (500...550) lies below the 200-point region: it comes to rest at the bottom.
        let tree = layout(readerScrolling(to: 10, anchor: nil))
        #expect(tree.frame(of: 10) == CGRect(x: 0, y: 150, width: 100, height: 50))
        // Row 2 already shows: nothing moves.
        let still = layout(readerScrolling(to: 2, anchor: nil))
        #expect(still.frame(of: 2) == CGRect(x: 0, y: 100, width: 100, height: 50))
    }

    @Test func scrollingStopsAtTheContentsEnd() {
        // Row 19 asked at the top: the content's end (1,000) stops at the region's bottom.
        let tree = layout(readerScrolling(to: 19, anchor: .top))
        #expect(tree.frame(of: 19) == CGRect(x: 0, y: 150, width: 100, height: 50))
    }

    @Test func anUnknownIdentityLeavesTheScrollViewAtItsStart() {
        let tree = layout(readerScrolling(to: 99, anchor: .top))
        #expect(tree.frame(of: 99) == nil)
        let marked = layout(ScrollViewReader { proxy in
            ScrollView { rows().id("content") }.onAppear { proxy.scrollTo(99, anchor: .top) }
        })
        #expect(marked.frame(of: "content")?.minY == 0)
    }

    @Test func anExplicitIdentityInsideAScrollViewIsFound() {
        let view = ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    Color.gray.frame(height: 600)
                    Text("Latest").frame(height: 40).id("latest")
                    Color.gray.frame(height: 300)
                }
            }
            .onAppear { proxy.scrollTo("latest", anchor: .bottom) }
        }
        let tree = layout(view)
        #expect(tree.frame(of: "latest")?.maxY == 200)
    }

    @Test func aBoundIdentityRestsAtTheTop() {
        let view = ScrollView { rows().scrollTargetLayout() }
            .scrollPosition(id: .constant(Optional(7)))
        let tree = layout(view)
        #expect(tree.frame(of: 7) == CGRect(x: 0, y: 0, width: 100, height: 50))
        let unset = layout(ScrollView { rows() }.scrollPosition(id: .constant(Int?.none)))
        #expect(unset.frame(of: 7) == nil)
    }

    @Test func aScrollPositionNamesAViewOrAnOffset() {
        let atView = layout(ScrollView { rows().scrollTargetLayout() }
            .scrollPosition(.constant(ScrollPosition(id: 4, anchor: .center))))
        #expect(atView.frame(of: 4) == CGRect(x: 0, y: 75, width: 100, height: 50))
        let atOffset = layout(ScrollView { rows().id("content") }
            .scrollPosition(.constant(ScrollPosition(y: 320))))
        #expect(atOffset.frame(of: "content")?.minY == -320)
        let pastTheEnd = layout(ScrollView { rows().id("content") }
            .scrollPosition(.constant(ScrollPosition(y: 5_000))))
        #expect(pastTheEnd.frame(of: "content")?.minY == -800)
    }

    @Test func aHorizontalScrollViewScrollsAlongItsAxis() {
        let view = ScrollViewReader { proxy in
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { _ in Color.blue.frame(width: 80, height: 40) }
                }
            }
            .onAppear { proxy.scrollTo(6, anchor: .leading) }
        }
        let tree = layout(view, width: 200, height: 40)
        #expect(tree.frame(of: 6) == CGRect(x: 0, y: 0, width: 80, height: 40))
    }

    @Test func anElementsOwnIdentityKeepsItsNodeAndTheForEachIdentityFindsIt() {
        let view = ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { i in
                        Color.red.frame(height: 50).id("row-\(i)")
                    }
                }
            }
            .onAppear { proxy.scrollTo(12, anchor: .top) }
        }
        let tree = layout(view)
        #expect(tree.frame(of: "row-12") == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(tree.frame(of: 12) == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func aPlainRenderRunsNoAppearActions() {
        // ImageRenderer draws one pass: `onAppear` never runs, so nothing scrolls.
        let renderer = ImageRenderer(content: readerScrolling(to: 10, anchor: .top))
        renderer.proposedSize = ProposedViewSize(width: 100, height: 200)
        #expect(renderer.layout().frame(of: 10) == nil)
    }

    @Test func theShiftIsClampedAndMirroredRightToLeft() {
        let request = ScrollTargetRequest(target: .offset(CGPoint(x: 30, y: 0)), anchor: nil)
        let content = CGRect(x: -300, y: 0, width: 500, height: 40)  // resting at the right edge
        let visible = CGRect(x: 0, y: 0, width: 200, height: 40)
        let move = request.shift(content: content, visible: visible, targetFrame: nil, axes: .horizontal, rightToLeft: true)
        #expect(move == CGSize(width: 30, height: 0))
        let fits = request.shift(content: CGRect(x: 0, y: 0, width: 150, height: 40), visible: visible,
                                 targetFrame: nil, axes: .horizontal, rightToLeft: false)
        #expect(fits == .zero)
    }
}
