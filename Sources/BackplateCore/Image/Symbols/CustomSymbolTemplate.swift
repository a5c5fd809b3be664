import Foundation

/// A custom symbol's template (an asset catalog's `.symbolset` SVG, as the SF Symbols app
/// exports it), measured by the backend: the guides of each scale and the variants it holds,
/// in the document's coordinates, where the template draws its glyphs at 100 pt.
package struct CustomSymbolTemplate: Sendable {
    /// One scale's row of the template: the `Baseline-S/M/L` and `Capline-S/M/L` guides' y.
    package struct Guides: Sendable, Equatable {
        /// The baseline's y.
        package var baseline: Double
        /// The cap line's y: `baseline - capline` is the cap height at 100 pt (70.46 for SF Pro).
        package var capline: Double

        /// Creates a row's guides.
        package init(baseline: Double, capline: Double) {
            self.baseline = baseline
            self.capline = capline
        }
    }

    /// One glyph group of `<g id="Symbols">` (`Regular-M`, `Bold-S`...).
    package struct Variant: Sendable, Equatable {
        /// The group's id, its weight and its scale.
        package var id: String
        package var weight: Double
        package var scale: SymbolLayoutRequest.Scale
        /// The extent of the group's outlines.
        package var ink: CGRect
        /// The `left-margin-ID` and `right-margin-ID` guides' x, `nil` when the template lacks them.
        package var margins: (left: Double, right: Double)?

        /// Creates a variant.
        package init(id: String, weight: Double, scale: SymbolLayoutRequest.Scale, ink: CGRect, margins: (left: Double, right: Double)?) {
            (self.id, self.weight, self.scale, self.ink, self.margins) = (id, weight, scale, ink, margins)
        }

        package static func == (a: Variant, b: Variant) -> Bool {
            a.id == b.id && a.weight == b.weight && a.scale == b.scale && a.ink == b.ink
                && a.margins?.left == b.margins?.left && a.margins?.right == b.margins?.right
        }
    }

    /// The guides of each scale the template has.
    package var guides: [SymbolLayoutRequest.Scale: Guides]
    /// The variants the template draws, each with guides for its scale.
    package var variants: [Variant]
    /// The outlines, which the backend renders one variant at a time.
    package let artwork: any CustomSymbolArtwork
    /// The symbol set's name, for warnings.
    package var name = ""

    /// Creates a template from its measurements.
    package init(guides: [SymbolLayoutRequest.Scale: Guides], variants: [Variant], artwork: any CustomSymbolArtwork) {
        self.guides = guides
        self.variants = variants
        self.artwork = artwork
    }

    /// The weights a template's groups are named by (`Ultralight` to `Black`), with SwiftUI's
    /// numeric font weights.
    package static let weights: [(name: String, value: Double)] = [
        ("Ultralight", -0.8), ("Thin", -0.6), ("Light", -0.4), ("Regular", 0), ("Medium", 0.23),
        ("Semibold", 0.3), ("Bold", 0.4), ("Heavy", 0.56), ("Black", 0.62),
    ]

    /// The scales' suffixes (`-S`, `-M`, `-L`).
    package static let scales: [(suffix: String, scale: SymbolLayoutRequest.Scale)] = [("S", .small), ("M", .medium), ("L", .large)]
}

/// A custom symbol template's outlines, kept by the backend that measured them.
package protocol CustomSymbolArtwork: AnyObject, Sendable {
    /// The variant `id`'s outlines inside `templateRect` (document coordinates) drawn over
    /// `size` points at `scale` pixels per point, with the outlines attached for renderers.
    func image(variant id: String, templateRect: CGRect, size: CGSize, scale: CGFloat) throws -> RasterImage
}

/// Where a custom symbol is drawn for one font, weight and image scale.
package struct CustomSymbolFrame: Sendable, Equatable {
    /// The variant drawn.
    package var variant: String
    /// The part of the template that fills the frame (document coordinates).
    package var templateRect: CGRect
    /// The frame, in points (whole device pixels).
    package var size: CGSize
    /// The distance from the frame's bottom up to the text baseline.
    package var baselineOffset: CGFloat
    /// Where the variant's ink sits in the frame (points), what `resizable()` stretches.
    package var inkRect: CGRect
}

extension CustomSymbolTemplate {
    /// The variant SwiftUI draws for a request: the weight nearest the request's among the
    /// variants of its scale, else among all of them (medium first), and how much that variant
    /// is scaled for the request's scale (the `circle.fill` diameters' ratio, 99.61 / 78.86...).
    func variant(for request: SymbolLayoutRequest) -> (variant: Variant, scaleFactor: Double)? {
        let sameScale = variants.filter { $0.scale == request.scale }
        let medium = variants.filter { $0.scale == .medium }
        let pool = !sameScale.isEmpty ? sameScale : (!medium.isEmpty ? medium : variants)
        guard let chosen = pool.min(by: { abs($0.weight - request.weight) < abs($1.weight - request.weight) }) else { return nil }
        func circle(_ scale: SymbolLayoutRequest.Scale) -> Double {
            var r = request
            r.scale = scale
            r.weight = 0
            return r.nominalSize
        }
        return (chosen, circle(request.scale) / circle(chosen.scale))
    }

    /// The frame of the symbol for `request`, or `nil` when no variant has its row's guides.
    /// The glyph is scaled so the template's cap height (Baseline − Capline) is the font's; the
    /// width spans the variant's margin guides (its ink without them); the height is the ink
    /// plus the system symbols' margins above and below; the Baseline guide sits on the
    /// text baseline. Sizes are rounded to device pixels, the glyph centred in the rounding.
    package func frame(for request: SymbolLayoutRequest) -> CustomSymbolFrame? {
        guard let (variant, scaleFactor) = variant(for: request), let row = guides[variant.scale] ?? guides[.medium],
              case let cap = row.baseline - row.capline, cap > 0, cap.isFinite,
              request.pointSize.isFinite, request.pointSize > 0 else { return nil }
        let k = request.capHeight / cap * scaleFactor
        let ink = variant.ink
        var left = ink.minX, right = ink.maxX
        if let m = variant.margins, m.right > m.left { (left, right) = (m.left, m.right) }
        let marginY = request.nominalSize * SymbolFrameInfo.typicalMargins.y * (request.scale == .large ? SymbolLayoutRequest.largeScaleMarginFactor.y : 1)
        let size = CGSize(width: request.snapped((right - left) * k), height: request.snapped(ink.height * k + 2 * marginY))
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let rect = CGRect(x: (left + right) / 2 - size.width / 2 / k, y: ink.midY - size.height / 2 / k,
                          width: size.width / k, height: size.height / k)
        let inkRect = CGRect(x: (ink.minX - rect.minX) * k, y: (ink.minY - rect.minY) * k, width: ink.width * k, height: ink.height * k)
        return CustomSymbolFrame(variant: variant.id, templateRect: rect, size: size,
                                 baselineOffset: size.height / 2 - (row.baseline - ink.midY) * k, inkRect: inkRect)
    }
}
