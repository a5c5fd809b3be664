import Foundation

/// How a light computes shadows.
public enum SCNShadowMode: Int, Sendable {
    /// While lighting (the default).
    case forward = 0
    /// As a post-process.
    case deferred = 1
    /// Only as a projected shadow, without lighting.
    case modulated = 2
}

/// The kind of a light probe.
public enum SCNLightProbeType: Int, Sendable {
    /// Baked irradiance (the default).
    case irradiance = 0
    /// Captured radiance, for reflections.
    case radiance = 1
}

/// When a light probe is updated.
public enum SCNLightProbeUpdateType: Int, Sendable {
    /// Never automatically (the default).
    case never = 0
    /// Every frame.
    case realtime = 1
}

/// The shape of an area light.
public enum SCNLightAreaType: Int, Sendable {
    /// A rectangle (the default).
    case rectangle = 1
    /// A polygon.
    case polygon = 4
}

/// A light source attached to a node (SceneKit's `SCNLight`): its type, colour, intensity and
/// shadow settings, with SceneKit's defaults (an omni light, white, 1000 lumens, no shadow).
/// Kept as data; a still render draws no 3D, so nothing is lit.
open class SCNLight: NSObject, NSCopying {
    /// A kind of light (a string, as SceneKit's constants are).
    public struct LightType: RawRepresentable, Hashable, Sendable {
        /// The type's name.
        public let rawValue: String
        /// A type of the given name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Light from every direction equally, lighting every surface alike.
        public static let ambient = LightType(rawValue: "ambient")
        /// A point light shining in every direction (the default).
        public static let omni = LightType(rawValue: "omni")
        /// Parallel rays along the node's -z axis, like the sun.
        public static let directional = LightType(rawValue: "directional")
        /// A cone of light along the node's -z axis.
        public static let spot = LightType(rawValue: "spot")
        /// A light shaped by an IES photometric profile.
        public static let IES = LightType(rawValue: "ies")
        /// A light probe sampling the environment.
        public static let probe = LightType(rawValue: "probe")
        /// A light emitted from a rectangle or polygon.
        public static let area = LightType(rawValue: "area")
    }

    /// The light's type (`.omni`).
    open var type = LightType.omni
    /// The light's colour: a `UIColor` or `CGColor` (white).
    open var color: Any = UIColor.white
    /// The colour temperature in kelvin (6500: pure white).
    open var temperature: CGFloat = 6500
    /// The intensity, in lumens for physically based materials (1000).
    open var intensity: CGFloat = 1000
    /// The light's name.
    open var name: String?
    /// Whether the light casts shadows (`false`; spot and directional lights only).
    open var castsShadow = false
    /// The shadow's colour (black).
    open var shadowColor: Any = UIColor.black
    /// The shadow's blur radius (3).
    open var shadowRadius: CGFloat = 3
    /// The shadow map's size (zero: chosen automatically).
    open var shadowMapSize: CGSize = .zero
    /// Samples per shadow fragment (0: chosen automatically).
    open var shadowSampleCount = 0
    /// How shadows are computed (`.forward`).
    open var shadowMode = SCNShadowMode.forward
    /// The depth bias against shadow acne (1).
    open var shadowBias: CGFloat = 1
    /// Whether the shadow projection is automatic (`true`).
    open var automaticallyAdjustsShadowProjection = true
    /// The farthest distance shadows are computed at (100).
    open var maximumShadowDistance: CGFloat = 100
    /// Whether only back faces cast shadows (`false`).
    open var forcesBackFaceCasters = false
    /// Whether shadow frusta follow the rendered samples (`false`).
    open var sampleDistributedShadowMaps = false
    /// The number of shadow cascades (1).
    open var shadowCascadeCount = 1
    /// How cascades are split, linear (0) to logarithmic (1) (0.15).
    open var shadowCascadeSplittingFactor: CGFloat = 0.15
    /// The orthographic scale of a directional light's shadow map (1).
    open var orthographicScale: CGFloat = 1
    /// The nearest distance that receives shadows (1).
    open var zNear: CGFloat = 1
    /// The farthest distance that receives shadows (100).
    open var zFar: CGFloat = 100
    /// Where attenuation starts (0; omni and spot lights).
    open var attenuationStartDistance: CGFloat = 0
    /// Where attenuation ends (0: none).
    open var attenuationEndDistance: CGFloat = 0
    /// The attenuation curve: 0 constant, 1 linear, 2 quadratic (2).
    open var attenuationFalloffExponent: CGFloat = 2
    /// The angle in degrees of a spot light's full-strength cone (0).
    open var spotInnerAngle: CGFloat = 0
    /// The angle in degrees beyond which a spot light is dark (45).
    open var spotOuterAngle: CGFloat = 45
    /// The IES profile of an `.IES` light.
    open var iesProfileURL: URL?
    /// A probe's type (`.irradiance`).
    open var probeType = SCNLightProbeType.irradiance
    /// When a probe updates (`.never`).
    open var probeUpdateType = SCNLightProbeUpdateType.never
    /// A probe's extents.
    open var probeExtents = SIMD3<Float>(0, 0, 0)
    /// A probe's capture offset.
    open var probeOffset = SIMD3<Float>(0, 0, 0)
    /// Whether a probe's reflection is parallax-corrected (`false`).
    open var parallaxCorrectionEnabled = false
    /// The parallax box as a factor of the probe's extents (1, 1, 1).
    open var parallaxExtentsFactor = SIMD3<Float>(1, 1, 1)
    /// The parallax box's centre offset (0, 0, 0).
    open var parallaxCenterOffset = SIMD3<Float>(0, 0, 0)
    /// An area light's shape (`.rectangle`).
    open var areaType = SCNLightAreaType.rectangle
    /// An area light's extents (1, 1, 1).
    open var areaExtents = SIMD3<Float>(1, 1, 1)
    /// A polygonal area light's vertices (`CGPoint`s in `NSValue`s).
    open var areaPolygonVertices: [NSValue]?
    /// Whether an area light's shape is drawn (`true`).
    open var drawsArea = true
    /// Whether an area light emits from both faces (`false`).
    open var doubleSided = false
    /// The node categories the light lights (all).
    open var categoryBitMask = Int(bitPattern: UInt.max)
    /// A texture projected by a spot light (a gobo).
    public let gobo: SCNMaterialProperty? = SCNMaterialProperty()

    /// An omni light with SceneKit's defaults.
    public override init() { super.init() }

    /// A copy with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNLight()
        copy.type = type
        copy.color = color
        copy.temperature = temperature
        copy.intensity = intensity
        copy.name = name
        copy.castsShadow = castsShadow
        copy.shadowColor = shadowColor
        copy.shadowRadius = shadowRadius
        copy.shadowMapSize = shadowMapSize
        copy.shadowSampleCount = shadowSampleCount
        copy.shadowMode = shadowMode
        copy.shadowBias = shadowBias
        copy.orthographicScale = orthographicScale
        copy.zNear = zNear
        copy.zFar = zFar
        copy.attenuationStartDistance = attenuationStartDistance
        copy.attenuationEndDistance = attenuationEndDistance
        copy.attenuationFalloffExponent = attenuationFalloffExponent
        copy.spotInnerAngle = spotInnerAngle
        copy.spotOuterAngle = spotOuterAngle
        copy.categoryBitMask = categoryBitMask
        copy.areaType = areaType
        copy.areaExtents = areaExtents
        return copy
    }
}
