import Testing
import BackplateTestSupport
import Foundation
import Backplate
import WidgetKit
@testable import AppFiles

/// `StrideWidgetFile.swift`: a WidgetKit widget drawn as the iPhone 15 Pro's home screen draws
/// it. Sizes from Apple's HIG widget table for 393-point-wide iPhones (small 170 × 170, medium
/// 364 × 170); content inside 16-point margins; the container background fills the widget.
@MainActor @Suite(.tags(.appFiles, .pixels)) struct StrideWidgetTests {
    private func drawnTexts<V: View>(_ view: V) -> [(String, CGRect)] {
        ImageRenderer(content: view).displayList().drawnTexts
    }

    @Test func theTimelinePreviewDrawsTheFirstEntryAtTheSmallSize() throws {
        let previews = PreviewCatalog.previews(inFile: "AppFiles/StrideWidgetFile.swift")
        #expect(previews.count == 1)
        let preview = try #require(previews.first)
        for scheme in [ColorScheme.light, .dark] {
            let image = try preview.render(colorScheme: scheme, scale: 2)
            #expect(image.width == 340 && image.height == 340, "\(image.width) × \(image.height)")
            // Outside the rounded corner: the preview canvas (the system background). Inside:
            // the container background, .fill.tertiary over it.
            let plain = scheme == .dark ? 0 : 255
            let corner = image.pixel(x: 1, y: 1), inside = image.pixel(x: 170, y: 8)
            #expect(Int(corner.red) == plain && Int(corner.blue) == plain, "\(corner)")
            #expect(abs(Int(inside.red) - plain) > 8, "a tertiary fill, not the system background: \(inside)")
            if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
                try? image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("AppFiles/StrideWidget-\(scheme).png"))
            }
        }
    }

    @Test func contentSitsInsideTheMargins() throws {
        let entry = StrideEntry(date: Date(timeIntervalSince1970: 0), steps: 8_204, goal: 10_000)
        let small = drawnTexts(WidgetPreview(StrideWidget(), family: .systemSmall, entries: [entry]))
        let steps = try #require(small.first { $0.0 == "8,204" }?.1, "\(small)")
        let label = try #require(small.first { $0.0 == "Steps" }?.1, "\(small)")
        #expect(label.minY >= 16 && label.minY < 20, "\(label)")
        #expect(abs(steps.minX - 16) < 0.5, "\(steps)")
        // The Spacer pushes the count and the bar to the bottom margin (170 − 16).
        #expect(steps.maxY > 120 && steps.maxY < 154, "\(steps)")
        #expect(!small.contains { $0.0.hasPrefix("Goal") }, "the small family hides the goal")
        let medium = drawnTexts(WidgetPreview(StrideWidget(), family: .systemMedium, entries: [entry]))
        let goal = try #require(medium.first { $0.0 == "Goal 10,000" }?.1, "\(medium)")
        #expect(abs(goal.maxY - (170 - 16)) < 1, "\(goal)")
    }

    @Test func withoutEntriesThePlaceholderIsDrawn() throws {
        let drawn = drawnTexts(WidgetPreview(StrideWidget(), family: .systemSmall))
        #expect(drawn.contains { $0.0 == "6,000" }, "\(drawn)")
        #expect(WidgetFamily.systemMedium.size == CGSize(width: 364, height: 170))
        #expect(WidgetFamily.systemLarge.size == CGSize(width: 364, height: 382))
    }
}
