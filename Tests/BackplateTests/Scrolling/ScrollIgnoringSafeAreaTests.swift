import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate

// A scroll view or list that ignores the safe area on a screen without a navigation stack
// (docs/layout-rules.md §12.4; controls.md §3.1): on iOS its content starts at y = 0 of the screen, since
// the scroll view has no safe-area inset left to turn into a content inset. iPhone 15 Pro
// canvas: 393 × 852 points, insets 59 top and 34 bottom.

private let kilnInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

private func kilnLayout<V: View>(_ view: V) -> LayoutTree {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: 393, height: 852)
    r.safeAreaInsets = kilnInsets
    return r.layout()
}

private func kilnRender<V: View>(_ view: V) throws -> RenderedImage {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: 393, height: 852)
    r.safeAreaInsets = kilnInsets
    r.scale = 1
    r.isOpaque = true
    let image = try r.render()
    if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try? image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("kiln-scroll-ignoring.png"))
    }
    return image
}

/// Ten 60-point firing log entries, orange then grey.
private struct KilnFiringLog: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<10, id: \.self) { i in
                Color(red: 1, green: i % 2 == 0 ? 0.5 : 1, blue: i % 2 == 0 ? 0 : 1).frame(height: 60).id("entry\(i)")
            }
        }
    }
}

private struct KilnShelfList: View {
    var body: some View {
        List {
            ForEach(0..<5, id: \.self) { Text("Shelf \($0)").id("shelf\($0)") }
        }
    }
}

@MainActor @Suite(.tags(.layout, .pixels)) struct ScrollIgnoringSafeAreaTests {
    @Test func scrollViewIgnoringTheTopEdgeStartsAtTheScreenTop() throws {
        let view = ScrollView { KilnFiringLog() }.id("scroll").ignoresSafeArea(edges: .top)
        let tree = kilnLayout(view)
        // The scroll view itself reaches the screen's top (and still stops at the bottom safe
        // edge, 818).
        #expect(tree.frame(of: "scroll") == CGRect(x: 0, y: 0, width: 393, height: 818))
        // The first entry is at y = 0, the second at 60: no 59-point content inset.
        #expect(tree.frame(of: "entry0")?.minY == 0)
        #expect(tree.frame(of: "entry1")?.minY == 60)
        let image = try kilnRender(view)
        let top = image.pixel(x: 200, y: 10), second = image.pixel(x: 200, y: 70)
        #expect(top.red == 255 && abs(Int(top.green) - 128) <= 1 && top.blue == 0)
        #expect(second.red == 255 && second.green == 255 && second.blue == 255)
    }

    @Test func listIgnoringTheSafeAreaMovesUpByTheTopInset() {
        // The same rows, inside the safe area and ignoring it: the list's content (its 35-point
        // top margin and its rows) moves up by exactly the 59-point top inset.
        let inside = kilnLayout(KilnShelfList())
        let ignoring = kilnLayout(KilnShelfList().ignoresSafeArea())
        let a = inside.frame(of: "shelf0"), b = ignoring.frame(of: "shelf0")
        #expect(a != nil && b != nil)
        if let a, let b {
            #expect(b.minY == a.minY - 59)
            #expect(b.minX == a.minX)
        }
    }

    @Test func insideANavigationStackTheContentStartsUnderTheBar() {
        // Ignoring the top edge removes the content inset in a navigation stack too: the
        // content starts at y = 0 under the 103-point bar (59 status bar + 44 inline bar), as a
        // full-bleed header does on iOS (Apple's Landmarks detail, iOS 26).
        let view = NavigationStack {
            ScrollView { KilnFiringLog() }
                .ignoresSafeArea(edges: .top)
                .navigationTitle("Firings")
                .navigationBarTitleDisplayMode(.inline)
        }
        let tree = kilnLayout(view)
        #expect(tree.frame(of: "entry0")?.minY == 0)
        #expect(tree.frame(of: "entry1")?.minY == 60)
        // Without ignoresSafeArea the 103-point inset stays.
        let inset = kilnLayout(NavigationStack {
            ScrollView { KilnFiringLog() }.navigationTitle("Firings").navigationBarTitleDisplayMode(.inline)
        })
        #expect(inset.frame(of: "entry0")?.minY == 103)
    }
}
