import Foundation

// Metal shaders (iOS 17). Backplate has no Metal: a shader effect leaves the view as it is, and
// each place it would have drawn one emits a runtime warning naming the shader function, so a
// render never differs from iOS in silence.

/// A library of compiled Metal shader functions, found by name (`ShaderLibrary.wave`).
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
    let source: String

    /// The app's default library.
    public static var `default`: ShaderLibrary { ShaderLibrary(source: "default") }

    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: bundle.bundlePath) }

    /// A library from compiled Metal library data.
    public init(data: Data) { source = "data (\(data.count) bytes)" }

    /// A library from a compiled Metal library file.
    public init(url: URL) { source = url.path }

    init(source: String) { self.source = source }

    /// The function `name` of the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }

    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
}

/// A function of a shader library; calling it with arguments makes a shader.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    /// The library holding the function.
    public var library: ShaderLibrary
    /// The function's name.
    public var name: String

    /// The function `name` of `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// A shader calling this function with `arguments` (`ShaderLibrary.wave(.float(t))`).
    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: arguments)
    }
}

/// A shader function with its arguments, for `colorEffect`, `distortionEffect`, `layerEffect`
/// and canvas filters. Not drawn by Backplate (a runtime warning names it).
public struct Shader: Equatable, Sendable {
    /// A value passed to a shader function.
    public struct Argument: Equatable, Sendable {
        let description: String

        /// A float.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(description: "float(\(Double(x)))") }
        /// Two floats.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
            Argument(description: "float2(\(Double(x)), \(Double(y)))")
        }
        /// Three floats.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(description: "float3(\(Double(x)), \(Double(y)), \(Double(z)))")
        }
        /// Four floats.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(description: "float4(\(Double(x)), \(Double(y)), \(Double(z)), \(Double(w)))")
        }
        /// A point as two floats.
        public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }
        /// A size as two floats.
        public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }
        /// A vector as two floats.
        public static func float2(_ vector: CGVector) -> Argument { float2(vector.dx, vector.dy) }
        /// An array of floats.
        public static func floatArray(_ array: [Float]) -> Argument { Argument(description: "floatArray(\(array.count))") }
        /// The bounding rectangle of the shaded view, as four floats.
        public static var boundingRect: Argument { Argument(description: "boundingRect") }
        /// A colour as four floats.
        public static func color(_ color: Color) -> Argument { Argument(description: "color(\(color))") }
        /// An array of colours.
        public static func colorArray(_ array: [Color]) -> Argument { Argument(description: "colorArray(\(array.count))") }
        /// An image, sampled by the shader.
        public static func image(_ image: Image) -> Argument { Argument(description: "image") }
        /// Raw bytes.
        public static func data(_ data: Data) -> Argument { Argument(description: "data(\(data.count) bytes)") }
    }

    /// The shader function.
    public var function: ShaderFunction
    /// The function's arguments.
    public var arguments: [Argument]
    /// Whether the shader's colour output is dithered.
    public var dithersColor: Bool = false

    /// A shader calling `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// Warns that `use` of this shader is not drawn.
    func warnNotDrawn(_ use: String) {
        RuntimeWarning.emit("\(use) with shader '\(function.name)' is not drawn (Backplate has no Metal); drawing the view without it")
    }
}

/// A shader as a fill (`.fill(ShaderLibrary.stripes(.float(8)))`): not drawn, so the shape is
/// left transparent and a runtime warning names the shader.
extension Shader: ShapeStyle, PrimitiveShapeStyle {
    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        warnNotDrawn("A shape style")
        return .color(.clear)
    }
}

/// A shader effect on a view: drawn as the view alone, with a runtime warning when drawn.
nonisolated public struct _ShaderEffect: ViewModifier, EnvironmentRenderEffectModifier, Equatable {
    let shader: Shader
    let use: String
    let isEnabled: Bool
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { use }
    func displayEffect(in environment: EnvironmentValues) -> DisplayList.Effect? {
        if isEnabled { shader.warnNotDrawn(use) }
        return nil
    }
}

nonisolated extension View {
    /// Recolours each pixel with a shader (not drawn by Backplate: a runtime warning names it).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        modifier(_ShaderEffect(shader: shader, use: "colorEffect(_:isEnabled:)", isEnabled: isEnabled))
    }

    /// Moves each pixel with a shader (not drawn by Backplate: a runtime warning names it).
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(_ShaderEffect(shader: shader, use: "distortionEffect(_:maxSampleOffset:isEnabled:)", isEnabled: isEnabled))
    }

    /// Draws the view through a shader that samples it (not drawn by Backplate: a runtime
    /// warning names it).
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(_ShaderEffect(shader: shader, use: "layerEffect(_:maxSampleOffset:isEnabled:)", isEnabled: isEnabled))
    }
}

extension VisualEffect {
    /// Recolours each pixel with a shader (not drawn by Backplate: a runtime warning names it).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
        if isEnabled { shader.warnNotDrawn("colorEffect(_:isEnabled:)") }
        return self
    }

    /// Moves each pixel with a shader (not drawn by Backplate: a runtime warning names it).
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        if isEnabled { shader.warnNotDrawn("distortionEffect(_:maxSampleOffset:isEnabled:)") }
        return self
    }

    /// Draws through a shader that samples the view (not drawn by Backplate: a runtime warning names it).
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        if isEnabled { shader.warnNotDrawn("layerEffect(_:maxSampleOffset:isEnabled:)") }
        return self
    }
}

extension GraphicsContext.Filter {
    /// Recolours each pixel with a shader (not drawn: the drawing is left unfiltered, with a warning).
    public static func colorShader(_ shader: Shader) -> GraphicsContext.Filter {
        GraphicsContext.Filter(kind: .unsupported("colorShader(_:) with shader '\(shader.function.name)'"))
    }

    /// Moves each pixel with a shader (not drawn: the drawing is left unfiltered, with a warning).
    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter {
        GraphicsContext.Filter(kind: .unsupported("distortionShader(_:maxSampleOffset:) with shader '\(shader.function.name)'"))
    }

    /// Draws through a shader that samples the drawing (not drawn: left unfiltered, with a warning).
    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter {
        GraphicsContext.Filter(kind: .unsupported("layerShader(_:maxSampleOffset:) with shader '\(shader.function.name)'"))
    }
}

extension GraphicsContext.Shading {
    /// Fills with a shader over `bounds` (not drawn: fills with nothing, with a runtime warning).
    public static func shader(_ shader: Shader, bounds: CGRect = .zero) -> GraphicsContext.Shading {
        GraphicsContext.Shading { _ in
            shader.warnNotDrawn("GraphicsContext.Shading.shader(_:bounds:)")
            return AnyShapeStyle(Color.clear)
        }
    }
}
