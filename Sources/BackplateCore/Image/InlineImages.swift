import Foundation

/// Images shown inside text (`Text("Best \(Image("medal"))")`, `Text(Image(uiImage: badge))`):
/// each is an inline object the text engine keeps room for, at the image's own size in points
/// (SwiftUI ignores `resizable()` there), standing on the baseline; a custom symbol is sized
/// by the text's font and reaches below the baseline. SF Symbols: `InlineSymbols`.
enum InlineImages {
    /// The image loaded for the text's environment (`font` the text's own) and the box it
    /// takes; `nil` for an empty image, which takes no room.
    static func object(for image: Image, index: Int, font: Font?, in env: EnvironmentValues) -> (image: Image, box: TextInlineObject)? {
        var environment = env
        if let font { environment.font = font }
        var loaded = image.loaded(in: environment)
        loaded.resizing = nil
        if let drawing = loaded.drawing {
            RuntimeWarning.emit("Text(Image(size:renderer:)) keeps the image's \(Int(drawing.size.width))×\(Int(drawing.size.height)) pt in the line but draws nothing: Backplate draws only SF Symbols and pixel images inside text")
            return (loaded, TextInlineObject(index: index, size: drawing.size))
        }
        switch loaded.content {
        case .raster(let raster):
            if let symbol = loaded.customSymbol {
                return (loaded, TextInlineObject(index: index, size: symbol.size, descent: symbol.baselineOffset))
            }
            let scale = raster.scale.isFinite && raster.scale > 0 ? raster.scale : 1
            return (loaded, TextInlineObject(index: index, size: CGSize(width: CGFloat(raster.width) / scale,
                                                                        height: CGFloat(raster.height) / scale)))
        case .symbol, .empty:
            return nil  // an empty image (a missing asset warned when it was looked up)
        }
    }

    /// The display items of a text's inline images placed in `textFrame` (every line's, or
    /// `line`'s only); a template image and an SF Symbol take their run's paint, `symbols` lays
    /// out the symbols (`InlineSymbols`) at the text's `fontScale`.
    static func items(_ placements: [TextInlineObjectPlacement], images: [Image], runs: [TextRun], paints: [Paint],
                      textFrame: CGRect, line: Int?, fontScale: CGFloat, environment: EnvironmentValues,
                      symbols: (SymbolLayoutRequest) -> SymbolLayoutResult?) -> [DisplayList.Item] {
        placements.flatMap { placement -> [DisplayList.Item] in
            guard line == nil || line == placement.line, placement.index < images.count,
                  placement.frame.width > 0, placement.frame.height > 0 else { return [] }
            let image = images[placement.index]
            let run = runs.firstIndex { $0.inlineObject?.index == placement.index }
            let paint = run.flatMap { $0 < paints.count ? paints[$0] : nil }
            let frame = placement.frame.offsetBy(dx: textFrame.minX, dy: textFrame.minY)
            switch image.content {
            case .symbol(let name):
                guard let run, let paint else { return [] }
                return InlineSymbols.items(InlineSymbols.drawn(name, font: runs[run].font, fontScale: fontScale, in: environment), frame: frame,
                                           paint: paint, layout: symbols)
            case .raster(let raster):
                let template = image.renderingModeValue == .template ? paint : nil
                return [.image(DisplayList.ImageItem(image: raster, frame: frame, interpolated: image.interpolationValue != Image.Interpolation.none,
                                                     templatePaint: template, source: "Image", antialiased: image.isAntialiased))]
            case .empty:
                return []
            }
        }
    }
}
