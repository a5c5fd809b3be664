import BackplateCore
import Foundation

// SpriteKit's action-making class methods, with Apple's names and labels. Each says what a
// still render shows: the action evaluated at elapsed time 0 (see `SKAction`).

extension SKAction {
    // MARK: Moving

    /// Moves the node by `delta` over `duration` (a render shows the start; 0 s: moved).
    public class func move(by delta: CGVector, duration: TimeInterval) -> SKAction { SKAction(.moveBy(delta), duration: duration) }
    /// Moves the node by (`deltaX`, `deltaY`) over `duration`.
    public class func moveBy(x deltaX: CGFloat, y deltaY: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.moveBy(CGVector(dx: deltaX, dy: deltaY)), duration: duration)
    }
    /// Moves the node to `location` over `duration` (a render shows the start; 0 s: moved).
    public class func move(to location: CGPoint, duration: TimeInterval) -> SKAction {
        SKAction(.moveTo(x: location.x, y: location.y), duration: duration)
    }
    /// Moves the node horizontally to `x` over `duration`.
    public class func moveTo(x: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.moveTo(x: x, y: nil), duration: duration) }
    /// Moves the node vertically to `y` over `duration`.
    public class func moveTo(y: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.moveTo(x: nil, y: y), duration: duration) }
    /// Moves the node along `path`, relative to where it is, over `duration`.
    public class func follow(_ path: CGPath, duration: TimeInterval) -> SKAction {
        follow(path, asOffset: true, orientToPath: true, duration: duration)
    }
    /// Moves the node along `path` over `duration`; not `asOffset`, the node starts at the
    /// path's first point (where a render shows it).
    public class func follow(_ path: CGPath, asOffset offset: Bool, orientToPath orient: Bool, duration: TimeInterval) -> SKAction {
        SKAction(.follow(path, asOffset: offset, orientToPath: orient), duration: duration)
    }
    /// Moves the node along `path` at `speed` points per second, relative to where it is.
    public class func follow(_ path: CGPath, speed: CGFloat) -> SKAction {
        follow(path, asOffset: true, orientToPath: true, speed: speed)
    }
    /// Moves the node along `path` at `speed` points per second (its duration: the path's
    /// length over the speed).
    public class func follow(_ path: CGPath, asOffset offset: Bool, orientToPath orient: Bool, speed: CGFloat) -> SKAction {
        let length = SKPathGeometry.length(of: path)
        return follow(path, asOffset: offset, orientToPath: orient, duration: speed > 0 ? Double(length / speed) : 0)
    }

    // MARK: Rotating, speed and scale

    /// Rotates the node by `radians` (counter-clockwise) over `duration`.
    public class func rotate(byAngle radians: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.rotateBy(radians), duration: duration) }
    /// Rotates the node to `radians` over `duration`.
    public class func rotate(toAngle radians: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.rotateTo(radians), duration: duration) }
    /// Rotates the node to `radians` over `duration`, the short way round when `shortestUnitArc`.
    public class func rotate(toAngle radians: CGFloat, duration: TimeInterval, shortestUnitArc: Bool) -> SKAction {
        SKAction(.rotateTo(radians), duration: duration)
    }
    /// Changes the node's action speed by `speed` over `duration`.
    public class func speed(by speed: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.speedBy(speed), duration: duration) }
    /// Changes the node's action speed to `speed` over `duration`.
    public class func speed(to speed: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.speedTo(speed), duration: duration) }
    /// Multiplies the node's scale by `scale` over `duration`.
    public class func scale(by scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.scaleBy(x: scale, y: scale), duration: duration) }
    /// Scales the node to `scale` over `duration`.
    public class func scale(to scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.scaleTo(x: scale, y: scale), duration: duration) }
    /// Scales the node so its content is `size` over `duration`.
    public class func scale(to size: CGSize, duration: TimeInterval) -> SKAction { SKAction(.scaleToSize(size), duration: duration) }
    /// Multiplies the node's x and y scales by `xScale` and `yScale` over `duration`.
    public class func scaleX(by xScale: CGFloat, y yScale: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.scaleBy(x: xScale, y: yScale), duration: duration)
    }
    /// Scales the node to `xScale` and `yScale` over `duration`.
    public class func scaleX(to xScale: CGFloat, y yScale: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.scaleTo(x: xScale, y: yScale), duration: duration)
    }
    /// Scales the node horizontally to `xScale` over `duration`.
    public class func scaleX(to xScale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.scaleTo(x: xScale, y: nil), duration: duration) }
    /// Scales the node vertically to `yScale` over `duration`.
    public class func scaleY(to yScale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.scaleTo(x: nil, y: yScale), duration: duration) }

    // MARK: Visibility and opacity

    /// Hides the node at once.
    public class func hide() -> SKAction { SKAction(.hide(true), duration: 0) }
    /// Shows the node at once.
    public class func unhide() -> SKAction { SKAction(.hide(false), duration: 0) }
    /// Fades the node's alpha to 1 over `sec` (a render shows the start: the current alpha).
    public class func fadeIn(withDuration sec: TimeInterval) -> SKAction { SKAction(.fadeTo(1), duration: sec) }
    /// Fades the node's alpha to 0 over `sec` (a render shows the start).
    public class func fadeOut(withDuration sec: TimeInterval) -> SKAction { SKAction(.fadeTo(0), duration: sec) }
    /// Changes the node's alpha by `factor` over `duration`.
    public class func fadeAlpha(by factor: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.fadeBy(factor), duration: duration) }
    /// Changes the node's alpha to `alpha` over `duration`.
    public class func fadeAlpha(to alpha: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.fadeTo(alpha), duration: duration) }

    // MARK: Size, texture and colour (sprites)

    /// Grows a sprite by `width` and `height` points over `duration`.
    public class func resize(byWidth width: CGFloat, height: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.resizeBy(width: width, height: height), duration: duration)
    }
    /// Resizes a sprite to `height` over `duration`.
    public class func resize(toHeight height: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.resizeTo(width: nil, height: height), duration: duration)
    }
    /// Resizes a sprite to `width` over `duration`.
    public class func resize(toWidth width: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.resizeTo(width: width, height: nil), duration: duration)
    }
    /// Resizes a sprite to `width` × `height` over `duration`.
    public class func resize(toWidth width: CGFloat, height: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.resizeTo(width: width, height: height), duration: duration)
    }
    /// Sets a sprite's texture at once.
    public class func setTexture(_ texture: SKTexture) -> SKAction { SKAction(.setTexture(texture, resize: false), duration: 0) }
    /// Sets a sprite's texture at once, resizing the sprite to it when `resize`.
    public class func setTexture(_ texture: SKTexture, resize: Bool) -> SKAction { SKAction(.setTexture(texture, resize: resize), duration: 0) }
    /// Sets a sprite's normal map at once (kept; lighting is not drawn).
    public class func setNormalTexture(_ texture: SKTexture) -> SKAction { SKAction(.setNormalTexture(texture), duration: 0) }
    /// Sets a sprite's normal map at once (kept; lighting is not drawn).
    public class func setNormalTexture(_ texture: SKTexture, resize: Bool) -> SKAction { SKAction(.setNormalTexture(texture), duration: 0) }
    /// Shows `textures` one after another, `sec` each (a render shows the first).
    public class func animate(with textures: [SKTexture], timePerFrame sec: TimeInterval) -> SKAction {
        animate(with: textures, timePerFrame: sec, resize: false, restore: false)
    }
    /// Shows `textures` one after another, `sec` each, resizing the sprite to each when
    /// `resize` and restoring the first texture at the end when `restore`.
    public class func animate(with textures: [SKTexture], timePerFrame sec: TimeInterval, resize: Bool, restore: Bool) -> SKAction {
        SKAction(.animate(textures, resize: resize, restore: restore), duration: sec * Double(textures.count))
    }
    /// Blends a sprite's colour to `color` by `colorBlendFactor` over `duration`.
    public class func colorize(with color: UIColor, colorBlendFactor: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.colorize(color, blendFactor: colorBlendFactor), duration: duration)
    }
    /// Changes a sprite's colour blend factor over `duration`.
    public class func colorize(withColorBlendFactor colorBlendFactor: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.colorize(nil, blendFactor: colorBlendFactor), duration: duration)
    }

    // MARK: Sound and physics

    /// Plays the sound file `soundFile` (a render plays nothing): instant unless `wait`, then it
    /// lasts as long as the sound, which a render never reaches the end of.
    public class func playSoundFileNamed(_ soundFile: String, waitForCompletion wait: Bool) -> SKAction {
        SKAction(.playSound(soundFile, waitForCompletion: wait), duration: wait ? .infinity : 0)
    }
    /// Applies a force to the node's body over `duration` (no physics is simulated in a render).
    public class func applyForce(_ force: CGVector, duration: TimeInterval) -> SKAction { SKAction(.physics, duration: duration) }
    /// Applies a force at `point` over `duration` (no physics is simulated in a render).
    public class func applyForce(_ force: CGVector, at point: CGPoint, duration: TimeInterval) -> SKAction { SKAction(.physics, duration: duration) }
    /// Applies a torque over `duration` (no physics is simulated in a render).
    public class func applyTorque(_ torque: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.physics, duration: duration) }
    /// Applies an impulse over `duration` (no physics is simulated in a render).
    public class func applyImpulse(_ impulse: CGVector, duration: TimeInterval) -> SKAction { SKAction(.physics, duration: duration) }
    /// Applies an impulse at `point` over `duration` (no physics is simulated in a render).
    public class func applyImpulse(_ impulse: CGVector, at point: CGPoint, duration: TimeInterval) -> SKAction {
        SKAction(.physics, duration: duration)
    }
    /// Applies an angular impulse over `duration` (no physics is simulated in a render).
    public class func applyAngularImpulse(_ impulse: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.physics, duration: duration) }

    // MARK: Combining and timing

    /// Runs `actions` one after another (its duration: the sum of theirs).
    public class func sequence(_ actions: [SKAction]) -> SKAction {
        SKAction(.sequence(actions), duration: actions.reduce(0) { $0 + $1.duration })
    }
    /// Runs `actions` at the same time (its duration: the longest of theirs).
    public class func group(_ actions: [SKAction]) -> SKAction {
        SKAction(.group(actions), duration: actions.map(\.duration).max() ?? 0)
    }
    /// Runs `action` `count` times in a row.
    public class func `repeat`(_ action: SKAction, count: Int) -> SKAction {
        SKAction(.repeatCount(action, max(count, 0)), duration: action.duration * Double(max(count, 0)))
    }
    /// Runs `action` again and again; it never finishes (a render runs it once at time 0).
    public class func repeatForever(_ action: SKAction) -> SKAction {
        SKAction(.repeatForever(action), duration: .infinity)
    }
    /// Waits `duration` seconds.
    public class func wait(forDuration duration: TimeInterval) -> SKAction { SKAction(.wait, duration: duration) }
    /// Waits `duration` seconds, give or take half of `durationRange` (a render waits the mean).
    public class func wait(forDuration duration: TimeInterval, withRange durationRange: TimeInterval) -> SKAction {
        SKAction(.wait, duration: duration)
    }

    // MARK: Structure and code

    /// Removes the node from its parent at once.
    public class func removeFromParent() -> SKAction { SKAction(.removeFromParent, duration: 0) }
    /// Runs `block` at once (in a render, during the frame's action evaluation).
    public class func run(_ block: @escaping () -> Void) -> SKAction { SKAction(.run(block), duration: 0) }
    /// Runs `block` at once; a render calls it during the frame, on the frame's thread, rather
    /// than on `queue`.
    public class func run(_ block: @escaping () -> Void, queue: DispatchQueue) -> SKAction { SKAction(.run(block), duration: 0) }
    /// Runs `action` on the child named `name` (found at the time the action starts).
    public class func run(_ action: SKAction, onChildWithName name: String) -> SKAction {
        SKAction(.runOnChild(action, name: name), duration: 0)
    }
    /// Calls `block` with the node and the elapsed time on each frame for `seconds` (a render
    /// calls it once, with 0).
    public class func customAction(withDuration seconds: TimeInterval, actionBlock block: @escaping (SKNode, CGFloat) -> Void) -> SKAction {
        SKAction(.custom(block), duration: seconds)
    }
}

