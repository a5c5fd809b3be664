import Foundation
import Testing
import BackplateTestSupport
import Backplate
@testable import AppFiles

/// The trail app's screen on an iPhone 15 Pro canvas (393 × 852 pt, safe area top 59,
/// bottom 34), rendered light and dark as one still frame.
@Suite(.tags(.appFiles, .layout, .pixels)) struct TrailAppFileTests {
    private func screen(_ scheme: ColorScheme) -> ImageRenderer<TrailDetailScreen> {
        let r = ImageRenderer(content: TrailDetailScreen(trail: .ridgeLoop))
        r.proposedSize = ProposedViewSize(width: 393, height: 852)
        r.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        r.isOpaque = true
        r.environment.colorScheme = scheme
        return r
    }

    @Test func headerRunsUnderTheStatusBarAndTheBarAboveTheHomeIndicator() throws {
        for scheme in [ColorScheme.light, .dark] {
            let r = screen(scheme)
            let tree = r.layout()
            // Content stays in the safe area: the header starts at its top, the bar ends at
            // its bottom (852 − 34).
            let header = try #require(tree.frame(of: "header"))
            #expect(header.minY == 59 && header.width == 393)
            let bar = try #require(tree.frame(of: "startBar"))
            #expect(bar.maxY == 818 && bar.width == 393)
            let facts = try #require(tree.frame(of: "facts"))
            #expect(facts.minY == header.maxY)

            let image = try r.render()
            if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
                let folder = URL(fileURLWithPath: dir).appendingPathComponent("AppFiles")
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try? image.pngData().write(to: folder.appendingPathComponent("trail-detail-\(scheme == .dark ? "dark" : "light").png"))
            }
            // The forest header's background reaches the top of the screen; the sand bar's
            // background reaches the bottom, under the home indicator.
            // (0.1, 0.4, 0.2) and (0.95, 0.85, 0.6) in 8 bits, ±1 for rounding.
            func near(_ x: Int, _ y: Int, _ c: [Int]) -> Bool {
                let p = image.pixel(x: x, y: y)
                return zip([Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)], c + [255]).allSatisfy { abs($0 - $1) <= 1 }
            }
            let forest = [26, 102, 51], sand = [242, 217, 153]
            #expect(near(380, 2, forest))
            #expect(near(380, Int(header.maxY) - 2, forest))
            #expect(near(380, Int(bar.minY) + 2, sand))
            #expect(near(380, 850, sand))
        }
    }
}
