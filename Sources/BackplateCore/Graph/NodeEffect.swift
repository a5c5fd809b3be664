import Foundation

/// A render effect: it changes how a subtree is drawn, never its layout.
enum NodeEffect {
    /// `offset(x:y:)`: draws the subtree translated.
    case offset(CGSize)
    /// `opacity(_:)`.
    case opacity(Double)
    /// `shadow(color:radius:x:y:)`, the colour already resolved in the environment.
    case shadow(color: Color.Resolved, radius: CGFloat, x: CGFloat, y: CGFloat)
    /// `clipShape(_:style:)`, `clipped()`, `cornerRadius(_:)`: a shape in the node's bounds.
    case clip(AnyShape, FillStyle)
    /// `blur(radius:opaque:)`.
    case blur(radius: CGFloat, opaque: Bool)
    /// `compositingGroup()`.
    case compositingGroup
    /// `blendMode(_:)`.
    case blendMode(BlendMode)
    /// `rotationEffect(_:anchor:)`.
    case rotation(Angle, anchor: UnitPoint)
    /// `scaleEffect(_:anchor:)`.
    case scale(CGSize, anchor: UnitPoint)
    /// `transformEffect(_:)`.
    case transform(CGAffineTransform)
    /// `hidden()`: laid out, not drawn.
    case hidden
    /// `mask(alignment:_:)`: the node's single overlay is the mask, its alpha multiplies the content.
    case mask
}

/// Modes for compositing a view with overlapping content.
public enum BlendMode: Hashable, CaseIterable, Sendable {
    /// Source over.
    case normal
    /// Multiply.
    case multiply
    /// Screen.
    case screen
    /// Overlay.
    case overlay
    /// Darken.
    case darken
    /// Lighten.
    case lighten
    /// Colour dodge.
    case colorDodge
    /// Colour burn.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// Difference.
    case difference
    /// Exclusion.
    case exclusion
    /// Hue.
    case hue
    /// Saturation.
    case saturation
    /// Colour.
    case color
    /// Luminosity.
    case luminosity
    /// Source atop.
    case sourceAtop
    /// Destination over.
    case destinationOver
    /// Destination out.
    case destinationOut
    /// Plus darker.
    case plusDarker
    /// Plus lighter.
    case plusLighter
}
