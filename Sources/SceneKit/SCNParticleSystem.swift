import BackplateCore
import Foundation

/// Where particles are born on the emitter shape.
public enum SCNParticleBirthLocation: Int, Sendable {
    /// On the surface (the default).
    case surface = 0
    /// Inside the volume.
    case volume = 1
    /// At the vertices.
    case vertex = 2
}

/// Which way particles start moving.
public enum SCNParticleBirthDirection: Int, Sendable {
    /// Along `emittingDirection` (the default).
    case constant = 0
    /// Along the surface normal.
    case surfaceNormal = 1
    /// In a random direction.
    case random = 2
}

/// How particles blend with what is behind them.
public enum SCNParticleBlendMode: Int, Sendable {
    /// Added (the default).
    case additive = 0
    /// Subtracted.
    case subtract = 1
    /// Multiplied.
    case multiply = 2
    /// Screened.
    case screen = 3
    /// By alpha.
    case alpha = 4
    /// Replacing.
    case replace = 5
}

/// How particles are turned.
public enum SCNParticleOrientationMode: Int, Sendable {
    /// Facing the screen (the default).
    case billboardScreenAligned = 0
    /// Facing the viewer.
    case billboardViewAligned = 1
    /// Free.
    case free = 2
    /// Facing the viewer about y only.
    case billboardYAligned = 3
}

/// In which order particles are drawn.
public enum SCNParticleSortingMode: Int, Sendable {
    /// Unsorted (the default).
    case none = 0
    /// By projected depth.
    case projectedDepth = 1
    /// By distance from the viewer.
    case distance = 2
    /// Oldest first.
    case oldestFirst = 3
    /// Youngest first.
    case youngestFirst = 4
}

/// A particle emitter (SceneKit's `SCNParticleSystem`) for fire, smoke, confetti, attached to a
/// node or a scene. Its settings are kept; a still render draws no 3D and emits no particle.
open class SCNParticleSystem: NSObject, NSCopying {
    /// How long the emitter emits, in seconds (1).
    open var emissionDuration: CGFloat = 1
    /// A random variation of the emission duration (0).
    open var emissionDurationVariation: CGFloat = 0
    /// The pause between emissions, in seconds (0).
    open var idleDuration: CGFloat = 0
    /// A random variation of the pause (0).
    open var idleDurationVariation: CGFloat = 0
    /// Whether emission repeats (`true`).
    open var loops = true
    /// Particles born per second (1).
    open var birthRate: CGFloat = 1
    /// A random variation of the birth rate (0).
    open var birthRateVariation: CGFloat = 0
    /// How long the system runs before it is first shown, in seconds (0).
    open var warmupDuration: CGFloat = 0
    /// The shape particles are born from (`nil`: a point).
    open var emitterShape: SCNGeometry?
    /// Where on the shape particles are born (`.surface`).
    open var birthLocation = SCNParticleBirthLocation.surface
    /// Which way particles start (`.constant`).
    open var birthDirection = SCNParticleBirthDirection.constant
    /// The spread around the emitting direction, in degrees (0).
    open var spreadingAngle: CGFloat = 0
    /// The direction particles are emitted in ((0, 0, 1)).
    open var emittingDirection = SCNVector3(x: 0, y: 0, z: 1)
    /// The axis free particles turn about ((0, 0, 0)).
    open var orientationDirection = SCNVector3Zero
    /// A constant acceleration ((0, 0, 0)).
    open var acceleration = SCNVector3Zero
    /// Whether particles move with the emitter's node (`false`).
    open var isLocal = false
    /// The particles' initial angle in degrees (0).
    open var particleAngle: CGFloat = 0
    /// A random variation of the angle (0).
    open var particleAngleVariation: CGFloat = 0
    /// The particles' initial speed (0).
    open var particleVelocity: CGFloat = 0
    /// A random variation of the speed (0).
    open var particleVelocityVariation: CGFloat = 0
    /// The particles' spin in degrees per second (0).
    open var particleAngularVelocity: CGFloat = 0
    /// A random variation of the spin (0).
    open var particleAngularVelocityVariation: CGFloat = 0
    /// How long particles live, in seconds (1).
    open var particleLifeSpan: CGFloat = 1
    /// A random variation of the life span (0).
    open var particleLifeSpanVariation: CGFloat = 0
    /// The particles' colour (white).
    open var particleColor: UIColor = .white
    /// A random variation of hue, saturation, brightness and alpha (zero).
    open var particleColorVariation = SCNVector4Zero
    /// The particles' size (1).
    open var particleSize: CGFloat = 1
    /// A random variation of the size (0).
    open var particleSizeVariation: CGFloat = 0
    /// The particles' brightness (1).
    open var particleIntensity: CGFloat = 1
    /// A random variation of the brightness (0).
    open var particleIntensityVariation: CGFloat = 0
    /// The particles' image (a `UIImage`, name or URL; `nil`: a square).
    open var particleImage: Any?
    /// How particles blend (`.additive`).
    open var blendMode = SCNParticleBlendMode.additive
    /// Whether a black pass darkens behind particles (`false`).
    open var isBlackPassEnabled = false
    /// How particles turn (`.billboardScreenAligned`).
    open var orientationMode = SCNParticleOrientationMode.billboardScreenAligned
    /// In which order particles draw (`.none`).
    open var sortingMode = SCNParticleSortingMode.none
    /// Whether particles are lit (`false`).
    open var isLightingEnabled = false
    /// Whether gravity pulls particles (`false`).
    open var isAffectedByGravity = false
    /// Whether physics fields push particles (`false`).
    open var isAffectedByPhysicsFields = false
    /// Whether particles die when they collide (`false`).
    open var particleDiesOnCollision = false
    /// The nodes particles collide with.
    open var colliderNodes: [SCNNode]?
    /// The particles' mass (1).
    open var particleMass: CGFloat = 1
    /// The particles' electric charge (0).
    open var particleCharge: CGFloat = 0
    /// The particles' bounciness (0.7).
    open var particleBounce: CGFloat = 0.7
    /// The particles' friction (1).
    open var particleFriction: CGFloat = 1
    /// The damping of particle motion (0).
    open var dampingFactor: CGFloat = 0
    /// How fast the simulation runs (1).
    open var speedFactor: CGFloat = 1
    /// How much particles stretch along their motion (0).
    open var stretchFactor: CGFloat = 0
    /// The Fresnel exponent of lit particles (3).
    open var fresnelExponent: CGFloat = 3

    /// A system with SceneKit's defaults.
    public override init() { super.init() }

    /// The system archived in the bundle's `.scnp` file `name`: always `nil` here, with a
    /// runtime warning, as Backplate reads no SceneKit particle files.
    public convenience init?(named name: String, inDirectory directory: String?) {
        RuntimeWarning.emit("SCNParticleSystem(named: \"\(name)\"): Backplate reads no .scnp files; nil is returned")
        return nil
    }

    /// Restarts the system (no particles exist in a still render).
    open func reset() {}

    /// A copy with the main settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNParticleSystem()
        copy.emissionDuration = emissionDuration
        copy.loops = loops
        copy.birthRate = birthRate
        copy.emitterShape = emitterShape
        copy.particleLifeSpan = particleLifeSpan
        copy.particleColor = particleColor
        copy.particleSize = particleSize
        copy.particleVelocity = particleVelocity
        copy.particleImage = particleImage
        copy.blendMode = blendMode
        copy.acceleration = acceleration
        copy.spreadingAngle = spreadingAngle
        return copy
    }
}
