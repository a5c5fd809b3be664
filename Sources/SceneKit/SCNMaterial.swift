import BackplateDarwin
import Foundation

/// Which faces a material draws.
public enum SCNCullMode: Int, Sendable {
    /// Back faces are culled (the default).
    case back = 0
    /// Front faces are culled.
    case front = 1
}

/// How a material's transparency is read.
public enum SCNTransparencyMode: Int, Sendable {
    /// From the alpha channel, 1 opaque (the default).
    case aOne = 0
    /// From the colour's luminance, 0 opaque.
    case rgbZero = 1
    /// One layer of transparency drawn in order.
    case singleLayer = 2
    /// Two layers (back faces, then front faces).
    case dualLayer = 3
    /// `.aOne`.
    public static let `default` = SCNTransparencyMode.aOne
}

/// How a material's colour combines with what is behind it.
public enum SCNBlendMode: Int, Sendable {
    /// Source over destination by source alpha (the default).
    case alpha = 0
    /// Added.
    case add = 1
    /// Subtracted from the destination.
    case subtract = 2
    /// Multiplied.
    case multiply = 3
    /// Screened.
    case screen = 4
    /// The source replaces the destination.
    case replace = 5
    /// The larger of the two.
    case max = 6
}

/// Whether a material's polygons are filled or outlined.
public enum SCNFillMode: UInt, Sendable {
    /// Filled (the default).
    case fill = 0
    /// Outlined.
    case lines = 1
}

/// The appearance of a geometry's surface (SceneKit's `SCNMaterial`): colour and texture
/// properties, a lighting model and how it blends. Kept as set; a still render draws no 3D.
///
/// New materials start as on iOS where documented: `diffuse` white, `shininess` 1,
/// `transparency` 1, the Blinn lighting model, single-sided. The other properties' contents
/// are Backplate's estimates: `specular`, `emission`, `reflective` black, `multiply` white,
/// `transparent` black, the rest empty.
open class SCNMaterial: NSObject, NSCopying, SCNShadable {
    /// A lighting model (a string, as SceneKit's constants are).
    public struct LightingModel: RawRepresentable, Hashable, Sendable {
        /// The model's name.
        public let rawValue: String
        /// A model of the given name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Ambient, diffuse and Phong specular shading.
        public static let phong = LightingModel(rawValue: "Phong")
        /// Ambient, diffuse and Blinn-Phong specular shading (the default).
        public static let blinn = LightingModel(rawValue: "Blinn")
        /// Ambient and diffuse shading, no specular.
        public static let lambert = LightingModel(rawValue: "Lambert")
        /// Unlit: the diffuse colour as is.
        public static let constant = LightingModel(rawValue: "Constant")
        /// Physically based shading (metalness and roughness).
        public static let physicallyBased = LightingModel(rawValue: "PhysicallyBased")
        /// Only the shadows the surface receives.
        public static let shadowOnly = LightingModel(rawValue: "ShadowOnly")
    }

    /// The material's name.
    open var name: String?
    /// The base colour or texture (white).
    public let diffuse = SCNMaterialProperty(contents: UIColor.white)
    /// The colour under ambient light.
    public let ambient = SCNMaterialProperty()
    /// The mirror-like highlight colour (black).
    public let specular = SCNMaterialProperty(contents: UIColor.black)
    /// The colour the surface emits (black).
    public let emission = SCNMaterialProperty(contents: UIColor.black)
    /// Where the surface is transparent.
    public let transparent = SCNMaterialProperty(contents: UIColor.black)
    /// A precomputed environment reflected (black).
    public let reflective = SCNMaterialProperty(contents: UIColor.black)
    /// A colour the final colour is multiplied by (white).
    public let multiply = SCNMaterialProperty(contents: UIColor.white)
    /// A normal map.
    public let normal = SCNMaterialProperty()
    /// A displacement map.
    public let displacement = SCNMaterialProperty()
    /// An ambient occlusion map.
    public let ambientOcclusion = SCNMaterialProperty()
    /// A colour added to the lighting (replaces `emission` when set).
    public let selfIllumination = SCNMaterialProperty()
    /// How metallic the surface is (physically based shading).
    public let metalness = SCNMaterialProperty()
    /// How rough the surface is (physically based shading).
    public let roughness = SCNMaterialProperty()
    /// The clear coat layer's colour and intensity.
    public let clearCoat = SCNMaterialProperty()
    /// The clear coat layer's roughness.
    public let clearCoatRoughness = SCNMaterialProperty()
    /// The clear coat layer's normal map.
    public let clearCoatNormal = SCNMaterialProperty()

