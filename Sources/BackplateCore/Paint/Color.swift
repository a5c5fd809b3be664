import Foundation

/// A representation of a colour that adapts to a given context. A colour is a view (greedy,
/// like a rectangle filled with itself) and a shape style.
public struct Color: Hashable, Sendable, ShapeStyle, PrimitiveShapeStyle, CustomStringConvertible {
    indirect enum Provider: Hashable, Sendable {
        case rgb(RGBAColor)
        case system(SystemColor)
        case label(Int)
        case accent
        case opacity(Provider, Double)
        case dynamic(DynamicColor)   // appearance-dependent values (ColorAssets.swift)
        case mix(Provider, Provider, Double, Gradient.ColorSpace)   // Color.mix(with:by:in:) (ColorMix.swift)
        case style(ColorStyleSource)   // Color(someShapeStyle) (ColorFromStyle.swift)
    }

    let provider: Provider

    init(provider: Provider) { self.provider = provider }

    /// The colour spaces a colour can be created in.
    public enum RGBColorSpace: Hashable, Sendable {
        /// Gamma-encoded sRGB.
        case sRGB
        /// Linear sRGB.
        case sRGBLinear
        /// Display P3 (treated as sRGB by Backplate's sRGB output).
        case displayP3
    }

    /// Creates a colour from red, green and blue components (0...1). Values outside 0...1
    /// are kept (extended range) except non-finite ones: NaN components become 0, infinite
    /// ones the nearer end of 0...1, and a NaN opacity becomes 1, so no colour carries a NaN
    /// to the renderer.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let red = Color.finiteComponent(red), green = Color.finiteComponent(green), blue = Color.finiteComponent(blue)
        let opacity = opacity.isNaN ? 1 : Color.finiteComponent(opacity)
        if colorSpace == .sRGBLinear {
            provider = .rgb(RGBAColor(red: Color.encode(red), green: Color.encode(green), blue: Color.encode(blue), alpha: opacity))
        } else {
            provider = .rgb(RGBAColor(red: red, green: green, blue: blue, alpha: opacity))
        }
    }

    /// Creates a grey from a white value (0...1).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a colour from hue, saturation and brightness (each 0...1). The hue wraps
    /// around (1.25 is 0.25); a non-finite hue is 0 (red), and non-finite saturation or
    /// brightness are treated as by ``init(_:red:green:blue:opacity:)``.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = hue.isFinite ? hue : 0
        let saturation = Color.finiteComponent(saturation), brightness = Color.finiteComponent(brightness)
        let h = min(max((hue - hue.rounded(.down)) * 6, 0), 5.999999999)
        let i = Int(h) % 6, f = h - h.rounded(.down)
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// Creates a colour from a resolved colour.
    public init(_ resolved: Resolved) {
        provider = .rgb(resolved.rgba)
    }

    /// The colour with its opacity multiplied (a NaN factor leaves it unchanged).
    public func opacity(_ opacity: Double) -> Color {
        Color(provider: .opacity(provider, opacity.isNaN ? 1 : Color.finiteComponent(opacity)))
    }

    /// A concrete colour: linear sRGB components and opacity, as SwiftUI's `Color.Resolved`.
    public struct Resolved: Hashable, Codable, Sendable, ShapeStyle, PrimitiveShapeStyle {
        /// Linear red.
        public var linearRed: Float
        /// Linear green.
        public var linearGreen: Float
        /// Linear blue.
        public var linearBlue: Float
        /// Opacity.
        public var opacity: Float

        /// Creates a resolved colour from components in `colorSpace`: gamma-encoded for `.sRGB`
        /// (and `.displayP3`, drawn as sRGB by Backplate's sRGB output), linear for `.sRGBLinear`.
        /// Non-finite components are clamped as `Color(_:red:green:blue:opacity:)` clamps them.
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            func fix(_ v: Float) -> Float { Float(Color.finiteComponent(Double(v))) }
            let red = fix(red), green = fix(green), blue = fix(blue), opacity = opacity.isNaN ? 1 : fix(opacity)
            if colorSpace == .sRGBLinear {
                (linearRed, linearGreen, linearBlue) = (red, green, blue)
            } else {
                linearRed = Float(Color.decode(Double(red)))
                linearGreen = Float(Color.decode(Double(green)))
                linearBlue = Float(Color.decode(Double(blue)))
            }
            self.opacity = opacity
        }

        init(_ c: RGBAColor) {
            self.init(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), opacity: Float(c.alpha))
        }

        /// Gamma-encoded red.
        public var red: Float { Float(Color.encode(Double(linearRed))) }
        /// Gamma-encoded green.
        public var green: Float { Float(Color.encode(Double(linearGreen))) }
        /// Gamma-encoded blue.
        public var blue: Float { Float(Color.encode(Double(linearBlue))) }

        var rgba: RGBAColor {
            RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(opacity))
        }

        func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
            .color(rgba.multiplyingOpacity(HierarchicalOpacity.factor(level)))
        }
    }

    /// Resolves the colour in an environment (colour scheme, contrast, accent colour).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        Resolved(rgba(in: environment))
    }

    func rgba(in env: EnvironmentValues) -> RGBAColor {
        Color.rgba(provider, env)
    }

    private static func rgba(_ p: Provider, _ env: EnvironmentValues) -> RGBAColor {
        switch p {
        case .rgb(let c): return c
        case .system(let s): return s.rgba(in: env)
        case .label(let level): return labelColor(level: level, in: env)
        case .accent:
            if let accent = env.accentColor, accent.provider != .accent { return accent.rgba(in: env) }
            return SystemColor.blue.rgba(in: env)
        case .opacity(let base, let f): return rgba(base, env).multiplyingOpacity(f)
        case .dynamic(let d): return d.rgba(in: env)
        case .mix(let a, let b, let t, let space): return Color.mixed(rgba(a, env), rgba(b, env), t, in: space)
        case .style(let s): return s.rgba(in: env)
        }
    }

    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        .color(rgba(in: environment).multiplyingOpacity(HierarchicalOpacity.factor(level)))
    }

    /// The system label colours, primary ... quinary (`NamedSystemColor`).
    static func labelColor(level: Int, in env: EnvironmentValues) -> RGBAColor {
        let name: NamedSystemColor
        switch level {
        case ...0: name = .label
        case 1: name = .secondaryLabel
        case 2: name = .tertiaryLabel
        case 3: name = .quaternaryLabel
        default: name = .quinaryLabel
        }
        return name.rgba(in: env)
    }

    /// A component that can reach a pixel: NaN becomes 0, +infinity 1, -infinity 0.
    static func finiteComponent(_ v: Double) -> Double {
        if v.isNaN { return 0 }
        if v == .infinity { return 1 }
        if v == -.infinity { return 0 }
        return v
    }

    static func encode(_ v: Double) -> Double {
        let a = abs(v)
        let e = a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -e : e
    }

    static func decode(_ v: Double) -> Double {
        let a = abs(v)
        let d = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -d : d
    }

    /// A description of the colour's definition.
    public var description: String {
        switch provider {
        case .rgb(let c): return c.description
        case .system(let s): return "\(s)"
        case .label(let l): return ["primary", "secondary", "tertiary", "quaternary", "quinary"][min(l, 4)]
        case .accent: return "accentColor"
        case .opacity(let p, let f): return "\(Color(provider: p)) \(formatLength(f * 100))%"
        case .dynamic(let d): return d.name
        case .mix(let a, let b, let t, _): return "\(Color(provider: a)) mixed with \(Color(provider: b)) by \(formatLength(t * 100))%"
        case .style(let s): return s.description
        }
    }

    // MARK: Named colours

    /// Black, in every colour scheme.
    public static let black = Color(provider: .rgb(RGBAColor(0, 0, 0)))
    /// White, in every colour scheme.
    public static let white = Color(provider: .rgb(RGBAColor(255, 255, 255)))
    /// Fully transparent.
    public static let clear = Color(provider: .rgb(.clear))
    /// System red.
    public static let red = Color(provider: .system(.red))
    /// System orange.
    public static let orange = Color(provider: .system(.orange))
    /// System yellow.
    public static let yellow = Color(provider: .system(.yellow))
    /// System green.
    public static let green = Color(provider: .system(.green))
    /// System mint.
    public static let mint = Color(provider: .system(.mint))
    /// System teal.
    public static let teal = Color(provider: .system(.teal))
    /// System cyan.
    public static let cyan = Color(provider: .system(.cyan))
    /// System blue.
    public static let blue = Color(provider: .system(.blue))
    /// System indigo.
    public static let indigo = Color(provider: .system(.indigo))
    /// System purple.
    public static let purple = Color(provider: .system(.purple))
    /// System pink.
    public static let pink = Color(provider: .system(.pink))
    /// System brown.
    public static let brown = Color(provider: .system(.brown))
    /// System gray.
    public static let gray = Color(provider: .system(.gray))
    /// The primary label colour: black in light mode, white in dark.
    public static let primary = Color(provider: .label(0))
    /// The secondary label colour.
    public static let secondary = Color(provider: .label(1))
    /// The accent colour: `accentColor(_:)` if set, else system blue.
    public static let accentColor = Color(provider: .accent)
}

