import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore
import BackplateSnapshotTesting

/// iOS 17/18 APIs that app files use: `containerRelativeFrame`, `visualEffect`,
/// `scrollTransition`, `rotation3DEffect`, `MeshGradient`, `Tab(value:role:)`, scroll
/// geometry values. Sizes follow SwiftUI's documented rules (container = scroll view's
/// visible size less content margins, else the screen; `count`/`span` formula from Apple's
/// documentation); pixels are checked at chosen points.
@Suite(.tags(.layout, .pixels)) struct ContainerRelativeFrameTests {
    private func layout<V: View>(_ view: V, width: CGFloat, height: CGFloat) -> LayoutTree {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: width, height: height)
        return r.layout()
    }

    @Test func carouselCardsSpanFourFifthsOfTheScrollView() throws {
        let view = ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(0..<3) { index in
                    Color.red.frame(height: 50)
                        .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)
                        .id(index)
                }
            }
        }
        let tree = layout(view, width: 393, height: 200)
        // (393 − 4 × 12) / 5 × 4 + 3 × 12 = 69 × 4 + 36 = 312.
        let first = try #require(tree.frame(of: 0)), second = try #require(tree.frame(of: 1))
        #expect(abs(first.width - 312) < 0.01)
        #expect(abs(second.minX - 324) < 0.01)
        #expect(abs(first.height - 50) < 0.01)
    }

    @Test func contentMarginsShrinkTheContainer() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<2) { index in
                    Color.blue.containerRelativeFrame(.horizontal).frame(height: 40).id(index)
                }
            }
        }
        .contentMargins(.horizontal, 16, for: .scrollContent)
        let tree = layout(view, width: 300, height: 100)
        let first = try #require(tree.frame(of: 0)), second = try #require(tree.frame(of: 1))
        // The container is 300 − 2 × 16 = 268 wide; the content starts after the leading margin.
        #expect(abs(first.width - 268) < 0.01)
        #expect(abs(first.minX - 16) < 0.01)
        #expect(abs(second.minX - (16 + 268 + 10)) < 0.01)
    }

    @Test func outsideAScrollViewTheCanvasIsTheContainer() throws {
        // Padding does not shrink the container: the screen (here the canvas) is the container.
        let view = VStack {
            Color.green.containerRelativeFrame(.horizontal) { length, axis in
                axis == .horizontal ? length * 0.5 : length
            }
            .frame(height: 30).id("half")
            Color.green.containerRelativeFrame(.vertical, count: 4, spacing: 0).frame(width: 10).id("quarter")
        }
        .padding(20)
        let tree = layout(view, width: 300, height: 400)
        let half = try #require(tree.frame(of: "half")), quarter = try #require(tree.frame(of: "quarter"))
        #expect(abs(half.width - 150) < 0.01)
        #expect(abs(quarter.height - 100) < 0.01)
    }

    @Test func aScrollViewProbedByAStackMeasuresAgainstItsFinalSize() throws {
        // The HStack proposes the scroll view several widths while it sizes it; the card must
        // follow the width the scroll view finally gets (393 − 100 = 293).
        let view = HStack(spacing: 0) {
            ScrollView(.horizontal) {
                Color.orange.containerRelativeFrame(.horizontal).frame(height: 20).id("card")
            }
            Color.clear.frame(width: 100)
        }
        let tree = layout(view, width: 393, height: 100)
        let card = try #require(tree.frame(of: "card"))
        #expect(abs(card.width - 293) < 0.01)
    }

    @Test func aHorizontalScrollViewTakesTheOfferedWidthNotItsContents() throws {
        // A carousel wider than the screen: the scroll view is as wide as offered (393), so the
        // stack around it stays on screen and its title keeps the leading edge.
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Title").id("title")
            ScrollView(.horizontal) {
                HStack(spacing: 12) { ForEach(0..<3) { _ in Color.green.frame(width: 286, height: 50) } }
            }
            .id("strip")
        }
        let tree = layout(view, width: 393, height: 300)
        #expect(try #require(tree.frame(of: "strip")).width == 393)
        #expect(try #require(tree.frame(of: "title")).minX == 0)
    }

    @Test func defaultScrollAnchorBottomShowsTheEndOfTheContent() throws {
        func column(_ count: Int) -> some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { index in Color.gray.frame(height: 50).id(index) }
                }
            }
            .defaultScrollAnchor(.bottom)
        }
        // Short content sits at the bottom (iOS 17 aligns it to the anchor)...
        let short = layout(column(2), width: 100, height: 300)
        #expect(try #require(short.frame(of: 1)).maxY == 300)
        #expect(try #require(short.frame(of: 0)).minY == 200)
        // ...and long content starts scrolled to its end.
        let long = layout(column(10), width: 100, height: 300)
        #expect(try #require(long.frame(of: 9)).maxY == 300)
        #expect(try #require(long.frame(of: 0)).minY == -200)
        // Without the anchor the content starts at the top.
        let top = layout(ScrollView { Color.gray.frame(height: 50).id("a") }, width: 100, height: 300)
        #expect(try #require(top.frame(of: "a")).minY == 0)
    }

    @Test func gridLengthFormulaAndBadInput() {
        #expect(ContainerRelativeFrameLayout.gridLength(300, count: 3, span: 1, spacing: 0) == 100)
        #expect(ContainerRelativeFrameLayout.gridLength(320, count: 3, span: 2, spacing: 10) == 210)
        // A zero count counts as one; a length never goes negative.
        #expect(ContainerRelativeFrameLayout.gridLength(100, count: 0, span: 1, spacing: 5) == 100)
        #expect(ContainerRelativeFrameLayout.gridLength(10, count: 5, span: 1, spacing: 50) == 0)
    }
}

