import Foundation

/// Colours at locations along a gradient (CoreGraphics' `CGGradient`), drawn by
/// `CGContext.drawLinearGradient` and `drawRadialGradient`.
public final class CGGradient: Sendable {
    /// The colours, in order.
    package let colors: [CGColor]
    /// Each colour's location (0...1).
    package let locations: [CGFloat]

    /// A gradient of `colors` (`[CGColor]` as `CFArray`) at `locations`, or evenly spaced
    /// when `locations` is `nil`; `nil` when the array holds no colour.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cs = colors.compactMap { $0 as? CGColor }
        guard !cs.isEmpty else { return nil }
        self.colors = cs
        self.locations = CGGradient.locations(locations, count: cs.count)
    }

    /// A gradient of `count` colours given as consecutive component groups of `space`.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let n = space.numberOfComponents + 1
        colors = (0..<count).map { i in CGColor(space: space, values: (0..<n).map { components[i * n + $0] }) }
        self.locations = CGGradient.locations(locations, count: count)
    }

    private static func locations(_ given: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
        if let given { return (0..<count).map { min(max(given[$0].isFinite ? given[$0] : 0, 0), 1) } }
        return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }
}

/// Whether a gradient's end colours extend past its start and end (`CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The first colour fills before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The last colour fills after the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