/// Apple's dynamic system colours (iOS 15–18 values, docs/layout-rules.md §8.2).
enum SystemColor: String, Hashable, Sendable, CaseIterable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray

    /// (light, light increased contrast, dark, dark increased contrast), 0–255.
    private var table: [(Double, Double, Double)] {
        switch self {
        case .red: return [(255, 59, 48), (215, 0, 21), (255, 69, 58), (255, 105, 97)]
        case .orange: return [(255, 149, 0), (201, 52, 0), (255, 159, 10), (255, 179, 64)]
        case .yellow: return [(255, 204, 0), (178, 80, 0), (255, 214, 10), (255, 212, 38)]
        case .green: return [(52, 199, 89), (36, 138, 61), (48, 209, 88), (48, 219, 91)]
        case .mint: return [(0, 199, 190), (12, 129, 123), (99, 230, 226), (99, 230, 226)]
        case .teal: return [(48, 176, 199), (0, 130, 153), (64, 200, 224), (93, 230, 255)]
        case .cyan: return [(50, 173, 230), (0, 113, 164), (100, 210, 255), (10, 215, 255)]
        case .blue: return [(0, 122, 255), (0, 64, 221), (10, 132, 255), (64, 156, 255)]
        case .indigo: return [(88, 86, 214), (54, 52, 163), (94, 92, 230), (125, 122, 255)]
        case .purple: return [(175, 82, 222), (137, 68, 171), (191, 90, 242), (218, 143, 255)]
        case .pink: return [(255, 45, 85), (211, 15, 69), (255, 55, 95), (255, 100, 130)]
        case .brown: return [(162, 132, 94), (127, 101, 69), (172, 142, 104), (181, 148, 105)]
        case .gray: return [(142, 142, 147), (108, 108, 112), (142, 142, 147), (174, 174, 178)]
        }
    }

    func rgba(in env: EnvironmentValues) -> RGBAColor {
        if let c = paletteRGBA(in: env) { return c }   // SystemColorPalette.swift
        let index = (env.colorScheme == .dark ? 2 : 0) + (env.colorSchemeContrast == .increased ? 1 : 0)
        let (r, g, b) = table[index]
        return RGBAColor(r, g, b)
    }
}

