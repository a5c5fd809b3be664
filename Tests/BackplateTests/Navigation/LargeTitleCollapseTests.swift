import Foundation
import Testing
import BackplateTestSupport
import Backplate

/// A large title collapses to the inline title when its screen's content rests scrolled beneath
/// the bar (iOS shrinks the large title as content scrolls): on an iPhone 15 Pro canvas (393 ×
/// 852, insets 59 and 34) the 44-point bar row spans y 59–103 and the large title's 52-point
/// row 103–155, its baseline 90 below the bar's top in the iOS 26 look (NavigationSafeAreaTests).
@Suite(.tags(.pixels)) struct LargeTitleCollapseTests {
    private func renderer<V: View>(_ view: V) -> ImageRenderer<V> {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 393, height: 852)
        r.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        r.scale = 3
        r.isOpaque = true
        r.hostedPasses = 3
        return r
    }

    private func render<V: View>(_ view: V, name: String = #function) throws -> RenderedImage {
        let image = try renderer(view).render()
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try? image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("collapse-\(name.prefix(while: { $0 != "(" })).png"))
        }
        return image
    }

    /// Thirty 60-point rows (1,800 points), scrolled to the last one's bottom when they appear.
    private struct Chat: View {
        var body: some View {
            NavigationStack {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<30, id: \.self) { i in
                                Color(white: i % 2 == 0 ? 0.9 : 0.8).frame(height: 60).id(i)
                            }
                        }
                    }
                    .onAppear { proxy.scrollTo(29, anchor: .bottom) }
                }
                .navigationTitle("Chat")
            }
        }
    }

    private struct ListChat: View {
        let messages = (0..<30).map { "Message \($0)" }
        var body: some View {
            NavigationStack {
                ScrollViewReader { proxy in
                    List(messages, id: \.self) { m in Text(m) }
                        .onAppear { proxy.scrollTo(messages.last!, anchor: .bottom) }
                }
                .navigationTitle("Chat")
            }
        }
    }

    /// Short content at rest: the title stays large.
    private struct Rest: View {
        var body: some View {
            NavigationStack {
                ScrollView { Color.gray.frame(height: 200).id("content") }.navigationTitle("Chat")
            }
        }
    }

    /// The frames of the drawn texts equal to "Chat".
    private func titles<V: View>(_ view: V) -> [CGRect] {
        renderer(view).displayList().drawnTexts.filter { $0.0 == "Chat" }.map(\.1)
    }

    @Test func contentScrolledToItsEndCollapsesTheLargeTitle() throws {
        let tree = renderer(Chat()).layout()
        // The visible region runs from the inline bar (103) to the home indicator (818): the
        // last row's bottom rests on 818, row 17 under the bar's edge.
        #expect(tree.frame(of: 29) == CGRect(x: 0, y: 758, width: 393, height: 60))
        #expect(tree.frame(of: 18) == CGRect(x: 0, y: 98, width: 393, height: 60))
        // One title, the inline one: 17-point semibold centred in the 44-point row (59–103).
        let drawn = titles(Chat())
        #expect(drawn.count == 1, "\(drawn)")
        let title = try #require(drawn.first)
        #expect(title.minY >= 59 && title.maxY <= 103 && title.height < 30, "\(title)")
        #expect(near(title.midX, 196.5, 1), "\(title)")
    }

    @Test func contentAtRestKeepsTheLargeTitle() throws {
        let drawn = titles(Rest())
        #expect(drawn.count == 1, "\(drawn)")
        let title = try #require(drawn.first)
        // The 34-point title in its row below the bar (103–155; iOS 26 lets its line box end
        // 2 points into the content below), at the leading margin.
        #expect(title.minY >= 103 && title.maxY <= 157 && title.height > 35, "\(title)")
        #expect(near(title.minX, 16, 1), "\(title)")
        // The content starts below the large title, not under it.
        let content = try #require(renderer(Rest()).layout().frame(of: "content"))
        #expect(content.minY == 155, "\(content)")
    }

    @Test func aBottomAnchoredScrollViewCollapsesTheLargeTitle() throws {
        let view = NavigationStack {
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<30, id: \.self) { Color.gray.frame(height: 60).id($0) } }
            }
            .defaultScrollAnchor(.bottom)
            .navigationTitle("Chat")
        }
        let drawn = titles(view)
        #expect(drawn.count == 1 && drawn.allSatisfy { $0.maxY <= 103 }, "\(drawn)")
        #expect(renderer(view).layout().frame(of: 29)?.maxY == 818)
    }

    @Test func aListScrolledToItsLastRowRestsTheWholeCellOnTheHomeIndicator() throws {
        let tree = renderer(ListChat()).layout()
        // The identity names the row's cell (its insets and minimum height), as in SwiftUI.
        let cell = try #require(tree.frame(of: "Message 29"))
        #expect(cell.maxY == 818 && cell.height >= 44, "\(cell)")
        let drawn = titles(ListChat())
        #expect(drawn.count == 1 && drawn.allSatisfy { $0.maxY <= 103 }, "\(drawn)")
    }

    /// The chat with a search field placed at `placement`.
    private struct SearchableChat: View {
        var placement: SearchFieldPlacement = .automatic
        var body: some View {
            NavigationStack {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 0) { ForEach(0..<30, id: \.self) { Color.gray.frame(height: 60).id($0) } }
                    }
                    .onAppear { proxy.scrollTo(29, anchor: .bottom) }
                }
                .navigationTitle("Chat")
                .searchable(text: .constant(""), placement: placement)
            }
        }
    }

    @Test func anAutomaticSearchFieldHidesWithTheCollapsedTitle() throws {
        for placement in [SearchFieldPlacement.automatic, .navigationBarDrawer(displayMode: .automatic)] {
            let r = renderer(SearchableChat(placement: placement))
            #expect(!r.displayList().drawnTexts.contains { $0.0 == "Search" })
            // Under the inline bar alone, as without a search field.
            #expect(r.layout().frame(of: 29)?.maxY == 818)
            #expect(r.layout().frame(of: 18) == CGRect(x: 0, y: 98, width: 393, height: 60))
        }
    }

    @Test func anAlwaysShownSearchFieldStaysUnderTheCollapsedTitle() throws {
        let view = SearchableChat(placement: .navigationBarDrawer(displayMode: .always))
        let prompt = try #require(renderer(view).displayList().drawnTexts.first { $0.0 == "Search" }?.1)
        // In the drawer's 52-point row under the 44-point bar row (103–155).
        #expect(prompt.minY >= 103 && prompt.maxY <= 155, "\(prompt)")
        #expect(renderer(view).layout().frame(of: 29)?.maxY == 818)
        let drawn = titles(view)
        #expect(drawn.count == 1 && drawn.allSatisfy { $0.maxY <= 103 }, "\(drawn)")
    }

    @Test func aSearchFieldAtRestIsShownUnderTheLargeTitle() throws {
        let view = NavigationStack {
            ScrollView { Color.gray.frame(height: 200).id("content") }
                .navigationTitle("Chat")
                .searchable(text: .constant(""))
        }
        let prompt = try #require(renderer(view).displayList().drawnTexts.first { $0.0 == "Search" }?.1)
        #expect(prompt.minY >= 155 && prompt.maxY <= 207, "\(prompt)")
        #expect(renderer(view).layout().frame(of: "content")?.minY == 207)
    }

    /// iOS 18's bar draws its material once content lies beneath it (the scroll-edge appearance).
    @Test(.backplateLook(.iOS18)) func theCollapsedIOS18BarDrawsItsMaterial() throws {
        let image = try render(Chat())
        #expect(close(rgba(image, 30, 80 * 3), [249, 249, 249, 255], 2))
        let resting = try render(Rest())
        #expect(close(rgba(resting, 30, 80 * 3), [255, 255, 255, 255], 2))
    }
}
