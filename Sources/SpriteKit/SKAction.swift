import BackplateCore
import Foundation

/// How an action's progress follows time.
public enum SKActionTimingMode: Int, Sendable {
    /// Evenly over the duration.
    case linear = 0
    /// Slowly at first, then faster.
    case easeIn = 1
    /// Quickly at first, then slower.
    case easeOut = 2
    /// Slowly at both ends, faster in the middle.
    case easeInEaseOut = 3
}

/// A custom timing curve: the elapsed fraction (0...1) in, the progress fraction out.
public typealias SKActionTimingFunction = (Float) -> Float

/// An animation or change a node runs (SpriteKit's `SKAction`), made by the class methods in
/// `SKActionFactories.swift`: moves, rotations, scales, fades, texture changes, blocks, and
/// sequences, groups and repeats of other actions.
///
/// A still render evaluates actions at elapsed time 0 of the presented scene's one frame: what
/// happens at that instant happens (a zero-duration change is applied, a block runs, the first
/// frame of a texture animation is set, a sequence runs its leading instantaneous actions),
/// and a timed action stays at its start. Actions are values an app shares between nodes; they
/// are not main-actor isolated, as on iOS.
open class SKAction: NSObject, NSCopying {
    /// What the action does.
    let kind: SKActionKind

    /// How long the action takes, in seconds (a sequence: the sum of its actions'; a group:
    /// the longest; `repeatForever`: infinite).
    open var duration: TimeInterval
    /// The curve the action's progress follows (`.linear`; a render shows time 0 either way).
    open var timingMode: SKActionTimingMode = .linear
    /// A custom curve applied after `timingMode` (the identity by default).
    open var timingFunction: SKActionTimingFunction = { $0 }
    /// How fast the action runs (1: as its duration says; 0: it never progresses).
    open var speed: CGFloat = 1

    /// An action that does nothing and takes no time.
    public override init() {
        kind = .wait
        duration = 0
        super.init()
    }

    /// An action of `kind` lasting `duration` seconds (negative and non-finite durations are 0,
    /// `repeatForever`'s infinity aside).
    init(_ kind: SKActionKind, duration: TimeInterval) {
        self.kind = kind
        self.duration = duration.isNaN || duration < 0 ? 0 : duration
        super.init()
    }

    /// The action named `name` in the bundle's `.sks` action files: always `nil` here, with a
    /// runtime warning, as Backplate reads no SpriteKit files.
    public convenience init?(named name: String) {
        RuntimeWarning.emit("SKAction(named: \"\(name)\"): Backplate reads no .sks action files; nil is returned")
        return nil
    }

    /// The action named `name` with a new duration: `nil` here, as `init?(named:)`.
    public convenience init?(named name: String, duration: TimeInterval) {
        self.init(named: name)
    }

    /// The action named `name` in the action file at `url`: `nil` here, as `init?(named:)`.
    public convenience init?(named name: String, from url: URL) {
        self.init(named: name)
    }

    /// The action named `name` in the file at `url`, with a new duration: `nil` here.
    public convenience init?(named name: String, from url: URL, duration: TimeInterval) {
        self.init(named: name)
    }

    /// A copy of the action with the same kind, duration, timing and speed.
    open func copy(with zone: NSZone? = nil) -> Any { retimed(kind) }

    /// An action of `kind` with this action's duration, timing and speed.
    func retimed(_ kind: SKActionKind) -> SKAction {
        let action = SKAction(kind, duration: duration)
        action.timingMode = timingMode
        action.timingFunction = timingFunction
        action.speed = speed
        return action
    }

    /// The action that undoes this one: moves, rotations, scales, fades, resizes and speed
    /// changes by an amount are negated (or inverted); sequences run their reversed actions
    /// backwards; groups and repeats reverse their actions. Actions to a value, blocks and
    /// texture changes are not reversible and return a copy of themselves, as on iOS.
    open func reversed() -> SKAction {
        switch kind {
        case .moveBy(let delta): return retimed(.moveBy(CGVector(dx: -delta.dx, dy: -delta.dy)))
        case .rotateBy(let angle): return retimed(.rotateBy(-angle))
        case .scaleBy(let x, let y): return retimed(.scaleBy(x: x == 0 ? 0 : 1 / x, y: y == 0 ? 0 : 1 / y))
        case .fadeBy(let amount): return retimed(.fadeBy(-amount))
        case .resizeBy(let width, let height): return retimed(.resizeBy(width: -width, height: -height))
        case .speedBy(let amount): return retimed(.speedBy(-amount))
        case .sequence(let actions): return retimed(.sequence(actions.reversed().map { $0.reversed() }))
        case .group(let actions): return retimed(.group(actions.map { $0.reversed() }))
        case .repeatCount(let action, let count): return retimed(.repeatCount(action.reversed(), count))
        case .repeatForever(let action): return retimed(.repeatForever(action.reversed()))
        default: return retimed(kind)
        }
    }
}

/// What an action does; the values its class method was given.
enum SKActionKind {
    case moveBy(CGVector)
    case moveTo(x: CGFloat?, y: CGFloat?)
    case follow(CGPath, asOffset: Bool, orientToPath: Bool)
    case rotateBy(CGFloat)
    case rotateTo(CGFloat)
    case scaleBy(x: CGFloat, y: CGFloat)
    case scaleTo(x: CGFloat?, y: CGFloat?)
    case scaleToSize(CGSize)
    case fadeBy(CGFloat)
    case fadeTo(CGFloat)
    case resizeBy(width: CGFloat, height: CGFloat)
    case resizeTo(width: CGFloat?, height: CGFloat?)
    case speedBy(CGFloat)
    case speedTo(CGFloat)
    case hide(Bool)
    case setTexture(SKTexture, resize: Bool)
    case setNormalTexture(SKTexture)
    case animate([SKTexture], resize: Bool, restore: Bool)
    case colorize(UIColor?, blendFactor: CGFloat)
    case wait
    case run(() -> Void)
    case runOnChild(SKAction, name: String)
    case custom((SKNode, CGFloat) -> Void)
    case removeFromParent
    case sequence([SKAction])
    case group([SKAction])
    case repeatCount(SKAction, Int)
    case repeatForever(SKAction)
    case playSound(String, waitForCompletion: Bool)
    case physics
}
