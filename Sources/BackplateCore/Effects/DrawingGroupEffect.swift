import Foundation

/// `drawingGroup(opaque:colorMode:)`: flattens the view into one offscreen image before it is
/// composited. Maps to `DisplayList.Effect.drawingGroup`.
///
/// In a PNG the pixels are those of a compositing group (SwiftUI's Metal offscreen pass
/// draws the same picture). In SVG and PDF the group is embedded as an image at the output's
/// raster scale, as SwiftUI's is a bitmap. `opaque` is a promise that every pixel is opaque
/// (SwiftUI uses it to skip blending); `colorMode` picks the offscreen format. Neither changes
/// the pixels of a still render here: the offscreen surface is 8-bit non-linear sRGB.
nonisolated public struct _DrawingGroupEffect: ViewModifier, EnvironmentRenderEffectModifier, Equatable {
    /// Whether the content promises to be opaque.
    public var isOpaque: Bool
    /// The colour format of the offscreen image.
    public var colorMode: ColorRenderingMode
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "drawingGroup" }
    func displayEffect(in environment: EnvironmentValues) -> DisplayList.Effect? {
        .drawingGroup(opaque: isOpaque, colorMode: colorMode)
    }
}

nonisolated extension View {
    /// Composites the view's contents into an offscreen image before final display.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(_DrawingGroupEffect(isOpaque: opaque, colorMode: colorMode))
    }
}
