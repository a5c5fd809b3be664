import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore

/// A `MeshGradient` with translucent colours over white: each point is the interpolated colour
/// composited once, so a row changes by a level or two between pixels, with no grid of darker
/// lines where the mesh's cells meet (they overlapped by a point and composited twice).
@MainActor @Suite(.tags(.pixels)) struct MeshGradientTranslucencyTests {
    private func render(_ colors: [Color], scale: CGFloat) throws -> RenderedImage {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: colors)
        let renderer = ImageRenderer(content: ZStack { Color.white; mesh }.frame(width: 200, height: 80))
        renderer.scale = scale
        renderer.isOpaque = true
        return try renderer.render()
    }

    /// The largest change of red, green or blue between neighbouring pixels (a typed loop: the
    /// nested `map`/`max` it replaces took 1.6 s to type-check).
    private func largestStep(_ pixels: [[Int]]) -> Int {
        var largest = 0
        for (a, b) in zip(pixels, pixels.dropFirst()) { for c in 0..<3 { largest = max(largest, abs(a[c] - b[c])) } }
        return largest
    }

    @Test(arguments: [1.0, 2.0, 3.0]) func translucentColoursLeaveNoSeams(scale: Double) throws {
        // Constant orange at 35 % across the top, 10 % across the bottom: rows are uniform.
        let orange = Color(red: 1, green: 0.5, blue: 0)
        let image = try render([orange.opacity(0.35), orange.opacity(0.35), orange.opacity(0.1), orange.opacity(0.1)],
                               scale: CGFloat(scale))
        let s = Int(scale)
        for y in [10, 40, 70] {
            let row = (0..<(200 * s)).map { rgba(image, $0, y * s) }
            let blues = row.map { $0[2] }
            #expect((blues.max() ?? 0) - (blues.min() ?? 0) <= 1, "row \(y): \(Set(blues).sorted())")
        }
        // Once composited: the top row's blue is 255 × (1 − 0.35 × eased 1/8) within a few levels.
        let top = rgba(image, 100 * s, 0)
        let topBlue: Double = 255 * (1 - 0.35)
        #expect(abs(top[2] - Int(topBlue.rounded())) <= 4, "\(top)")
        let bottom = rgba(image, 100 * s, 80 * s - 1)
        let bottomBlue: Double = 255 * (1 - 0.1)
        #expect(abs(bottom[2] - Int(bottomBlue.rounded())) <= 4, "\(bottom)")
    }

    @Test func varyingTranslucencyChangesSmoothly() throws {
        let image = try render([.orange.opacity(0.35), .brown.opacity(0.25), .yellow.opacity(0.2), .orange.opacity(0.1)], scale: 2)
        for y in [20, 80, 140] {
            let row = (0..<400).map { rgba(image, $0, y) }
            let jump = largestStep(row)
            #expect(jump <= 3, "row \(y): largest step \(jump)")
        }
    }

    @Test func opaqueColoursStillFillToTheEdges() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let image = try render([red, red, blue, blue], scale: 2)
        #expect(close(image.pixel(x: 0, y: 0), [255, 0, 0]), "\(rgba(image, 0, 0))")
        #expect(close(image.pixel(x: 399, y: 159), [0, 0, 255]), "\(rgba(image, 399, 159))")
        let columns = (0..<400).map { rgba(image, $0, 80) }
        let jump = largestStep(columns)
        #expect(jump <= 1, "\(jump)")
    }
}
