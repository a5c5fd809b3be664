import Testing
import BackplateTestSupport
import Backplate

/// SF has no arrow ligatures: "->" is a hyphen and an angle bracket on iOS, where Inter, the
/// substitute, would join them into one arrow (its contextual alternates, taken out of the
/// derived face by scripts/fonts/arrow_ligatures.py).
@MainActor @Suite(.tags(.pixels)) struct ArrowLigatureTests {
    /// The runs of ink along the row where the text's leftmost glyph (a hyphen, or an arrow's
    /// shaft) is darkest.
    func inkRuns(_ string: String) throws -> Int {
        let image = try renderImage(Text(string).font(.system(size: 40)).padding(4), scale: 1)
        func dark(_ x: Int, _ y: Int) -> Bool { image.pixel(x: x, y: y).red < 96 && image.pixel(x: x, y: y).alpha > 200 }
        let left = 4 + image.width / 4
        let row = (0..<image.height).max { a, b in
            (0..<left).filter { dark($0, a) }.count < (0..<left).filter { dark($0, b) }.count
        } ?? 0
        // Runs apart by more than 2 pixels (antialiasing leaves a pale pixel where an arrow's
        // shaft meets its head).
        var runs = 0
        var lastInk = -10
        for x in 0..<image.width where dark(x, row) {
            if x - lastInk > 3 { runs += 1 }
            lastInk = x
        }
        return runs
    }

    @Test func hyphensAndAngleBracketsStaySeparateGlyphs() throws {
        let arrow = try inkRuns("→")
        #expect(arrow == 1, "an arrow's shaft runs into its head: \(arrow)")
        let hyphen = try inkRuns("->")
        #expect(hyphen >= 2, "a hyphen, then the angle bracket's point: \(hyphen)")
        #expect(try inkRuns("-->") >= 3)
        #expect(try inkRuns("=>") >= 2)
    }
}
