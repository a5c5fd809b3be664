import BackplateCore
import Foundation

/// The order an emitter draws its particles in.
public enum SKParticleRenderOrder: UInt, Sendable {
    /// Oldest first.
    case oldestLast = 0
    /// Oldest on top.
    case oldestFirst = 1
    /// By the particles' z position.
    case dontCare = 2
}

/// A node that emits particles: sparks, smoke, snow, confetti (SpriteKit's `SKEmitterNode`).
///
/// Every setting is kept as the app sets it. A still render simulates no particles (an
/// emitter has emitted none at time 0, and Backplate runs no particle simulation after it),
/// so the emitter draws nothing, with a runtime warning naming it; its children are drawn.
/// `SKEmitterNode(fileNamed:)` returns `nil`, as Backplate reads no `.sks` files.
open class SKEmitterNode: SKNode {
    /// The texture each particle draws (`nil`: a coloured square).
    open var particleTexture: SKTexture?
    /// The particles' size before scaling (zero: the texture's).
    open var particleSize: CGSize = .zero
    /// Particles emitted per second (0).
    open var particleBirthRate: CGFloat = 0
    /// How many particles to emit before stopping (0: no limit).
    open var numParticlesToEmit = 0
    /// The order particles are drawn in.
    open var particleRenderOrder: SKParticleRenderOrder = .oldestLast
    /// How long a particle lives, in seconds (0).
    open var particleLifetime: CGFloat = 0
    /// The random range of the lifetime.
    open var particleLifetimeRange: CGFloat = 0
    /// Where particles start, in the emitter's coordinates.
    open var particlePosition: CGPoint = .zero
    /// The random range of the start position.
    open var particlePositionRange: CGVector = .zero
    /// The particles' z position (0).
    open var particleZPosition: CGFloat = 0
    /// The direction particles leave in, in radians (0).
    open var emissionAngle: CGFloat = 0
    /// The random range of the direction.
    open var emissionAngleRange: CGFloat = 0
    /// The particles' start speed, in points per second (0).
    open var particleSpeed: CGFloat = 0
    /// The random range of the speed.
    open var particleSpeedRange: CGFloat = 0
    /// The particles' horizontal acceleration (0).
    open var xAcceleration: CGFloat = 0
    /// The particles' vertical acceleration (0).
    open var yAcceleration: CGFloat = 0
    /// The particles' start rotation (0).
    open var particleRotation: CGFloat = 0
    /// The random range of the rotation.
    open var particleRotationRange: CGFloat = 0
    /// How fast the particles rotate, in radians per second (0).
    open var particleRotationSpeed: CGFloat = 0
    /// The particles' start scale (1).
    open var particleScale: CGFloat = 1
    /// The random range of the scale.
    open var particleScaleRange: CGFloat = 0
    /// How fast the scale changes per second (0).
    open var particleScaleSpeed: CGFloat = 0
    /// The scale over a particle's life, overriding the values above when set.
    open var particleScaleSequence: SKKeyframeSequence?
    /// The particles' start alpha (1).
    open var particleAlpha: CGFloat = 1
    /// The random range of the alpha.
    open var particleAlphaRange: CGFloat = 0
    /// How fast the alpha changes per second (0).
    open var particleAlphaSpeed: CGFloat = 0
    /// The alpha over a particle's life, overriding the values above when set.
    open var particleAlphaSequence: SKKeyframeSequence?
    /// The particles' colour (white).
    open var particleColor: UIColor = .white
    /// The random range of the red component.
    open var particleColorRedRange: CGFloat = 0
    /// The random range of the green component.
    open var particleColorGreenRange: CGFloat = 0
    /// The random range of the blue component.
    open var particleColorBlueRange: CGFloat = 0
    /// The random range of the alpha component.
    open var particleColorAlphaRange: CGFloat = 0
    /// How fast the red component changes per second.
    open var particleColorRedSpeed: CGFloat = 0
    /// How fast the green component changes per second.
    open var particleColorGreenSpeed: CGFloat = 0
    /// How fast the blue component changes per second.
    open var particleColorBlueSpeed: CGFloat = 0
    /// How fast the alpha component changes per second.
    open var particleColorAlphaSpeed: CGFloat = 0
    /// The colour over a particle's life, overriding the values above when set.
    open var particleColorSequence: SKKeyframeSequence?
    /// How much the colour tints the texture (0).
    open var particleColorBlendFactor: CGFloat = 0
    /// The random range of the blend factor.
    open var particleColorBlendFactorRange: CGFloat = 0
    /// How fast the blend factor changes per second.
    open var particleColorBlendFactorSpeed: CGFloat = 0
    /// The blend factor over a particle's life.
    open var particleColorBlendFactorSequence: SKKeyframeSequence?
    /// How particles blend with what is below them (`.alpha`).
    open var particleBlendMode: SKBlendMode = .alpha
    /// An action each particle runs.
    open var particleAction: SKAction?
    /// The node particles are emitted into (`nil`: the emitter).
    open weak var targetNode: SKNode?
    /// The physics fields that act on the particles.
    open var fieldBitMask: UInt32 = 0
    /// A shader for the particles (not run in a render).
    open var shader: SKShader?
    /// The number of particles alive (none: a render simulates no particles).
    open var particleDensity: CGFloat { 0 }

    /// An emitter that emits nothing until its birth rate is set.
    public override init() { super.init() }

    /// An emitter from an archive: a plain one (there are no archives on Linux).
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    /// Runs the simulation ahead by `sec` seconds (a render runs no particle simulation).
    open func advanceSimulationTime(_ sec: TimeInterval) {}

    /// Removes every particle and starts over (there are none in a render).
    open func resetSimulation() {}

