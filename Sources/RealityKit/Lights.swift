import BackplateUIKit
import Foundation

/// A light shining in one direction, like the sun (RealityKit's `DirectionalLightComponent`).
public struct DirectionalLightComponent: Component, Sendable {
    /// The shadow a directional light casts.
    public struct Shadow: Component, Sendable {
        /// How far from the camera shadows are drawn, in metres (5).
        public var maximumDistance: Float
        /// The depth bias (1).
        public var depthBias: Float
        /// A shadow of the given settings.
        public init(maximumDistance: Float = 5.0, depthBias: Float = 1.0) {
            self.maximumDistance = maximumDistance
            self.depthBias = depthBias
        }
    }

    /// The colour type of a light.
    public typealias Color = UIColor

    /// The light's colour.
    public var color: UIColor
    /// The light's intensity in lux.
    public var intensity: Float
    /// Whether the light only lights real-world proxies (`false`).
    public var isRealWorldProxy: Bool

    /// A light of `color` and `intensity` (2145.7078 lux by default).
    public init(color: DirectionalLightComponent.Color = .white, intensity: Float = 2145.7078) {
        self.init(color: color, intensity: intensity, isRealWorldProxy: false)
    }

    /// A light of `color` and `intensity` that may only light real-world proxies (macOS's form).
    public init(color: DirectionalLightComponent.Color = .white, intensity: Float = 2145.7078, isRealWorldProxy: Bool = false) {
        self.color = color
        self.intensity = intensity
        self.isRealWorldProxy = isRealWorldProxy
    }
}

/// A light shining in all directions from a point (RealityKit's `PointLightComponent`).
public struct PointLightComponent: Component, Sendable {
    /// The colour type of a light.
    public typealias Color = UIColor

    /// The light's colour.
    public var color: UIColor
    /// The light's intensity in lumens.
    public var intensity: Float
    /// The distance, in metres, beyond which the light has no effect.
    public var attenuationRadius: Float

    /// A light of `color`, `intensity` (26963.76 lumens by default) and `attenuationRadius` (10 m).
    public init(color: UIColor = .white, intensity: Float = 26963.76, attenuationRadius: Float = 10.0) {
        self.color = color
        self.intensity = intensity
        self.attenuationRadius = attenuationRadius
    }
}

/// A light shining in a cone (RealityKit's `SpotLightComponent`).
public struct SpotLightComponent: Component, Sendable {
    /// The shadow a spotlight casts.
    public struct Shadow: Component, Sendable {
        /// The depth bias (1).
        public var depthBias: Float
        /// A shadow of the given settings.
        public init(depthBias: Float = 1.0) { self.depthBias = depthBias }
    }

    /// The colour type of a light.
    public typealias Color = UIColor

    /// The light's colour.
    public var color: UIColor
    /// The light's intensity in lumens.
    public var intensity: Float
    /// The angle of the cone's full-intensity core, in degrees.
    public var innerAngleInDegrees: Float
    /// The angle of the cone, in degrees.
    public var outerAngleInDegrees: Float
    /// The distance, in metres, beyond which the light has no effect.
    public var attenuationRadius: Float

    /// A light of the given settings (6740.94 lumens, a 45° core in a 60° cone, 10 m by default).
    public init(color: UIColor = .white, intensity: Float = 6740.94, innerAngleInDegrees: Float = 45.0,
                outerAngleInDegrees: Float = 60.0, attenuationRadius: Float = 10.0) {
        self.color = color
        self.intensity = intensity
        self.innerAngleInDegrees = innerAngleInDegrees
        self.outerAngleInDegrees = outerAngleInDegrees
        self.attenuationRadius = attenuationRadius
    }
}

/// A perspective camera's lens (RealityKit's `PerspectiveCameraComponent`).
public struct PerspectiveCameraComponent: Component, Sendable {
    /// The near clipping distance in metres.
    public var near: Float
    /// The far clipping distance in metres.
    public var far: Float
    /// The vertical field of view in degrees.
    public var fieldOfViewInDegrees: Float

