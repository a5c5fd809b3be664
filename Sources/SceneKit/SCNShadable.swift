import Foundation

/// Where a shader modifier's code is inserted.
public struct SCNShaderModifierEntryPoint: RawRepresentable, Hashable, Sendable {
    /// The entry point's name.
    public let rawValue: String
    /// An entry point of the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Vertex positions and normals.
    public static let geometry = SCNShaderModifierEntryPoint(rawValue: "SCNShaderModifierEntryPointGeometry")
    /// Surface properties before lighting.
    public static let surface = SCNShaderModifierEntryPoint(rawValue: "SCNShaderModifierEntryPointSurface")
    /// The lighting model.
    public static let lightingModel = SCNShaderModifierEntryPoint(rawValue: "SCNShaderModifierEntryPointLightingModel")
    /// The final fragment colour.
    public static let fragment = SCNShaderModifierEntryPoint(rawValue: "SCNShaderModifierEntryPointFragment")
}

/// Something whose drawing custom shaders can change (SceneKit's `SCNShadable`: materials and
/// geometries). Backplate keeps the shaders and runs none: there is no GPU drawing of 3D.
public protocol SCNShadable: NSObjectProtocol {
    /// A custom program replacing SceneKit's shaders.
    var program: SCNProgram? { get set }
    /// Shader snippets by entry point.
    var shaderModifiers: [SCNShaderModifierEntryPoint: String]? { get set }
}

/// A custom Metal shader program (SceneKit's `SCNProgram`): the names of its functions, kept;
/// no shader is compiled or run on Linux.
open class SCNProgram: NSObject {
    /// The Metal vertex function's name.
    open var vertexFunctionName: String?
    /// The Metal fragment function's name.
    open var fragmentFunctionName: String?
    /// The OpenGL vertex shader source (deprecated on iOS).
    open var vertexShader: String?
    /// The OpenGL fragment shader source (deprecated on iOS).
    open var fragmentShader: String?
    /// Whether the program's output is opaque (`true`).
    open var isOpaque = true

    /// An empty program.
    public override init() { super.init() }
}
