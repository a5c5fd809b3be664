import Foundation

extension GraphicsContext {
    /// The ways a canvas composites what it draws next with what it drew before: Core
    /// Graphics' blend modes, by their raw values.
    ///
    /// Backplate composites `normal` through `luminosity`, `sourceAtop`, `destinationOver`,
    /// `destinationOut`, `plusDarker` and `plusLighter` as SwiftUI does; `clear`, `copy`,
    /// `sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop` and `xor` draw as `normal`
    /// with a runtime warning naming the mode.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        /// Core Graphics' raw value of the mode.
        public let rawValue: Int32
        /// The mode with Core Graphics' raw value `rawValue`.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// Draws over what is there.
        public static var normal: BlendMode { BlendMode(rawValue: 0) }
        /// Multiplies the colours.
        public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        /// Screens the colours.
        public static var screen: BlendMode { BlendMode(rawValue: 2) }
        /// Overlays the colours.
        public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        /// Keeps the darker colour.
        public static var darken: BlendMode { BlendMode(rawValue: 4) }
        /// Keeps the lighter colour.
        public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        /// Brightens what is there.
        public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
        /// Darkens what is there.
        public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
        /// Soft light.
        public static var softLight: BlendMode { BlendMode(rawValue: 8) }
        /// Hard light.
        public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
        /// The difference of the colours.
        public static var difference: BlendMode { BlendMode(rawValue: 10) }
        /// A softer difference.
        public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
        /// The drawn hue over what is there.
        public static var hue: BlendMode { BlendMode(rawValue: 12) }
        /// The drawn saturation over what is there.
        public static var saturation: BlendMode { BlendMode(rawValue: 13) }
        /// The drawn hue and saturation over what is there.
        public static var color: BlendMode { BlendMode(rawValue: 14) }
        /// The drawn luminosity over what is there.
        public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
        /// Clears what is under the drawing.
        public static var clear: BlendMode { BlendMode(rawValue: 16) }
        /// Replaces what is there.
        public static var copy: BlendMode { BlendMode(rawValue: 17) }
        /// Keeps the drawing where something is there.
        public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
        /// Keeps the drawing where nothing is there.
        public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
        /// Draws only over what is there.
        public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
        /// Draws behind what is there.
        public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
        /// Keeps what is there where the drawing is.
        public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
        /// Erases what is there where the drawing is.
        public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
        /// Keeps what is there over the drawing, inside it.
        public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
        /// Keeps each only where the other is not.
        public static var xor: BlendMode { BlendMode(rawValue: 25) }
        /// Adds the colours, darker.
        public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
        /// Adds the colours, lighter.
        public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }

        static let names = ["normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn",
                            "softLight", "hardLight", "difference", "exclusion", "hue", "saturation", "color", "luminosity",
                            "clear", "copy", "sourceIn", "sourceOut", "sourceAtop", "destinationOver", "destinationIn",
                            "destinationOut", "destinationAtop", "xor", "plusDarker", "plusLighter"]

        /// The view blend mode Backplate composites this mode with (`normal`, with a runtime
        /// warning, for the modes it cannot composite).
        var drawn: BackplateCore.BlendMode {
            let modes: [Int32: BackplateCore.BlendMode] = [
                0: .normal, 1: .multiply, 2: .screen, 3: .overlay, 4: .darken, 5: .lighten, 6: .colorDodge, 7: .colorBurn,
                8: .softLight, 9: .hardLight, 10: .difference, 11: .exclusion, 12: .hue, 13: .saturation, 14: .color,
                15: .luminosity, 20: .sourceAtop, 21: .destinationOver, 23: .destinationOut, 26: .plusDarker, 27: .plusLighter]
            if let mode = modes[rawValue] { return mode }
            let name = rawValue >= 0 && Int(rawValue) < Self.names.count ? Self.names[Int(rawValue)] : "rawValue \(rawValue)"
            RuntimeWarning.emit("Canvas: GraphicsContext.BlendMode.\(name) is not supported; drawing with .normal")
            return .normal
        }
    }
}
