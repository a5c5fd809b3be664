import Testing
import Foundation
import Backplate

/// Everyday household apps written the iOS 17/18 way (a bank account's activity, a podcast
/// player, a smart-home device grid, an interval workout timer), rendered light and dark on the
/// iPhone canvas of `renderPhoneLightAndDark` (393 × 852 points at 2x, 59-point status bar,
/// 34-point home indicator). Expected colours are iOS's system palette: systemGroupedBackground
/// 242,242,247 / 0,0,0; secondarySystemGroupedBackground 255,255,255 / 28,28,30; systemGreen
/// 52,199,89 / 48,209,88; systemBlue 0,122,255 / 10,132,255; systemOrange 255,149,0 / 255,159,10.
@MainActor @Suite struct HouseholdAppFileTests {
    private func rgba(_ image: RenderedImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    /// The pixel at a point (in points) of a 2x render.
    private func at(_ image: RenderedImage, _ x: Double, _ y: Double) -> [Int] { rgba(image, Int(x * 2), Int(y * 2)) }

    private func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 3) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// Whether the rectangle (in points) holds a pixel of `color`.
    private func contains(_ image: RenderedImage, _ rect: CGRect, _ color: [Int], _ tolerance: Int = 3) -> Bool {
        let xs = Int(rect.minX * 2)...Int(rect.maxX * 2), ys = Int(rect.minY * 2)...Int(rect.maxY * 2)
        return ys.contains { row in xs.contains { close(rgba(image, $0, row), color, tolerance) } }
    }

    /// The strings drawn by the phone-canvas render of `view` (light), with their frames in
    /// points; no-break spaces read as spaces.
    private func texts<V: View>(_ view: V) -> [(String, CGRect)] {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 852)
        renderer.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        var out: [(String, CGRect)] = []
        for case .text(let t) in renderer.displayList().flattenedLeaves {
            let s = t.runs.isEmpty ? t.string : t.runs.map(\.string).joined()
            out.append((s.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " "), t.frame))
        }
        return out
    }

    private func frame(_ texts: [(String, CGRect)], _ s: String) -> CGRect? { texts.first { $0.0 == s }?.1 }

    // MARK: Penny bank activity

    @Test func pennyGroupsTransactionsByDay() throws {
        let images = try renderPhoneLightAndDark(PennyActivityScreen(), name: "PennyActivity")
        let drawn = texts(PennyActivityScreen())
        // One section per day, newest first; inset-grouped headers are upper-cased, as on iOS,
        // and carry the day's net, formatted as US dollars.
        let monday = try #require(frame(drawn, "MONDAY, JUNE 10"), "\(drawn.map(\.0))")
        let sunday = try #require(frame(drawn, "SUNDAY, JUNE 9"))
        let saturday = try #require(frame(drawn, "SATURDAY, JUNE 8"))
        #expect(monday.maxY < sunday.minY && sunday.maxY < saturday.minY)
        // Headers line up with the row text: the 20-point card inset plus 20 (controls.md §3.3).
        #expect(monday.minX == 40 && sunday.minX == 40, "\(monday)")
        let nets = ["-$26.30", "$2,431.25", "-$1,224.00"].compactMap { frame(drawn, $0) }
        #expect(nets.count == 3 && nets.allSatisfy { abs($0.maxX - 353) < 1 }, "\(nets)")
        // Row amounts line up on their trailing edge before the disclosure chevron.
        let amounts = ["-$23.40", "-$2.90", "$2,450.00", "-$18.75"].compactMap { frame(drawn, $0) }
        #expect(amounts.count == 4 && Set(amounts.map(\.maxX)).count == 1, "\(amounts)")
        let income = try #require(frame(drawn, "$2,450.00"))
        // The balance card's figure, in a 34-point rounded bold font.
        let balance = try #require(frame(drawn, "$3,184.52"))
        #expect(balance.height > 38 && balance.height < 44, "\(balance)")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // systemGroupedBackground around the sections, secondarySystemGroupedBackground rows.
            #expect(close(at(image, 10, 400), dark ? [0, 0, 0, 255] : [242, 242, 247, 255]), "\(dark): \(at(image, 10, 400))")
            #expect(close(at(image, 28, monday.maxY + 30), dark ? [28, 28, 30, 255] : [255, 255, 255, 255]),
                    "\(dark): row \(at(image, 28, monday.maxY + 30))")
            // Income is drawn in systemGreen.
            let green = dark ? [48, 209, 88, 255] : [52, 199, 89, 255]
            #expect(contains(image, income, green, 8), "\(dark): income colour")
            // The card's gradient starts at (0.11, 0.37, 0.33) in its top-leading corner.
            #expect(close(at(image, balance.minX - 8, balance.minY - 14), [28, 94, 84, 255], 14),
                    "\(dark): card \(at(image, balance.minX - 8, balance.minY - 14))")
        }
    }
}
