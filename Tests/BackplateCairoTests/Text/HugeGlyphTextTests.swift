import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCairo
internal import CPangoCairo
internal import CCairo

/// Text larger than 1,024 device pixels per em is filled as outlines, not as cairo's cached
/// glyph masks (up to 100 MB a glyph): fuzz seed 210005's tree 952, a 4,000-point `Text` under
/// a `scaleEffect`, took a render to 1.1 GB of memory.
@Suite(.tags(.fonts, .pixels, .regression)) struct HugeGlyphTextTests {
    /// Loads `family` at `size` points from the shared engine and answers `body` with it.
    private func withFont(_ family: String?, size: CGFloat, _ body: (UnsafeMutablePointer<PangoFont>) -> Void) throws {
        let engine = PangoTextEngine.shared
        engine.lock.lock(); defer { engine.lock.unlock() }
        let font = ResolvedFont(family: family, size: size, weight: 0.4)
        let desc = engine.description(for: font, scale: 1, face: family == nil ? engine.systemFace(for: font, size: size) : nil)
        defer { pango_font_description_free(desc) }
        let loaded = try #require(pango_context_load_font(engine.context, desc))
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        body(UnsafeMutableRawPointer(loaded).assumingMemoryBound(to: PangoFont.self))
    }

    private func context(_ surface: OpaquePointer, scale: Double) -> OpaquePointer {
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        return cr
    }

    @Test func outlinesOnlyPastTheMaskLimitOnRasterSurfaces() throws {
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 16, 16)!
        defer { cairo_surface_destroy(image) }
        let pdf = cairo_pdf_surface_create(nil, 16, 16)!
        defer { cairo_surface_destroy(pdf) }
        try withFont(nil, size: 100) { font in
            // The substitute for SF is scaled within 2% of the point size.
            let unscaled = context(image, scale: 1)
            let em = HugeGlyphText.deviceEm(of: font, on: unscaled)
            cairo_destroy(unscaled)
            #expect(em > 98 && em < 102, "\(em)")
            for (scale, expected) in [(1.0, false), (10.0, false), (10.5, true), (40.0, true)] {
                let cr = context(image, scale: scale)
                defer { cairo_destroy(cr) }
                #expect(abs(HugeGlyphText.deviceEm(of: font, on: cr) - em * scale) < 1e-6)
                #expect(HugeGlyphText.drawsAsOutlines(font, on: cr) == expected, "scale \(scale)")
            }
            let cr = context(pdf, scale: 40)
            defer { cairo_destroy(cr) }
            #expect(!HugeGlyphText.drawsAsOutlines(font, on: cr), "PDF embeds the font")
        }
    }

    @Test func colourEmojiKeepTheirBitmaps() throws {
        try #require(PangoTextEngine.shared.hasFamily("Noto Color Emoji"), "run scripts/install-deps.sh: it installs fonts-noto-color-emoji")
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 16, 16)!
        defer { cairo_surface_destroy(image) }
        try withFont(EmojiMetrics.family, size: 100) { font in
            let cr = context(image, scale: 40)
            defer { cairo_destroy(cr) }
            #expect(!HugeGlyphText.drawsAsOutlines(font, on: cr))
        }
    }

    /// The ink of an "H" drawn as outlines at 1,200 pixels per em is the masked 1,000-pixel
    /// one's scaled by 1.2: same glyph, same place.
    @Test func outlinesDrawTheGlyphTheMaskDraws() throws {
        func ink(size: CGFloat) throws -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
            let image = try renderImage(Text(verbatim: "H").font(.system(size: size)).foregroundStyle(.black).background(Color.white), scale: 2)
            var box = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min)
            for y in 0..<image.height {
                for x in 0..<image.width where rgba(image, x, y)[0] < 128 {
                    box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
                }
            }
            return box
        }
        let masked = try ink(size: 500), outlined = try ink(size: 600)
        #expect(masked.maxX > masked.minX && masked.maxY > masked.minY)
        #expect(abs(Double(outlined.maxX - outlined.minX) - 1.2 * Double(masked.maxX - masked.minX)) <= 2, "\(outlined) \(masked)")
        #expect(abs(Double(outlined.maxY - outlined.minY) - 1.2 * Double(masked.maxY - masked.minY)) <= 2, "\(outlined) \(masked)")
        #expect(abs(Double(outlined.minX) - 1.2 * Double(masked.minX)) <= 2, "\(outlined) \(masked)")
    }
}
