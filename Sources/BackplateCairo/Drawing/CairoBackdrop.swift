import Foundation
internal import CCairo
import BackplateCore

/// The brightness of what is already drawn under a region, for Liquid Glass's legibility flip
/// (`DisplayList.Effect.backdropAdaptive`).
enum CairoBackdrop {
    /// The mean gamma-encoded luma (0 black … 1 white) below which a backdrop counts as dark:
    /// an estimate (iOS 26's own threshold is not published).
    static let darkLuma = 0.5

    /// Whether the backdrop under `rect` (user space) is dark; `nil` when it cannot be read
    /// (vector output). Transparent pixels count as `transparentIsDark` says (the scheme's own
    /// background), so an empty canvas never flips a bar.
    static func isDark(under rect: CGRect, transparentIsDark: Bool, on drawing: CairoDrawing) -> Bool? {
        let cr = drawing.cr
        guard drawing.canReadBackdrop, let target = cairo_get_group_target(cr),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0 else { return nil }
        // Sample on a grid of at most 48 × 48: a mean needs no more.
        let side = 48
        let w = min(side, max(1, Int(rect.width.rounded(.up)))), h = min(side, max(1, Int(rect.height.rounded(.up))))
        guard let sample = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        defer { cairo_surface_destroy(sample) }
        var x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        let deviceWidth = abs(x1 - x0), deviceHeight = abs(y1 - y0)
        guard deviceWidth > 0, deviceHeight > 0, deviceWidth.isFinite, deviceHeight.isFinite else { return nil }
        let scr = cairo_create(sample)!
        cairo_scale(scr, Double(w) / deviceWidth, Double(h) / deviceHeight)
        cairo_set_source_surface(scr, target, -min(x0, x1), -min(y0, y1))
        cairo_pattern_set_filter(cairo_get_source(scr), CAIRO_FILTER_GOOD)
        cairo_paint(scr)
        cairo_destroy(scr)
        cairo_surface_flush(sample)
        guard let data = cairo_image_surface_get_data(sample) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(sample))
        let background = transparentIsDark ? 0.0 : 1.0
        var total = 0.0
        for y in 0..<h {
            let row = data + y * stride
            for x in 0..<w {
                let p = row + x * 4  // premultiplied BGRA
                let alpha = Double(p[3]) / 255
                let luma = (0.2126 * Double(p[2]) + 0.7152 * Double(p[1]) + 0.0722 * Double(p[0])) / 255
                total += luma + (1 - alpha) * background
            }
        }
        return total / Double(w * h) < darkLuma
    }
}
