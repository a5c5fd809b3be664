import Dispatch
import Foundation

// SceneKit's action-making class methods, with Apple's names and labels. Each makes an action
// value; a still render runs none (see `SCNNode.runAction(_:)`).

extension SCNAction {
    // MARK: Moving

    /// Moves the node by (`deltaX`, `deltaY`, `deltaZ`) over `duration`.
    public class func moveBy(x deltaX: CGFloat, y deltaY: CGFloat, z deltaZ: CGFloat, duration: TimeInterval) -> SCNAction {
        SCNAction(.moveBy(SCNVector3(deltaX, deltaY, deltaZ)), duration: duration)
    }

    /// Moves the node by `delta` over `duration`.
    public class func move(by delta: SCNVector3, duration: TimeInterval) -> SCNAction { SCNAction(.moveBy(delta), duration: duration) }

    /// Moves the node to `location` (in its parent's coordinates) over `duration`.
    public class func move(to location: SCNVector3, duration: TimeInterval) -> SCNAction { SCNAction(.moveTo(location), duration: duration) }

    // MARK: Rotating

    /// Rotates the node by the given angles (radians, counter-clockwise about its local axes).
    public class func rotateBy(x xAngle: CGFloat, y yAngle: CGFloat, z zAngle: CGFloat, duration: TimeInterval) -> SCNAction {
        SCNAction(.rotateBy(x: xAngle, y: yAngle, z: zAngle), duration: duration)
    }

    /// Rotates the node to the given Euler angles (radians).
    public class func rotateTo(x xAngle: CGFloat, y yAngle: CGFloat, z zAngle: CGFloat, duration: TimeInterval) -> SCNAction {
        SCNAction(.rotateTo(x: xAngle, y: yAngle, z: zAngle, shortestArc: false), duration: duration)
    }

    /// Rotates the node to the given Euler angles, the short way round when `shortestUnitArc`.
    public class func rotateTo(x xAngle: CGFloat, y yAngle: CGFloat, z zAngle: CGFloat, duration: TimeInterval,
                               usesShortestUnitArc shortestUnitArc: Bool) -> SCNAction {
        SCNAction(.rotateTo(x: xAngle, y: yAngle, z: zAngle, shortestArc: shortestUnitArc), duration: duration)
    }

    /// Rotates the node by `angle` radians about `axis` (in its local coordinates).
    public class func rotate(by angle: CGFloat, around axis: SCNVector3, duration: TimeInterval) -> SCNAction {
        SCNAction(.rotateAround(angle: angle, axis: axis), duration: duration)
    }

    /// Rotates the node to the axis-angle `axisAngle`.
    public class func rotate(toAxisAngle axisAngle: SCNVector4, duration: TimeInterval) -> SCNAction {
        SCNAction(.rotateToAxisAngle(axisAngle), duration: duration)
    }

    // MARK: Scaling

    /// Multiplies the node's scale by `scale` over `duration`.
    public class func scale(by scale: CGFloat, duration sec: TimeInterval) -> SCNAction { SCNAction(.scaleBy(scale), duration: sec) }

    /// Sets the node's scale to `scale` on every axis over `duration`.
    public class func scale(to scale: CGFloat, duration sec: TimeInterval) -> SCNAction { SCNAction(.scaleTo(scale), duration: sec) }

    // MARK: Opacity and visibility

    /// Fades the node's opacity to 1.
    public class func fadeIn(duration sec: TimeInterval) -> SCNAction { SCNAction(.fadeIn, duration: sec) }

    /// Fades the node's opacity to 0.
    public class func fadeOut(duration sec: TimeInterval) -> SCNAction { SCNAction(.fadeOut, duration: sec) }

    /// Changes the node's opacity by `factor`.
    public class func fadeOpacity(by factor: CGFloat, duration sec: TimeInterval) -> SCNAction { SCNAction(.fadeBy(factor), duration: sec) }

    /// Changes the node's opacity to `opacity`.
    public class func fadeOpacity(to opacity: CGFloat, duration sec: TimeInterval) -> SCNAction { SCNAction(.fadeTo(opacity), duration: sec) }

    /// Hides the node at once.
    public class func hide() -> SCNAction { SCNAction(.hide(true), duration: 0) }

    /// Shows the node at once.
    public class func unhide() -> SCNAction { SCNAction(.hide(false), duration: 0) }

    /// Removes the node from its parent at once.
    public class func removeFromParentNode() -> SCNAction { SCNAction(.removeFromParentNode, duration: 0) }

    // MARK: Combining

    /// Runs `actions` one after another.
    public class func sequence(_ actions: [SCNAction]) -> SCNAction {
        SCNAction(.sequence(actions), duration: actions.reduce(0) { $0 + $1.duration })
    }

    /// Runs `actions` together; it lasts as long as the longest.
    public class func group(_ actions: [SCNAction]) -> SCNAction {
        SCNAction(.group(actions), duration: actions.map(\.duration).max() ?? 0)
    }

    /// Runs `action` `count` times.
    public class func `repeat`(_ action: SCNAction, count: Int) -> SCNAction {
        SCNAction(.repeatCount(action, max(0, count)), duration: action.duration * Double(max(0, count)))
    }

    /// Runs `action` again and again until it is removed.
    public class func repeatForever(_ action: SCNAction) -> SCNAction {
        let forever = SCNAction(.repeatForever(action), duration: 0)
        forever.duration = .infinity
        return forever
    }

    // MARK: Waiting and code

    /// Does nothing for `sec` seconds.
    public class func wait(duration sec: TimeInterval) -> SCNAction { SCNAction(.wait, duration: sec) }

    /// Does nothing for `sec` seconds, plus or minus half of `durationRange` (its `duration` is
    /// `sec`).
    public class func wait(duration sec: TimeInterval, withRange durationRange: TimeInterval) -> SCNAction {
        SCNAction(.wait, duration: sec)
    }

    /// Calls `block` with the node.
    public class func run(_ block: @escaping (SCNNode) -> Void) -> SCNAction { SCNAction(.run(block), duration: 0) }

    /// Calls `block` with the node on `queue`.
    public class func run(_ block: @escaping (SCNNode) -> Void, queue: DispatchQueue) -> SCNAction { SCNAction(.run(block), duration: 0) }

    /// Calls `block` with the node and the elapsed time, each frame for `seconds`.
    public class func customAction(duration seconds: TimeInterval, action block: @escaping (SCNNode, CGFloat) -> Void) -> SCNAction {
        SCNAction(.custom(block), duration: seconds)
    }

    /// Runs JavaScript over `seconds` (kept; Backplate runs no JavaScript).
    public class func javaScriptAction(withScript script: String, duration seconds: TimeInterval) -> SCNAction {
        SCNAction(.javaScript(script), duration: seconds)
    }

    /// Plays `source` at the node; waiting for it, the action lasts as long as the sound
    /// (unknown here: 0).
    public class func playAudio(_ source: SCNAudioSource, waitForCompletion wait: Bool) -> SCNAction {
        SCNAction(.playAudio(source, waitForCompletion: wait), duration: 0)
    }
}
