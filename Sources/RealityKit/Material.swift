import BackplateCore
import BackplateUIKit
import Foundation

/// The look of a mesh's surface (RealityKit's `Material`). A render draws no 3D, so materials
/// are kept as data.
public protocol Material: Sendable {}

/// The parameter types materials share (RealityKit's `MaterialParameters`).
public enum MaterialParameters {
    /// A texture a material samples.
    public struct Texture: Sendable {
        /// The texture's image.
        public var resource: TextureResource
        /// A texture of `resource`.
        public init(_ resource: TextureResource) { self.resource = resource }
    }
}

/// A colour or a texture (RealityKit's `MaterialColorParameter`, superseded by the materials'
/// `BaseColor`).
public enum MaterialColorParameter: Sendable {
    /// A colour.
    case color(UIColor)
    /// A texture.
    case texture(TextureResource)
}

/// A number or a texture of numbers (RealityKit's `MaterialScalarParameter`).
public enum MaterialScalarParameter: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    /// A number.
    case float(Float)
    /// A texture.
    case texture(TextureResource)

    /// The number `value`.
    public init(floatLiteral value: Float) { self = .float(value) }
    /// The number `value`.
    public init(integerLiteral value: Int) { self = .float(Float(value)) }
}

/// A material that reacts to light, with a colour, roughness and metalness (RealityKit's
/// `SimpleMaterial`).
public struct SimpleMaterial: Material {
    /// The colour type of the initializer.
    public typealias Color = UIColor
    /// The material's colour and texture.
    public typealias BaseColor = PhysicallyBasedMaterial.BaseColor

    /// The material's colour and texture (white by default).
    public var color = BaseColor()
    /// The roughness, 0 (mirror-smooth) to 1 (0 by default).
    public var roughness: MaterialScalarParameter = 0
    /// The metalness, 0 or 1 (0 by default).
    public var metallic: MaterialScalarParameter = 0
    /// The faces not drawn (`.back`).
    public var faceCulling = PhysicallyBasedMaterial.FaceCulling.back

    /// A white, non-metallic material.
    public init() {}

    /// A material of `color`, `roughness` and metalness (`isMetallic`: 1, else 0).
    public init(color: SimpleMaterial.Color, roughness: MaterialScalarParameter = 0.0, isMetallic: Bool) {
        self.color = BaseColor(tint: color)
        self.roughness = roughness
        metallic = isMetallic ? 1 : 0
    }

    /// The colour as a colour or texture parameter (superseded by `color`).
    public var baseColor: MaterialColorParameter {
        get { color.texture.map { .texture($0.resource) } ?? .color(color.tint) }
        set {
            switch newValue {
            case .color(let tint): color = BaseColor(tint: tint)
            case .texture(let texture): color = BaseColor(tint: .white, texture: MaterialParameters.Texture(texture))
            }
        }
    }

    /// The colour's tint (superseded by `color.tint`).
    public var tintColor: UIColor {
        get { color.tint }
        set { color.tint = newValue }
    }
}

/// A material that ignores lights: its colour shows as is (RealityKit's `UnlitMaterial`).
public struct UnlitMaterial: Material {
    /// The material's colour and texture.
    public typealias BaseColor = PhysicallyBasedMaterial.BaseColor

    /// The material's colour and texture (white by default).
    public var color = BaseColor()
    /// How the material blends with what is behind it (`.opaque`).
    public var blending = PhysicallyBasedMaterial.Blending.opaque
    /// The opacity below which a texel is not drawn (none).
    public var opacityThreshold: Float?
    /// The faces not drawn (`.back`).
    public var faceCulling = PhysicallyBasedMaterial.FaceCulling.back
    /// Whether the post-process tone map applies (`true`).
    public private(set) var applyPostProcessToneMap = true

    /// A white material.
    public init() {}

    /// A material of `color`.
    public init(color: UIColor) { self.color = BaseColor(tint: color) }

    /// A white material, tone-mapped or not.
    public init(applyPostProcessToneMap: Bool) { self.applyPostProcessToneMap = applyPostProcessToneMap }

