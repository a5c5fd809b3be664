import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
@testable import BackplateCore

// The wheel picker's cylinder (controls.md §5.3): rows lie on a drum 1.07 times the wheel's
// 216-point height across (radius 115.56), seen in perspective (0.003, an eye 333 points
// away). A row whose centre is s points from the wheel's centre along the unrolled drum is at
// θ = s / r; it is drawn r·sin θ·p from the centre (p = 333 / (333 + r(1 − cos θ))), p·cos θ
// as tall: for s = 32, 31.18 from the centre and 0.949 tall; for s = 96, 76.68 and 0.606.

@Suite("Wheel picker: rows foreshortened on the cylinder", .tags(.layout))
struct WheelPickerProjectionTests {
    @Test func projectionFollowsTheDrum() throws {
        let near = try #require(_WheelRowProjection.projection(ofRowAt: 32))
        #expect(abs(near.centre * near.scale - 31.18) < 0.01)
        #expect(abs(near.squash * near.scale - 0.9488) < 0.001)
        let far = try #require(_WheelRowProjection.projection(ofRowAt: -96))
        #expect(abs(far.centre * far.scale + 76.68) < 0.01)
        #expect(abs(far.squash * far.scale - 0.6060) < 0.001)
        // Beyond a quarter turn (r·π/2 ≈ 181.5) the row is behind the drum.
        #expect(_WheelRowProjection.projection(ofRowAt: 182) == nil)
        #expect(_WheelRowProjection.projection(ofRowAt: .nan) == nil)
    }

    /// Seven identical rows, the fourth selected (centred at y = 108 of the 216-point wheel).
    struct BulbWheel: View {
        var body: some View {
            Picker("Bulb", selection: .constant(3)) {
                ForEach(0..<7, id: \.self) { Text("Tulip").tag($0) }
            }
            .pickerStyle(.wheel)
            .frame(width: 200)
        }
    }

    @Test func rowsAboveAndBelowAreCloserAndFlatter() throws {
        let r = ImageRenderer(content: BulbWheel())
        r.scale = 3
        r.isOpaque = true
        let image = try r.render()
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try? image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("wheel-cylinder.png"))
        }
        #expect(image.height == 216 * 3)
        // Dimmed label ink (0.45 of black over white ≈ 140), not the selection band (≈ 240).
        let ink = { (p: [Int]) in p[0] < 200 }
        func row(_ y0: CGFloat, _ y1: CGFloat) throws -> CGRect {
            try #require(inkBounds(image, scale: 3, in: CGRect(x: 0, y: y0, width: 200, height: y1 - y0), where: ink))
        }
        // Rows one above and one below (s = ∓32): their ink centres are 2 × 31.18 apart
        // (64 on a flat wheel); three above and below (s = ∓96): 2 × 76.68 (192 flat).
        let above1 = try row(62, 92), below1 = try row(124, 154)
        #expect(abs((below1.midY - above1.midY) - 62.36) < 0.7)
        let above3 = try row(20, 42), below3 = try row(177, 200)
        #expect(abs((below3.midY - above3.midY) - 153.36) < 0.7)
        // The far rows are drawn 0.606 / 0.949 = 0.639 as tall as the near ones.
        #expect(abs(above3.height / above1.height - 0.639) < 0.05)
        // Narrower too (perspective 0.899 / 0.987 = 0.910).
        #expect(abs(above3.width / above1.width - 0.910) < 0.04)
    }

    @Test func framesReportWhereRowsAreDrawn() {
        // The rows are laid out flat, 32 points apart; like any geometric effect the
        // projection moves where they are drawn, which `frame(of:)` reports: the selected row
        // stays centred, the row three above is drawn 76.68 points above the centre.
        let wheel = Picker("Bulb", selection: .constant(3)) {
            ForEach(0..<7, id: \.self) { Text("Tulip \($0)").id("row\($0)").tag($0) }
        }
        .pickerStyle(.wheel)
        .frame(width: 200)
        let tree = ImageRenderer(content: wheel).layout()
        #expect(tree.frame(of: "row3").map { abs($0.midY - 108) < 0.5 } == true)
        #expect(tree.frame(of: "row0").map { abs($0.midY - (108 - 76.68)) < 0.5 } == true)
    }
}
