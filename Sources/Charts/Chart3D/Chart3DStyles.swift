import Foundation
import BackplateCore

/// A style that colours a 3D surface point by point: by its height or by the direction it faces.
public protocol Chart3DSurfaceStyle: Hashable {}

/// The surface styles Swift Charts provides (`.heightBased`, `.normalBased`).
public struct BasicChart3DSurfaceStyle: Chart3DSurfaceStyle {
    package enum Kind: Hashable { case height, normal }
    package var kind: Kind
    /// The colours from the lowest to the highest point (nil: the default ramp).
    package var gradient: Gradient?
    /// The heights the gradient spans (nil: the surface's own extent).
    package var yRange: ClosedRange<CGFloat>?

    /// The ramp `.heightBased` uses without a gradient (an estimate: blue through green and
    /// yellow to red, low to high).
    package static let defaultRamp: [Color] = [.blue, .cyan, .green, .yellow, .orange, .red]
}

extension Chart3DSurfaceStyle where Self == BasicChart3DSurfaceStyle {
    /// Colours each point by its height (y), low to high along the default ramp.
    public static var heightBased: BasicChart3DSurfaceStyle { BasicChart3DSurfaceStyle(kind: .height) }
    /// Colours each point by its height along `gradient`, which spans `yRange` (the surface's
    /// extent when nil).
    public static func heightBased(_ gradient: Gradient, yRange: ClosedRange<CGFloat>? = nil) -> Self {
        BasicChart3DSurfaceStyle(kind: .height, gradient: gradient, yRange: yRange)
    }
    /// Colours each point by its height along the default ramp, which spans `yRange`.
    public static func heightBased(yRange: ClosedRange<CGFloat>) -> Self {
        BasicChart3DSurfaceStyle(kind: .height, yRange: yRange)
    }
    /// Colours each point by the direction its surface faces (its normal as red, green and blue).
    public static var normalBased: BasicChart3DSurfaceStyle { BasicChart3DSurfaceStyle(kind: .normal) }
}

/// A type that can act as the shape of a 3D chart's point marks.
public protocol Chart3DSymbolShape {}

/// The 3D symbol shapes Swift Charts provides.
public struct BasicChart3DSymbolShape: Chart3DSymbolShape, Hashable, Sendable {
    package enum Kind: Hashable, Sendable { case sphere, cube, cylinder, cone }
    package var kind: Kind
}

extension Chart3DSymbolShape where Self == BasicChart3DSymbolShape {
    /// A sphere (the default).
    public static var sphere: BasicChart3DSymbolShape { BasicChart3DSymbolShape(kind: .sphere) }
    /// A cube.
    public static var cube: BasicChart3DSymbolShape { BasicChart3DSymbolShape(kind: .cube) }
    /// An upright cylinder.
    public static var cylinder: BasicChart3DSymbolShape { BasicChart3DSymbolShape(kind: .cylinder) }
    /// An upright cone.
    public static var cone: BasicChart3DSymbolShape { BasicChart3DSymbolShape(kind: .cone) }
}

extension Chart3DContent {
    /// Colours surfaces with a surface style (`.heightBased`, `.normalBased`).
    public func foregroundStyle(_ surfaceStyle: some Chart3DSurfaceStyle) -> some Chart3DContent {
        ModifiedChart3DContent(self) { $0.surfaceStyle = surfaceStyle as? BasicChart3DSurfaceStyle }
    }
    /// Colours the content with `style`; a colour is shaded by the chart's light.
    public func foregroundStyle(_ style: some ShapeStyle) -> some Chart3DContent {
        let erased = AnyShapeStyle(style), color = style as? Color
        return ModifiedChart3DContent(self) { $0.style = erased; $0.color = color; $0.surfaceStyle = nil }
    }
    /// Colours marks by `value`, one colour of the chart palette per distinct value.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some Chart3DContent {
        let channel = ChartChannelValue(label: value.label, value: value.values.first ?? .category(""))
        return ModifiedChart3DContent(self) { $0.styleBy = channel }
    }
    /// How metallic the surface looks, 0 to 1. A still render lights every surface as matte,
    /// with a runtime warning.
    public func metalness(_ ratio: Double) -> some Chart3DContent {
        RuntimeWarning.emit("Chart3DContent.metalness(\(ratio)): materials are not drawn; the surface is lit as matte")
        return ModifiedChart3DContent(self) { _ in }
    }
    /// How rough the surface is, 0 (smooth) to 1. A still render lights every surface as matte,
    /// with a runtime warning.
    public func roughness(_ ratio: Double) -> some Chart3DContent {
        RuntimeWarning.emit("Chart3DContent.roughness(\(ratio)): materials are not drawn; the surface is lit as matte")
        return ModifiedChart3DContent(self) { _ in }
    }
    /// The shape point marks are drawn with (`.sphere`, `.cube`, `.cylinder`, `.cone`).
    public func symbol<S: Chart3DSymbolShape>(_ symbol: S) -> some Chart3DContent {
        let shape = symbol as? BasicChart3DSymbolShape
        return ModifiedChart3DContent(self) { if let shape { $0.symbol = shape } }
    }
    /// The size of point marks' symbols, as a fraction of the chart's box (an estimate of
    /// Swift Charts' unit: the symbol's width over the box's; the default is 0.04).
    public func symbolSize(_ size: CGFloat) -> some Chart3DContent {
        ModifiedChart3DContent(self) { $0.symbolSize = size }
    }
    /// Turns point marks' symbols by `rotation` about their centres.
    public func symbolRotation(_ rotation: Rotation3D) -> some Chart3DContent {
        ModifiedChart3DContent(self) { $0.symbolRotation = rotation }
    }
}
