import Foundation

/// An image resolved in its environment (font, image scale, foreground style).
struct ImageContent: NodeContent {
    let image: Image
    let environment: EnvironmentValues
}

extension Image: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        if let drawing { return drawing.makeNodes(for: self, context) }
        let env = context.environment
        let image = loaded(in: env)
        let content = ImageContent(image: image, environment: env)
        let node = ViewNode("Image", layout: ImageNodeLayout(image: image, environment: env), content: content)
        return [node.redactingImage(in: env).flippedIfDirectionalSymbol(image, in: env)]  // FlipForRightToLeftEffect
    }
}

extension ImageContent: DisplayListDrawable {
    func displayItems(in frame: CGRect, node: ViewNode, builder: DisplayListBuilder) -> [DisplayList.Item] {
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite,
              let layout = node.layout as? ImageNodeLayout else { return [] }
        let isTemplate: Bool
        switch image.content {
        case .symbol: isTemplate = image.renderingModeValue != .original
        case .raster: isTemplate = image.renderingModeValue == .template
        case .empty: return []
        }
        let paint = isTemplate ? environment.foregroundPaint(bounds: frame, level: 0)
                               : .color(Color.labelColor(level: 0, in: environment))
        switch image.content {
        case .symbol(let name):
            // An active `.disappear`/`.drawOn`/`.drawOff` effect keeps the symbol hidden.
            guard !environment.symbolsHiddenByEffect, let symbol = layout.symbol(pass: builder.pass) else { return [] }
            // A resizable symbol's ink is stretched to its frame, margins left out, as SwiftUI
            // does (a 60-point `person.crop.circle.fill` fills 59.67 × 59.33, SpeziAccount); its
            // paints are given in the glyphs' own space, on the ink that becomes the frame.
            let stretches = image.resizing != nil && symbol.size.width > 0 && symbol.size.height > 0
            let ink = Self.inkRect(of: symbol, request: layout.symbolRequest)
            let paintBounds = stretches ? ink : frame
            let symbolPaint = stretches && isTemplate ? environment.foregroundPaint(bounds: paintBounds, level: 0) : paint
            let items = symbolItems(symbol, name: layout.symbolRequest?.name ?? name, frame: frame, paintBounds: paintBounds,
                                    paint: symbolPaint, isTemplate: isTemplate)
            guard !items.isEmpty else { return [] }
            return stretches ? Self.stretching(items, ink: ink, to: frame) : items
        case .raster(let raster):
            if let custom = image.customSymbol, image.resizing != nil {
                return Self.stretchedInk(of: custom, raster: raster, in: frame, template: isTemplate ? paint : nil,
                                         interpolated: image.interpolationValue != .none)
            }
            return rasterItems(raster, frame: frame, template: isTemplate ? paint : nil)
        case .empty:
            return []
        }
    }

    /// A resizable custom symbol: its ink, without the margins, stretched to the frame (as a
    /// resizable SF Symbol's is), the symbol drawn at its own frame inside that stretch.
    private static func stretchedInk(of custom: CustomSymbolFrame, raster: RasterImage, in frame: CGRect, template: Paint?,
                                     interpolated: Bool) -> [DisplayList.Item] {
        guard custom.inkRect.width > 0, custom.inkRect.height > 0 else { return [] }
        let item = DisplayList.Item.image(DisplayList.ImageItem(image: raster, frame: CGRect(origin: .zero, size: custom.size),
                                                                interpolated: interpolated, templatePaint: template, source: "Image"))
        return stretching([item], ink: custom.inkRect, to: frame)
    }

    /// `items` in a group scaled and moved so that `ink` (in their coordinates) fills `frame`.
    private static func stretching(_ items: [DisplayList.Item], ink: CGRect, to frame: CGRect) -> [DisplayList.Item] {
        let a = frame.width / ink.width, d = frame.height / ink.height
        let t = CGAffineTransform(a: a, b: 0, c: 0, d: d, tx: frame.minX - ink.minX * a, ty: frame.minY - ink.minY * d)
        return [.group(DisplayList.GroupItem(effect: .transform(t), bounds: frame, items: items))]
    }

