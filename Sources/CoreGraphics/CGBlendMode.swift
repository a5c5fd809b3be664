import Foundation

/// How CoreGraphics composites what is drawn next (the source, S) with what is already there
/// (the destination, D): the PDF blend modes, then Porter-Duff's, by Apple's raw values.
///
/// Backplate draws every mode SwiftUI's `GraphicsContext.BlendMode` draws (through cairo's
/// operators); `clear` and `copy` erase what the drawing covers first; `sourceIn`,
/// `sourceOut`, `destinationIn`, `destinationAtop` and `xor` draw as `normal` with a runtime
/// warning naming the mode.
public enum CGBlendMode: Int32, Hashable, Sendable {
    /// `R = S + D * (1 - Sa)`: the source over the destination.
    case normal = 0
    /// `R = S * D`.
    case multiply = 1
    /// `R = S + D - S * D`.
    case screen = 2
    /// Multiply or screen, by the destination's colour.
    case overlay = 3
    /// `R = min(S, D)`.
    case darken = 4
    /// `R = max(S, D)`.
    case lighten = 5
    /// Brightens the destination to reflect the source.
    case colorDodge = 6
    /// Darkens the destination to reflect the source.
    case colorBurn = 7
    /// Darkens or lightens, by the source's colour, softly.
    case softLight = 8
    /// Multiply or screen, by the source's colour.
    case hardLight = 9
    /// `R = |S - D|`.
    case difference = 10
    /// `R = S + D - 2 * S * D`.
    case exclusion = 11
    /// The source's hue with the destination's saturation and luminosity.
    case hue = 12
    /// The source's saturation with the destination's hue and luminosity.
    case saturation = 13
    /// The source's hue and saturation with the destination's luminosity.
    case color = 14
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity = 15
    /// `R = 0`: clears what the drawing covers.
    case clear = 16
    /// `R = S`: replaces what the drawing covers.
    case copy = 17
    /// `R = S * Da`.
    case sourceIn = 18
    /// `R = S * (1 - Da)`.
    case sourceOut = 19
    /// `R = S * Da + D * (1 - Sa)`.
    case sourceAtop = 20
    /// `R = S * (1 - Da) + D`.
    case destinationOver = 21
    /// `R = D * Sa`.
    case destinationIn = 22
    /// `R = D * (1 - Sa)`.
    case destinationOut = 23
    /// `R = S * (1 - Da) + D * Sa`.
    case destinationAtop = 24
    /// `R = S * (1 - Da) + D * (1 - Sa)`.
    case xor = 25
    /// `R = max(0, 1 - ((1 - D) + (1 - S)))`.
    case plusDarker = 26
    /// `R = min(1, S + D)`.
    case plusLighter = 27
}
