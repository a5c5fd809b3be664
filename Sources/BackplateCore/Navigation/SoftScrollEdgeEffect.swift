import Foundation

/// iOS 26's soft scroll edge effect under a bar (`ScrollEdgeEffectStyle.soft`, Apple: "a
/// subtle, blurred boundary", translucent and progressively more opaque towards the screen
/// edge): the content beneath is blurred more strongly towards the bar's outer edge, then
/// veiled by the bar's style, from 80% at the outer edge to clear at the bar's inner edge.
/// The six blur steps (sigma 6 to 1 points) and the veil are **estimates**, not measured.
/// `conditional` wraps each layer's style so it shows only when content lies beneath the bar.
nonisolated struct _SoftScrollEdgeEffect: View {
    let style: AnyShapeStyle
    /// The bar's inner edge (`.bottom` for a navigation bar, `.top` for a bottom bar).
    let innerEdge: VerticalEdge
    let conditional: (AnyShapeStyle) -> AnyShapeStyle

    static let blurSteps: [CGFloat] = [6, 5, 4, 3, 2, 1]
    static let outerVeilOpacity = 0.8

    var body: some View {
        let outer: Edge.Set = innerEdge == .bottom ? .top : .bottom
        let radii = innerEdge == .bottom ? Self.blurSteps : Self.blurSteps.reversed()
        ZStack {
            VStack(spacing: 0) {
                ForEach(0..<radii.count, id: \.self) { i in
                    Rectangle().fill(conditional(AnyShapeStyle(_BackdropBlur(radius: radii[i]))))
                }
            }
            Rectangle().fill(conditional(style))
                .mask(LinearGradient(colors: [.black.opacity(Self.outerVeilOpacity), .clear],
                                     startPoint: innerEdge == .bottom ? .top : .bottom,
                                     endPoint: innerEdge == .bottom ? .bottom : .top))
        }
        .ignoresSafeArea(.container, edges: outer)
    }
}

/// The backdrop blurred by `radius` points (a material with no tint): one step of a
/// progressive blur. Vector output, which cannot read its backdrop, draws nothing.
struct _BackdropBlur: ShapeStyle, PrimitiveShapeStyle {
    let radius: CGFloat
    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        .material(blurRadius: radius, tint: .clear, saturation: 1)
    }
}