    /// Draws no particles; warns, when the emitter would emit, that particles are not drawn.
    override func appendDrawing(to items: inout [SKDrawItem], transform: CGAffineTransform, alpha: Double) {
        guard particleBirthRate > 0, particleLifetime + particleLifetimeRange / 2 > 0 else { return }
        RuntimeWarning.emit("SKEmitterNode: particles are not simulated by Backplate; the emitter draws nothing")
    }

    /// A copy of the emitter's settings and subtree.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = SKEmitterNode()
        copyNodeState(to: copy)
        copy.particleTexture = particleTexture
        copy.particleSize = particleSize
        copy.particleBirthRate = particleBirthRate
        copy.numParticlesToEmit = numParticlesToEmit
        copy.particleRenderOrder = particleRenderOrder
        copy.particleLifetime = particleLifetime
        copy.particleLifetimeRange = particleLifetimeRange
        copy.particlePosition = particlePosition
        copy.particlePositionRange = particlePositionRange
        copy.particleZPosition = particleZPosition
        copy.emissionAngle = emissionAngle
        copy.emissionAngleRange = emissionAngleRange
        copy.particleSpeed = particleSpeed
        copy.particleSpeedRange = particleSpeedRange
        copy.xAcceleration = xAcceleration
        copy.yAcceleration = yAcceleration
        copy.particleRotation = particleRotation
        copy.particleRotationRange = particleRotationRange
        copy.particleRotationSpeed = particleRotationSpeed
        copy.particleScale = particleScale
        copy.particleScaleRange = particleScaleRange
        copy.particleScaleSpeed = particleScaleSpeed
        copy.particleScaleSequence = particleScaleSequence
        copy.particleAlpha = particleAlpha
        copy.particleAlphaRange = particleAlphaRange
        copy.particleAlphaSpeed = particleAlphaSpeed
        copy.particleAlphaSequence = particleAlphaSequence
        copy.particleColor = particleColor
        copy.particleColorSequence = particleColorSequence
        copy.particleColorBlendFactor = particleColorBlendFactor
        copy.particleBlendMode = particleBlendMode
        copy.particleAction = particleAction
        copy.fieldBitMask = fieldBitMask
        copy.shader = shader
        return copy
    }
}

/// How a keyframe sequence computes values between keyframes.
public enum SKInterpolationMode: UInt, Sendable {
    /// Straight lines between keyframes.
    case linear = 1
    /// A smooth curve through the keyframes.
    case spline = 2
    /// The earlier keyframe's value until the next.
    case step = 3
}

/// What a keyframe sequence answers outside its keyframes' times.
public enum SKRepeatMode: UInt, Sendable {
    /// The first or last keyframe's value.
    case clamp = 1
    /// The sequence again, from the start.
    case loop = 2
}

/// Values at times, for emitters' particle properties over their lifetimes (SpriteKit's
/// `SKKeyframeSequence`): kept and sampled (`sample(atTime:)`).
open class SKKeyframeSequence: NSObject, NSCopying {
    private var values: [Any]
    private var times: [CGFloat]
    /// How values between keyframes are found (`.linear`).
    open var interpolationMode: SKInterpolationMode = .linear
    /// What happens outside the keyframes' times (`.clamp`).
    open var repeatMode: SKRepeatMode = .clamp

    /// A sequence of `values` at `times` (pairs beyond the shorter list are dropped).
    public init(keyframeValues values: [Any], times: [NSNumber]) {
        let count = min(values.count, times.count)
        self.values = Array(values.prefix(count))
        self.times = times.prefix(count).map { CGFloat($0.doubleValue) }
        super.init()
    }

    /// An empty sequence with room for `numItems` keyframes.
    public init(capacity numItems: Int) {
        values = []
        times = []
        super.init()
    }

    /// The number of keyframes.
    open func count() -> Int { values.count }
    /// Adds a keyframe.
    open func addKeyframeValue(_ value: Any, time: CGFloat) {
        values.append(value)
        times.append(time)
    }
    /// Removes the last keyframe.
    open func removeLastKeyframe() {
        guard !values.isEmpty else { return }
        values.removeLast()
        times.removeLast()
    }
    /// Removes the keyframe at `index`.
    open func removeKeyframe(at index: Int) {
        guard values.indices.contains(index) else { return }
        values.remove(at: index)
        times.remove(at: index)
    }
    /// The value of the keyframe at `index`.
    open func getKeyframeValue(for index: Int) -> Any { values.indices.contains(index) ? values[index] : NSNull() }
    /// The time of the keyframe at `index`.
    open func getKeyframeTime(for index: Int) -> CGFloat { times.indices.contains(index) ? times[index] : 0 }

    /// The value at `time`: numbers interpolated linearly (other values step), clamped or
    /// looped as `repeatMode` says.
    open func sample(atTime time: CGFloat) -> Any? {
        guard let first = times.first, let last = times.last, !values.isEmpty else { return nil }
        var t = time
        if repeatMode == .loop, last > first { t = first + (time - first).truncatingRemainder(dividingBy: last - first) }
        guard let upper = times.firstIndex(where: { $0 > t }) else { return values.last }
        guard upper > 0 else { return values.first }
        let a = values[upper - 1], b = values[upper]
        guard interpolationMode != .step, let x = (a as? NSNumber)?.doubleValue, let y = (b as? NSNumber)?.doubleValue else { return a }
        let span = Double(times[upper] - times[upper - 1])
        let fraction = span > 0 ? Double(t - times[upper - 1]) / span : 0
        return NSNumber(value: x + (y - x) * fraction)
    }

    /// A copy of the keyframes and modes.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = SKKeyframeSequence(keyframeValues: values, times: times.map { NSNumber(value: Double($0)) })
        copy.interpolationMode = interpolationMode
        copy.repeatMode = repeatMode
        return copy
    }
}
