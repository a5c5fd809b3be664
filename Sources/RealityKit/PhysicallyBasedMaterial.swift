import BackplateUIKit
import Foundation

/// A material with physically based rendering's full set of properties (RealityKit's
/// `PhysicallyBasedMaterial`). Kept as data; nothing is drawn in a render.
public struct PhysicallyBasedMaterial: Material {
    /// A colour tint and an optional texture.
    public struct BaseColor: Sendable {
        /// The tint (white).
        public var tint: UIColor
        /// The texture, if any.
        public var texture: MaterialParameters.Texture?
        /// A base colour of `tint` and `texture`.
        public init(tint: UIColor = .white, texture: MaterialParameters.Texture? = nil) {
            self.tint = tint
            self.texture = texture
        }
    }

    /// A factor and an optional texture, for a property from 0 to 1.
    public struct ScalarProperty: ExpressibleByFloatLiteral, Sendable {
        /// The factor.
        public var scale: Float
        /// The texture, if any.
        public var texture: MaterialParameters.Texture?
        /// A property of `scale` and `texture`.
        public init(scale: Float = 1.0, texture: MaterialParameters.Texture? = nil) {
            self.scale = scale
            self.texture = texture
        }
        /// A property of the factor `value`.
        public init(floatLiteral value: Float) { self.init(scale: value) }
    }

    /// The metalness.
    public typealias Metallic = ScalarProperty
    /// The roughness.
    public typealias Roughness = ScalarProperty
    /// The specular highlight's strength.
    public typealias Specular = ScalarProperty
    /// The clear coat's strength.
    public typealias Clearcoat = ScalarProperty
    /// The clear coat's roughness.
    public typealias ClearcoatRoughness = ScalarProperty
    /// The ambient occlusion.
    public typealias AmbientOcclusion = ScalarProperty
    /// The opacity.
    public typealias Opacity = ScalarProperty

    /// The colour the material emits.
    public struct EmissiveColor: Sendable {
        /// The colour (black: none).
        public var color: UIColor
        /// The texture, if any.
        public var texture: MaterialParameters.Texture?
        /// An emissive colour of `color` and `texture`.
        public init(color: UIColor = .black, texture: MaterialParameters.Texture? = nil) {
            self.color = color
            self.texture = texture
        }
    }

    /// A normal map.
    public struct Normal: Sendable {
        /// The texture, if any.
        public var texture: MaterialParameters.Texture?
        /// A normal map of `texture`.
        public init(texture: MaterialParameters.Texture? = nil) { self.texture = texture }
    }

    /// How the material blends with what is behind it.
    public enum Blending: Sendable {
        /// Not at all.
        case opaque
        /// By `opacity`.
        case transparent(opacity: Opacity)
    }

    /// The faces not drawn.
    public enum FaceCulling: Sendable {
        /// None.
        case none
        /// The front faces.
        case front
        /// The back faces.
        case back
    }

    /// The colour and texture (white).
    public var baseColor = BaseColor()
    /// The metalness (0).
    public var metallic: Metallic = 0.0
    /// The roughness (1).
    public var roughness: Roughness = 1.0
    /// The specular strength (0).
    public var specular: Specular = 0.0
    /// The emitted colour (none).
    public var emissiveColor = EmissiveColor()
    /// The emission's intensity (1).
    public var emissiveIntensity: Float = 1
    /// The clear coat's strength (0).
    public var clearcoat: Clearcoat = 0.0
    /// The clear coat's roughness (0).
    public var clearcoatRoughness: ClearcoatRoughness = 0.0
    /// The ambient occlusion (1: none).
    public var ambientOcclusion: AmbientOcclusion = 1.0
    /// The normal map (none).
    public var normal = Normal()
    /// How the material blends with what is behind it (`.opaque`).
    public var blending = Blending.opaque
    /// The opacity below which a texel is not drawn (none).
    public var opacityThreshold: Float?
    /// The faces not drawn (`.back`).
    public var faceCulling = FaceCulling.back

    /// A white, rough, non-metallic material.
    public init() {}
}