    /// Where a symbol's ink sits in its natural frame: the request's ink box, centred and moved
    /// right by its `inkShift`; the whole frame when the request has none or hugs the ink.
    static func inkRect(of symbol: SymbolLayoutResult, request: SymbolLayoutRequest?) -> CGRect {
        let natural = CGRect(origin: .zero, size: symbol.size)
        guard let request, !request.hugsInk, let ink = request.inkSize, ink.width > 0, ink.height > 0,
              ink.width <= natural.width, ink.height <= natural.height else { return natural }
        return CGRect(x: (natural.width - ink.width) / 2 + request.inkShift, y: (natural.height - ink.height) / 2,
                      width: ink.width, height: ink.height)
    }

    /// A symbol's glyphs: the monochrome glyph in the foreground style, or its layers in the
    /// rendering mode's styles (SymbolRenderingMode.swift); with a variable value, the whole
    /// symbol dimmed under the glyph of the part the value reaches.
    private func symbolItems(_ symbol: SymbolLayoutResult, name: String, frame: CGRect, paintBounds: CGRect, paint: Paint,
                             isTemplate: Bool) -> [DisplayList.Item] {
        let natural = symbol.size
        let drawnFrame = image.resizing == nil ? CGRect(origin: frame.origin, size: natural) : CGRect(origin: .zero, size: natural)
        let gradients = image.fillsSymbolWithGradients(in: environment)
        func item(_ handle: ShapedTextHandle, _ flatPaint: Paint) -> DisplayList.Item? {
            guard !flatPaint.isClear else { return nil }
            let paint = gradients ? flatPaint.symbolGradient(over: paintBounds, in: environment) : flatPaint
            return symbol.item(handle, frame: drawnFrame, paint: paint, name: name)
        }
        let mode = isTemplate ? image.effectiveSymbolRenderingMode(in: environment) : .multicolor
        // A symbol without inherent colours draws in multicolour as in monochrome.
        let plainMulticolor = mode == .multicolor && !symbol.layers.contains { $0.multicolor != nil }
        if mode == .monochrome || plainMulticolor || symbol.layers.isEmpty {
            if let active = symbol.variableActive, let shaped = symbol.shaped {
                // Inactive parts at the tertiary level's opacity, the active part at full strength.
                return [item(shaped, paint.multiplyingOpacity(HierarchicalOpacity.factor(2))), item(active, paint)].compactMap { $0 }
            }
            if let shaped = symbol.shaped { return [item(shaped, paint)].compactMap { $0 } }
            return Self.cutting(symbol.layers, monochrome: true, bounds: drawnFrame) { item($0.handle, paint) }
        }
        // With a variable value (hierarchical and palette modes), the layers are the unreached
        // parts, dimmed as in monochrome, under the part the value reaches.
        let active = mode == .multicolor ? nil : symbol.variableActive
        let layers = Self.cutting(symbol.layers, monochrome: false, bounds: drawnFrame) { layer -> DisplayList.Item? in
            if mode == .multicolor {
                if let color = layer.multicolor.flatMap({ Self.multicolor($0, in: environment) }) { return item(layer.handle, .color(color)) }
                return item(layer.handle, paint)
            }
            let layerPaint = isTemplate ? environment.foregroundPaint(bounds: paintBounds, level: layer.level) : paint
            return item(layer.handle, active == nil ? layerPaint : layerPaint.multiplyingOpacity(HierarchicalOpacity.factor(2)))
        }
        // The reached part at the primary level (its own layer level is not known, so a wave of
        // a secondary layer comes out primary).
        guard let active else { return layers }
        return layers + [item(active, isTemplate ? environment.foregroundPaint(bounds: paintBounds, level: 0) : paint)].compactMap { $0 }
    }

