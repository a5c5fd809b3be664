import Foundation
@_spi(BackplateBackend) import BackplateCore
internal import BackplateVectorDocuments

/// A custom symbol's SVG template parsed by librsvg, whose variants are drawn one group at a time.
final class SVGCustomSymbolArtwork: CustomSymbolArtwork {
    let document: SVGDocumentArtwork

    init(_ document: SVGDocumentArtwork) { self.document = document }

    func image(variant id: String, templateRect: CGRect, size: CGSize, scale: CGFloat) throws -> RasterImage {
        // The screen's scale, lowered for a huge symbol as an image set's rendering is.
        try SVGSymbolLayer(document: document, layer: id, templateRect: templateRect, size: size)
            .image(preservesVector: true, scale: scale)
    }
}

extension CustomSymbolTemplate {
    /// Reads a symbol set's SVG template: the `Baseline-S/M/L` and `Capline-S/M/L` guides, and
    /// each `Weight-Scale` group present with its ink and its `left-margin-`/`right-margin-`
    /// guides, measured by librsvg in the document's coordinates.
    /// - Throws: ``ImageDecodingError`` for data librsvg cannot read or a template with no
    ///   variant whose row has both guides.
    package static func decode(_ data: Data) throws -> CustomSymbolTemplate {
        let document: SVGDocumentArtwork
        do { document = try SVGDocumentArtwork(data) } catch let error as VectorDocumentError {
            throw ImageDecodingError.corrupt(error.message)
        }
        // A guide's position is its line's: the logical box has no stroke width.
        func y(_ id: String) -> Double? { document.geometry(of: id).map { $0.logical.midY } }
        func x(_ id: String) -> Double? { document.geometry(of: id).map { $0.logical.midX } }
        var guides: [SymbolLayoutRequest.Scale: Guides] = [:]
        for (suffix, scale) in scales {
            if let baseline = y("Baseline-\(suffix)"), let capline = y("Capline-\(suffix)"), baseline > capline {
                guides[scale] = Guides(baseline: baseline, capline: capline)
            }
        }
        var variants: [Variant] = []
        for (suffix, scale) in scales where guides[scale] != nil {
            for (name, weight) in weights {
                let id = "\(name)-\(suffix)"
                guard let ink = document.geometry(of: id)?.ink, ink.width > 0, ink.height > 0 else { continue }
                let margins = x("left-margin-\(id)").flatMap { left in x("right-margin-\(id)").map { (left, $0) } }
                variants.append(Variant(id: id, weight: weight, scale: scale, ink: ink, margins: margins))
            }
        }
        guard !variants.isEmpty else {
            throw ImageDecodingError.corrupt("no symbol variant (a Symbols group such as Regular-M) with its Baseline and Capline guides")
        }
        return CustomSymbolTemplate(guides: guides, variants: variants, artwork: SVGCustomSymbolArtwork(document))
    }
}
