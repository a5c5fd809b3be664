import Testing
import BackplateTestSupport
import Foundation
import Backplate

// Preview modifiers (iOS 18): a trait that wraps a preview in shared setup.

private struct PreviewModifierOrangeCanvas: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        content.padding(10).background(Color(red: 1, green: 0.5, blue: 0))
    }
}

private struct PreviewModifierGreeting: PreviewModifier {
    static func makeSharedContext() async throws -> String { "Hello from the context" }
    func body(content: Content, context: String) -> some View {
        VStack(spacing: 0) {
            Text(context)
            content
        }
    }
}

private struct PreviewModifierBroken: PreviewModifier {
    struct Failure: Error {}
    static func makeSharedContext() throws -> Int { throw Failure() }
    func body(content: Content, context: Int) -> some View { Text("never") }
}

#Preview("Modified", traits: .sizeThatFitsLayout, .modifier(PreviewModifierOrangeCanvas()), .modifier(PreviewModifierGreeting())) {
    Color.blue.frame(width: 40, height: 20)
}

#Preview("Broken modifier", traits: .modifier(PreviewModifierBroken())) {
    Text("Plain")
}

@MainActor @Suite(.tags(.layout, .pixels)) struct PreviewModifierTests {
    private let file = "BackplateTests/PreviewModifierTests.swift"

    private func strings(_ view: AnyView) -> [String] {
        ImageRenderer(content: view).displayList().drawnTexts.map(\.0)
    }

    @Test func modifiersWrapThePreviewFirstListedInnermost() throws {
        let previews = PreviewCatalog.previews(inFile: file)
        #expect(previews.map(\.displayName) == ["Modified", "Broken modifier"])
        let modified = try #require(previews.first)
        // The async context reaches the body; the greeting wraps the padded, orange canvas.
        #expect(strings(modified.makeView()) == ["Hello from the context"])
        let renderer = ImageRenderer(content: modified.makeView())
        let size = renderer.layout().size
        let textFrame = renderer.displayList().drawnTexts.last?.1 ?? .zero
        // The greeting's line on top, then the 40 × 20 colour padded by 10 on each side (60 × 40).
        #expect(textFrame.minY == 0 && textFrame.height > 15, "\(textFrame)")
        #expect(abs(size.height - (textFrame.height + 40)) < 0.5 && size.width >= 60, "\(size)")
        renderer.scale = 1
        let image = try renderer.render()
        let midX = Int(size.width / 2)
        let top = Int(textFrame.height)
        // Orange padding 5 points in; the blue colour at the padded area's centre.
        let orange = image.pixel(x: midX - 25, y: top + 20)
        #expect(orange.red == 255 && abs(Int(orange.green) - 128) <= 1 && orange.blue == 0, "\(orange)")
        let blue = image.pixel(x: midX, y: top + 20)
        #expect(blue.red == 0 && blue.blue == 255, "\(blue)")
    }

    @Test func aThrowingContextLeavesThePreviewUnmodified() throws {
        let broken = try #require(PreviewCatalog.previews(inFile: file).last)
        #expect(strings(broken.makeView()) == ["Plain"])
    }
}
