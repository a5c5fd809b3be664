import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// Toolbar items placed `.title`, `.largeTitle`, `.subtitle` and `.largeSubtitle` take the
/// place of the navigation title's and subtitle's text, as Apple documents (the item "takes
/// precedence over the value provided to `navigationTitle(_:)`"), drawn in the title's font.
@MainActor @Suite(.backplateLook(.iOS26), .tags(.layout, .pixels)) struct TitlePlacementTests {
    struct Screen: View {
        let large: Bool
        var body: some View {
            NavigationStack {
                Text("Body").navigationTitle("Plain").navigationSubtitle("Sub")
                    .navigationBarTitleDisplayMode(large ? .large : .inline)
                    .toolbar {
                        ToolbarItem(placement: large ? .largeTitle : .title) { Text("Custom").foregroundStyle(.red) }
                        ToolbarItem(placement: large ? .largeSubtitle : .subtitle) { Text("Tides").foregroundStyle(.green) }
                    }
            }
        }
    }

    private func render(large: Bool) throws -> RenderedImage {
        let r = ImageRenderer(content: Screen(large: large))
        r.proposedSize = ProposedViewSize(width: 393, height: 400)
        r.scale = 3
        r.isOpaque = true
        return try r.render()
    }

    private static func isRed(_ p: [Int]) -> Bool { p[0] > 180 && p[1] < 110 && p[2] < 110 }
    private static func isGreen(_ p: [Int]) -> Bool { p[1] > 140 && p[0] < 120 && p[2] < 140 }
    private static func isDark(_ p: [Int]) -> Bool { p[0] < 80 && p[1] < 80 && p[2] < 80 }

    @Test func titleAndSubtitleItemsReplaceTheInlineTexts() throws {
        let image = try render(large: false)
        let bar = CGRect(x: 0, y: 0, width: 393, height: 44)
        let red = try #require(inkBounds(image, scale: 3, in: bar, where: Self.isRed))
        let green = try #require(inkBounds(image, scale: 3, in: bar, where: Self.isGreen))
        // Centred in the bar's row, the title above the subtitle; no "Plain" or "Sub" drawn.
        #expect(abs(red.midX - 196.5) < 1.5 && abs(green.midX - 196.5) < 1.5, "\(red) \(green)")
        #expect(red.maxY <= green.minY + 1, "\(red) \(green)")
        #expect(inkBounds(image, scale: 3, in: bar, where: Self.isDark) == nil)
    }

    @Test func largeTitleItemsReplaceTheLargeTexts() throws {
        let image = try render(large: true)
        let row = CGRect(x: 0, y: 44, width: 393, height: 80)
        let red = try #require(inkBounds(image, scale: 3, in: row, where: Self.isRed))
        let green = try #require(inkBounds(image, scale: 3, in: row, where: Self.isGreen))
        // At the 16-point margin in the large title's 34-point bold (caps about 24 tall), the
        // subtitle under it; the title text itself is not drawn.
        #expect(abs(red.minX - 17) < 1.5 && red.height > 20, "\(red)")
        #expect(abs(green.minX - 17) < 1.5 && green.minY > red.maxY, "\(green)")
        #expect(inkBounds(image, scale: 3, in: CGRect(x: 0, y: 0, width: 393, height: 124), where: Self.isDark) == nil)
    }
}
