import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate

// Right-to-left and the safe area (docs/layout-rules.md §12; Apple's `EdgeInsets`: leading and trailing
// follow the layout direction): in right-to-left, a leading inset is the right edge's, and the
// modifiers that read or add safe area on horizontal edges mirror with it. Landscape iPhone
// canvas: 852 × 393 with a 59-point notch inset on one side and 21 at the bottom (§12.5).

private let pureRed = Color(red: 1, green: 0, blue: 0)
private let pureBlue = Color(red: 0, green: 0, blue: 1)

/// Receives a proxy's insets during layout.
private final class InsetsBox: @unchecked Sendable {
    var insets: EdgeInsets?
}

/// A landscape renderer whose safe area has a leading inset of 59 (and 21 at the bottom).
private func landscape<V: View>(_ view: V, direction: LayoutDirection) -> ImageRenderer<V> {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: 852, height: 393)
    r.safeAreaInsets = EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 0)
    r.environment.layoutDirection = direction
    return r
}

@Suite("Right-to-left: safe-area insets on leading and trailing edges mirror", .tags(.layout, .pixels))
struct RightToLeftSafeAreaTests {
    @Test func leadingInsetIsTheRightEdgeInRightToLeft() {
        let ltr = landscape(pureRed.id("r"), direction: .leftToRight).layout()
        #expect(ltr.frame(of: "r") == CGRect(x: 59, y: 0, width: 793, height: 372))
        let rtl = landscape(pureRed.id("r"), direction: .rightToLeft).layout()
        #expect(rtl.frame(of: "r") == CGRect(x: 0, y: 0, width: 793, height: 372))
    }

    @Test func ignoringTheLeadingEdgeExtendsTheRightEdgeInRightToLeft() throws {
        let leading = landscape(pureRed.id("r").ignoresSafeArea(edges: .leading), direction: .rightToLeft).layout()
        #expect(leading.frame(of: "r") == CGRect(x: 0, y: 0, width: 852, height: 372))
        // The trailing (left) edge has no inset: ignoring it changes nothing.
        let trailing = landscape(pureRed.id("r").ignoresSafeArea(edges: .trailing), direction: .rightToLeft).layout()
        #expect(trailing.frame(of: "r") == CGRect(x: 0, y: 0, width: 793, height: 372))
        // Drawn: the red reaches the right edge of the screen (and starts at x 0, the safe
        // area's left edge); the bottom inset is not ignored, so it stays empty.
        let image = try landscape(pureRed.ignoresSafeArea(edges: .leading), direction: .rightToLeft).render()
        #expect(close(rgba(image, 850, 100), [255, 0, 0, 255]))
        #expect(close(rgba(image, 2, 100), [255, 0, 0, 255]))
        #expect(rgba(image, 850, 385)[3] == 0)
    }

    @Test func backgroundFillsTheLeadingInsetOnTheRight() throws {
        let view = Color.clear.background(pureBlue, ignoresSafeAreaEdges: .leading)
        let image = try landscape(view, direction: .rightToLeft).render()
        // The notch side is on the right in right-to-left: the fill reaches x 852 there.
        #expect(close(rgba(image, 850, 100), [0, 0, 255, 255]))
        #expect(rgba(image, 850, 385)[3] == 0)
        let ltr = try landscape(view, direction: .leftToRight).render()
        #expect(close(rgba(ltr, 2, 100), [0, 0, 255, 255]))
    }

    @Test func geometryProxyReportsTheRightInsetAsLeading() {
        let box = InsetsBox()
        let view = GeometryReader { proxy in
            let _ = { box.insets = proxy.safeAreaInsets }()
            Color.clear
        }
        _ = landscape(view, direction: .rightToLeft).layout()
        #expect(box.insets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 0))
        _ = landscape(view, direction: .leftToRight).layout()
        #expect(box.insets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 0))
    }

    @Test func leadingSafeAreaInsetGrowsTheRightEdgeInRightToLeft() {
        // The inset content sits on the leading (right) edge; the primary's safe area grows
        // there, so a primary that ignores the safe area reaches under the inset content.
        let view = pureBlue.id("b").ignoresSafeArea()
            .safeAreaInset(edge: .leading, spacing: 0) { pureRed.frame(width: 50).id("r") }
        let r = ImageRenderer(content: view.environment(\.layoutDirection, .rightToLeft))
        r.proposedSize = ProposedViewSize(width: 400, height: 100)
        let tree = r.layout()
        #expect(tree.frame(of: "r") == CGRect(x: 350, y: 0, width: 50, height: 100))
        #expect(tree.frame(of: "b") == CGRect(x: 0, y: 0, width: 400, height: 100))
    }

