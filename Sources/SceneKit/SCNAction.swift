import Foundation

/// How an action's progress follows time.
public enum SCNActionTimingMode: Int, Sendable {
    /// Evenly over the duration (the default).
    case linear = 0
    /// Slowly at first.
    case easeIn = 1
    /// Slowly at the end.
    case easeOut = 2
    /// Slowly at both ends.
    case easeInEaseOut = 3
}

/// A custom timing curve: the elapsed fraction (0...1) in, the progress fraction out.
public typealias SCNActionTimingFunction = (Float) -> Float

/// A change a node performs over time (SceneKit's `SCNAction`): moves, rotations, scales,
/// fades, visibility, blocks, waits, sounds, and sequences, groups and repeats of others.
///
/// Actions are values: their kind, duration, timing and speed are kept, and `reversed()`
/// answers as on iOS. A still render renders no frame, so a node's actions never run (see
/// `SCNNode.runAction(_:)`).
open class SCNAction: NSObject, NSCopying {
    /// What the action does.
    let kind: SCNActionKind

    /// How long the action takes, in seconds (a sequence: the sum of its actions'; a group:
    /// the longest; `repeatForever`: infinite).
    open var duration: TimeInterval
    /// The curve the action's progress follows (`.linear`).
    open var timingMode = SCNActionTimingMode.linear
    /// A custom curve applied after `timingMode` (`nil`).
    open var timingFunction: SCNActionTimingFunction?
    /// How fast the action runs (1).
    open var speed: CGFloat = 1

    /// An action that does nothing and takes no time.
    public override init() {
        kind = .wait
        duration = 0
        super.init()
    }

    /// An action from an archive: there are no archives on Linux, so one that does nothing.
    public required init?(coder: NSCoder) {
        kind = .wait
        duration = 0
        super.init()
    }

    /// An action of `kind` lasting `duration` seconds (negative or NaN durations are 0).
    init(_ kind: SCNActionKind, duration: TimeInterval) {
        self.kind = kind
        self.duration = duration.isNaN || duration < 0 ? 0 : duration
        super.init()
    }

    /// A copy with the same kind, duration, timing and speed.
    open func copy(with zone: NSZone? = nil) -> Any { retimed(kind) }

    /// An action of `kind` with this action's duration, timing and speed.
    func retimed(_ kind: SCNActionKind) -> SCNAction {
        let action = SCNAction(kind, duration: duration)
        action.timingMode = timingMode
        action.timingFunction = timingFunction
        action.speed = speed
        return action
    }

    /// The action that undoes this one: moves, rotations by an amount, scales and fades by an
    /// amount are inverted; sequences run their reversed actions backwards; groups and repeats
    /// reverse their actions; fading in reverses to fading out. Actions to a value, visibility,
    /// blocks and sounds return a copy of themselves (iOS: not reversible).
    open func reversed() -> SCNAction {
        switch kind {
        case .moveBy(let d): return retimed(.moveBy(SCNVector3(x: -d.x, y: -d.y, z: -d.z)))
        case .rotateBy(let x, let y, let z): return retimed(.rotateBy(x: -x, y: -y, z: -z))
        case .rotateAround(let angle, let axis): return retimed(.rotateAround(angle: -angle, axis: axis))
        case .scaleBy(let factor): return retimed(.scaleBy(factor == 0 ? 0 : 1 / factor))
        case .fadeBy(let amount): return retimed(.fadeBy(-amount))
        case .fadeIn: return retimed(.fadeOut)
        case .fadeOut: return retimed(.fadeIn)
        case .sequence(let actions): return retimed(.sequence(actions.reversed().map { $0.reversed() }))
        case .group(let actions): return retimed(.group(actions.map { $0.reversed() }))
        case .repeatCount(let action, let count): return retimed(.repeatCount(action.reversed(), count))
        case .repeatForever(let action): return retimed(.repeatForever(action.reversed()))
        default: return retimed(kind)
        }
    }
}

/// What an action does; the values its class method was given.
enum SCNActionKind {
    case moveBy(SCNVector3)
    case moveTo(SCNVector3)
    case rotateBy(x: CGFloat, y: CGFloat, z: CGFloat)
    case rotateTo(x: CGFloat, y: CGFloat, z: CGFloat, shortestArc: Bool)
    case rotateAround(angle: CGFloat, axis: SCNVector3)
    case rotateToAxisAngle(SCNVector4)
    case scaleBy(CGFloat)
    case scaleTo(CGFloat)
    case fadeIn
    case fadeOut
    case fadeBy(CGFloat)
    case fadeTo(CGFloat)
    case hide(Bool)
    case removeFromParentNode
    case wait
    case run((SCNNode) -> Void)
    case custom((SCNNode, CGFloat) -> Void)
    case javaScript(String)
    case playAudio(SCNAudioSource, waitForCompletion: Bool)
    case sequence([SCNAction])
    case group([SCNAction])
    case repeatCount(SCNAction, Int)
    case repeatForever(SCNAction)
}
