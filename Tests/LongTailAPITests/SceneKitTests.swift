import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit
import SceneKit

/// An `SCNView` wrapped for SwiftUI, as apps embed SceneKit before iOS 14's `SceneView`.
private struct SceneKitView: UIViewRepresentable {
    let scene: SCNScene?
    let background: UIColor
    func makeUIView(context: Context) -> SCNView {
        let view = SCNView()
        view.scene = scene
        view.allowsCameraControl = true
        view.backgroundColor = background
        return view
    }
    func updateUIView(_ uiView: SCNView, context: Context) {}
}

/// Whether two floats agree to `tolerance`.
private func near(_ a: Float, _ b: Float, _ tolerance: Float = 1e-5) -> Bool { abs(a - b) <= tolerance }

/// Whether two vectors agree to `tolerance` on every component.
private func near(_ a: SCNVector3, _ b: SCNVector3, _ tolerance: Float = 1e-5) -> Bool {
    near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance) && near(a.z, b.z, tolerance)
}

/// SceneKit's scene graph as data (vectors, matrices, nodes, geometry defaults, actions) and
/// SwiftUI's `SceneView`, drawn as its scene's background colour.
@MainActor @Suite(.tags(.appFiles, .layout, .pixels)) struct SceneKitTests {
    // MARK: Vectors and matrices

    @Test func vectorsAreFloatTriplesWithSceneKitsInitializers() {
        let v = SCNVector3(1, 2.5, 3)
        #expect(v.x == 1 && v.y == 2.5 && v.z == 3)
        #expect(SCNVector3EqualToVector3(SCNVector3Make(1, 2, 3), SCNVector3(x: 1, y: 2, z: 3)))
        #expect(SCNVector3EqualToVector3(SCNVector3Zero, SCNVector3()))
        #expect(SIMD3<Float>(SCNVector3(4, 5, 6)) == SIMD3<Float>(4, 5, 6))
        #expect(SCNVector4EqualToVector4(SCNVector4(SIMD4<Float>(1, 2, 3, 4)), SCNVector4Make(1, 2, 3, 4)))
    }

    @Test func aRotationMatrixTurnsCounterClockwiseAboutItsAxis() {
        let r = SCNMatrix4MakeRotation(.pi / 2, 0, 0, 1)
        #expect(near(r.m11, 0) && near(r.m12, 1) && near(r.m21, -1) && near(r.m22, 0) && r.m33 == 1 && r.m44 == 1)
        #expect(near(r.m13, 0) && near(r.m31, 0) && r.m41 == 0)
        // A non-unit axis is normalized first.
        let y = SCNMatrix4MakeRotation(.pi, 0, 2, 0)
        #expect(near(y.m11, -1) && near(y.m22, 1) && near(y.m33, -1))
        #expect(SCNMatrix4IsIdentity(SCNMatrix4MakeRotation(1, 0, 0, 0)))
    }

    @Test func multiplicationAppliesTheLeftMatrixFirst() {
        let rotate = SCNMatrix4MakeRotation(.pi / 2, 0, 0, 1)
        let move = SCNMatrix4MakeTranslation(1, 2, 3)
        // Rotate, then move: the translation is untouched.
        let rotateThenMove = SCNMatrix4Mult(rotate, move)
        #expect(near(rotateThenMove.m41, 1) && near(rotateThenMove.m42, 2) && near(rotateThenMove.m43, 3))
        // Move, then rotate: (1, 2, 3) turns a quarter about z to (-2, 1, 3).
        let moveThenRotate = SCNMatrix4Mult(move, rotate)
        #expect(near(moveThenRotate.m41, -2) && near(moveThenRotate.m42, 1) && near(moveThenRotate.m43, 3))
        #expect(SCNMatrix4EqualToMatrix4(SCNMatrix4Mult(SCNMatrix4Identity, move), move))
        let back = SCNMatrix4Mult(moveThenRotate, SCNMatrix4Invert(moveThenRotate))
        #expect(near(back.m11, 1) && near(back.m22, 1) && near(back.m41, 0) && near(back.m43, 0))
        let scaled = SCNMatrix4Scale(SCNMatrix4Identity, 2, 3, 4)
        #expect(scaled.m11 == 2 && scaled.m22 == 3 && scaled.m33 == 4)
        #expect(SCNMatrix4Translate(scaled, 1, 1, 1).m42 == 1)
    }

    @Test func simdMatricesShareTheLayout() {
        let m = SCNMatrix4MakeTranslation(5, 6, 7)
        let s = SCNMatrix4ToMat4(m)
        #expect(s.columns.3 == SIMD4<Float>(5, 6, 7, 1))
        #expect(s * SIMD4<Float>(1, 1, 1, 1) == SIMD4<Float>(6, 7, 8, 1))
        #expect(SCNMatrix4EqualToMatrix4(SCNMatrix4FromMat4(s), m))
        let q = simd_quatf(angle: .pi / 2, axis: SIMD3<Float>(0, 0, 1))
        let turned = q.act(SIMD3<Float>(1, 0, 0))
        #expect(near(turned.x, 0) && near(turned.y, 1) && near(turned.z, 0))
        #expect(near(q.angle, .pi / 2))
    }

    // MARK: Nodes

    @Test func theNodeTreeAddsMovesAndFindsChildren() {
        let root = SCNNode()
        let arm = SCNNode()
        arm.name = "arm"
        let hand = SCNNode()
        hand.name = "hand"
        let other = SCNNode()
        other.name = "hand"
        root.addChildNode(arm)
        arm.addChildNode(hand)
        root.addChildNode(other)
        #expect(root.childNodes.count == 2 && hand.parent === arm)
        // Pre-order: the arm's subtree is searched before the next child.
        #expect(root.childNode(withName: "hand", recursively: true) === hand)
        #expect(root.childNode(withName: "hand", recursively: false) === other)
        #expect(root.childNode(withName: "nobody", recursively: true) == nil)
        // Adding a node that has a parent moves it.
        root.addChildNode(hand)
        #expect(hand.parent === root && arm.childNodes.isEmpty && root.childNodes.count == 3)
        hand.removeFromParentNode()
        #expect(hand.parent == nil && root.childNodes.count == 2)
        root.replaceChildNode(other, with: hand)
        #expect(root.childNodes.last === hand && other.parent == nil)
        // A node cannot go below itself.
        arm.addChildNode(root)
        #expect(root.parent == nil)
        #expect(root.childNodes(passingTest: { node, _ in node.name != nil }).count == 2)
    }

    @Test func worldPositionsFollowTheParentsTransform() {
        let parent = SCNNode()
        parent.position = SCNVector3(1, 0, 0)
        parent.eulerAngles = SCNVector3(0, Float.pi / 2, 0)
        let child = SCNNode()
        child.position = SCNVector3(1, 0, 0)
        parent.addChildNode(child)
        // A quarter turn about y carries +x to -z.
        #expect(near(child.worldPosition, SCNVector3(1, 0, -1)))
        #expect(near(parent.convertPosition(SCNVector3(0, 2, 0), to: nil), SCNVector3(1, 2, 0)))
        #expect(near(child.convertPosition(SCNVector3Zero, to: parent), SCNVector3(1, 0, 0)))
        child.worldPosition = SCNVector3(1, 0, 0)
        #expect(near(child.position, SCNVector3Zero))
        // The Euler angles set are read back as set; the quaternion matches them.
        #expect(parent.eulerAngles.y == .pi / 2)
        #expect(near(parent.orientation.y, sin(Float.pi / 4)) && near(parent.orientation.w, cos(Float.pi / 4)))
        parent.orientation = parent.orientation
        #expect(near(parent.eulerAngles, SCNVector3(0, Float.pi / 2, 0)))
    }

    @Test func transformsComposeScaleRotationAndPosition() {
        let node = SCNNode()
        node.scale = SCNVector3(2, 2, 2)
        node.position = SCNVector3(0, 3, 0)
        let m = node.transform
        #expect(m.m11 == 2 && m.m22 == 2 && m.m42 == 3)
        node.transform = SCNMatrix4Mult(SCNMatrix4MakeScale(3, 3, 3), SCNMatrix4MakeTranslation(1, 1, 1))
        #expect(near(node.scale, SCNVector3(3, 3, 3)) && near(node.position, SCNVector3(1, 1, 1)))
        node.rotation = SCNVector4(0, 1, 0, Float.pi)
        #expect(node.rotation.w == .pi)
        node.simdPosition = SIMD3<Float>(4, 5, 6)
        #expect(node.position.z == 6)
    }

    @Test func lookingAtATargetTurnsTheFrontTowardsIt() {
        let camera = SCNNode()
        camera.position = SCNVector3(10, 0, 0)
        camera.look(at: SCNVector3Zero)
        #expect(near(camera.worldFront, SCNVector3(-1, 0, 0), 1e-4))
        #expect(near(camera.worldUp, SCNVector3(0, 1, 0), 1e-4))
    }

    @Test func boundingBoxesFollowGeometryAndChildren() {
        let node = SCNNode(geometry: SCNBox(width: 2, height: 4, length: 6, chamferRadius: 0))
        #expect(near(node.boundingBox.min, SCNVector3(-1, -2, -3)) && near(node.boundingBox.max, SCNVector3(1, 2, 3)))
        let child = SCNNode(geometry: SCNSphere(radius: 1))
        child.position = SCNVector3(5, 0, 0)
        node.addChildNode(child)
        #expect(near(node.boundingBox.max, SCNVector3(6, 2, 3)))
        #expect(near(SCNSphere(radius: 2).boundingSphere.radius, sqrt(12)))
    }

    // MARK: Geometry, materials, lights, cameras

    @Test func primitivesStartWithSceneKitsDefaults() {
        let box = SCNBox()
        #expect(box.width == 1 && box.height == 1 && box.length == 1 && box.chamferRadius == 0)
        #expect(SCNSphere().radius == 0.5 && SCNSphere().segmentCount == 24 && !SCNSphere().isGeodesic)
        #expect(SCNPlane().width == 1 && SCNPlane().height == 1 && SCNPlane().cornerRadius == 0)
        #expect(SCNCylinder().radius == 0.5 && SCNCylinder().height == 1 && SCNCylinder().radialSegmentCount == 48)
        #expect(SCNCone().topRadius == 0 && SCNCone().bottomRadius == 0.5 && SCNCone().height == 1)
        #expect(SCNTorus().ringRadius == 0.5 && SCNTorus().pipeRadius == 0.25)
        #expect(SCNCapsule().capRadius == 0.5 && SCNCapsule().height == 2)
        #expect(SCNTube().innerRadius == 0.25 && SCNTube().outerRadius == 0.5 && SCNTube().height == 1)
        #expect(SCNPyramid().width == 1 && SCNPyramid().height == 1 && SCNPyramid().length == 1)
        #expect(SCNFloor().reflectivity == 0.25 && SCNFloor().width == 0)
        let sized = SCNBox(width: 2, height: 3, length: 4, chamferRadius: 0.1)
        #expect(sized.width == 2 && sized.length == 4 && sized.chamferRadius == 0.1)
        let copy = sized.copy() as? SCNBox
        #expect(copy?.height == 3)
    }

    @Test func materialsLightsAndCamerasKeepTheirDefaults() {
        let box = SCNBox()
        // A geometry's first material exists on first use, so setting its colour takes effect.
        let red = UIColor.red
        box.firstMaterial?.diffuse.contents = red
        #expect(box.materials.count == 1 && box.firstMaterial?.diffuse.contents as? UIColor === red)
        let material = SCNMaterial()
        #expect(material.lightingModel == .blinn && !material.isDoubleSided && material.transparency == 1 && material.shininess == 1)
        let light = SCNLight()
        #expect(light.type == .omni && light.intensity == 1000 && !light.castsShadow && light.spotOuterAngle == 45)
        let camera = SCNCamera()
        #expect(camera.fieldOfView == 60 && camera.zNear == 1 && camera.zFar == 100 && !camera.usesOrthographicProjection)
        #expect(abs(camera.focalLength - 20.7846) < 0.001)
        camera.focalLength = 12
        #expect(abs(camera.fieldOfView - 90) < 0.001)
        let dynamic = SCNPhysicsBody.dynamic()
        let fixed = SCNPhysicsBody.static()
        #expect(dynamic.mass == 1 && fixed.mass == 0 && dynamic.type == .dynamic)
        #expect(dynamic.categoryBitMask == 1 && fixed.categoryBitMask == 2 && dynamic.collisionBitMask == -1)
        #expect(SCNPhysicsWorld().gravity.y == -9.8)
    }

    // MARK: Actions and transactions

    @Test func actionsAreKeptButNotRunWithoutFrames() {
        let node = SCNNode()
        var completed = false
        let sequence = SCNAction.sequence([.wait(duration: 1), .moveBy(x: 0, y: 1, z: 0, duration: 2)])
        #expect(sequence.duration == 3)
        #expect(SCNAction.group([.fadeIn(duration: 0.5), .scale(by: 2, duration: 4)]).duration == 4)
        #expect(SCNAction.repeatForever(.rotateBy(x: 0, y: .pi, z: 0, duration: 1)).duration == .infinity)
        #expect(SCNAction.repeat(.wait(duration: 2), count: 3).duration == 6)
        node.runAction(sequence, forKey: "bob") { completed = true }
        node.runAction(.run { $0.name = "ran" })
        #expect(node.hasActions && node.action(forKey: "bob") === sequence && node.actionKeys == ["bob"])
        #expect(node.name == nil && !completed && near(node.position, SCNVector3Zero))
        node.removeAction(forKey: "bob")
        #expect(node.actionKeys.isEmpty && node.hasActions)
        node.removeAllActions()
        #expect(!node.hasActions && !completed)
    }

    @Test func aTransactionCallsItsCompletionWhenItCommits() {
        var calls = 0
        SCNTransaction.begin()
        SCNTransaction.animationDuration = 0.5
        #expect(SCNTransaction.animationDuration == 0.5)
        SCNTransaction.completionBlock = { calls += 1 }
        #expect(calls == 0)
        SCNTransaction.commit()
        #expect(calls == 1 && SCNTransaction.animationDuration == 0)
    }

    @Test func sceneFilesAreNotRead() throws {
        let (scene, warnings) = RuntimeWarning.collecting { SCNScene(named: "art.scnassets/ship.scn") }
        #expect(scene == nil && warnings.contains { $0.contains("ship.scn") })
        #expect(throws: (any Error).self) { try SCNScene(url: URL(fileURLWithPath: "/tmp/ship.usdz")) }
    }

    // MARK: Views

    @Test func sceneViewTakesTheWholeProposal() {
        let renderer = ImageRenderer(content: SceneView(scene: SCNScene(), options: [.allowsCameraControl, .autoenablesDefaultLighting]))
        renderer.proposedSize = ProposedViewSize(width: 300, height: 200)
        #expect(renderer.layout().size == CGSize(width: 300, height: 200))
    }

    @Test func sceneViewFillsWithTheScenesBackgroundColourAndWarns() throws {
        let scene = SCNScene()
        scene.background.contents = UIColor.red
        scene.rootNode.addChildNode(SCNNode(geometry: SCNBox()))
        let (image, warnings) = try RuntimeWarning.collecting { try renderImage(SceneView(scene: scene).frame(width: 200, height: 100)) }
        #expect(image.width == 200 && image.height == 100)
        #expect(close(image.pixel(x: 100, y: 50), 255, 0, 0) && close(image.pixel(x: 1, y: 1), 255, 0, 0))
        #expect(warnings.contains { $0.hasPrefix("SceneView") && $0.contains("not drawn") })
        // A CGColor is a colour too; no background shows the SCNView's white.
        scene.background.contents = UIColor.blue.cgColor
        #expect(close(try renderImage(SceneView(scene: scene).frame(width: 20, height: 20)).pixel(x: 10, y: 10), 0, 0, 255))
        #expect(close(try renderImage(SceneView().frame(width: 20, height: 20)).pixel(x: 10, y: 10), 255, 255, 255))
    }

    @Test func anSCNViewDrawsTheSceneBackgroundElseItsOwn() throws {
        let scene = SCNScene()
        let plain = try renderImage(SceneKitView(scene: scene, background: .green).frame(width: 40, height: 40))
        #expect(close(plain.pixel(x: 20, y: 20), 0, 255, 0))
        scene.background.contents = UIColor.black
        let dark = try renderImage(SceneKitView(scene: scene, background: .green).frame(width: 40, height: 40))
        #expect(close(dark.pixel(x: 20, y: 20), 0, 0, 0))
        let view = SCNView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.antialiasingMode == .none && !view.allowsCameraControl && view.preferredFramesPerSecond == 60)
    }
}
