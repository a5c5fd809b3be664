import BackplateCore
import Foundation

/// A presented scene drawn at `size`: its background colour (composited over black unless
/// the view allows transparency, as SpriteKit's opaque views do), then its draw list, clipped
/// to the view. Built on the main actor from the scene as it stands; the view itself holds
/// only values.
nonisolated struct SKSceneCanvas: View {
    let background: Color
    let items: [SKDrawItem]
    let size: CGSize
    let allowsTransparency: Bool

    /// The drawing of `scene` in a view of `size` points.
    @MainActor init(scene: SKScene, size: CGSize, allowsTransparency: Bool) {
        background = Color(uiColor: scene.backgroundColor)
        items = SKSceneRenderer.drawList(for: scene, viewSize: size)
        self.size = size
        self.allowsTransparency = allowsTransparency
    }

    var body: some View {
        ZStack(alignment: .topLeading) {
            if !allowsTransparency { Color.black }
            background
            SKDrawListView(items: items, size: size)
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .clipped()
        // The drawing is placed by explicit transforms: leading means left, whatever the locale.
        .environment(\.layoutDirection, .leftToRight)
    }
}

/// Draw items stacked back to front, each placed by its own transform from the top-left corner.
nonisolated struct SKDrawListView: View {
    let items: [SKDrawItem]
    let size: CGSize

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear.frame(width: size.width, height: size.height)
            ForEach(0..<items.count, id: \.self) { index in
                SKDrawItemView(item: items[index], size: size)
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }
}

/// One draw item: a filled path, a transformed image or text, or a masked group.
nonisolated struct SKDrawItemView: View {
    let item: SKDrawItem
    let size: CGSize

    var body: some View {
        // Only a node that needs them gets an opacity or a blend mode (each a compositing group).
        if item.blendMode != .normal {
            content.opacity(item.opacity).blendMode(item.blendMode)
        } else if item.opacity < 1 {
            content.opacity(item.opacity)
        } else {
            content
        }
    }

    @ViewBuilder private var content: some View {
        switch item.content {
        case .shape(let path, let color, let antialiased):
            path.fill(color, style: FillStyle(antialiased: antialiased))
                .frame(width: size.width, height: size.height, alignment: .topLeading)
        case .image(let image, let imageSize, let tint, let amount, let transform):
            tinted(image, tint: tint, amount: amount)
                .frame(width: imageSize.width, height: imageSize.height)
                .transformEffect(transform)
                .frame(width: 0, height: 0, alignment: .topLeading)
        case .text(let text, let placement, let transform):
            // A zero-size anchor at the label's origin; the text hangs off it by its guides.
            Color.clear.frame(width: 0, height: 0)
                .overlay(alignment: .topLeading) {
                    placement.layout(text)
                        .alignmentGuide(.leading) { $0.width * placement.horizontal }
                        .alignmentGuide(.top) { placement.originFromTop($0) }
                }
                .transformEffect(transform)
                .frame(width: 0, height: 0, alignment: .topLeading)
        case .group(let items, let mask):
            if let mask {
                SKDrawListView(items: items, size: size)
                    .mask(alignment: .topLeading) { SKDrawListView(items: mask, size: size) }
            } else {
                SKDrawListView(items: items, size: size)
            }
        }
    }

    /// `image`, blended toward `tint` by `amount` where the image is opaque.
    @ViewBuilder private func tinted(_ image: Image, tint: Color?, amount: Double) -> some View {
        if let tint, amount > 0 {
            image.overlay { tint.opacity(amount).mask { image } }
        } else {
            image
        }
    }
}