    @Test func leadingSafeAreaPaddingInsetsTheRightEdgeInRightToLeft() {
        let view = pureBlue.id("b").ignoresSafeArea().id("m")
            .safeAreaPadding(.leading, 30)
        let r = ImageRenderer(content: view.environment(\.layoutDirection, .rightToLeft))
        r.proposedSize = ProposedViewSize(width: 400, height: 100)
        let tree = r.layout()
        // Padded on the right; the blue that ignores the safe area reaches back over the padding.
        #expect(tree.frame(of: "m") == CGRect(x: 0, y: 0, width: 370, height: 100))
        #expect(tree.frame(of: "b") == CGRect(x: 0, y: 0, width: 400, height: 100))
    }
}

@Suite("Right-to-left: a paragraph's base direction is the layout direction", .tags(.layout, .pixels))
struct RightToLeftParagraphTests {
    /// Renders `text` in 20-point type at 2×, opaque, in `direction`.
    func render(_ text: String, _ direction: LayoutDirection) throws -> RenderedImage {
        let r = ImageRenderer(content: Text(verbatim: text).font(.system(size: 20)).padding(4))
        r.environment.layoutDirection = direction
        r.scale = 2
        r.isOpaque = true
        let image = try r.render()
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            let name = "paragraph-\(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "_"))-\(direction == .rightToLeft ? "rtl" : "ltr").png"
            try? image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent(name))
        }
        return image
    }

    /// The runs of columns holding ink (darker than 128), left to right, in pixels.
    func inkRuns(_ image: RenderedImage) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        var start: Int?
        for x in 0..<image.width {
            let inked = (0..<image.height).contains { rgba(image, x, $0)[0] < 128 }
            if inked, start == nil { start = x }
            if !inked, let s = start { runs.append(s...(x - 1)); start = nil }
        }
        if let s = start { runs.append(s...(image.width - 1)) }
        return runs
    }

    @Test func trailingPunctuationMovesToTheLeftInRightToLeft() throws {
        // SwiftUI sets the paragraph's base direction from the layout direction: in
        // right-to-left the final "!" is a neutral at the paragraph's end and takes the
        // right-to-left order, so "Hello!" reads "!Hello" (Unicode bidi rules N1/N2).
        let rtl = inkRuns(try render("Hello!", .rightToLeft))
        let flipped = inkRuns(try render("!Hello", .leftToRight))
        let ltr = inkRuns(try render("Hello!", .leftToRight))
        // The first glyph from the left: the 3-pixel "!" (20 pt at 2×), not the "H".
        let first = try #require(rtl.first), flippedFirst = try #require(flipped.first), ltrFirst = try #require(ltr.first)
        #expect(first.count <= 5 && flippedFirst.count <= 5)
        #expect(ltrFirst.count > 10)
        // The same glyphs in the same places as "!Hello" (within a pixel: Pango spaces a
        // right-to-left line's tracking from the other side).
        #expect(rtl.count == flipped.count)
        for (a, b) in zip(rtl, flipped) {
            #expect(abs(a.lowerBound - b.lowerBound) <= 1 && abs(a.upperBound - b.upperBound) <= 1, "\(rtl) vs \(flipped)")
        }
    }

    @Test func hebrewReadsRightToLeftInEitherDirection() throws {
        // A purely Hebrew string is right to left whatever the paragraph direction: the same
        // glyphs in the same places (within a pixel).
        let rtlImage = try render("שלום עולם", .rightToLeft), ltrImage = try render("שלום עולם", .leftToRight)
        #expect(rtlImage.width == ltrImage.width && rtlImage.height == ltrImage.height)
        let rtl = inkRuns(rtlImage), ltr = inkRuns(ltrImage)
        #expect(rtl.count == ltr.count && rtl.count >= 5)
        for (a, b) in zip(rtl, ltr) {
            #expect(abs(a.lowerBound - b.lowerBound) <= 1 && abs(a.upperBound - b.upperBound) <= 1, "\(rtl) vs \(ltr)")
        }
    }
}
