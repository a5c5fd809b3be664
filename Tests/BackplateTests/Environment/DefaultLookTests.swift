import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// A render that names no look draws iOS 26 (docs/pixel-differences.md §6); iOS 18 stays one
/// setting away: the view modifier, the environment, or the test trait.
@Suite(.tags(.pixels)) struct DefaultLookTests {
    func swatch(_ color: Color) -> some View { Rectangle().fill(color).frame(width: 20, height: 20) }

    @Test func theDefaultIsIOS26() {
        #expect(BackplateLook.default == .iOS26)
        #expect(EnvironmentValues().backplateLook == .iOS26)
    }

    @Test func defaultBlueIsIOS26s() throws {
        // iOS 26's blue, measured in spezi-simpletile and ferrostar-rtl-grid (iOS 26.1, 26.2).
        #expect(rgba(try renderImage(swatch(.blue)), 10, 10) == [0, 136, 255, 255])
        #expect(rgba(try renderImage(Rectangle().fill(.tint).frame(width: 20, height: 20)), 10, 10) == [0, 136, 255, 255])
        // The HIG's dark blue (June 2025).
        #expect(rgba(try renderImage(swatch(.blue), dark: true), 10, 10) == [0, 145, 255, 255])
    }

    @Test func defaultBorderedProminentIsACapsule() throws {
        let button = Button {} label: { Text("Buy").frame(width: 200, height: 30) }
            .buttonStyle(.borderedProminent)
            .padding(10)
        let image = try renderImage(button, scale: 1)
        // 1 point below the top of the 44-point button a circle of radius 22 starts about 15.4
        // points in (spezi-simpletile-bordered-prominent-ios26); iOS 18's 7-point corner 3.4 in.
        let edge = try #require((0..<image.width).first { rgba(image, $0, 11)[3] > 127 })
        #expect(abs(edge - 25) <= 1)
        #expect(rgba(image, 122, 32) == [0, 136, 255, 255])
    }

    @Test func defaultListCardIsIOS26s() throws {
        // iOS 26 lists: the card 16 points in, 52 tall at `.large` (AccessibilitySnapshot, iOS
        // 26.2; SpeziViews' 51 is `.medium`'s), corners of 26.
        let image = try renderImage(List { Text("Row") }.frame(width: 390, height: 200), scale: 1)
        let rows = (0..<200).filter { rgba(image, 195, $0) == [255, 255, 255, 255] }
        #expect(rows.count == 52)
        let mid = try #require(rows.first) + 26
        let xs = (0..<390).filter { rgba(image, $0, mid) == [255, 255, 255, 255] }
        #expect(xs.first == 16 && xs.last == 373)
        // Corners of 26 (capped at half the 52-point height): the top row starts about 20
        // points in, where a 10-point corner would start about 5 in.
        let top = try #require(rows.first)
        let topXs = (0..<390).filter { rgba(image, $0, top)[0] > 250 && rgba(image, $0, top)[2] > 250 && rgba(image, $0, top)[1] > 250 }
        #expect(topXs.first.map { $0 >= 16 + 14 } == true, "\(String(describing: topXs.first))")
    }

    @Test func iOS18StaysSelectable() throws {
        #expect(rgba(try renderImage(swatch(.blue).backplateLook(.iOS18)), 10, 10) == [0, 122, 255, 255])
        var env = EnvironmentValues()
        env.backplateLook = .iOS18
        #expect(env.backplateLook == .iOS18)
        let list = List { Text("Row") }.frame(width: 390, height: 200).backplateLook(.iOS18)
        let image = try renderImage(list, scale: 1)
        #expect((0..<200).filter { rgba(image, 195, $0) == [255, 255, 255, 255] }.count == 44)
    }

    /// The trait pins every render in its scope, and a view's own look still wins.
    @Test(.backplateLook(.iOS18)) func theTraitPinsRenders() throws {
        #expect(EnvironmentValues().backplateLook == .iOS18)
        #expect(rgba(try renderImage(swatch(.blue)), 10, 10) == [0, 122, 255, 255])
        #expect(rgba(try renderImage(swatch(.blue).backplateLook(.iOS26)), 10, 10) == [0, 136, 255, 255])
    }

    @Test func withBackplateLookPinsRenders() throws {
        let pinned = try withBackplateLook(.iOS18) { try renderImage(swatch(.blue)) }
        #expect(rgba(pinned, 10, 10) == [0, 122, 255, 255])
        #expect(rgba(try renderImage(swatch(.blue)), 10, 10) == [0, 136, 255, 255])
    }

    /// Async renders run on a large-stack worker thread: the pinned look goes with them.
    @Test(.backplateLook(.iOS18)) func thePinReachesAsyncRenders() async throws {
        let image = try await ImageRenderer(content: swatch(.blue)).render()
        #expect(rgba(image, 10, 10) == [0, 122, 255, 255])
    }
}
