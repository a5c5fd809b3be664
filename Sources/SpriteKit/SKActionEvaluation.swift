import BackplateCore
import Foundation

/// Evaluates a scene's actions at elapsed time 0, the one instant a still render shows.
///
/// Each node's actions (those added before the frame) start: a change whose duration is 0
/// is applied, a block runs, a custom action's block is called with 0, a texture animation
/// shows its first frame, `follow` without offset puts the node on the path's start; a
/// sequence runs its actions in order until one takes time, which stays at its start; a group
/// starts every action; a repeat runs its action again only while it finishes at once (a
/// `repeatForever` of an instantaneous action runs once). An action that finishes calls its
/// completion and is removed; the others stay on the node. Paused nodes (and their subtrees)
/// and nodes whose speed is 0 are skipped. The work is bounded (`budget`), so a runaway
/// repeat count cannot stall a render.
@MainActor
struct SKActionEvaluator {
    /// How many actions one frame may evaluate before the rest are left at their start.
    static let maximumSteps = 100_000
    private var budget = maximumSteps

    /// Starts the actions of every node of `scene`'s tree, in tree order.
    static func evaluate(_ scene: SKScene) {
        var evaluator = SKActionEvaluator()
        var stack: [SKNode] = [scene]
        var visited = 0
        while let node = stack.popLast(), visited < SKTreeLimits.maximumNodes {
            visited += 1
            guard !node.isPaused, node.speed != 0 else { continue }
            evaluator.start(node)
            // A node an action removed from the tree takes its subtree with it.
            guard node === scene || node.parent != nil else { continue }
            stack.append(contentsOf: node.children.reversed())
        }
        if evaluator.budget <= 0 {
            RuntimeWarning.emit("SKAction: more than \(maximumSteps) actions finished at time 0 in one frame; the rest were left at their start")
        }
    }

    /// Starts the node's actions that have not started yet; removes those that finish.
    private mutating func start(_ node: SKNode) {
        let pending = node.runningActions.filter { !$0.started }
        for entry in pending {
            entry.started = true
            guard run(entry.action, on: node) else { continue }
            node.runningActions.removeAll { $0 === entry }
            entry.finish()
        }
    }

    /// Runs what `action` does at time 0 on `node`; whether it has finished then.
    private mutating func run(_ action: SKAction, on node: SKNode) -> Bool {
        guard budget > 0 else { return false }
        budget -= 1
        // A speed of 0 never progresses; any other speed reaches time 0 alike.
        guard action.speed != 0 else { return false }
        let instant = action.duration <= 0
        switch action.kind {
        case .sequence(let actions):
            for child in actions where !run(child, on: node) { return false }
            return true
        case .group(let actions):
            var all = true
            for child in actions where !run(child, on: node) { all = false }
            return all
        case .repeatCount(let child, let count):
            for _ in 0..<count where !run(child, on: node) { return false }
            return true
        case .repeatForever(let child):
            _ = run(child, on: node)
            return false
        case .run(let block):
            block()
            return true
        case .runOnChild(let child, let name):
            if let target = node.childNode(withName: name) { target.run(child) }
            return true
        case .custom(let block):
            block(node, 0)
            return instant
        case .removeFromParent:
            node.removeFromParent()
            return true
        case .hide(let hidden):
            node.isHidden = hidden
            return true
        case .wait, .physics:
            return instant
        case .playSound(_, let wait):
            return !wait
        case .setTexture(let texture, let resize):
            (node as? SKSpriteNode)?.setTexture(texture, resize: resize)
            return true
        case .setNormalTexture(let texture):
            (node as? SKSpriteNode)?.normalTexture = texture
            return true
        case .animate(let textures, let resize, _):
            if let first = textures.first { (node as? SKSpriteNode)?.setTexture(first, resize: resize) }
            if instant, let last = textures.last { (node as? SKSpriteNode)?.setTexture(last, resize: resize) }
            return instant
        case .follow(let path, let asOffset, _):
            if !asOffset, let start = SKPathGeometry.points(of: path).first { node.position = start }
            if instant, let end = SKPathGeometry.points(of: path).last {
                node.position = asOffset ? CGPoint(x: node.position.x + end.x, y: node.position.y + end.y) : end
            }
            return instant
        default:
            if instant { applyEnd(of: action.kind, to: node) }
            return instant
        }
    }

    /// Applies the end state of a change that takes no time.
    private func applyEnd(of kind: SKActionKind, to node: SKNode) {
        switch kind {
        case .moveBy(let delta): node.position = CGPoint(x: node.position.x + delta.dx, y: node.position.y + delta.dy)
        case .moveTo(let x, let y): node.position = CGPoint(x: x ?? node.position.x, y: y ?? node.position.y)
        case .rotateBy(let angle): node.zRotation += angle
        case .rotateTo(let angle): node.zRotation = angle
        case .scaleBy(let x, let y):
            node.xScale *= x
            node.yScale *= y
        case .scaleTo(let x, let y):
            node.xScale = x ?? node.xScale
            node.yScale = y ?? node.yScale
        case .scaleToSize(let size):
            guard let content = node.contentRect, content.width > 0, content.height > 0 else { return }
            node.xScale = size.width / content.width
            node.yScale = size.height / content.height
        case .fadeBy(let amount): node.alpha += amount
        case .fadeTo(let alpha): node.alpha = alpha
        case .resizeBy(let width, let height):
            guard let sprite = node as? SKSpriteNode else { return }
            sprite.size = CGSize(width: sprite.size.width + width, height: sprite.size.height + height)
        case .resizeTo(let width, let height):
            guard let sprite = node as? SKSpriteNode else { return }
            sprite.size = CGSize(width: width ?? sprite.size.width, height: height ?? sprite.size.height)
        case .speedBy(let amount): node.speed += amount
        case .speedTo(let speed): node.speed = speed
        case .colorize(let color, let factor):
            guard let sprite = node as? SKSpriteNode else { return }
            if let color { sprite.color = color }
            sprite.colorBlendFactor = factor
        default: break
        }
    }
}
