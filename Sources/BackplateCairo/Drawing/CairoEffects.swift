import Foundation
import BackplateCore
internal import CCairo

/// Effects that need pixels: shadows, blurs and material backdrops are drawn offscreen at the
/// raster scale and composited back (embedded as images in SVG and PDF).
enum CairoEffects {
    /// The bounding box of items in user space (points). With a `cache`, each group's bounds
    /// are computed once per drawing: nested effect groups (10^5 deep) each ask for their
    /// subtree's bounds, which without it costs the whole subtree at every level (quadratic).
    static func bounds(of items: [DisplayList.Item], cache: GroupBoundsCache? = nil) -> CGRect {
        guard let cache else { return uncachedBounds(of: items, cache: nil) }
        return cache.bounds(of: items) { uncachedBounds(of: items, cache: cache) }
    }

    private static func uncachedBounds(of items: [DisplayList.Item], cache: GroupBoundsCache?) -> CGRect {
        var r = CGRect.null
        for item in items {
            switch item {
            case .shape(let s):
                var b = s.path.boundingRect
                if let stroke = s.stroke { b = b.insetBy(dx: -stroke.lineWidth * 2, dy: -stroke.lineWidth * 2) }
                r = r.union(b.finiteOrNull)
            case .text(let t): r = r.union(t.frame.insetBy(dx: -t.frame.height, dy: -t.frame.height / 2).finiteOrNull)
            case .image(let i): r = r.union(i.frame.finiteOrNull)
            case .group(let g):
                // Non-finite bounds (NaN transforms, infinite offsets) cannot be drawn; they
                // are dropped before Foundation's set operations, which trap on NaN.
                var b = bounds(of: g.items, cache: cache).finiteOrNull
                switch g.effect {
                case .transform(let t): b = b.applying(t).finiteOrNull
                case .shadow(_, let radius, let offset), .innerShadow(_, let radius, let offset):
                    let m = -3 * GaussianBlur.drawableRadius(radius)
                    b = b.union(b.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: m, dy: m).finiteOrNull)
                case .blur(let radius, _): b = b.insetBy(dx: -3 * GaussianBlur.drawableRadius(radius), dy: -3 * GaussianBlur.drawableRadius(radius))
                case .clip(let path, _): b = b.intersection(path.boundingRect.finiteOrNull)
                default: break
                }
                r = r.union(b.finiteOrNull)
            }
        }
        return r
    }

    /// The current clip's bounding box in user space (the whole surface when unclipped).
    static func clipExtents(_ cr: OpaquePointer) -> CGRect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        guard x1 > x0, y1 > y0 else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Draws `items` into an offscreen surface covering `rect` at the raster scale.
    /// `scale` (pixels per point) defaults to the raster scale; blurs pass a smaller one so
    /// their cost is bounded by the output (`GaussianBlur.workingScale`).
    private static func offscreen(_ items: [DisplayList.Item], rect: CGRect, format: cairo_format_t, drawing: CairoDrawing,
                                  scale: CGFloat? = nil) -> (surface: OpaquePointer, width: Int, height: Int)? {
        offscreenScaled(items, rect: rect, format: format, drawing: drawing, scale: scale).map { ($0.surface, $0.width, $0.height) }
    }

    /// `offscreen`, also returning the pixels per point used on each axis.
    private static func offscreenScaled(_ items: [DisplayList.Item], rect: CGRect, format: cairo_format_t, drawing: CairoDrawing,
                                        scale: CGFloat? = nil) -> (surface: OpaquePointer, width: Int, height: Int, sx: CGFloat, sy: CGFloat)? {
        let s = scale ?? drawing.rasterScale
        // Checked conversion (PixelGeometry): NaN, infinite or huge rectangles draw nothing.
        guard let (w, h) = PixelGeometry.canvas(width: rect.width, height: rect.height, scale: s),
              w > 0, h > 0, w < 16384, h < 16384 else { return nil }
        // A coarse working scale: fit the rectangle exactly to whole pixels, so
        // a pixel averages only what lies in the rectangle.
        let coarse = s < drawing.rasterScale
        let sx = coarse ? CGFloat(w) / rect.width : s, sy = coarse ? CGFloat(h) / rect.height : s
        guard let surface = cairo_image_surface_create(format, Int32(w), Int32(h)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(surface)!
        cairo_scale(cr, sx, sy)
        cairo_translate(cr, -rect.minX, -rect.minY)
        CairoDrawing(cr: cr, rasterScale: s, canReadBackdrop: false, textEngine: drawing.textEngine,
                     boundsCache: drawing.boundsCache, stack: drawing.stack).draw(items)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return (surface, w, h, sx, sy)
    }

    /// Paints the Gaussian-blurred alpha of `items` in `color`, offset, behind where they draw.
    static func drawShadow(_ items: [DisplayList.Item], color: RGBAColor, radius rawRadius: CGFloat, offset: CGSize, on drawing: CairoDrawing) {
        guard color.alpha > 0, offset.width.isFinite, offset.height.isFinite else { return }
        let radius = GaussianBlur.drawableRadius(rawRadius)
        let ws = GaussianBlur.workingScale(radius: radius, rasterScale: drawing.rasterScale)
        let content = bounds(of: items, cache: drawing.boundsCache)
        guard !content.isNull, content.width.isFinite, content.height.isFinite else { return }
        let margin = 3 * radius + 1
        // Only what can reach the visible area matters: the clip, grown by the blur's reach
        // and moved back by the offset.
        let visible = clipExtents(drawing.cr).offsetBy(dx: -offset.width, dy: -offset.height).insetBy(dx: -margin, dy: -margin)
        let rect = content.insetBy(dx: -margin, dy: -margin).intersection(visible).integral
        guard !rect.isNull, !rect.isEmpty,
              let (surface, w, h, sx, sy) = offscreenScaled(items, rect: rect, format: CAIRO_FORMAT_A8, drawing: drawing, scale: ws) else { return }
        defer { cairo_surface_destroy(surface) }
        if radius > 0, let data = cairo_image_surface_get_data(surface) {
            GaussianBlur.blur(data, width: w, height: h, rowBytes: Int(cairo_image_surface_get_stride(surface)),
                              channels: 1, sigma: Double(min(radius * (sx + sy) / 2, 2 * GaussianBlur.maxWorkingSigma)))
            cairo_surface_mark_dirty(surface)
        }
        let cr = drawing.cr
        cairo_save(cr)
        // Where the content will paint opaquely over whole pixels, the shadow is overwritten:
        // leave those pixels out of the composite (see `ShadowOcclusion`; the same pixels).
        if drawing.canReadBackdrop, let hole = ShadowOcclusion.hiddenDeviceRect(under: items, cr: cr) {
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            cairo_identity_matrix(cr)
            cairo_new_path(cr)
            let far = 1e5
            cairo_rectangle(cr, Double(hole.x0) - far, Double(hole.y0) - far, Double(hole.x1 - hole.x0) + 2 * far, Double(hole.y1 - hole.y0) + 2 * far)
            cairo_rectangle(cr, Double(hole.x0), Double(hole.y0), Double(hole.x1 - hole.x0), Double(hole.y1 - hole.y0))
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_clip(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_set_matrix(cr, &m)
        }
        cairo_translate(cr, rect.minX + offset.width, rect.minY + offset.height)
        cairo_rectangle(cr, 0, 0, rect.width, rect.height)
        cairo_clip(cr)
        cairo_scale(cr, 1 / sx, 1 / sy)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_mask_surface(cr, surface, 0, 0)
        cairo_restore(cr)
    }

    /// Paints an inner shadow over `items`: where they draw, the Gaussian-blurred alpha of
    /// everything outside them (moved by `offset`), in `color`.
    static func drawInnerShadow(_ items: [DisplayList.Item], color: RGBAColor, radius rawRadius: CGFloat, offset: CGSize, on drawing: CairoDrawing) {
        guard color.alpha > 0, offset.width.isFinite, offset.height.isFinite else { return }
        let radius = GaussianBlur.drawableRadius(rawRadius)
        let content = bounds(of: items, cache: drawing.boundsCache)
        guard !content.isNull, content.width.isFinite, content.height.isFinite else { return }
        let margin = 3 * radius + abs(offset.width) + abs(offset.height) + 1
        let rect = content.insetBy(dx: -margin, dy: -margin).intersection(clipExtents(drawing.cr).insetBy(dx: -margin, dy: -margin)).integral
        guard !rect.isNull, !rect.isEmpty,
              let (surface, w, h) = offscreen(items, rect: rect, format: CAIRO_FORMAT_A8, drawing: drawing),
              let shadow = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)) else { return }
        defer { cairo_surface_destroy(surface); cairo_surface_destroy(shadow) }
        guard let alpha = cairo_image_surface_get_data(surface), let out = cairo_image_surface_get_data(shadow) else { return }
        cairo_surface_flush(shadow)
        let stride = Int(cairo_image_surface_get_stride(surface)), outStride = Int(cairo_image_surface_get_stride(shadow))
        let s = drawing.rasterScale
        let dx = Int((offset.width * s).rounded()), dy = Int((offset.height * s).rounded())
        // The outside (1 − alpha), moved by the offset; beyond the buffer everything is outside.
        for y in 0..<h {
            for x in 0..<w {
                let sx = x - dx, sy = y - dy
                let a = (sx >= 0 && sy >= 0 && sx < w && sy < h) ? alpha[sy * stride + sx] : 0
                out[y * outStride + x] = 255 &- a
            }
        }
        if radius > 0 {
            GaussianBlur.blur(out, width: w, height: h, rowBytes: outStride, channels: 1, sigma: Double(radius * s))
        }
        // Only inside the content.
        for y in 0..<h {
            for x in 0..<w {
                let i = y * outStride + x
                out[i] = UInt8((Int(out[i]) * Int(alpha[y * stride + x]) + 127) / 255)
            }
        }
        cairo_surface_mark_dirty(shadow)
        let cr = drawing.cr
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, 1 / s, 1 / s)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_mask_surface(cr, shadow, 0, 0)
        cairo_restore(cr)
    }

    /// Draws `items` blurred with a Gaussian of σ = `radius`.
    static func drawBlurred(_ items: [DisplayList.Item], radius rawRadius: CGFloat, opaque: Bool, bounds viewBounds: CGRect, on drawing: CairoDrawing) {
        let radius = GaussianBlur.drawableRadius(rawRadius)
        let ws = GaussianBlur.workingScale(radius: radius, rasterScale: drawing.rasterScale)
        let content = bounds(of: items, cache: drawing.boundsCache)
        guard !content.isNull, content.width.isFinite, content.height.isFinite else { return }
        let margin = 3 * radius + 1
        let visible = clipExtents(drawing.cr).insetBy(dx: -margin, dy: -margin)
        // An opaque blur keeps the view's bounds and treats what lies beyond them as the
        // nearest edge pixel, so the edges do not fade to transparent.
        let rect = (opaque ? viewBounds : content.insetBy(dx: -margin, dy: -margin)).intersection(visible).integral
        guard !rect.isNull, !rect.isEmpty,
              let (surface, w, h, sx, sy) = offscreenScaled(items, rect: rect, format: CAIRO_FORMAT_ARGB32, drawing: drawing, scale: ws) else { return }
        defer { cairo_surface_destroy(surface) }
        if let data = cairo_image_surface_get_data(surface) {
            GaussianBlur.blur(data, width: w, height: h, rowBytes: Int(cairo_image_surface_get_stride(surface)),
                              channels: 4, sigma: Double(min(radius * (sx + sy) / 2, 2 * GaussianBlur.maxWorkingSigma)), clampEdges: opaque)
            cairo_surface_mark_dirty(surface)
        }
        let cr = drawing.cr
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_rectangle(cr, 0, 0, rect.width, rect.height)
        cairo_clip(cr)
        cairo_scale(cr, 1 / sx, 1 / sy)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Draws `items` offscreen (ARGB at the raster scale, bounded by their extent and the
    /// clip), lets `process` change the premultiplied BGRA pixels, and paints the result.
    static func drawRasterized(_ items: [DisplayList.Item], on drawing: CairoDrawing,
                               process: (UnsafeMutablePointer<UInt8>, Int, Int, Int) -> Void) {
        let content = bounds(of: items, cache: drawing.boundsCache)
        guard !content.isNull, content.width.isFinite, content.height.isFinite else { return }
        let rect = content.insetBy(dx: -1, dy: -1).intersection(clipExtents(drawing.cr)).integral
        guard !rect.isNull, !rect.isEmpty,
              let (surface, w, h) = offscreen(items, rect: rect, format: CAIRO_FORMAT_ARGB32, drawing: drawing) else { return }
        defer { cairo_surface_destroy(surface) }
        if let data = cairo_image_surface_get_data(surface) {
            process(data, w, h, Int(cairo_image_surface_get_stride(surface)))
            cairo_surface_mark_dirty(surface)
        }
        let cr = drawing.cr
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, 1 / drawing.rasterScale, 1 / drawing.rasterScale)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Applies a colour matrix to premultiplied BGRA pixels: each is unpremultiplied, mapped
    /// with straight components in 0...1 (`ColorMatrix.apply`), and premultiplied again.
    static func apply(_ m: ColorMatrix, to data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, rowBytes: Int) {
        for y in 0..<height {
            let row = data + y * rowBytes
            for x in 0..<width {
                let p = row + x * 4
                let a = Double(p[3]) / 255
                let r = a > 0 ? Double(p[2]) / 255 / a : 0
                let g = a > 0 ? Double(p[1]) / 255 / a : 0
                let b = a > 0 ? Double(p[0]) / 255 / a : 0
                let o = m.apply(red: min(r, 1), green: min(g, 1), blue: min(b, 1), alpha: a)
                func byte(_ v: Double) -> UInt8 { UInt8((v * o.alpha * 255).rounded()) }
                p[3] = UInt8((o.alpha * 255).rounded())
                p[2] = byte(o.red); p[1] = byte(o.green); p[0] = byte(o.blue)
            }
        }
    }

    /// A material: the backdrop inside the shape, blurred and saturated, then the tint.
    /// Where the backdrop cannot be read (vector output), only the tint is drawn.
    static func drawMaterial(_ s: DisplayList.ShapeItem, on drawing: CairoDrawing) {
        guard case .material(let radius, let tint, let saturation) = s.paint else { return }
        let cr = drawing.cr
        cairo_save(cr)
        defer { cairo_restore(cr) }
        CairoPath.set(cr, s.path)
        CairoSafePath.clip(cr)
        if drawing.canReadBackdrop, let target = cairo_get_group_target(cr),
           cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE {
            let rect = s.path.boundingRect.insetBy(dx: -3 * radius, dy: -3 * radius).integral
            let scale = drawing.rasterScale
            let (w, h) = PixelGeometry.canvas(width: rect.width, height: rect.height, scale: scale) ?? (0, 0)
            if w > 0, h > 0, w < 16384, h < 16384, let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) {
                defer { cairo_surface_destroy(copy) }
                // Copy the backdrop in device space: user → device through the current matrix.
                var dx = Double(rect.minX), dy = Double(rect.minY)
                cairo_user_to_device(cr, &dx, &dy)
                let ccr = cairo_create(copy)!
                cairo_set_source_surface(ccr, target, -dx, -dy)
                cairo_paint(ccr)
                cairo_destroy(ccr)
                cairo_surface_flush(copy)
                if let data = cairo_image_surface_get_data(copy) {
                    let stride = Int(cairo_image_surface_get_stride(copy))
                    GaussianBlur.blur(data, width: w, height: h, rowBytes: stride, channels: 4, sigma: Double(radius * scale))
                    saturate(data, width: w, height: h, rowBytes: stride, factor: saturation)
                    cairo_surface_mark_dirty(copy)
                }
                cairo_save(cr)
                cairo_translate(cr, rect.minX, rect.minY)
                cairo_scale(cr, 1 / scale, 1 / scale)
                cairo_set_source_surface(cr, copy, 0, 0)
                cairo_paint(cr)
                cairo_restore(cr)
            }
        }
        cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha)
        cairo_paint(cr)
    }

    /// Scales each pixel's saturation around its luma (premultiplied BGRA).
    private static func saturate(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, rowBytes: Int, factor: Double) {
        guard factor != 1 else { return }
        for y in 0..<height {
            let row = data + y * rowBytes
            for x in 0..<width {
                let p = row + x * 4
                let a = Double(p[3])
                guard a > 0 else { continue }
                let b = Double(p[0]), g = Double(p[1]), r = Double(p[2])
                let l = 0.2126 * r + 0.7152 * g + 0.0722 * b
                func f(_ v: Double) -> UInt8 { UInt8(min(max(l + (v - l) * factor, 0), a).rounded()) }
                p[0] = f(b); p[1] = f(g); p[2] = f(r)
            }
        }
    }

    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}

/// The bounds of display-list item arrays already measured in one drawing, keyed by the
/// array's storage. The cache keeps each measured array alive, so an address it holds cannot
/// be reused by another array while the entry exists; it lives as long as the drawing (one
/// render), and holds one entry per group drawn with a bounded effect.
final class GroupBoundsCache {
    private var entries: [UnsafeRawPointer: (items: [DisplayList.Item], bounds: CGRect)] = [:]
    /// How many item lists were measured (each at most once): tests check that bounding a
    /// nest of n groups measures n lists, not n²/2.
    private(set) var measured = 0

    /// The cached bounds of `items`, or `compute()`'s answer, recorded.
    func bounds(of items: [DisplayList.Item], compute: () -> CGRect) -> CGRect {
        guard items.count > 1 || (items.count == 1 && items[0].isGroup) else { return compute() }
        guard let key = items.withUnsafeBufferPointer({ $0.baseAddress.map { UnsafeRawPointer($0) } }) else { return compute() }
        if let known = entries[key] { return known.bounds }
        measured += 1
        let b = compute()
        entries[key] = (items, b)
        return b
    }
}

extension DisplayList.Item {
    fileprivate var isGroup: Bool {
        if case .group = self { return true }
        return false
    }
}