    /// The sharpness of specular highlights (1).
    open var shininess: CGFloat = 1
    /// The opacity multiplier (1: opaque).
    open var transparency: CGFloat = 1
    /// The lighting model (`.blinn`).
    open var lightingModel = LightingModel.blinn
    /// Whether lighting is computed per pixel (`true`).
    open var isLitPerPixel = true
    /// Whether both faces are drawn (`false`).
    open var isDoubleSided = false
    /// Whether polygons are filled or outlined (`.fill`).
    open var fillMode = SCNFillMode.fill
    /// Which faces are culled (`.back`).
    open var cullMode = SCNCullMode.back
    /// How transparency is read (`.default`).
    open var transparencyMode = SCNTransparencyMode.default
    /// Whether `ambient` follows `diffuse` (`true`).
    open var locksAmbientWithDiffuse = true
    /// Whether the material writes depth (`true`).
    open var writesToDepthBuffer = true
    /// Whether the material reads depth (`true`).
    open var readsFromDepthBuffer = true
    /// The channels written (all).
    open var colorBufferWriteMask = SCNColorMask.all
    /// The Fresnel exponent of reflections (0).
    open var fresnelExponent: CGFloat = 0
    /// How the material blends (`.alpha`).
    open var blendMode = SCNBlendMode.alpha
    /// Shader snippets run at the given entry points (kept; no shader runs on Linux).
    open var shaderModifiers: [SCNShaderModifierEntryPoint: String]?
    /// A custom shader program (kept; none runs on Linux).
    open var program: SCNProgram?

    /// A material with SceneKit's defaults.
    public override init() { super.init() }

    /// Values bound to shader modifier symbols with `setValue(_:forKey:)` (kept; no shader runs
    /// on Linux).
    private var shaderValues: [String: Any] = [:]

    /// Every visual property, for copying.
    private var properties: [SCNMaterialProperty] {
        [diffuse, ambient, specular, emission, transparent, reflective, multiply, normal, displacement, ambientOcclusion,
         selfIllumination, metalness, roughness, clearCoat, clearCoatRoughness, clearCoatNormal]
    }

    /// A copy with the same settings and property contents.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNMaterial()
        copy.name = name
        for (mine, theirs) in zip(properties, copy.properties) { theirs.take(mine) }
        copy.shininess = shininess
        copy.transparency = transparency
        copy.lightingModel = lightingModel
        copy.isLitPerPixel = isLitPerPixel
        copy.isDoubleSided = isDoubleSided
        copy.fillMode = fillMode
        copy.cullMode = cullMode
        copy.transparencyMode = transparencyMode
        copy.locksAmbientWithDiffuse = locksAmbientWithDiffuse
        copy.writesToDepthBuffer = writesToDepthBuffer
        copy.readsFromDepthBuffer = readsFromDepthBuffer
        copy.colorBufferWriteMask = colorBufferWriteMask
        copy.fresnelExponent = fresnelExponent
        copy.blendMode = blendMode
        copy.shaderModifiers = shaderModifiers
        copy.program = program
        return copy
    }
}

extension SCNMaterial: KeyValueStorage {
    /// The value bound to the shader symbol `key` with `setValue(_:forKey:)`: only such values
    /// are reached by key (the object's own properties are not).
    package func storedValue(forKey key: String) -> Any? { shaderValues[key] }

    /// Binds `value` to the shader symbol `key`, as `setValue(_:forKey:)` does for shader
    /// modifiers on iOS.
    package func store(_ value: Any?, forKey key: String) { shaderValues[key] = value }
}
