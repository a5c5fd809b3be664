import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate

// Shared readers for the field, picker, progress, state and redaction tests: the drawn items of
// a view laid out at a proposal, and the pixels of a render, with the reference's tolerance.
// Layout and display lists use a 3x display (the scale of the iPhone references in
// controls.md), so pixel-snapped edges land on thirds of a point as on iOS.

/// The leaf items (shapes, texts, images) `view` draws when proposed `width` × `height`.
func controlLeaves<V: View>(_ view: V, width: CGFloat? = 393, height: CGFloat? = nil, dark: Bool = false) -> [DisplayList.Item] {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: width, height: height)
    r.scale = 3
    if dark { r.environment.colorScheme = .dark }
    return r.displayList().flattenedLeaves.filter {
        // The invisible one-space line a field measures with is not drawn ink.
        if case .text(let t) = $0 { return t.string != " " }
        return true
    }
}

/// The shapes `view` draws.
func controlShapes<V: View>(_ view: V, width: CGFloat? = 393, height: CGFloat? = nil, dark: Bool = false) -> [DisplayList.ShapeItem] {
    controlLeaves(view, width: width, height: height, dark: dark).compactMap { if case .shape(let s) = $0 { s } else { nil } }
}

/// The texts `view` draws.
func controlTexts<V: View>(_ view: V, width: CGFloat? = 393, height: CGFloat? = nil, dark: Bool = false) -> [DisplayList.TextItem] {
    controlLeaves(view, width: width, height: height, dark: dark).compactMap { if case .text(let t) = $0 { t } else { nil } }
}

/// The size `view` chooses for a proposal.
func controlSize<V: View>(_ view: V, width: CGFloat? = 393, height: CGFloat? = nil) -> CGSize {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: width, height: height)
    r.scale = 3
    return r.layout().size
}

/// Renders `view` opaque (white or black behind it) at `scale`.
func controlImage<V: View>(_ view: V, width: CGFloat? = 393, height: CGFloat? = nil, dark: Bool = false,
                           scale: CGFloat = 3) throws -> RenderedImage {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: width, height: height)
    r.scale = scale
    r.isOpaque = true
    if dark { r.environment.colorScheme = .dark }
    return try r.render()
}

/// The pixel at a point (in points) of an image rendered at `scale`, as `[r, g, b]`.
func controlPixel(_ image: RenderedImage, _ x: CGFloat, _ y: CGFloat, scale: CGFloat = 3) -> [Int] {
    let p = image.pixel(x: Int((x * scale).rounded(.down)), y: Int((y * scale).rounded(.down)))
    return [Int(p.red), Int(p.green), Int(p.blue)]
}

/// The darkest (light scheme) or brightest (dark scheme) pixel in a rectangle of points: the
/// fully covered ink of text drawn there, whose colour is the text's colour composited.
func controlInk(_ image: RenderedImage, in rect: CGRect, dark: Bool, scale: CGFloat = 3) -> [Int] {
    var best: [Int] = dark ? [0, 0, 0] : [255, 255, 255]
    for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
        for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
            let p = image.pixel(x: x, y: y)
            let c = [Int(p.red), Int(p.green), Int(p.blue)]
            let sum: Int = c.reduce(0, +), bestSum: Int = best.reduce(0, +)
            if dark ? sum > bestSum : sum < bestSum { best = c }
        }
    }
    return best
}

/// `sRGB colour @ alpha` composited over an opaque background, rounded, as a PNG shows it.
func over(_ rgb: [Int], _ alpha: Double, on background: [Int]) -> [Int] {
    zip(rgb, background).map { Int((Double($0) * alpha + Double($1) * (1 - alpha)).rounded()) }
}

@Suite(.tags(.layout, .pixels)) struct ControlFrameSupportTests {
    @Test func compositingMatchesTheReferencesOnWhiteFigures() {
        // controls.md §4: placeholderText 60,60,67 @0.30 shows as 196,196,199 on white.
        #expect(over([60, 60, 67], 0.30, on: [255, 255, 255]) == [197, 197, 199] || over([60, 60, 67], 0.30, on: [255, 255, 255]) == [196, 196, 199])
        // §3.4: separator 60,60,67 @0.29 → 198,198,200 on white.
        #expect(close(over([60, 60, 67], 0.29, on: [255, 255, 255]), [198, 198, 200], 1))
    }
}
