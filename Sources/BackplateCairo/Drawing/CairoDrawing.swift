import Foundation
import BackplateCore
internal import CCairo
internal import CPangoCairo

/// Draws display-list items on a cairo context whose user space is in points.
struct CairoDrawing {
    let cr: OpaquePointer
    /// Device pixels per point of offscreen buffers (shadows, blurs, materials).
    let rasterScale: CGFloat
    /// Whether the target can be read back (image surfaces), for material backdrops.
    let canReadBackdrop: Bool
    /// The engine that measured the text, which keeps its shaped lines.
    let textEngine: PangoTextEngine
    /// Group bounds measured so far in this drawing (shared with its offscreen drawings).
    var boundsCache = GroupBoundsCache()
    /// How deep nested groups may draw on the calling thread (`StackBudget`, shared with its
    /// offscreen drawings): a group reached where the caller's stack runs low is drawn on a
    /// large-stack thread.
    var stack = StackBudget()

    func draw(_ items: [DisplayList.Item]) {
        for item in items { draw(item) }
    }

    /// Draws a display list's items on `cr` on the calling thread; groups nested too deep for
    /// its stack are drawn on a large-stack thread (`StackBudget`).
    static func draw(_ items: [DisplayList.Item], cr: OpaquePointer, rasterScale: CGFloat, canReadBackdrop: Bool,
                     textEngine: PangoTextEngine) {
        let stack = StackBudget()
        stack.run {
            CairoDrawing(cr: cr, rasterScale: rasterScale, canReadBackdrop: canReadBackdrop, textEngine: textEngine,
                         stack: stack).draw(items)
        }
    }

    func draw(_ item: DisplayList.Item) {
        switch item {
        case .shape(let s): drawShape(s)
        case .text(let t): drawText(t)
        case .image(let i): drawImage(i)
        case .group(let g):
            if stack.isLow { stack.continueOnLargeStack { drawGroup(g) } } else { drawGroup(g) }
        }
    }