/// Measures a `CGPath` for `follow(_:speed:)` and finds its first point.
enum SKPathGeometry {
    /// The path's points, its curves sampled in 16 steps each.
    static func points(of path: CGPath) -> [CGPoint] {
        var points: [CGPoint] = []
        var start = CGPoint.zero, last = CGPoint.zero
        Path(path).forEach { element in
            switch element {
            case .move(let to):
                start = to
                last = to
                points.append(to)
            case .line(let to):
                last = to
                points.append(to)
            case .quadCurve(let to, let control):
                let from = last
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    points.append(CGPoint(x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
                                          y: u * u * from.y + 2 * u * t * control.y + t * t * to.y))
                }
                last = to
            case .curve(let to, let control1, let control2):
                let from = last
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    points.append(CGPoint(x: a * from.x + b * control1.x + c * control2.x + d * to.x,
                                          y: a * from.y + b * control1.y + c * control2.y + d * to.y))
                }
                last = to
            case .closeSubpath:
                last = start
                points.append(start)
            }
        }
        return points
    }

    /// The length of the path's polyline approximation, in points (0 when not finite).
    static func length(of path: CGPath) -> CGFloat {
        let points = points(of: path)
        var total: CGFloat = 0
        for index in points.indices.dropFirst() {
            total += hypot(points[index].x - points[index - 1].x, points[index].y - points[index - 1].y)
        }
        return total.isFinite ? total : 0
    }
}
