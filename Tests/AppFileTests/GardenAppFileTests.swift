import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// The garden app's settings file, light and dark, against controls.md §1 and §3.
@Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct GardenAppFileTests {
    func gardenTexts<V: View>(_ view: V) -> [(String, CGRect)] {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 393, height: 852)
        var out: [(String, CGRect)] = []
        for case .text(let t) in r.displayList().flattenedLeaves {
            out.append((t.runs.isEmpty ? t.string : t.runs.map(\.string).joined(), t.frame))
        }
        return out
    }

    func gardenPixel(_ image: RenderedImage, _ x: CGFloat, _ y: CGFloat) -> [Int] {
        let p = image.pixel(x: Int(x * 2), y: Int(y * 2))
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    @Test func settingsFormSitsBelowTheLargeTitle() throws {
        let images = try renderLightAndDark(GardenSettingsView(), name: "GardenSettingsView", height: 852)
        let texts = gardenTexts(GardenSettingsView())
        func frame(_ s: String) -> CGRect? { texts.first { $0.0 == s }?.1 }
        // Header text line 17 below the 96-pt bar, at the row text's leading (x = 40), uppercased.
        let header = try #require(frame("NOTIFICATIONS"))
        #expect(abs(header.minY - (96 + 17)) < 0.5 && abs(header.minX - 40) < 0.5)
        // First row: its text line centred in a 44-pt row 6 below the header line.
        let first = try #require(frame("Watering Reminders"))
        #expect(abs(first.minY - (header.maxY + 6 + 11.83)) < 0.5)
        #expect(abs((try #require(frame("Frost Alerts"))).minY - first.minY - 44) < 0.5)
        // The footer keeps its case, 6 below the card.
        let footer = try #require(frame("Reminders arrive at 7 am on watering days."))
        #expect(abs(footer.minY - (first.minY - 11.83 + 88 + 6)) < 0.5)
        // The confirmation action ends at the bar's trailing margin (393 − 16) in the green tint.
        let done = try #require(frame("Done"))
        #expect(abs(done.maxX - 377) < 1)
        #expect(done.midY < 44)
        // Grouped background behind the transparent bar and around the cards; cards white /
        // 28,28,30.
        #expect(close(gardenPixel(images.light, 5, 20), [242, 242, 247, 255], .composited))
        #expect(close(gardenPixel(images.dark, 5, 20), [0, 0, 0, 255], .composited))
        #expect(close(gardenPixel(images.light, 30, first.midY), [255, 255, 255, 255], .composited))
        #expect(close(gardenPixel(images.dark, 30, first.midY), [28, 28, 30, 255], .composited))
        // The on switch takes the green tint: system green light and dark.
        #expect(close(gardenPixel(images.light, 320, first.midY), [52, 199, 89, 255], 6))
        #expect(close(gardenPixel(images.dark, 320, first.midY), [48, 209, 88, 255], 6))
        // The navigation link row carries the tertiary-grey chevron, ink ending ≈ 20 before
        // the card's edge (373); the destructive button is at the text inset.
        let plants = try #require(frame("Plants"))
        var chevron = false
        for x in stride(from: 340.0, to: 358.0, by: 0.5) { for y in stride(from: plants.minY, to: plants.maxY, by: 0.5)
            where close(gardenPixel(images.light, CGFloat(x), CGFloat(y)), [196, 196, 199, 255], 12) { chevron = true } }
        #expect(chevron)
        // The Label's icon sits before the title: the title starts right of the text inset.
        let leading: CGFloat = 40 + 20
        #expect(plants.minX > leading)
        let signOut = try #require(frame("Sign Out"))
        #expect(abs(signOut.minX - 40) < 0.5)
    }
}
