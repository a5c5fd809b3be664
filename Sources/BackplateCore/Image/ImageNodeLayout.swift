import Foundation

/// Image sizing (docs/layout-rules.md §1.3): a fixed-size image takes its size in points whatever the
/// proposal; a resizable one takes the proposal (its own size where a dimension is
/// unspecified, at least its cap insets). Symbol images measure through the text engine,
/// publish their baseline as `firstTextBaseline`/`lastTextBaseline` and space like text
/// (docs/layout-rules.md §4.2 d).
final class ImageNodeLayout: NodeLayout {
    let image: Image
    let environment: EnvironmentValues
    private var symbolResult: SymbolLayoutResult??

    init(image: Image, environment: EnvironmentValues) {
        self.image = image
        self.environment = environment
    }

    /// The symbol request for the environment's font (with `fontWeight(_:)` and friends),
    /// image scale and symbol variant.
    var symbolRequest: SymbolLayoutRequest? {
        guard case .symbol(let name) = image.content else { return nil }
        let font = environment.textFontAdjustments.apply(to: environment.font ?? .body).resolved(in: environment)
        var request = SymbolLayoutRequest(name: environment.symbolVariants.apply(to: name), pointSize: font.size, weight: font.weight,
                                          scale: SymbolLayoutRequest.Scale(environment.imageScale), displayScale: environment.displayScale,
                                          variableValue: image.variableValue)
        request.hugsInk = environment.symbolFrameHugsInk
        return request
    }

    /// The measured symbol (measured once), or `nil` for an empty name or a pixel image. A
    /// name Backplate's symbol table lacks keeps SwiftUI's nominal frame and warns once.
    func symbol(pass: LayoutPass) -> SymbolLayoutResult? {
        if let cached = symbolResult { return cached }
        var request = symbolRequest
        if var fallback = request, !fallback.isKnownSymbol, fallback.name != DirectionalSymbol.leftToRightName(fallback.name) {
            fallback.name = DirectionalSymbol.leftToRightName(fallback.name)  // chevron.forward draws chevron.right
            if fallback.isKnownSymbol { request = fallback }
        }
        if let request, !request.name.isEmpty, !request.isKnownSymbol {
            RuntimeWarning.emit("No symbol named '\(request.name)' in Backplate's symbol table; keeping a nominal frame and drawing nothing")
        }
        let r = request.flatMap { pass.textEngine.layoutSymbol($0) }
        symbolResult = .some(r)
        return r
    }

    /// An SF Symbol's or a custom symbol's size and baseline, which align and space it like text.
    private func symbolMetrics(pass: LayoutPass) -> (size: CGSize, baselineOffset: CGFloat)? {
        if let custom = image.customSymbol { return (custom.size, custom.baselineOffset) }
        return symbol(pass: pass).map { ($0.size, $0.baselineOffset) }
    }

    /// The image's own size in points.
    func naturalSize(pass: LayoutPass) -> CGSize {
        switch image.content {
        case .symbol: return symbol(pass: pass)?.size ?? .zero
        case .raster where image.customSymbol != nil: return image.customSymbol?.size ?? .zero
        case .raster(let r): return CGSize(width: CGFloat(r.width) / r.scale, height: CGFloat(r.height) / r.scale)
        case .empty: return .zero
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        let natural = naturalSize(pass: pass)
        guard let resizing = image.resizing else { return natural }
        let insets = resizing.capInsets
        let minW = max(0, insets.leading) + max(0, insets.trailing), minH = max(0, insets.top) + max(0, insets.bottom)
        return CGSize(width: proposal.width.map { max($0, minW) } ?? natural.width,
                      height: proposal.height.map { max($0, minH) } ?? natural.height)
    }

    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, in bounds: CGRect,
                           proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        guard image.resizing == nil, let s = symbolMetrics(pass: pass) else { return nil }
        if key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key {
            return bounds.height - s.baselineOffset
        }
        return nil
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        guard image.resizing == nil, let s = symbolMetrics(pass: pass) else { return .plain }
        return ViewSpacing([
            .init(category: .textToText, edge: .top): .distance(0),
            .init(category: .textToText, edge: .bottom): .distance(0),
            .init(category: .edgeAboveText, edge: .top): .distance(s.baselineOffset),
            .init(category: .edgeBelowText, edge: .bottom): .distance(s.baselineOffset + 1),
            .init(category: .textBaseline, edge: .bottom): .distance(-s.baselineOffset),
            .init(category: .textBaseline, edge: .top): .distance(-(s.size.height - s.baselineOffset)),
        ])
    }
}
