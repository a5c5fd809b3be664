import Foundation

extension SymbolLayoutRequest {
    /// The frame SwiftUI gives the symbol and the distance from its bottom up to the text
    /// baseline. The frame is the symbol's ink box (`SymbolTable` proportions at this weight
    /// times the `circle.fill` diameter, `nominalSize`) plus its margins on each side (the side
    /// margins sized by the regular weight's circle, as SF Symbols' do not grow with weight), rounded to whole
    /// device pixels as SF Symbols images are (a 64-pt `chevron.compact.down` is 70.33 pt wide
    /// at 3x and 70.5 at 2x), the margins widened at `.large` scale (`largeScaleMarginFactor`);
    /// it is centred on half the cap height above the baseline, as SF Symbols sit on text, less
    /// the symbol's own `raise` where its template shows the ink off that line (`star.fill` sits
    /// 0.035 circle diameters higher). A name SF Symbols lacks keeps `circle.fill`'s frame, so layout
    /// around it does not move; an empty name has no frame (`nil`). With `hugsInk` the frame
    /// is the ink box itself. Measurements: docs/symbol-measurements.md.
    package var frame: (size: CGSize, baselineOffset: CGFloat)? {
        guard !name.isEmpty else { return nil }
        let info = frameInfo, shape = weightedShape
        let d = nominalSize
        if hugsInk {   // a control glyph placed by its ink: the ink box, unrounded
            let size = CGSize(width: d * shape.width, height: d * shape.height)
            return (size, (size.height - capHeight) / 2)
        }
        let k = scale == .large ? Self.largeScaleMarginFactor : (x: 1, y: 1)
        // Side margins are sized by the regular weight's circle: SF Symbols' templates give
        // circle.fill 6.84-pt and heart.fill 9.77-pt margins (at 100 pt, small) at Ultralight,
        // Regular and Black alike, while the ink grows with the weight (`bell`'s, which narrow,
        // carry their own per weight).
        var regular = self
        regular.weight = 0
        let size = CGSize(width: snapped(d * shape.width + 2 * regular.nominalSize * shape.marginX * k.x),
                          height: snapped(d * (shape.height + 2 * info.marginY * k.y)))
        return (size, (size.height - capHeight) / 2 - d * info.raise)
    }

    /// The table's ink width and height (in this weight's circle diameters) and side margin
    /// (in the regular weight's) at this request's weight: the regular values, moved toward the
    /// symbol's ultralight or black ones (`SymbolFrameInfo.ultraLight`, `.black`) in proportion
    /// to the weight, as `nominalSize` interpolates the circle.
    private var weightedShape: (width: Double, height: Double, marginX: Double) {
        let info = frameInfo
        let w = min(max(weight, -0.8), 0.62)
        guard w != 0, let end = w < 0 ? info.ultraLight : info.black else { return (info.width, info.height, info.marginX) }
        let t = w < 0 ? -w / 0.8 : w / 0.62
        return (info.width * (1 + t * (end.inkWidth - 1)), info.height * (1 + t * (end.inkHeight - 1)),
                info.marginX + t * (end.marginX - info.marginX))
    }

    /// How much wider SF Symbols' margins are at `.large` scale than the medium scale's
    /// (relative to the circle's diameter, which already grows 27.7%): 1.12 at the sides and
    /// 1.5 above and below. Derived from `person`, the one symbol measured at two scales
    /// (`UIImage` descriptions, 2x): 19 × 17.5 at 17 pt medium and 20.5 × 19.5 at 14 pt large,
    /// with inks of 15 × 15.5 and 15.5 × 16.5. Its frames pin the factors to 1.06–1.18 and
    /// 1.40–1.64: a large symbol's frame is relatively taller than a medium one's. Small scale
    /// has no measurement and keeps the medium margins. (docs/symbol-measurements.md)
    package static let largeScaleMarginFactor = (x: 1.12, y: 1.5)

    /// How far right of the frame's centre the ink's centre sits, in points: zero for most
    /// symbols, half the difference of the left and right margins where SF Symbols' templates
    /// give a symbol unequal ones (`play.fill`'s 9.77 and 1.02 pt at 100 pt small put its ink
    /// 4.37 pt right of centre). Sized like the side margins (the regular weight's circle,
    /// widened at `.large` scale); zero when the frame hugs the ink or the name is unknown.
    package var inkShift: CGFloat {
        guard !name.isEmpty, !hugsInk, let info = SymbolTable.info(name) else { return 0 }
        var regular = self
        regular.weight = 0
        let k = scale == .large ? Self.largeScaleMarginFactor.x : 1
        return regular.nominalSize * info.shift * k
    }

    /// The box the symbol's ink fills, centred in `frame` (moved right by `inkShift`): the
    /// table's ink proportions at this weight times the `circle.fill` diameter (`nil` for an
    /// empty name).
    package var inkSize: CGSize? {
        guard !name.isEmpty else { return nil }
        let shape = weightedShape, d = nominalSize
        return CGSize(width: d * shape.width, height: d * shape.height)
    }

    /// The name's frame facts (`SymbolTable.info`, or a control's own box, `ControlGlyphInk`), or
    /// `circle.fill`'s for a name SF Symbols lacks.
    private var frameInfo: SymbolFrameInfo {
        if hugsInk, let control = ControlGlyphInk.boxes[name] { return control }
        return SymbolTable.info(name) ?? SymbolTable.frames["circle.fill"] ?? SymbolFrameInfo(1, 1, margins: SymbolFrameInfo.circleMargins)
    }

    /// A length rounded to whole device pixels (points at a non-positive or non-finite scale).
    func snapped(_ length: CGFloat) -> CGFloat {
        let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        return (length * scale).rounded() / scale
    }

    /// Whether SF Symbols has the name (`SymbolTable.isPublicName`).
    package var isKnownSymbol: Bool { SymbolTable.isPublicName(name) }

    /// The same request standing for another glyph of the symbol (`layer`).
    package func glyph(_ layer: Int) -> SymbolLayoutRequest {
        var r = self
        r.layer = layer
        return r
    }
}

extension SymbolTable {
    /// Whether SF Symbols mirrors the named symbol in right-to-left layouts (`false` for
    /// names the table lacks).
    package static func flipsInRightToLeft(_ name: String) -> Bool {
        frames[name]?.flipsInRightToLeft ?? false
    }
}