    /// A lens of the given settings (0.01 m to 100 m, 60°, by default).
    public init(near: Float = 0.01, far: Float = 100, fieldOfViewInDegrees: Float = 60) {
        self.near = near
        self.far = far
        self.fieldOfViewInDegrees = fieldOfViewInDegrees
    }
}

/// An entity with a directional light (RealityKit's `HasDirectionalLight`).
@MainActor @preconcurrency public protocol HasDirectionalLight: HasTransform {}

extension HasDirectionalLight {
    /// The light.
    public var light: DirectionalLightComponent {
        get { components[DirectionalLightComponent.self] ?? DirectionalLightComponent() }
        set { components[DirectionalLightComponent.self] = newValue }
    }

    /// The light's shadow, if it casts one.
    public var shadow: DirectionalLightComponent.Shadow? {
        get { components[DirectionalLightComponent.Shadow.self] }
        set { components[DirectionalLightComponent.Shadow.self] = newValue }
    }
}

/// An entity with a point light (RealityKit's `HasPointLight`).
@MainActor @preconcurrency public protocol HasPointLight: HasTransform {}

extension HasPointLight {
    /// The light.
    public var light: PointLightComponent {
        get { components[PointLightComponent.self] ?? PointLightComponent() }
        set { components[PointLightComponent.self] = newValue }
    }
}

/// An entity with a spotlight (RealityKit's `HasSpotLight`).
@MainActor @preconcurrency public protocol HasSpotLight: HasTransform {}

extension HasSpotLight {
    /// The light.
    public var light: SpotLightComponent {
        get { components[SpotLightComponent.self] ?? SpotLightComponent() }
        set { components[SpotLightComponent.self] = newValue }
    }

    /// The light's shadow, if it casts one.
    public var shadow: SpotLightComponent.Shadow? {
        get { components[SpotLightComponent.Shadow.self] }
        set { components[SpotLightComponent.Shadow.self] = newValue }
    }
}

/// An entity with a perspective camera (RealityKit's `HasPerspectiveCamera`).
@MainActor @preconcurrency public protocol HasPerspectiveCamera: HasTransform {}

extension HasPerspectiveCamera {
    /// The camera's lens.
    public var camera: PerspectiveCameraComponent {
        get { components[PerspectiveCameraComponent.self] ?? PerspectiveCameraComponent() }
        set { components[PerspectiveCameraComponent.self] = newValue }
    }
}

/// An entity lighting the scene from one direction (RealityKit's `DirectionalLight`); no light
/// is drawn in a render.
@MainActor @preconcurrency
open class DirectionalLight: Entity, HasDirectionalLight {
    /// A white light of 2145.7078 lux shining along -z.
    public required init() {
        super.init()
        components.set(DirectionalLightComponent())
    }
}

/// An entity lighting the scene from a point (RealityKit's `PointLight`).
@MainActor @preconcurrency
open class PointLight: Entity, HasPointLight {
    /// A white light of 26963.76 lumens reaching 10 m.
    public required init() {
        super.init()
        components.set(PointLightComponent())
    }
}

/// An entity lighting the scene in a cone along -z (RealityKit's `SpotLight`).
@MainActor @preconcurrency
open class SpotLight: Entity, HasSpotLight {
    /// A white light of 6740.94 lumens in a 60° cone.
    public required init() {
        super.init()
        components.set(SpotLightComponent())
    }
}

/// A virtual camera looking along -z (RealityKit's `PerspectiveCamera`); in a render it sees
/// nothing, as nothing is drawn.
@MainActor @preconcurrency
open class PerspectiveCamera: Entity, HasPerspectiveCamera {
    /// A camera of the default lens.
    public required init() {
        super.init()
        components.set(PerspectiveCameraComponent())
    }
}