@Suite(.tags(.layout, .pixels)) struct VisualEffectTests {
    private let red = [255, 0, 0, 255], white = [255, 255, 255, 255]

    private func render<V: View>(_ view: V, width: CGFloat, height: CGFloat) throws -> RenderedImage {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: width, height: height)
        r.isOpaque = true
        return try r.render()
    }

    @Test func effectReadsTheViewsPlacedGeometry() throws {
        // Two 50-point squares; the one whose global minX is past 100 draws at half opacity.
        let view = HStack(spacing: 50) {
            ForEach(0..<2) { _ in
                Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 50)
                    .visualEffect { content, proxy in
                        content.opacity(proxy.frame(in: .global).minX > 100 ? 0.5 : 1)
                    }
            }
        }
        .frame(width: 200, height: 50, alignment: .leading)
        let image = try render(view, width: 200, height: 50)
        #expect(close(rgba(image, 25, 25), red))
        // Second square at x 100…150 has minX 100, not past 100: opaque.
        #expect(close(rgba(image, 125, 25), red))
        let shifted = HStack(spacing: 60) {
            ForEach(0..<2) { _ in
                Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 50)
                    .visualEffect { content, proxy in
                        content.opacity(proxy.frame(in: .global).minX > 100 ? 0.5 : 1)
                    }
            }
        }
        .frame(width: 200, height: 50, alignment: .leading)
        let half = try render(shifted, width: 200, height: 50)
        #expect(close(rgba(half, 135, 25), [255, 128, 128, 255]))
    }

    @Test func effectOffsetsDrawingWithoutMovingLayout() throws {
        let view = HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40)
                .visualEffect { content, proxy in content.offset(x: proxy.size.width) }
            Color.clear.frame(width: 40, height: 40).id("next")
        }
        let r = ImageRenderer(content: view)
        let tree = r.layout()
        // Layout keeps the neighbour at x = 40.
        #expect(try #require(tree.frame(of: "next")).minX == 40)
        r.isOpaque = true
        let image = try r.render()
        #expect(close(rgba(image, 20, 20), white))
        #expect(close(rgba(image, 60, 20), red))
    }

    @Test func effectStepsApplyInOrder() {
        let effect = EmptyVisualEffect().opacity(0.5).scaleEffect(2).offset(x: 3)
        #expect(effect.visualEffectSteps == [.opacity(0.5), .scale(CGSize(width: 2, height: 2), .center), .offset(CGSize(width: 3, height: 0))])
        #expect(EmptyVisualEffect().visualEffectSteps.isEmpty)
    }

    @Test func scrollTransitionDrawsTheIdentityPhase() throws {
        // At rest every shown view is in `.identity`: the identity branch applies.
        let view = ScrollView {
            Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 100)
                .scrollTransition { content, phase in
                    content.scaleEffect(phase.isIdentity ? 0.5 : 1).opacity(phase.isIdentity ? 1 : 0)
                }
        }
        let image = try render(view, width: 100, height: 100)
        // Scaled to 50 × 50 about the centre: 25…75.
        #expect(close(rgba(image, 50, 50), red))
        #expect(close(rgba(image, 10, 50), white))
        #expect(close(rgba(image, 50, 90), white))
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.bottomTrailing.value == 1)
        #expect(ScrollTransitionPhase.identity.isIdentity && !ScrollTransitionPhase.topLeading.isIdentity)
    }

    @Test func rotation3DProjectsOntoTheScreen() throws {
        // 60° about x: the square foreshortens to cos 60° = half its height, about its centre.
        let tilted = Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 100)
            .rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0))
            .frame(width: 100, height: 100)
        let image = try render(tilted, width: 100, height: 100)
        #expect(close(rgba(image, 50, 50), red))
        #expect(close(rgba(image, 50, 30), red))
        #expect(close(rgba(image, 50, 20), white))
        #expect(close(rgba(image, 50, 80), white))
        // About z it is an ordinary rotation; at zero degrees nothing changes.
        let z = Rotation3DProjection.transform(angle: .degrees(90), axis: (x: 0, y: 0, z: 1))
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(z.a - r.a) < 1e-9 && abs(z.b - r.b) < 1e-9 && abs(z.c - r.c) < 1e-9 && abs(z.d - r.d) < 1e-9)
        #expect(Rotation3DProjection.transform(angle: .zero, axis: (x: 1, y: 1, z: 0)).isIdentity)
        // A zero axis draws unchanged instead of dividing by zero.
        #expect(Rotation3DProjection.transform(angle: .degrees(30), axis: (x: 0, y: 0, z: 0)).isIdentity)
    }

    @Test func textSelectionDrawsTheSameText() throws {
        let plain = try render(Text("Selectable"), width: 120, height: 30)
        let selectable = try render(Text("Selectable").textSelection(.enabled), width: 120, height: 30)
        #expect(plain.pngDataForComparison == selectable.pngDataForComparison)
        #expect(EnabledTextSelectability.allowsSelection && !DisabledTextSelectability.allowsSelection)
    }
}

