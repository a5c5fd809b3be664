import Foundation

/// An image resolved in its environment (font, image scale, foreground style).
struct ImageContent: NodeContent {
    let image: Image
    let environment: EnvironmentValues
}

extension Image: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let image = loaded()
        let env = context.environment
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
            guard let symbol = layout.symbol(pass: builder.pass), symbol.shaped != nil, !paint.isClear else { return [] }
            let natural = symbol.size
            let text = TextLayoutResult(size: natural, firstBaseline: natural.height - symbol.baselineOffset,
                                        lastBaseline: natural.height - symbol.baselineOffset, lineCount: 1,
                                        metrics: TextLineMetrics(ascent: 0, descent: 0, leading: 0, capHeight: symbol.capHeight),
                                        shaped: symbol.shaped)
            let drawnFrame = image.resizing == nil ? CGRect(origin: frame.origin, size: natural) : CGRect(origin: .zero, size: natural)
            let item = DisplayList.Item.text(DisplayList.TextItem(layout: text, runs: [], paints: [paint], frame: drawnFrame,
                                                                  string: "symbol \(name)"))
            guard image.resizing != nil, natural.width > 0, natural.height > 0 else { return [item] }
            // A resizable symbol is stretched to its frame.
            let t = CGAffineTransform(a: frame.width / natural.width, b: 0, c: 0, d: frame.height / natural.height,
                                      tx: frame.minX, ty: frame.minY)
            return [.group(DisplayList.GroupItem(effect: .transform(t), bounds: frame, items: [item]))]
        case .raster(let raster):
            return rasterItems(raster, frame: frame, template: isTemplate ? paint : nil)
        case .empty:
            return []
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
