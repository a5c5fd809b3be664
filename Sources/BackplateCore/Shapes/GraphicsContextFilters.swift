import Foundation

// A canvas's filters: `addFilter(_:options:)` applies a filter to everything the context draws
// afterwards, each drawing separately, as SwiftUI does. Backplate draws each recorded drawing as
// a view, so a filter is the view effect of the same name (blur, shadow, colour matrices,
// affine projection). Filters it cannot draw (alpha threshold, projective transforms, shaders)
// leave the drawing unfiltered, with a runtime warning naming them.

extension GraphicsContext {
    /// An effect applied to what a graphics context draws after `addFilter(_:options:)`.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case blur(CGFloat)
            case shadow(Color, CGFloat, CGFloat, CGFloat, ShadowOptions)
            case colorMatrix(ColorMatrix)
            case colorMultiply(Color)
            case luminanceToAlpha
            case transform(ProjectionTransform)
            case unsupported(String)
        }
        let kind: Kind

        /// Moves the drawing by a projection transform (an affine one; projective terms are not drawn).
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter(kind: .transform(matrix)) }
        /// Draws a shadow of the drawing under it, offset by `x` and `y` and blurred by `radius`.
        /// `shadowAbove`, `shadowOnly` and `invertsAlpha` are not drawn (a warning names them).
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                                  y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(color, radius, x, y, options))
        }
        /// Multiplies the drawing's colours by `color`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }
        /// Transforms the drawing's colours by a matrix.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(kind: .colorMatrix(matrix)) }
        /// Rotates the drawing's hues by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .colorMatrix(.hueRotation(angle))) }
        /// Scales the drawing's saturation (0: grey, 1: unchanged).
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.saturation(amount))) }
        /// Brightens the drawing by `amount` (0: unchanged).
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.brightness(amount))) }
        /// Scales the drawing's contrast (1: unchanged).
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.contrast(amount))) }
        /// Inverts the drawing's colours by `amount` (1: fully).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            Filter(kind: .colorMatrix(ColorMatrix().mixed(with: .invert, by: amount)))
        }
        /// Greys the drawing by `amount` (1: fully grey).
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.saturation(1 - amount))) }
        /// Turns the drawing's luminance into its opacity.
        public static var luminanceToAlpha: Filter { Filter(kind: .luminanceToAlpha) }
        /// Blurs the drawing by `radius`.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(kind: .blur(radius)) }
        /// Makes pixels with opacity in `min...max` opaque `color` and the others clear (not
        /// drawn by Backplate: the drawing is left unfiltered, with a runtime warning).
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .unsupported("alphaThreshold(min:max:color:)"))
        }

        /// The drawing with this filter applied.
        func apply(to view: AnyView) -> AnyView {
            switch kind {
            case .blur(let radius):
                return AnyView(view.blur(radius: radius))
            case let .shadow(color, radius, x, y, options):
                if !options.isEmpty {
                    RuntimeWarning.emit("Canvas: GraphicsContext.ShadowOptions(rawValue: \(options.rawValue)) is not drawn; drawing a plain shadow")
                }
                return AnyView(view.shadow(color: color, radius: radius, x: x, y: y))
            case .colorMatrix(let matrix):
                return AnyView(view.modifier(_CanvasColorMatrixEffect(matrix: matrix)))
            case .colorMultiply(let color):
                return AnyView(view.colorMultiply(color))
            case .luminanceToAlpha:
                return AnyView(view.luminanceToAlpha())
            case .transform(let matrix):
                if !matrix.isAffine {
                    RuntimeWarning.emit("Canvas: a projective GraphicsContext.Filter.projectionTransform is drawn with its affine part only")
                }
                return AnyView(view.transformEffect(matrix.affine))
            case .unsupported(let name):
                RuntimeWarning.emit("Canvas: GraphicsContext.Filter.\(name) is not supported; drawing unfiltered")
                return view
            }
        }
    }

    /// Options of `addFilter(_:options:)`.
    public struct FilterOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Filters in linear colour (Backplate filters in gamma-encoded sRGB either way).
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }

    /// Options of a shadow filter.
    public struct ShadowOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws the shadow above the drawing.
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
        /// Draws the shadow only.
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
        /// Casts the shadow from the drawing's transparent parts.
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
        /// Shadows each part of the drawing separately.
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
    }

    /// Options of a blur filter.
    public struct BlurOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Blurs as though the drawing were opaque at its edges.
        public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
        /// Dithers the result.
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
    }

    /// Applies `filter` to everything this context draws afterwards, each drawing separately.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter)
    }

    /// The shading as the context would draw it (Backplate resolves shadings when it draws,
    /// so the shading is returned as it is).
    public func resolve(_ shading: Shading) -> Shading { shading }
}

extension GraphicsContext.Shading {
    /// A grey of `white` and `opacity` in a colour space.
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> GraphicsContext.Shading {
        color(Color(colorSpace, white: white, opacity: opacity))
    }

    /// Several shadings, for multicolour symbols' layers; a path fills with the first.
    public static func palette(_ array: [GraphicsContext.Shading]) -> GraphicsContext.Shading {
        array.first ?? .color(.clear)
    }

    /// The content behind the canvas, as a fill (not drawn by Backplate: fills with nothing,
    /// with a runtime warning).
    public static var backdrop: GraphicsContext.Shading {
        GraphicsContext.Shading { _ in
            RuntimeWarning.emit("Canvas: GraphicsContext.Shading.backdrop is not supported; filling with nothing")
            return AnyShapeStyle(Color.clear)
        }
    }
}

extension ColorMatrix {
    /// This matrix mixed with `other` by `amount` (0: this one, 1: `other`).
    func mixed(with other: ColorMatrix, by amount: Double) -> ColorMatrix {
        let t = Float(min(max(amount, 0), 1))
        func mix(_ a: Float, _ b: Float) -> Float { a + (b - a) * t }
        var m = self
        (m.r1, m.r2, m.r3, m.r4, m.r5) = (mix(r1, other.r1), mix(r2, other.r2), mix(r3, other.r3), mix(r4, other.r4), mix(r5, other.r5))
        (m.g1, m.g2, m.g3, m.g4, m.g5) = (mix(g1, other.g1), mix(g2, other.g2), mix(g3, other.g3), mix(g4, other.g4), mix(g5, other.g5))
        (m.b1, m.b2, m.b3, m.b4, m.b5) = (mix(b1, other.b1), mix(b2, other.b2), mix(b3, other.b3), mix(b4, other.b4), mix(b5, other.b5))
        (m.a1, m.a2, m.a3, m.a4, m.a5) = (mix(a1, other.a1), mix(a2, other.a2), mix(a3, other.a3), mix(a4, other.a4), mix(a5, other.a5))
        return m
    }
}

/// A canvas filter's colour matrix, drawn as the display list's colour-matrix effect.
nonisolated struct _CanvasColorMatrixEffect: ViewModifier, EnvironmentRenderEffectModifier, Equatable {
    let matrix: ColorMatrix
    func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "colorMatrix" }
    func displayEffect(in environment: EnvironmentValues) -> DisplayList.Effect? { .colorMatrix(matrix) }
}
