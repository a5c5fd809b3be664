import Testing
import SwiftUI
import BackplateTestSupport

@Suite(.tags(.appFiles, .pixels))
struct SwiftUICoreImportTests {
    @Test func aBadgeWrittenAgainstSwiftUICoreDrawsItsTint() throws {
        let renderer = ImageRenderer(content: StreakBadge(days: 12, cadence: .daily))
        renderer.scale = 2
        let image = try renderer.render()
        #expect(image.width == 72 && image.height == 72)
        // The circle's centre-left is iOS 26's system orange (255, 141, 40 in light mode); its corner is clear.
        #expect(close(image.pixel(x: 8, y: 36), (255, 141, 40)))
        #expect(image.pixel(x: 8, y: 36).alpha == 255)
        #expect(image.pixel(x: 1, y: 1).alpha == 0)
        #expect(HabitCadence.weekly.tint == .indigo)
    }
}
