import Foundation

/// SF Symbols drawn inside text (`Text(Image(systemName:))`, `"Rated \(Image(systemName:))"`):
/// each is an inline object of the symbol's own frame for its run's font (size and weight) and
/// the image scale, standing on the baseline as the symbol image does beside text, drawn with
/// the same glyphs as `Image(systemName:)` in its run's colour. Other images: `InlineImages.swift`.
enum InlineSymbols {
    /// The symbol `name` as drawn in a run of `font`: the environment's symbol variants applied,
    /// a reading-direction name (`chevron.forward`) taken as the fixed one it looks like in the
    /// layout direction (a run's glyphs are never mirrored); `nil` for a name SF Symbols lacks.
    static func request(for name: String, font: ResolvedFont, in env: EnvironmentValues) -> SymbolLayoutRequest? {
        let varied = env.symbolVariants.apply(to: name)
        for candidate in [DirectionalSymbol.fixedName(varied, in: env.layoutDirection), varied, name] {
            let request = drawn(candidate, font: font, in: env)
            if request.isKnownSymbol { return request }
        }
        return nil
    }

    /// The request of an already resolved symbol name in a run of `font`, its size times
    /// `fontScale` (below 1 where `minimumScaleFactor` shrank the text).
    static func drawn(_ name: String, font: ResolvedFont, fontScale: CGFloat = 1, in env: EnvironmentValues) -> SymbolLayoutRequest {
        let scale = fontScale.isFinite && fontScale > 0 ? fontScale : 1
        return SymbolLayoutRequest(name: name, pointSize: font.size * scale, weight: font.weight,
                                   scale: SymbolLayoutRequest.Scale(env.imageScale), displayScale: env.displayScale)
    }

    /// The box a symbol keeps in its line: its frame, reaching below the baseline as far as the
    /// frame's bottom lies under it, shrinking with the text's fonts.
    static func object(for request: SymbolLayoutRequest, index: Int) -> TextInlineObject? {
        guard let frame = request.frame else { return nil }
        var object = TextInlineObject(index: index, size: frame.size, descent: frame.baselineOffset)
        object.scalesWithText = true
        return object
    }

    /// The display items of a symbol shown in text at `frame`, in one flat `paint`
    /// (monochrome: layers cut as a monochrome symbol cuts them).
    static func items(_ request: SymbolLayoutRequest, frame: CGRect, paint: Paint,
                      layout: (SymbolLayoutRequest) -> SymbolLayoutResult?) -> [DisplayList.Item] {
        guard !paint.isClear, let symbol = layout(request) else { return [] }
        let drawnFrame = CGRect(origin: frame.origin, size: symbol.size)
        if let shaped = symbol.shaped { return [symbol.item(shaped, frame: drawnFrame, paint: paint, name: request.name)] }
        return ImageContent.cutting(symbol.layers, monochrome: true, bounds: drawnFrame) {
            symbol.item($0.handle, frame: drawnFrame, paint: paint, name: request.name)
        }
    }
}

extension Text {
    init(symbolNamed name: String) { self.init(storage: .symbol(name)) }

    /// Shows an image inside text. An SF Symbol (`Image(systemName:)`) keeps the frame it has
    /// as an image at the run's font size and weight, stands on the baseline as it does beside
    /// text, and is drawn in the run's colour (monochrome: a rendering mode other than
    /// monochrome warns). Any other image (an asset, `Image(uiImage:)`)
    /// keeps its own size in points, `resizable()` ignored as in SwiftUI, and stands on the
    /// baseline (a custom symbol is sized by the font and reaches below it, as SF Symbols
    /// do); a line grows to hold a taller image, and `baselineOffset(_:)` moves it. A
    /// template image takes the text's colour.
    public init(_ image: Image) {
        if case .symbol(let name) = image.content {
            if let mode = image.symbolRenderingModeValue ?? (image.renderingModeValue == .original ? .multicolor : nil), mode != .monochrome {
                RuntimeWarning.emit("Text(Image(systemName: \"\(name)\")): the image's \(mode) rendering is not applied inside text; drawn in the text's colour")
            }
            self.init(symbolNamed: name)
        } else {
            self.init(storage: .image(image))
        }
    }
}