    /// A symbol's layers drawn in order, each cut layer (`SymbolLayerCut`) drawn as a hole in
    /// the layers before it: those layers and the cut glyph composited in a group, the glyph
    /// with the destination-out blend mode.
    static func cutting(_ layers: [SymbolLayerResult], monochrome: Bool, bounds: CGRect,
                        draw: (SymbolLayerResult) -> DisplayList.Item?) -> [DisplayList.Item] {
        var items: [DisplayList.Item] = []
        for layer in layers {
            let cuts = layer.cut == .always || (layer.cut == .monochrome && monochrome)
            guard cuts else {
                if let item = draw(layer) { items.append(item) }
                continue
            }
            var solid = layer   // the hole takes the primary style's full strength
            solid.level = 0
            solid.multicolor = nil
            guard !items.isEmpty, let hole = draw(solid) else { continue }
            let cut = DisplayList.Item.group(DisplayList.GroupItem(effect: .blendMode(.destinationOut), bounds: bounds, items: [hole]))
            items = [.group(DisplayList.GroupItem(effect: .compositingGroup, bounds: bounds, items: items + [cut]))]
        }
        return items
    }

    /// A multicolour layer's inherent colour in the environment (system colours follow the
    /// colour scheme and palette).
    static func multicolor(_ name: String, in env: EnvironmentValues) -> RGBAColor? {
        switch name {
        case "white": return RGBAColor(255, 255, 255)
        case "black": return RGBAColor(0, 0, 0)
        default: return SystemColor(rawValue: name)?.rgba(in: env)
        }
    }

    /// The image drawn into its frame; with cap insets, as nine slices whose corners keep
    /// their size and whose edges and centre stretch.
    private func rasterItems(_ raster: RasterImage, frame: CGRect, template: Paint?) -> [DisplayList.Item] {
        let smooth = image.interpolationValue != .none
        func item(_ img: RasterImage, _ rect: CGRect) -> DisplayList.Item {
            .image(DisplayList.ImageItem(image: img, frame: rect, interpolated: smooth, templatePaint: template, source: "Image",
                                         antialiased: image.isAntialiased))
        }
        if image.resizing?.mode == .tile, let insets = image.resizing?.capInsets, insets == EdgeInsets() {
            // Tiles of the image's own size repeat from the frame's origin.
            let tile = CGSize(width: CGFloat(raster.width) / raster.scale, height: CGFloat(raster.height) / raster.scale)
            return [.image(DisplayList.ImageItem(image: raster, frame: frame, interpolated: smooth, templatePaint: template,
                                                 source: "Image", antialiased: image.isAntialiased, tileSize: tile))]
        }
        guard let insets = image.resizing?.capInsets,
              insets.top > 0 || insets.leading > 0 || insets.bottom > 0 || insets.trailing > 0 else {
            return [item(raster, frame)]
        }
        let s = raster.scale
        func px(_ v: CGFloat) -> Int { Int((max(0, v) * s).rounded()) }
        let xs = [0, min(px(insets.leading), raster.width), max(raster.width - px(insets.trailing), 0), raster.width]
        let ys = [0, min(px(insets.top), raster.height), max(raster.height - px(insets.bottom), 0), raster.height]
        let fx = [frame.minX, frame.minX + max(0, insets.leading), frame.maxX - max(0, insets.trailing), frame.maxX]
        let fy = [frame.minY, frame.minY + max(0, insets.top), frame.maxY - max(0, insets.bottom), frame.maxY]
        var items: [DisplayList.Item] = []
        for row in 0..<3 {
            for col in 0..<3 {
                let rect = CGRect(x: fx[col], y: fy[row], width: fx[col + 1] - fx[col], height: fy[row + 1] - fy[row])
                guard rect.width > 0, rect.height > 0,
                      let slice = raster.cropped(x: xs[col], y: ys[row], width: xs[col + 1] - xs[col], height: ys[row + 1] - ys[row])
                else { continue }
                items.append(item(slice, rect))
            }
        }
        return items
    }
}

extension SymbolLayoutResult {
    /// One of the symbol's shaped glyphs (`handle`: the whole symbol or a layer) as a display
    /// item drawn in `paint` with its natural size at `frame`'s origin, named for display lists.
    func item(_ handle: ShapedTextHandle, frame: CGRect, paint: Paint, name: String) -> DisplayList.Item {
        let text = TextLayoutResult(size: size, firstBaseline: size.height - baselineOffset, lastBaseline: size.height - baselineOffset,
                                    lineCount: 1, metrics: TextLineMetrics(ascent: 0, descent: 0, leading: 0, capHeight: capHeight),
                                    shaped: handle)
        return .text(DisplayList.TextItem(layout: text, runs: [], paints: [paint], frame: frame, string: "symbol \(name)"))
    }
}