@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct MeshGradientTests {
    @Test func cornersTakeTheirControlColoursAndTheCentreBlendsThem() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                colors: [.init(red: 1, green: 0, blue: 0), .init(red: 0, green: 1, blue: 0),
                                         .init(red: 0, green: 0, blue: 1), .init(red: 1, green: 1, blue: 1)])
        let r = ImageRenderer(content: mesh)
        r.proposedSize = ProposedViewSize(width: 200, height: 200)
        let image = try r.render()
        #expect(image.width == 200 && image.height == 200)
        #expect(close(rgba(image, 1, 1), [255, 0, 0, 255], 6))
        #expect(close(rgba(image, 198, 1), [0, 255, 0, 255], 6))
        #expect(close(rgba(image, 1, 198), [0, 0, 255, 255], 6))
        #expect(close(rgba(image, 198, 198), [255, 255, 255, 255], 6))
        // The centre is the mean of the four corners in sRGB: (128, 128, 128), within the
        // half-cell the sample falls in.
        #expect(close(rgba(image, 100, 100), [128, 128, 128, 255], 12))
    }

    @Test func tooFewColoursDrawOnlyTheBackground() throws {
        let mesh = MeshGradient(width: 3, height: 3, points: [[0, 0], [1, 0]], colors: [.red], background: .blue)
        let r = ImageRenderer(content: mesh)
        r.proposedSize = ProposedViewSize(width: 20, height: 20)
        let image = try r.render()
        #expect(close(rgba(image, 10, 10), [0, 122, 255, 255], 3))
    }
}

@Suite(.tags(.layout, .pixels)) struct ModernValueTypeTests {
    @Test func searchTabGetsTheSystemSearchLabel() {
        let search = Tab(value: 3, role: .search) { Text("Results") }
        #expect(search.label.title?.plainString == "Search")
        guard case .symbol("magnifyingglass")? = search.label.icon?.content else { Issue.record("no search symbol"); return }
        let titled = Tab("Library", systemImage: "books.vertical", value: 1, role: nil) { Text("Shelf") }
        #expect(titled.label.title?.plainString == "Library")
        guard case .symbol("books.vertical")? = titled.label.icon?.content else { Issue.record("no symbol"); return }
    }

    @Test func scrollGeometryRects() {
        let geometry = ScrollGeometry(contentOffset: CGPoint(x: 0, y: 120), contentSize: CGSize(width: 393, height: 2000),
                                      contentInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
                                      containerSize: CGSize(width: 393, height: 852))
        #expect(geometry.visibleRect == CGRect(x: 0, y: 120, width: 393, height: 852))
        #expect(geometry.bounds == CGRect(x: 0, y: 61, width: 393, height: 852))
        #expect(ScrollPhase.idle.isScrolling == false && ScrollPhase.decelerating.isScrolling)
    }
}

@Suite(.tags(.layout, .pixels)) struct TabContentAndCollectionTests {
    private enum Section: Hashable { case home, inbox }

    @Test func tabsNameTheirValuesWithImplicitMembers() throws {
        // The TabContentBuilder types `.inbox` as the selection's type; the selected tab shows.
        let view = TabView(selection: .constant(Section.inbox)) {
            Tab("Home", systemImage: "house", value: .home) { Color(red: 1, green: 0, blue: 0) }
            Tab("Inbox", systemImage: "tray", value: .inbox) { Color(red: 0, green: 0, blue: 1) }
                .badge(3)
        }
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 393, height: 400)
        let image = try r.render()
        #expect(close(rgba(image, 196, 100), [0, 0, 255, 255]))
    }

    @Test func moveAndRemoveAtOffsets() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: [1, 3], toOffset: 0)
        #expect(letters == ["b", "d", "a", "c", "e"])
        letters.move(fromOffsets: [0], toOffset: 5)
        #expect(letters == ["d", "a", "c", "e", "b"])
        // Moving to a destination inside the moved block keeps the order.
        letters.move(fromOffsets: [1, 2], toOffset: 2)
        #expect(letters == ["d", "a", "c", "e", "b"])
        letters.remove(atOffsets: [0, 2])
        #expect(letters == ["a", "e", "b"])
        // Offsets outside the collection are ignored.
        letters.remove(atOffsets: [7])
        letters.move(fromOffsets: [9], toOffset: 0)
        #expect(letters == ["a", "e", "b"])
    }
}

extension RenderedImage {
    /// The encoded pixels, for comparing two renders byte for byte.
    fileprivate var pngDataForComparison: Data? { try? pngData() }
}