extension ShapeStyle where Self == Color {
    /// Black.
    public static var black: Color { .black }
    /// White.
    public static var white: Color { .white }
    /// Transparent.
    public static var clear: Color { .clear }
    /// System red.
    public static var red: Color { .red }
    /// System orange.
    public static var orange: Color { .orange }
    /// System yellow.
    public static var yellow: Color { .yellow }
    /// System green.
    public static var green: Color { .green }
    /// System mint.
    public static var mint: Color { .mint }
    /// System teal.
    public static var teal: Color { .teal }
    /// System cyan.
    public static var cyan: Color { .cyan }
    /// System blue.
    public static var blue: Color { .blue }
    /// System indigo.
    public static var indigo: Color { .indigo }
    /// System purple.
    public static var purple: Color { .purple }
    /// System pink.
    public static var pink: Color { .pink }
    /// System brown.
    public static var brown: Color { .brown }
    /// System gray.
    public static var gray: Color { .gray }
}

nonisolated extension Color: View, PrimitiveView {
    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] { [makeNode(context)] }

    func appendNodes(_ context: ResolveContext, to nodes: inout [ViewNode]) { nodes.append(makeNode(context)) }

    /// The colour's one node.
    private func makeNode(_ context: ResolveContext) -> ViewNode {
        ViewNode("Color", layout: GreedyLeafLayout(), content: context.resolver.colorContent(self, environment: context.environment))
    }
}

/// The last `Color` view's content in a render, reused for the next equal colour in the same
/// environment (a grid of one colour makes one instance): one per render (`Resolver.withRenderLocal`).
final class LastColorContent: RenderLocal {
    @exclusivity(unchecked) private var entry: (color: Color, content: ShapeContent)?

    /// Its slot in each render (the first; the only render-local type so far).
    static var renderLocalSlot: Int { 0 }

    /// The content of a `Color` view: the last one made while the colour and the environment
    /// are the same, else a new one, remembered.
    func content(for color: Color, in environment: EnvironmentValues) -> ShapeContent {
        // Read in place, the same colour value (`Color.red` is one shared value) by its bytes
        // first: `==` on the colour's indirect provider copies both payloads (measured in Benchmarks/README.md).
        if entry != nil,
           bitwiseIdentical(entry.unsafelyUnwrapped.color, color) || entry.unsafelyUnwrapped.color == color,
           entry.unsafelyUnwrapped.content.environment.isBitwiseIdentical(to: environment) {
            return entry.unsafelyUnwrapped.content
        }
        let content = ShapeContent(shape: AnyShape(Rectangle()), style: AnyShapeStyle(color), fillStyle: FillStyle(),
                                   stroke: nil, environment: environment)
        entry = (color, content)
        return content
    }
}

extension Resolver {
    /// The content of a `Color` view: the last one made is reused while the colour and the
    /// environment are the same (a grid of one colour makes one instance).
    func colorContent(_ color: Color, environment: EnvironmentValues) -> ShapeContent {
        withRenderLocal(LastColorContent.self) { $0.content(for: color, in: environment) }
    }
}
