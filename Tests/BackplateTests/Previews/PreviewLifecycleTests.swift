import Testing
import BackplateTestSupport
import Foundation
import Backplate

// A dashboard that loads in `.task` and counts its appearances in `onAppear`, as app screens do.
@MainActor @Observable final class PreviewFixtureLoader {
    var rows: [String] = []
    func load() async { rows = ["Steps", "Sleep", "Heart"] }
}

struct PreviewFixtureDashboard: View {
    @State private var loader = PreviewFixtureLoader()
    @State private var appeared = false
    var body: some View {
        VStack(spacing: 0) {
            ForEach(loader.rows, id: \.self) { _ in Color.blue.frame(width: 40, height: 10) }
            (appeared ? Color.green : Color.red).frame(width: 40, height: 10)
        }
        .onAppear { appeared = true }
        .task { await loader.load() }
    }
}

#Preview("Loading dashboard", traits: .sizeThatFitsLayout) {
    PreviewFixtureDashboard()
}

/// Xcode's canvas is live: a preview's `onAppear` and `task` run and their state is what it
/// shows. `backplate preview` and the preview snapshots draw that state, not the first frame's.
@MainActor
@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct PreviewLifecycleTests {
    @Test func aPreviewDrawsTheStateItsTaskAndOnAppearSet() throws {
        let preview = try #require(PreviewCatalog.preview(named: "Loading dashboard"))
        let image = try preview.render(scale: 1)
        // Three loaded rows and the appeared marker: 40 × 40, green at the bottom.
        #expect(image.width == 40 && image.height == 40)
        #expect(image.pixel(x: 20, y: 5) == RenderedImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(image.pixel(x: 20, y: 35) == RenderedImage.Pixel(red: 52, green: 199, blue: 89, alpha: 255))
        // A bare ImageRenderer is SwiftUI's single pass: nothing ran, one red row.
        let renderer = ImageRenderer(content: PreviewFixtureDashboard())
        renderer.scale = 1
        let single = try renderer.render()
        #expect(single.width == 40 && single.height == 10)
        #expect(single.pixel(x: 20, y: 5) == RenderedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 0xFF))
    }
}
