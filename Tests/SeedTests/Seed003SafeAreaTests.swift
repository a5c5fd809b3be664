import Foundation
import Testing
import BackplateTestSupport
import Backplate
import BackplateSnapshotTesting

/// Seed 003's safe-area views, compiled verbatim in `Seed003Overlay.swift`, on an iPhone 15 Pro
/// canvas: 393 × 852 pt with insets top 59 and bottom 34 (docs/layout-rules.md §12.5), at 1×.
@Suite(.backplateLook(.iOS18), .tags(.appFiles, .layout, .pixels)) struct Seed003SafeAreaTests {
    typealias Pixel = RenderedImage.Pixel

    private func phone<V: View>(_ view: V) -> ImageRenderer<V> {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 393, height: 852)
        r.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        return r
    }

    /// Light indigo (88, 86, 214) and green (52, 199, 89) from the reference's system colours.
    private static let indigo = Pixel(red: 88, green: 86, blue: 214, alpha: 255)

    @Test func bottomBarBackgroundFillsTheBottomInsetWithoutAdjustment() throws {
        // "allow a bottom status bar declared with safeAreaInset to completely fill the bottom
        // safe area on full-screen devices without any additional adjustments".
        let r = phone(BottomBarView())
        let text = r.layout().description
        #expect(text.contains("frame=(0, 746, 393, 72)"), "\(text)")   // the bar on the safe bottom (818)
        #expect(text.contains("Color proposal=393×687 size=393×687 frame=(0, 59, 393, 687)"), "\(text)")
        let image = try r.render()
        #expect(image.width == 393 && image.height == 852)
        #expect(image.pixel(x: 5, y: 745) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        // Green at 0.6 opacity from the bar's top down to the screen's bottom edge.
        for y in [746, 790, 818, 835, 851] {
            // (±1 per channel: the bitmap stores premultiplied alpha.)
            let p = image.pixel(x: 5, y: y)
            #expect(p.alpha == 153, "y \(y)")
            #expect(abs(Int(p.red) - 52) <= 1 && abs(Int(p.green) - 199) <= 1 && abs(Int(p.blue) - 89) <= 1, "y \(y): \(p)")
        }
        // The white content stays in the safe area: the status-bar area is left transparent.
        #expect(image.pixel(x: 5, y: 58).alpha == 0)
    }

    @Test func safeAreaViewBackgroundReachesOnlyTheListedEdge() throws {
        // `ignoresSafeAreaEdges: [.top]` lists the edge on which the background ignores the safe
        // area (the seed's comment reads it the other way round): indigo from the top of the
        // screen to the safe area's bottom, the home-indicator inset left empty.
        let image = try phone(SafeAreaView()).render()
        #expect(image.pixel(x: 5, y: 0) == Self.indigo)
        #expect(image.pixel(x: 5, y: 58) == Self.indigo)
        #expect(image.pixel(x: 5, y: 817) == Self.indigo)
        #expect(image.pixel(x: 5, y: 818).alpha == 0)
        #expect(image.pixel(x: 5, y: 851).alpha == 0)
    }

    @Test func defaultEdgesFillTheWholeScreen() throws {
        // The default `.all`: a full-screen view's background also paints both insets.
        let view = VStack { Text("Hello World") }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(.indigo)
        let image = try phone(view).render()
        #expect(image.pixel(x: 5, y: 0) == Self.indigo)
        #expect(image.pixel(x: 5, y: 851) == Self.indigo)
    }
}