    private func drawShape(_ s: DisplayList.ShapeItem) {
        if case .material = s.paint {
            CairoEffects.drawMaterial(s, on: self)
            return
        }
        guard s.path.isFiniteForDrawing,
              let safePath = CairoSafePath.drawable(s.path, cr: cr, filled: s.stroke == nil, lineWidth: s.stroke?.lineWidth ?? 0) else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        CairoPath.set(cr, safePath)
        var paintBounds = s.path.boundingRect.finiteOrNull.union(s.frame.finiteOrNull)
        if let stroke = s.stroke { paintBounds = paintBounds.insetBy(dx: -stroke.lineWidth, dy: -stroke.lineWidth) }
        CairoPaint.setSource(cr, s.paint, bounds: paintBounds)
        cairo_set_antialias(cr, s.fillStyle.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        if let stroke = s.stroke {
            cairo_set_line_width(cr, max(stroke.lineWidth, 0))
            cairo_set_line_cap(cr, { switch stroke.lineCap { case .butt: CAIRO_LINE_CAP_BUTT; case .round: CAIRO_LINE_CAP_ROUND; case .square: CAIRO_LINE_CAP_SQUARE } }())
            cairo_set_line_join(cr, { switch stroke.lineJoin { case .miter: CAIRO_LINE_JOIN_MITER; case .round: CAIRO_LINE_JOIN_ROUND; case .bevel: CAIRO_LINE_JOIN_BEVEL } }())
            cairo_set_miter_limit(cr, stroke.miterLimit.isFinite ? max(stroke.miterLimit, 1) : 10)
            if let dash = stroke.drawableDash(along: safePath) {
                cairo_set_dash(cr, dash.lengths.map { Double($0) }, Int32(dash.lengths.count), Double(dash.phase))
            }
            if stroke.lineWidth > 0 && stroke.lineWidth.isFinite { cairo_stroke(cr) }
        } else {
            cairo_set_fill_rule(cr, s.fillStyle.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, s.fillStyle.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_fill(cr)
        }
    }

    private func drawText(_ t: DisplayList.TextItem) {
        guard let handle = t.layout.shaped else { return }
        let paint = t.paints.first ?? .color(RGBAColor(red: 0, green: 0, blue: 0))
        let uniform = t.paints.allSatisfy { $0 == paint }
        textEngine.lock.lock()
        defer { textEngine.lock.unlock() }
        guard let shaped = textEngine.shapedText(for: handle) else { return }
        do {
            cairo_save(cr)
            defer { cairo_restore(cr) }
            var layout = shaped.layout
            var copied = false
            if !uniform {
                // Per-run colours as Pango foreground attributes on a copy of the shaped layout.
                layout = pango_layout_copy(shaped.layout)!
                copied = true
                let list: OpaquePointer = pango_layout_get_attributes(layout).map { pango_attr_list_copy($0)! } ?? pango_attr_list_new()!
                var start: UInt32 = 0
                for (run, p) in zip(t.runs, t.paints) {
                    let end = start + UInt32(run.string.utf8.count)
                    if case .color(let c) = p {
                        func clamp16(_ v: Double) -> UInt16 { v.isNaN ? 0 : UInt16(min(max(v, 0), 1) * 65535) }
                        if let a = pango_attr_foreground_new(clamp16(c.red), clamp16(c.green), clamp16(c.blue)) {
                            a.pointee.start_index = start; a.pointee.end_index = end
                            pango_attr_list_insert(list, a)
                        }
                        if let a = pango_attr_foreground_alpha_new(clamp16(c.alpha)) {
                            a.pointee.start_index = start; a.pointee.end_index = end
                            pango_attr_list_insert(list, a)
                        }
                    }
                    start = end
                }
                pango_layout_set_attributes(layout, list)
                pango_attr_list_unref(list)
            }
            defer { if copied { g_object_unref(UnsafeMutableRawPointer(layout)) } }
            let isFlat: Bool
            if case .color = paint { isFlat = true } else { isFlat = false }
            if let cut = shaped.oneShaping {
                // Lines cut from one shaping: one run each, drawn where its line would be.
                for (i, line) in shaped.lines.enumerated() where i < cut.items.count && (t.line ?? i) == i {
                    let item = cut.items[i].pointer
                    cairo_move_to(cr, t.frame.minX + line.x, t.frame.minY + line.baseline)
                    guard let font = item.pointee.item.pointee.analysis.font else { continue }
                    HeldScaledFonts.holdScaledFont(of: OpaquePointer(font), on: cr)
                    CairoPaint.setSource(cr, paint)
                    if isFlat && !HugeGlyphText.drawsAsOutlines(font, on: cr) {
                        cut.show(line: i, on: cr)
                    } else {
                        GlyphCacheLock.withLock { pango_cairo_glyph_string_path(cr, font, item.pointee.glyphs) }
                        cairo_fill(cr)
                    }
                }
                return
            }
            let pangoLines = LongText.lines(of: layout)
            let mayShow = LongText.lineFilter(cr, lineCount: shaped.lines.count)
            let patterned = PatternedTextLines(runs: t.runs, paints: t.paints)
            for (i, line) in shaped.lines.enumerated() where (t.line ?? i) == i {
                guard i < pangoLines.count else { continue }
                let pl = pangoLines[i]
                guard mayShow(pl, t.frame.minY + line.baseline) else { continue }
                // cairo frees no scaled font mid-render (HeldScaledFonts: cairo 1.16 deadlock).
                HeldScaledFonts.holdScaledFonts(of: pl, on: cr)
                if let turn = shaped.turn {
                    // A turned symbol glyph: its outline traced turned, filled (or hollowed) unturned,
                    // so a gradient keeps its direction on the page.
                    let centre = CGPoint(x: t.frame.minX + turn.centre.x, y: t.frame.minY + turn.centre.y)
                    cairo_save(cr)
                    cairo_translate(cr, centre.x, centre.y)
                    cairo_rotate(cr, turn.radians)
                    cairo_translate(cr, -centre.x, -centre.y)
                    cairo_move_to(cr, t.frame.minX + line.x, t.frame.minY + line.baseline)
                    GlyphCacheLock.withLock { pango_cairo_layout_line_path(cr, pl) }
                    cairo_restore(cr)
                    paintGlyphPath(paint, hollowWidth: shaped.hollowWidth)
                    continue
                }
                cairo_move_to(cr, t.frame.minX + line.x, t.frame.minY + line.baseline)
                if let width = shaped.hollowWidth {
                    GlyphCacheLock.withLock { pango_cairo_layout_line_path(cr, pl) }
                    paintGlyphPath(paint, hollowWidth: width)
                } else if !uniform || (isFlat && !HugeGlyphText.drawsAsOutlines(pl, on: cr)) {
                    CairoPaint.setSource(cr, paint)
                    GlyphCacheLock.withLock { pango_cairo_show_layout_line(cr, pl) }
                } else {
                    GlyphCacheLock.withLock { pango_cairo_layout_line_path(cr, pl) }
                    CairoPaint.setSource(cr, paint)
                    cairo_fill(cr)
                }
                patterned?.draw(pl, x: t.frame.minX + line.x, baseline: t.frame.minY + line.baseline, on: cr)
            }
        }
    }

    /// Fills the current glyph path with `paint`, or with `hollowWidth` paints the band of that
    /// width inside the glyph's edge (its outline stroked twice as wide, clipped to it).
    private func paintGlyphPath(_ paint: Paint, hollowWidth: CGFloat?) {
        CairoPaint.setSource(cr, paint)
        guard let width = hollowWidth else {
            cairo_fill(cr)
            return
        }
        cairo_save(cr)
        cairo_clip_preserve(cr)
        cairo_set_line_width(cr, 2 * width)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    private func drawImage(_ i: DisplayList.ImageItem) {
        guard i.frame.width > 0, i.frame.height > 0, i.frame.width.isFinite, i.frame.height.isFinite,
              !drawOutlines(i) else { return }
        let image = screenPixels(of: i.image)
        guard let surface = CairoImage.surface(from: image) else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_antialias(cr, i.antialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        cairo_rectangle(cr, i.frame.minX, i.frame.minY, i.frame.width, i.frame.height)
        cairo_clip(cr)
        let pattern = cairo_pattern_create_for_surface(surface)!
        defer { cairo_pattern_destroy(pattern) }
        // The pattern maps user space (points) to the image's pixels: the frame, or one tile.
        let tile = i.tileSize.flatMap { $0.width > 0 && $0.height > 0 && $0.width.isFinite && $0.height.isFinite ? $0 : nil }
        let cell = tile ?? i.frame.size
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, CGFloat(image.width) / cell.width, CGFloat(image.height) / cell.height)
        cairo_matrix_translate(&m, -i.frame.minX, -i.frame.minY)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, i.interpolated ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(pattern, tile == nil ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_REPEAT)
        if let template = i.templatePaint {
            // A template keeps the image's alpha and takes the paint's colours.
            CairoPaint.setSource(cr, template)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
    }

    private func drawGroup(_ g: DisplayList.GroupItem) {
        switch g.effect {
        case .transform(let t):
            // A singular or non-finite transform (scaleEffect(0), NaN) draws nothing, as the
            // view collapses to nothing; cairo would otherwise fail the whole render.
            let det = t.a * t.d - t.b * t.c
            guard det.isFinite, abs(det) > 1e-12, t.tx.isFinite, t.ty.isFinite,
                  CairoSafePath.isDrawable(t) else { return }
            cairo_save(cr)
            var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &m)
            draw(g.items)
            cairo_restore(cr)
        case .opacity:
            drawOpacity(g)
        case .clip(let path, let style):
            guard path.isFiniteForDrawing, let safePath = CairoSafePath.drawable(path, cr: cr, filled: true) else { return }
            cairo_save(cr)
            CairoPath.set(cr, safePath)
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            CairoSafePath.clip(cr, antialiased: style.isAntialiased)
            draw(g.items)
            cairo_restore(cr)
        case .shadow(let color, let radius, let offset):
            CairoEffects.drawShadow(g.items, color: color, radius: radius, offset: offset, on: self)
            draw(g.items)
        case .innerShadow(let color, let radius, let offset):
            draw(g.items)
            CairoEffects.drawInnerShadow(g.items, color: color, radius: radius, offset: offset, on: self)
        case .blur(let radius, let opaque):
            CairoEffects.drawBlurred(g.items, radius: radius, opaque: opaque, bounds: g.bounds, on: self)
        case .blendMode(let mode):
            withBoundedGroup(g.items) {
                cairo_pop_group_to_source(cr)
                cairo_set_operator(cr, CairoEffects.cairoOperator(mode))
                cairo_paint(cr)
            }
        case .compositingGroup:
            withBoundedGroup(g.items) {
                cairo_pop_group_to_source(cr)
                cairo_paint(cr)
            }
        case .drawingGroup:
            if canReadBackdrop {
                withBoundedGroup(g.items) {
                    cairo_pop_group_to_source(cr)
                    cairo_paint(cr)
                }
            } else {
                // A vector document gets the group as an image, as SwiftUI's is a bitmap.
                CairoEffects.drawRasterized(g.items, on: self) { _, _, _, _ in }
            }
        case .colorMatrix(let matrix):
            // Neither cairo nor its SVG and PDF surfaces express colour matrices: the group
            // is drawn offscreen at the raster scale and its pixels transformed.
            CairoEffects.drawRasterized(g.items, on: self) { data, w, h, stride in
                CairoEffects.apply(matrix, to: data, width: w, height: h, rowBytes: stride)
            }
        case .backdropAdaptive(let isDark, let other):
            let wantsDark = CairoBackdrop.isDark(under: g.bounds, transparentIsDark: isDark, on: self) ?? isDark
            draw(wantsDark == isDark ? g.items : other.items)
        case .mask(let mask):
            withBoundedGroup(g.items) {
                let content = cairo_pop_group(cr)!
                cairo_push_group(cr)
                draw(mask.items)
                let maskPattern = cairo_pop_group(cr)!
                cairo_set_source(cr, content)
                cairo_mask(cr, maskPattern)
                cairo_pattern_destroy(content)
                cairo_pattern_destroy(maskPattern)
            }
        }
    }

    /// Group opacity. Directly nested opacity groups multiply into one; a group holding a
    /// single shape is drawn with its paint's opacity scaled (the same pixels, no offscreen
    /// surface); anything else is composited through one surface bounded by its content.
    private func drawOpacity(_ g: DisplayList.GroupItem) {
        var opacity = 1.0
        var items = [DisplayList.Item.group(g)]
        while items.count == 1, case .group(let inner) = items[0], case .opacity(let o) = inner.effect {
            opacity *= o.isFinite ? max(0, min(o, 1)) : 1
            items = inner.items
        }
        guard opacity > 0 else { return }
        if opacity >= 1 {
            draw(items)
            return
        }
        if items.count == 1, case .shape(var s) = items[0], !s.paint.isMaterial {
            s.paint = s.paint.multiplyingOpacity(opacity)
            draw(.shape(s))
            return
        }
        withBoundedGroup(items) {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
    }

    /// Pushes a group surface no larger than the content's bounds (within the current clip),
    /// draws `items` into it, and lets `finish` pop and composite it. Nothing happens when
    /// the content draws nowhere.
    private func withBoundedGroup(_ items: [DisplayList.Item], finish: () -> Void) {
        let b = CairoEffects.bounds(of: items, cache: boundsCache)
        guard !b.isNull else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // The bounds only keep the group surface small. Rotated or skewed, they would be a polygon
        // clip, which sends later fills into cairo 1.16's null dereference in `cairo_fill` (fuzzer
        // seeds 40026 and 60027), so such a group is not bounded (it is as large as the clip).
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        if b.minX.isFinite, b.minY.isFinite, b.width.isFinite, b.height.isFinite, m.xy == 0, m.yx == 0 {
            let r = b.insetBy(dx: -1, dy: -1)
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            cairo_clip(cr)
        }
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        guard x1 > x0, y1 > y0 else { return }
        cairo_push_group(cr)
        draw(items)
        finish()
    }
}

extension Path {
    /// Whether the path can be handed to cairo (finite coordinates, at least one element).
    var isFiniteForDrawing: Bool {
        guard !isEmpty else { return false }
        var ok = true
        forEach { e in
            func f(_ p: CGPoint) { if !p.x.isFinite || !p.y.isFinite { ok = false } }
            switch e {
            case .move(let p), .line(let p): f(p)
            case .quadCurve(let p, let c): f(p); f(c)
            case .curve(let p, let c1, let c2): f(p); f(c1); f(c2)
            case .closeSubpath: break
            }
        }
        return ok
    }
}

extension Paint {
    var isMaterial: Bool {
        if case .material = self { return true }
        return false
    }
}

/// Converts raster images to cairo surfaces.
enum CairoImage {
    /// A premultiplied ARGB32 surface holding `image`'s pixels.
    static func surface(from image: RasterImage) -> OpaquePointer? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        image.rgba.withUnsafeBufferPointer { src in
            for y in 0..<image.height {
                let row = data + y * stride
                for x in 0..<image.width {
                    let s = (y * image.width + x) * 4
                    let a = UInt32(src[s + 3])
                    func pre(_ v: UInt8) -> UInt32 { (UInt32(v) * a + 127) / 255 }
                    let pixel = (a << 24) | (pre(src[s]) << 16) | (pre(src[s + 1]) << 8) | pre(src[s + 2])
                    row.advanced(by: x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = pixel }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
