import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import SpriteKit

/// A scene that records its lifecycle, as a game's scene overrides it.
private final class LoggingScene: SKScene {
    var log: [String] = []

    override func sceneDidLoad() { log.append("sceneDidLoad") }
    override func didChangeSize(_ oldSize: CGSize) { log.append("didChangeSize") }
    override func didMove(to view: SKView) {
        log.append("didMove")
        run(.run { [unowned self] in self.log.append("action") })
    }
    override func update(_ currentTime: TimeInterval) { log.append("update(\(currentTime))") }
    override func didEvaluateActions() { log.append("didEvaluateActions") }
    override func didSimulatePhysics() { log.append("didSimulatePhysics") }
    override func didApplyConstraints() { log.append("didApplyConstraints") }
    override func didFinishUpdate() { log.append("didFinishUpdate") }
}

/// SpriteKit's scenes in SwiftUI's `SpriteView`, as games and confetti overlays write them:
/// the presentation's one frame at time 0 and the node tree drawn y up, in z order.
@MainActor @Suite(.tags(.appFiles, .pixels)) struct SpriteKitSceneTests {
    /// SpriteKit's default scene background, gray 0.15, in 8 bits.
    private let sceneGray = (38, 38, 38)

    /// A 200 × 100 point `SpriteView` of `scene`, rendered at `scale`.
    private func render(_ scene: SKScene, scale: CGFloat = 1, options: SpriteView.Options = []) throws -> RenderedImage {
        try renderImage(SpriteView(scene: scene, options: options).frame(width: 200, height: 100), scale: scale)
    }

    @Test func presentingRunsTheLifecycleThenOneFrameAtTimeZero() throws {
        let scene = LoggingScene(size: CGSize(width: 200, height: 100))
        #expect(scene.log == ["sceneDidLoad"])
        _ = try render(scene)
        #expect(scene.log == ["sceneDidLoad", "didChangeSize", "didMove", "update(0.0)", "action", "didEvaluateActions",
                              "didSimulatePhysics", "didApplyConstraints", "didFinishUpdate"])
        // A second render of the same scene (SwiftUI re-evaluating the body) runs no second frame.
        _ = try render(scene)
        #expect(scene.log.filter { $0 == "didMove" }.count == 1)
    }

    @Test func aSpriteIsDrawnYUpAtItsPosition() throws {
        let scene = SKScene(size: CGSize(width: 200, height: 100))
        let sprite = SKSpriteNode(color: .red, size: CGSize(width: 20, height: 20))
        sprite.position = CGPoint(x: 50, y: 20)
        scene.addChild(sprite)
        let image = try render(scene)
        // y = 20 from the bottom of a 100-point view is row 80 from the top.
        #expect(close(image.pixel(x: 50, y: 80), 255, 0, 0))
        #expect(close(image.pixel(x: 50, y: 20), sceneGray))
        #expect(close(image.pixel(x: 65, y: 80), sceneGray))   // right of the sprite's 40...60
    }

    @Test func aShapeNodeCircleIsFilledAndStroked() throws {
        let scene = SKScene(size: CGSize(width: 200, height: 100))
        let circle = SKShapeNode(circleOfRadius: 30)
        circle.fillColor = .blue
        circle.strokeColor = .white
        circle.lineWidth = 4
        circle.position = CGPoint(x: 100, y: 50)
        scene.addChild(circle)
        let image = try render(scene, scale: 2)
        #expect(close(image.pixel(x: 200, y: 100), 0, 0, 255))   // the centre
        #expect(close(image.pixel(x: 260, y: 100), 255, 255, 255))   // the stroke, 30 points right
        #expect(close(image.pixel(x: 280, y: 100), sceneGray))   // outside
    }

    /// How many pixels in columns `x` and rows `y` are brighter than the gray background: a
    /// white label's ink.
    private func ink(_ image: RenderedImage, x: Range<Int>, y: Range<Int>) -> Int {
        var count = 0
        for row in y { for column in x where rgba(image, column, row)[0] > 128 { count += 1 } }
        return count
    }

    @Test func aLabelDrawsItsTextAboveItsBaseline() throws {
        let scene = SKScene(size: CGSize(width: 200, height: 100))
        let label = SKLabelNode(text: "HOME")
        label.fontSize = 30
        label.fontColor = .white
        label.position = CGPoint(x: 100, y: 50)
        scene.addChild(label)
        let view = SpriteView(scene: scene).frame(width: 200, height: 100)
        #expect(phoneTexts(view, safeArea: EdgeInsets()).map(\.0).contains("HOME"))
        let image = try renderImage(view, scale: 2)
        // Capitals stand on the baseline, 50 points up (row 100 at 2x), centred on x = 100
        // points: ink above the baseline around the centre, none left of it or well below it.
        #expect(ink(image, x: 140..<260, y: 40..<100) > 20)
        #expect(ink(image, x: 0..<60, y: 0..<200) == 0)
        #expect(ink(image, x: 0..<400, y: 108..<200) == 0)
    }

    @Test func theHigherZPositionWinsWhereNodesOverlap() throws {
        let scene = SKScene(size: CGSize(width: 200, height: 100))
        let red = SKSpriteNode(color: .red, size: CGSize(width: 40, height: 40))
        red.position = CGPoint(x: 60, y: 50)
        red.zPosition = 1
        let blue = SKSpriteNode(color: .blue, size: CGSize(width: 40, height: 40))
        blue.position = CGPoint(x: 80, y: 50)   // added later: on top in tree order
        let green = SKSpriteNode(color: .green, size: CGSize(width: 40, height: 40))
        green.position = CGPoint(x: 100, y: 50)   // same z as blue, added after it
        scene.addChild(red)
        scene.addChild(blue)
        scene.addChild(green)
        let image = try render(scene)
        #expect(close(image.pixel(x: 70, y: 50), 255, 0, 0))   // red over blue: higher z
        #expect(close(image.pixel(x: 90, y: 50), 0, 255, 0))   // green over blue: equal z, later
        #expect(close(image.pixel(x: 65, y: 50), 255, 0, 0))
    }

    @Test func theAnchorPointAndScaleModeMapTheSceneOntoTheView() throws {
        // A 100 × 100 scene, centred origin, fitted into 200 × 100: scale 1, x from 50 to 150.
        let fitted = SKScene(size: CGSize(width: 100, height: 100))
        fitted.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        fitted.scaleMode = .aspectFit
        let centre = SKSpriteNode(color: .red, size: CGSize(width: 10, height: 10))
        let corner = SKSpriteNode(color: .blue, size: CGSize(width: 10, height: 10))
        corner.position = CGPoint(x: 40, y: 40)
        fitted.addChild(centre)
        fitted.addChild(corner)
        let image = try render(fitted)
        #expect(close(image.pixel(x: 100, y: 50), 255, 0, 0))
        #expect(close(image.pixel(x: 140, y: 10), 0, 0, 255))
        #expect(fitted.convertPoint(fromView: CGPoint(x: 100, y: 50)) == .zero)
        #expect(fitted.convertPoint(toView: CGPoint(x: 40, y: 40)) == CGPoint(x: 140, y: 10))

        // The same scene filling the view: x stretched twice, y unchanged.
        let filled = SKScene(size: CGSize(width: 100, height: 100))
        filled.scaleMode = .fill
        let sprite = SKSpriteNode(color: .green, size: CGSize(width: 10, height: 10))
        sprite.position = CGPoint(x: 50, y: 75)
        filled.addChild(sprite)
        let stretched = try render(filled)
        #expect(close(stretched.pixel(x: 100, y: 25), 0, 255, 0))
        #expect(close(stretched.pixel(x: 92, y: 25), 0, 255, 0))   // 20 points wide once stretched: 90...110
        #expect(close(stretched.pixel(x: 86, y: 25), sceneGray))
        #expect(filled.frame == CGRect(x: 0, y: 0, width: 100, height: 100))

        // `.resizeFill` takes the view's size.
        let resized = SKScene(size: CGSize(width: 10, height: 10))
        resized.scaleMode = .resizeFill
        _ = try render(resized)
        #expect(resized.size == CGSize(width: 200, height: 100))
    }

    @Test func thePhysicsWorldKeepsAppleDefaultsAndBodiesStayPut() throws {
        let scene = SKScene(size: CGSize(width: 200, height: 100))
        #expect(scene.physicsWorld.gravity == CGVector(dx: 0, dy: -9.8))
        #expect(scene.physicsWorld.speed == 1)
        #expect(scene.backgroundColor == UIColor(red: 0.15, green: 0.15, blue: 0.15, alpha: 1))
        let ball = SKShapeNode(circleOfRadius: 10)
        ball.position = CGPoint(x: 100, y: 90)
        ball.physicsBody = SKPhysicsBody(circleOfRadius: 10)
        scene.addChild(ball)
        let body = try #require(ball.physicsBody)
        #expect(body.isDynamic && body.affectedByGravity && body.allowsRotation)
        #expect(body.categoryBitMask == 0xFFFF_FFFF && body.collisionBitMask == 0xFFFF_FFFF && body.contactTestBitMask == 0)
        #expect(body.friction == 0.2 && body.restitution == 0.2)
        #expect(body.node === ball)
        #expect(!SKPhysicsBody(edgeLoopFrom: scene.frame).isDynamic)
        _ = try render(scene)
        #expect(ball.position == CGPoint(x: 100, y: 90))   // no simulation step in a still render
        #expect(scene.physicsWorld.body(at: CGPoint(x: 100, y: 90)) === body)
    }

    @Test func actionsKeepTheirDurationsAndRunWhatHappensAtTimeZero() throws {
        let move = SKAction.moveBy(x: 10, y: 0, duration: 2)
        #expect(move.duration == 2)
        #expect(move.timingMode == .linear)
        move.timingMode = .easeInEaseOut
        #expect(move.timingMode == .easeInEaseOut)
        #expect(SKAction.sequence([move, .wait(forDuration: 1)]).duration == 3)
        #expect(SKAction.group([move, .fadeOut(withDuration: 5)]).duration == 5)
        #expect(SKAction.repeat(move, count: 3).duration == 6)
        #expect(SKAction.animate(with: [SKTexture(), SKTexture()], timePerFrame: 0.25).duration == 0.5)

        let scene = SKScene(size: CGSize(width: 200, height: 100))
        let node = SKSpriteNode(color: .red, size: CGSize(width: 10, height: 10))
        scene.addChild(node)
        var finished = false
        var blockRuns = 0
        node.run(.sequence([.moveBy(x: 10, y: 5, duration: 0), .run { blockRuns += 1 }, .wait(forDuration: 1), .moveBy(x: 100, y: 0, duration: 0)]),
                 withKey: "intro")
        node.run(.fadeAlpha(to: 0.5, duration: 0)) { finished = true }
        node.run(.repeatForever(.run { blockRuns += 1 }))   // instantaneous: once, not forever
        _ = try render(scene)
        #expect(node.position == CGPoint(x: 10, y: 5))   // the leading instant moves; the wait holds the rest
        #expect(node.alpha == 0.5)
        #expect(finished)
        #expect(blockRuns == 2)
        #expect(node.action(forKey: "intro") != nil)
        #expect(node.hasActions())
    }

    @Test func badGeometryAndOddTreesDrawWithoutCrashing() throws {
        let scene = SKScene(size: CGSize(width: 200, height: 100))
        let lost = SKSpriteNode(color: .red, size: CGSize(width: 10, height: 10))
        lost.position = CGPoint(x: CGFloat.nan, y: 10)
        scene.addChild(lost)
        var deep: SKNode = scene
        for _ in 0..<2_000 {
            let child = SKNode()
            deep.addChild(child)
            deep = child
        }
        deep.addChild(SKSpriteNode(color: .blue, size: CGSize(width: 10, height: 10)))
        scene.addChild(lost)   // already has a parent: not added twice
        #expect(scene.children.count == 2)
        let image = try render(scene)
        #expect(close(image.pixel(x: 0, y: 99), 0, 0, 255))   // the deep sprite, at the scene's origin
        #expect(close(image.pixel(x: 100, y: 50), sceneGray))
    }
}