    /// The colour as a colour or texture parameter (superseded by `color`).
    public var baseColor: MaterialColorParameter {
        get { color.texture.map { .texture($0.resource) } ?? .color(color.tint) }
        set {
            switch newValue {
            case .color(let tint): color = BaseColor(tint: tint)
            case .texture(let texture): color = BaseColor(tint: .white, texture: MaterialParameters.Texture(texture))
            }
        }
    }

    /// The colour's tint (superseded by `color.tint`).
    public var tintColor: UIColor {
        get { color.tint }
        set { color.tint = newValue }
    }
}

/// An invisible material that hides virtual content behind it, for real-world occlusion
/// (RealityKit's `OcclusionMaterial`).
public struct OcclusionMaterial: Material {
    /// Whether the material receives shadows and lighting (`false`).
    public var receivesDynamicLighting: Bool

    /// An occlusion material.
    public init(receivesDynamicLighting: Bool = false) { self.receivesDynamicLighting = receivesDynamicLighting }
}

/// An image a material samples (RealityKit's `TextureResource`): its size is kept.
@MainActor @preconcurrency
public final class TextureResource {
    /// What a texture's values mean.
    public enum Semantic: Hashable, Sendable {
        /// Colours.
        case color
        /// High-dynamic-range colours.
        case hdrColor
        /// Raw values.
        case raw
        /// Normals.
        case normal
        /// Single values.
        case scalar
    }

    /// How a texture is made.
    public struct CreateOptions: Sendable {
        /// What the values mean.
        public var semantic: Semantic?
        /// Options of `semantic`.
        public init(semantic: Semantic?) { self.semantic = semantic }
    }

    /// The texture's width in pixels.
    public let width: Int
    /// The texture's height in pixels.
    public let height: Int
    /// The texture's name, if it was loaded by name.
    let name: String?

    init(width: Int, height: Int, name: String?) {
        self.width = width
        self.height = height
        self.name = name
    }

    /// The image `name` from the bundle (asset catalog or file): its size is kept; throws
    /// `CocoaError(.fileReadNoSuchFile)` when there is no such image.
    public static func load(named name: String, in bundle: Bundle? = nil) throws -> TextureResource {
        guard let image = UIImage(named: name, in: bundle, compatibleWith: nil) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "Failed to find resource with name \"\(name)\" in bundle"])
        }
        return TextureResource(width: Int(image.size.width * image.scale), height: Int(image.size.height * image.scale), name: name)
    }

    /// The image `name` from the bundle (see `load(named:in:)`).
    public convenience init(named name: String, in bundle: Bundle? = nil) async throws {
        let loaded = try TextureResource.load(named: name, in: bundle)
        self.init(width: loaded.width, height: loaded.height, name: name)
    }

    /// A texture of `cgImage` (its size is kept).
    public static func generate(from cgImage: CGImage, options: CreateOptions) throws -> TextureResource {
        TextureResource(width: cgImage.width, height: cgImage.height, name: nil)
    }

    /// A texture of `cgImage` (its size is kept).
    public convenience init(image cgImage: CGImage, options: CreateOptions) async throws {
        self.init(width: cgImage.width, height: cgImage.height, name: nil)
    }
}

/// An image-based lighting environment or skybox (RealityKit's `EnvironmentResource`).
/// Backplate reads no `.skybox` folders or environment images: loading throws.
@MainActor @preconcurrency
public final class EnvironmentResource {
    private init() {}

    /// The environment `name` from the bundle: throws `CocoaError(.fileReadUnsupportedScheme)`
    /// in a render, with a runtime warning.
    public static func load(named name: String, in bundle: Bundle? = nil) throws -> EnvironmentResource {
        RuntimeWarning.emit("EnvironmentResource.load(named: \"\(name)\"): Backplate reads no environment images; an error is thrown")
        throw CocoaError(.fileReadUnsupportedScheme)
    }

    /// The environment `name` from the bundle (see `load(named:in:)`).
    public convenience init(named name: String, in bundle: Bundle? = nil) async throws {
        _ = try EnvironmentResource.load(named: name, in: bundle)
        self.init()
    }
}
