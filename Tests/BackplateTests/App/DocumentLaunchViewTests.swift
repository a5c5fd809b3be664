import Testing
import BackplateTestSupport
import Foundation
import Backplate

/// iOS 18's document launch view and scene: the title above the actions, the background
/// filling the view, and the accessory views given the view's and the title's frames
/// (Apple's `DocumentLaunchGeometryProxy`: `frame` and `titleViewFrame`).
@MainActor @Suite(.tags(.layout, .pixels)) struct DocumentLaunchViewTests {
    func image<V: View>(_ view: V) throws -> RenderedImage {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 600)
        renderer.scale = 1
        return try renderer.render()
    }

    @Test func accessoriesAreGivenTheViewsAndTheTitlesFrames() throws {
        let view = DocumentLaunchView("Books", for: [.plainText]) {
            NewDocumentButton("Start New Book")
        } onDocumentOpen: { _ in
            EmptyView()
        } backgroundAccessoryView: { geometry in
            // A blue bar along the bottom edge of the whole view.
            Color.blue.frame(width: geometry.frame.width, height: 4)
                .position(x: geometry.frame.midX, y: geometry.frame.maxY - 2)
        } overlayAccessoryView: { geometry in
            // A red square just under the title's centre.
            Color.red.frame(width: 6, height: 6)
                .position(x: geometry.titleViewFrame.midX, y: geometry.titleViewFrame.maxY + 3)
        }
        let result = RuntimeWarning.collecting { try? image(view) }
        let rendered = try #require(result.result)
        let blue = try image(Color.blue).pixel(x: 0, y: 0)
        #expect(rendered.pixel(x: 196, y: 598) == blue)
        #expect(rendered.pixel(x: 10, y: 598) == blue)
        #expect(rendered.pixel(x: 10, y: 590) != blue)
        let elements = ImageRenderer(content: view.frame(width: 393, height: 600)).layout().accessibilityElements
        let title = try #require(elements.first { $0.label == "Books" })
        let red = rendered.pixel(x: Int(title.frame.midX.rounded(.down)), y: Int(title.frame.maxY) + 3)
        #expect(red.red == 255 && red.green < 70 && red.blue < 70)
        // The browser iOS shows under the launch view is not drawn, and says so.
        #expect(result.warnings.contains { $0.contains("document browser") })
    }

    @Test func theTitleIsLargeBoldAboveTheActions() throws {
        let view = DocumentLaunchView("Books", for: [.plainText]) {
            NewDocumentButton("Start New Book")
            NewDocumentButton()
        } onDocumentOpen: { _ in EmptyView() }
        let elements = ImageRenderer(content: view.frame(width: 393, height: 600)).layout().accessibilityElements
        #expect(elements.map(\.label) == ["Books", "Start New Book", "Create Document"])
        let title = elements[0], first = elements[1], second = elements[2]
        // Large Title bold: 41 points of line height; the title sits 44 points down, centred.
        #expect(title.frame.minY == 44)
        #expect(abs(title.frame.midX - 196.5) < 0.5)
        #expect(title.frame.height == ImageRenderer(content: Text("Books").font(.largeTitle.bold())).layout().size.height)
        #expect(first.frame.minY >= title.frame.maxY + 24)
        #expect(second.frame.minY >= first.frame.maxY + 12)
        #expect(first.traits.contains(.isButton))
    }

    @Test func theSceneShowsItsLaunchViewWithABackgroundStyle() throws {
        let scene = DocumentGroupLaunchScene("Notes", backgroundStyle: Color.green) { NewDocumentButton("New Note") }
        let roots = SceneRoots.views(in: scene)
        #expect(roots.count == 1)
        let rendered = try image(try #require(roots.first))
        #expect(rendered.pixel(x: 3, y: 590) == (try image(Color.green)).pixel(x: 3, y: 590))
        let labels = ImageRenderer(content: roots[0].frame(width: 393, height: 600)).layout().accessibilityElements.map(\.label)
        #expect(labels == ["Notes", "New Note"])
    }

    @Test func defaultActionsAreOneCreateDocumentButton() {
        let elements = ImageRenderer(content: DefaultDocumentGroupLaunchActions()).layout().accessibilityElements
        #expect(elements.map(\.label) == ["Create Document"])
        #expect(elements.first?.traits.contains(.isButton) == true)
    }
}
