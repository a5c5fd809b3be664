import Foundation

/// A clip to the alpha of what a layer drew (`clipToLayer`): the layer's recorded drawing,
/// its opacity and whether the clip keeps what lies outside the layer instead.
struct CanvasLayerClip {
    let items: [CanvasItem]
    let size: CGSize
    let opacity: Double
    let inverse: Bool

    /// `view` masked by each clip in turn: by the layer's alpha times its opacity, or, for an
    /// inverse clip, by the complement (a full rectangle with the layer cut out of it).
    static func masked(_ view: AnyView, by clips: ArraySlice<CanvasLayerClip>) -> AnyView {
        guard let clip = clips.first else { return view }
        let layer = ZStack(alignment: .topLeading) {
            Color.clear
            ForEach(0..<clip.items.count, id: \.self) { i in _CanvasItemView(item: clip.items[i]) }
        }
        .frame(width: clip.size.width, height: clip.size.height, alignment: .topLeading)
        let mask: AnyView
        if clip.inverse {
            mask = AnyView(ZStack(alignment: .topLeading) {
                Color.black
                layer.blendMode(.destinationOut)
            }
            .compositingGroup()
            .frame(width: clip.size.width, height: clip.size.height, alignment: .topLeading)
            .opacity(clip.opacity))
        } else {
            mask = AnyView(layer.opacity(clip.opacity))
        }
        return masked(AnyView(view.mask(alignment: .topLeading) { mask }), by: clips.dropFirst())
    }
}

extension GraphicsContext {
    /// Clips what is drawn next to the alpha of what `content` draws into a new layer (in the
    /// current transform), times `opacity`; `.inverse` keeps what lies outside that drawing.
    /// The layer itself is not drawn.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(size: canvasSize, environment: environment)
        layer.transform = transform
        layer.symbols = symbols
        try content(&layer)
        let clamped = opacity.isFinite ? min(max(opacity, 0), 1) : 0
        layerClips.append(CanvasLayerClip(items: layer.recorder.items, size: canvasSize, opacity: clamped,
                                          inverse: options.contains(.inverse)))
    }
}
