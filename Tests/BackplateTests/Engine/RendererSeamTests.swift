import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// A second backend: it draws nothing and records what it was asked to draw, measuring text
/// with fixed metrics. `ImageRenderer` renders through it exactly as through cairo.
struct RecordingBackend: Renderer {
    struct Call: Equatable { let list: DisplayList; let size: CGSize; let scale: CGFloat }
    let textEngine: any TextEngine = FixedMetricsTextEngine()
    func render(_ list: DisplayList, size: CGSize, scale: CGFloat) throws -> Call {
        Call(list: list, size: size, scale: scale)
    }
}

@Suite(.tags(.layout, .pixels, .fonts)) struct RendererSeamTests {
    @Test func imageRendererDrawsThroughAnyBackend() throws {
        let view = HStack(spacing: 4) { Text("Hi"); Color.blue.frame(width: 10, height: 10).opacity(0.5) }
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        let call = try renderer.render(with: RecordingBackend())
        // The same list layout gives with the backend's engine, at the renderer's scale.
        var env = EnvironmentValues()
        env.displayScale = 2
        let tree = LayoutTree.make(view, proposal: .unspecified, environment: env, textEngine: FixedMetricsTextEngine())
        #expect(call == RecordingBackend.Call(list: tree.displayList(scale: 2), size: tree.size, scale: 2))
        // Fixed metrics: "Hi" is 2 × 8.5 points wide at 17 points, plus 4 and the 10-point square.
        #expect(abs(call.size.width - (17 + 4 + 10)) < 1e-9)
        let texts = call.list.flattenedLeaves.compactMap { item -> DisplayList.TextItem? in
            if case .text(let t) = item { return t } else { return nil }
        }
        #expect(texts.map(\.string) == ["Hi"])
        // Text carries a plain-data handle (the request it was measured with), no backend object.
        guard case .text(let request)? = texts.first?.layout.shaped else { Issue.record("no handle"); return }
        #expect(request.runs.map(\.string) == ["Hi"])
    }

    @Test func cairoIsARendererToo() throws {
        let view = Color(red: 0, green: 1, blue: 0).frame(width: 4, height: 4)
        let image = try ImageRenderer(content: view).render(with: CairoRenderer())
        #expect(rgba(image, 2, 2) == [0, 255, 0, 255])
    }

    @Test func displayListsFromSeparateRendersAreEqualValues() {
        let card = VStack { Text("Title").font(.title); Text("Body text").foregroundStyle(.secondary) }.padding()
        #expect(ImageRenderer(content: card).displayList() == ImageRenderer(content: card).displayList())
    }

    @Test func aDisplayListBuiltEarlierIsDrawnWithAnotherEngine() throws {
        // The list holds no backend object: a fresh engine shapes its text again, identically.
        let view = Text("Drawn later").padding(2).background(.white)
        let renderer = ImageRenderer(content: view)
        let list = renderer.displayList()
        let size = renderer.layout().size
        let later = try CairoRenderer(textEngine: PangoTextEngine()).renderImage(list, size: size, scale: 1)
        #expect(samePixels(later.rgba, try renderer.render().rgba))
    }
}
