import Foundation
import Testing
import BackplateTestSupport
import Backplate

/// Bars on an iPhone 15 Pro canvas (393 × 852 pt, safe area insets 59 top and 34 bottom;
/// docs/layout-rules.md §12.5): the navigation bar sits below the status bar with its background reaching
/// under it, and the tab bar sits above the home indicator with its material reaching down to
/// the screen's edge (controls.md §1, §2 and §11, offset by the insets).
@Suite(.tags(.pixels)) struct NavigationSafeAreaTests {
    func render<V: View>(_ view: V, name: String = #function) throws -> RenderedImage {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 393, height: 852)
        r.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        r.scale = 3
        r.isOpaque = true
        let image = try r.render()
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try? image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("safe-area-\(name.prefix(while: { $0 != "(" })).png"))
        }
        return image
    }

    @Test func largeTitleSitsBelowTheStatusBar() throws {
        let image = try render(NavigationBarTests.WorkedExample())
        // The bar's 44-pt row starts at the safe area's top (59); the 34-pt title's baseline is
        // 90 below that row's top in the iOS 26 look (80 on iOS 18), as without a status bar.
        let ink = try #require(inkBounds(image, scale: 3, in: CGRect(x: 0, y: 59 + 44, width: 200, height: 60), where: isDarkInk))
        #expect(near(ink.maxY, 59 + 90, 0.67), "title ink \(ink)")
        // Nothing is drawn in the status bar: the grouped background shows through (242,242,247).
        #expect(close(rgba(image, 30, 30 * 3), [242, 242, 247, 255], 2))
    }

    @Test func visibleBarBackgroundReachesUnderTheStatusBar() throws {
        let view = NavigationStack {
            Color.clear.navigationTitle("Plants").navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(.visible, for: .navigationBar)
        }
        let image = try render(view)
        // The bar material covers the status bar (y 0–59) and the 44-pt bar below it; the
        // iOS 26 look draws no hairline below the bar (iOS 18's lies at y = 103).
        #expect(close(rgba(image, 30, 10 * 3), [249, 249, 249, 255], 2))
        #expect(close(rgba(image, 30, (59 + 44) * 3 - 1), [249, 249, 249, 255], 2))
        #expect(close(rgba(image, 30, (59 + 44) * 3), [255, 255, 255, 255], 3))
        // The inline title is centred in the bar row, baseline 28 below its top.
        let title = try #require(inkBounds(image, scale: 3, in: CGRect(x: 100, y: 59, width: 193, height: 44), where: isDarkInk))
        #expect(near(title.maxY, 59 + 28, 0.67), "title ink \(title)")
    }

    /// The iOS 18 bar (the iOS 26 capsule over the same inset: GlassChromeTests).
    @Test(.backplateLook(.iOS18)) func tabBarSitsAboveTheHomeIndicatorAndFillsIt() throws {
        // A list long enough to run under the bar, so the bar draws its material (iOS 15+
        // leaves it clear at the scroll edge).
        let view = TabView {
            List { ForEach(0..<24, id: \.self) { Text("Herb \($0)") } }
                .tabItem { Label("Garden", systemImage: "sun.max.fill") }
            Text("Days").tabItem { Label("Calendar", systemImage: "calendar") }
        }
        let image = try render(view)
        // The 49-pt bar ends at the safe area's bottom (852 − 34 = 818); its hairline lies just
        // above its top (y = 769) and its material (249) reaches the screen's bottom edge.
        #expect(close(rgba(image, 200, 769 * 3 - 1), [178, 178, 178, 255], 3))
        #expect(close(rgba(image, 200, 800 * 3), [249, 249, 249, 255], 2))
        #expect(close(rgba(image, 200, 850 * 3), [249, 249, 249, 255], 2))
        // The selected item's label (tinted) lies within the bar, above the home indicator.
        let tinted = { (p: [Int]) in close(p, [0, 122, 255, 255], 40) }
        let label = try #require(inkBounds(image, scale: 3, in: CGRect(x: 0, y: 769, width: 196, height: 49), where: tinted))
        #expect(label.maxY <= 818 && label.minY >= 769, "selected item ink \(label)")
    }
}
