import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit
import ARKit
import RealityKit

/// Whether two floats agree to `tolerance`.
private func near(_ a: Float, _ b: Float, _ tolerance: Float = 1e-4) -> Bool { abs(a - b) <= tolerance }

/// Whether two vectors agree to `tolerance` on every component.
private func near(_ a: SIMD3<Float>, _ b: SIMD3<Float>, _ tolerance: Float = 1e-4) -> Bool {
    near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance) && near(a.z, b.z, tolerance)
}

/// What a `RealityView`'s closures did, as an app's model would record it.
@MainActor private final class RealityViewProbe {
    var makes = 0
    var updates = 0
    var names: [String] = []
}

/// A reality view as iOS 18 apps write one: a box and a light built in `make`, a placeholder.
private struct ToyRealityView: View {
    let probe: RealityViewProbe
    var body: some View {
        RealityView { content in
            let box = ModelEntity(mesh: .generateBox(size: 0.2), materials: [SimpleMaterial(color: .red, isMetallic: false)])
            box.name = "box"
            content.add(box)
            let light = DirectionalLight()
            light.name = "sun"
            content.add(light)
            probe.makes += 1
            probe.names = content.entities.map(\.name)
        } update: { _ in
            probe.updates += 1
        } placeholder: {
            Text("Loading scene")
        }
        .realityViewCameraControls(.orbit)
    }
}

/// An `ARView` wrapped for SwiftUI, as RealityKit's Xcode template does.
private struct ARViewContainer: UIViewRepresentable {
    let background: UIColor?
    func makeUIView(context: Context) -> ARView {
        let view = ARView(frame: .zero)
        if let background { view.environment.background = .color(background) }
        let anchor = AnchorEntity(.plane(.horizontal, classification: .any, minimumBounds: SIMD2<Float>(0.2, 0.2)))
        anchor.addChild(ModelEntity(mesh: .generateBox(size: 0.1, cornerRadius: 0.005)))
        view.scene.anchors.append(anchor)
        return view
    }
    func updateUIView(_ uiView: ARView, context: Context) {}
}

/// RealityKit's entity graph as data (hierarchy, transforms, components, meshes, materials,
/// anchors) and its SwiftUI views, which draw no 3D content.
@MainActor @Suite(.tags(.appFiles, .layout, .pixels)) struct RealityKitTests {
    // MARK: Hierarchy

    @Test func theHierarchyAddsMovesFindsAndRemovesChildren() {
        let root = Entity()
        root.name = "root"
        let arm = Entity()
        arm.name = "arm"
        let hand = Entity()
        hand.name = "hand"
        root.addChild(arm)
        arm.addChild(hand)
        #expect(root.children.count == 1 && arm.parent === root && hand.parent === arm)
        #expect(root.findEntity(named: "hand") === hand && root.findEntity(named: "leg") == nil)
        // Adding an entity that has a parent moves it.
        root.addChild(hand)
        #expect(hand.parent === root && arm.children.isEmpty && root.children.map(\.name) == ["arm", "hand"])
        // An entity cannot go below itself.
        hand.addChild(root)
        #expect(root.parent == nil)
        hand.removeFromParent()
        #expect(hand.parent == nil && root.children.count == 1)
        var children = root.children
        children.append(hand)
        children.insert(Entity(), beforeIndex: 0)
        #expect(root.children.count == 3 && root.children.last === hand)
        children.removeAll()
        #expect(root.children.isEmpty)
        #expect(root.id != arm.id && root == root && root != arm)
    }

    @Test func cloningCopiesTheClassComponentsAndChildren() {
        let model = ModelEntity(mesh: .generateSphere(radius: 0.5), materials: [UnlitMaterial(color: .blue)])
        model.name = "ball"
        model.position = [1, 2, 3]
        model.addChild(Entity())
        let copy = model.clone(recursive: true)
        #expect(copy !== model && copy.name == "ball" && copy.position == SIMD3<Float>(1, 2, 3))
        #expect(copy.children.count == 1 && copy.children.first !== model.children.first)
        #expect(copy.model?.mesh.bounds.max == SIMD3<Float>(repeating: 0.5))
        #expect(model.clone(recursive: false).children.isEmpty)
    }

    // MARK: Transforms

    @Test func worldPositionsFollowTheParentsTransform() {
        let parent = Entity()
        parent.position = [1, 0, 0]
        parent.orientation = simd_quatf(angle: .pi / 2, axis: [0, 1, 0])
        let child = Entity()
        child.position = [1, 0, 0]
        parent.addChild(child)
        // A quarter turn about y carries +x to -z.
        #expect(near(child.position(relativeTo: nil), [1, 0, -1]))
        #expect(near(child.position(relativeTo: parent), [1, 0, 0]))
        #expect(near(parent.convert(position: [0, 2, 0], to: nil), [1, 2, 0]))
        #expect(near(child.convert(position: [1, 0, -1], from: nil), [0, 0, 0]))
        #expect(near(child.convert(direction: [1, 0, 0], to: nil), [0, 0, -1]))
        child.setPosition([3, 0, 0], relativeTo: nil)
        #expect(near(child.position, [0, 0, 2]))
        let world = child.transformMatrix(relativeTo: nil)
        #expect(near(world.columns.3.x, 3) && near(world.columns.3.z, 0))
        // Reparenting can keep the world position.
        child.setParent(nil, preservingWorldTransform: true)
        #expect(near(child.position, [3, 0, 0]))
        #expect(near(child.orientation(relativeTo: nil).angle, .pi / 2))
    }

    @Test func transformsComposeScaleRotationAndTranslation() {
        let t = Transform(scale: [2, 2, 2], rotation: simd_quatf(angle: .pi, axis: [0, 0, 1]), translation: [0, 3, 0])
        let p = t.matrix * SIMD4<Float>(1, 0, 0, 1)
        #expect(near(SIMD3(p.x, p.y, p.z), [-2, 3, 0]))
        let back = Transform(matrix: t.matrix)
        #expect(near(back.scale, [2, 2, 2]) && near(back.translation, [0, 3, 0]) && near(abs(back.rotation.angle), .pi))
        #expect(Transform.identity.matrix == matrix_identity_float4x4)
        // Yaw turns about y: -z (the front) to -x for a quarter turn.
        let yaw = Transform(pitch: 0, yaw: .pi / 2, roll: 0)
        #expect(near(yaw.rotation.act([0, 0, -1]), [-1, 0, 0]))
        let entity = Entity()
        entity.transform = t
        #expect(entity.scale == [2, 2, 2] && entity.position == [0, 3, 0])
    }

    @Test func lookingAtATargetTurnsTheFrontTowardsIt() {
        let camera = PerspectiveCamera()
        camera.look(at: .zero, from: [5, 0, 0], relativeTo: nil)
        #expect(near(camera.position, [5, 0, 0]))
        #expect(near(camera.orientation.act([0, 0, -1]), [-1, 0, 0]))
        camera.look(at: [0, 0, 10], from: .zero, relativeTo: nil, forward: .positiveZ)
        #expect(near(camera.orientation.act([0, 0, 1]), [0, 0, 1]))
    }

    @Test func movingWithADurationNeverAdvancesInARender() {
        let entity = Entity()
        let target = Transform(translation: [0, 1, 0])
        let controller = entity.move(to: target, relativeTo: nil, duration: 2, timingFunction: .easeInOut)
        #expect(entity.position == .zero && controller.isPlaying && controller.time == 0 && controller.duration == 2)
        controller.pause()
        #expect(controller.isPaused && !controller.isPlaying)
        controller.stop()
        #expect(controller.isStopped && !controller.isValid)
        entity.move(to: target, relativeTo: nil)
        #expect(entity.position == [0, 1, 0])
        entity.move(to: Transform(translation: [0, 2, 0]), relativeTo: nil, duration: 0)
        #expect(entity.position == [0, 2, 0])
        #expect(entity.availableAnimations.isEmpty && !entity.playAnimation(named: "walk").isValid)
    }

    // MARK: Meshes, materials and components

    @Test func generatedMeshesKeepTheirParametersAndBounds() {
        let box = MeshResource.generateBox(size: 0.1, cornerRadius: 0.2)
        #expect(box.shape == .box(size: SIMD3(repeating: 0.1), cornerRadius: 0.05))
        #expect(near(box.bounds.extents, [0.1, 0.1, 0.1]) && box.bounds.center == .zero && box.expectedMaterialCount == 1)
        #expect(MeshResource.generateBox(width: 1, height: 2, depth: 3, splitFaces: true).expectedMaterialCount == 6)
        #expect(MeshResource.generateBox(size: [1, 2, 3]).bounds.max == SIMD3<Float>(0.5, 1, 1.5))
        #expect(MeshResource.generateSphere(radius: 0.5).bounds.min == SIMD3<Float>(repeating: -0.5))
        let floor = MeshResource.generatePlane(width: 2, depth: 3)
        #expect(floor.bounds.extents == SIMD3<Float>(2, 0, 3) && floor.shape == .plane(width: 2, depth: 3, height: nil, cornerRadius: 0))
        #expect(MeshResource.generatePlane(width: 2, height: 1).bounds.extents == SIMD3<Float>(2, 1, 0))
        #expect(MeshResource.generateCylinder(height: 1, radius: 0.25).bounds.extents == SIMD3<Float>(0.5, 1, 0.5))
        #expect(MeshResource.generateCone(height: 2, radius: 1).shape == .cone(height: 2, radius: 1))
        let text = MeshResource.generateText("Hello", extrusionDepth: 0.02, font: .systemFont(ofSize: 0.1))
        #expect(text.bounds.extents.x > 0.1 && text.bounds.extents.x < 0.5 && near(text.bounds.max.z, 0.02))
        #expect(text.shape == .text("Hello", extrusionDepth: 0.02, fontSize: 0.1))
        var descriptor = MeshDescriptor(name: "triangle")
        descriptor.positions = MeshBuffers.Positions([[0, 0, 0], [1, 0, 0], [0, 2, 0]])
        descriptor.primitives = .triangles([0, 1, 2])
        let custom = try? MeshResource.generate(from: [descriptor])
        #expect(custom?.bounds.max == SIMD3<Float>(1, 2, 0))
    }

    @Test func materialsKeepTheirSettings() {
        let simple = SimpleMaterial(color: .red, roughness: 0.4, isMetallic: true)
        #expect(simple.color.tint == .red && simple.color.texture == nil)
        if case .float(let metallic) = simple.metallic { #expect(metallic == 1) } else { Issue.record("metallic is a number") }
        if case .float(let roughness) = simple.roughness { #expect(roughness == 0.4) } else { Issue.record("roughness is a number") }
        #expect(UnlitMaterial(color: .green).color.tint == .green)
        var pbr = PhysicallyBasedMaterial()
        #expect(pbr.roughness.scale == 1 && pbr.metallic.scale == 0 && pbr.baseColor.tint == .white)
        pbr.blending = .transparent(opacity: 0.5)
        if case .transparent(let opacity) = pbr.blending { #expect(opacity.scale == 0.5) }
        #expect(OcclusionMaterial().receivesDynamicLighting == false)
    }

    @Test func componentsAreOneOfEachTypeAndTheTransformStays() {
        let entity = Entity()
        #expect(entity.components.count == 1 && entity.components.has(Transform.self))
        entity.components.set(ModelComponent(mesh: .generateBox(size: 1), materials: [SimpleMaterial()]))
        entity.components[OpacityComponent.self] = OpacityComponent(opacity: 0.5)
        #expect(entity.components.count == 3 && entity.components[OpacityComponent.self]?.opacity == 0.5)
        entity.components.set(OpacityComponent(opacity: 0.25))
        #expect(entity.components.count == 3 && entity.components[OpacityComponent.self]?.opacity == 0.25)
        entity.components.remove(OpacityComponent.self)
        #expect(!entity.components.has(OpacityComponent.self))
        entity.components[ModelComponent.self] = nil
        entity.position = [1, 1, 1]
        entity.components.removeAll()
        #expect(entity.components.count == 1 && entity.position == .zero)
        #expect(InputTargetComponent().allowedInputTypes == .all && GroundingShadowComponent(castsShadow: true).castsShadow)
        #expect(PhysicsBodyComponent().mode == .dynamic && PhysicsBodyComponent().massProperties.mass == 1)
        #expect(DirectionalLight().light.intensity == 2145.7078 && PointLight().light.attenuationRadius == 10)
        #expect(PerspectiveCamera().camera.fieldOfViewInDegrees == 60)
    }

    @Test func collisionShapesAreBoxesAroundTheModels() {
        let model = ModelEntity(mesh: .generatePlane(width: 2, depth: 1), materials: [])
        let child = ModelEntity(mesh: .generateSphere(radius: 0.5))
        model.addChild(child)
        model.generateCollisionShapes(recursive: true)
        #expect(model.collision?.shapes.first?.bounds.extents == SIMD3<Float>(2, 0, 1))
        #expect(child.collision?.shapes.first?.kind == .box(size: SIMD3(repeating: 1)))
        let shape = ShapeResource.generateBox(size: [1, 1, 1]).offsetBy(translation: [0, 0.5, 0])
        #expect(near(shape.bounds.min, [-0.5, 0, -0.5]))
        let body = ModelEntity(mesh: .generateBox(size: 1), materials: [], collisionShape: .generateBox(size: [1, 1, 1]), mass: 3)
        #expect(body.physicsBody?.massProperties.mass == 3 && body.collision?.shapes.count == 1)
        #expect(CollisionComponent(shapes: [], isStatic: true).isStatic)
    }

    @Test func visualBoundsCoverTheModelsInTheReferenceSpace() {
        let parent = ModelEntity(mesh: .generateBox(size: 1))
        let child = ModelEntity(mesh: .generateBox(size: 1))
        child.position = [2, 0, 0]
        child.scale = [2, 2, 2]
        parent.addChild(child)
        parent.position = [0, 1, 0]
        let bounds = parent.visualBounds(relativeTo: nil)
        #expect(near(bounds.min, [-0.5, 0, -1]) && near(bounds.max, [3, 2, 1]))
        #expect(near(parent.visualBounds(recursive: false, relativeTo: parent).extents, [1, 1, 1]))
        #expect(Entity().visualBounds(relativeTo: nil).isEmpty)
    }

    // MARK: Anchors, scenes and loading

    @Test func anchorsKeepTheirTargetAndOnlyWorldAnchorsAreAnchored() {
        let plane = AnchorEntity(.plane(.horizontal, classification: .any, minimumBounds: [0.2, 0.2]))
        #expect(plane.anchoring.target == .plane(.horizontal, classification: .any, minimumBounds: [0.2, 0.2]))
        let world = AnchorEntity(world: [0, 0, -1])
        #expect(world.position == [0, 0, -1] && !world.isAnchored)
        let view = ARView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.scene.anchors.append(plane)
        view.scene.addAnchor(world)
        let box = ModelEntity(mesh: .generateBox(size: 0.1))
        box.name = "box"
        world.addChild(box)
        #expect(view.scene.anchors.count == 2 && box.scene === view.scene && box.isActive)
        #expect(world.isAnchored && box.isAnchored && !plane.isAnchored && box.anchor === world)
        #expect(view.scene.findEntity(named: "box") === box && view.scene.findEntity(id: box.id) === box)
        #expect(view.scene.performQuery(EntityQuery(where: .has(ModelComponent.self))).map(\.name) == ["box"])
        world.isEnabled = false
        #expect(!box.isActive && !box.isEnabledInHierarchy)
        view.scene.anchors.remove(world)
        #expect(view.scene.anchors.count == 1 && box.scene == nil)
        #expect(view.entity(at: .zero) == nil && view.raycast(from: .zero, allowing: .estimatedPlane, alignment: .any).isEmpty)
        #expect(view.session.currentFrame == nil && view.cameraMode == .ar)
        #expect(view.installGestures(for: box).count == 3 && view.gestureRecognizers?.count == 3)
    }

    @Test func loadingFilesThrowsWithAWarning() async {
        let (result, warnings) = RuntimeWarning.collecting { Result { try Entity.load(named: "toy_robot") } }
        #expect(throws: (any Error).self) { try result.get() }
        #expect(warnings.contains { $0.contains("toy_robot") })
        await #expect(throws: (any Error).self) { _ = try await ModelEntity(named: "robot") }
        await #expect(throws: (any Error).self) { _ = try await Entity(contentsOf: URL(fileURLWithPath: "/tmp/a.usdz")) }
        #expect(Entity.loadAsync(named: "x").result.map { if case .failure = $0 { true } else { false } } == true)
    }

    // MARK: Views

    @Test func aRealityViewTakesTheWholeProposalAndWarns() throws {
        let probe = RealityViewProbe()
        let renderer = ImageRenderer(content: ToyRealityView(probe: probe))
        renderer.proposedSize = ProposedViewSize(width: 300, height: 200)
        #expect(renderer.layout().size == CGSize(width: 300, height: 200))
        let (texts, warnings) = RuntimeWarning.collecting { renderer.displayList().drawnTexts.map(\.0) }
        // A single pass (ImageRenderer) shows the placeholder and runs no closure.
        #expect(texts == ["Loading scene"] && probe.makes == 0)
        #expect(warnings.contains { $0.hasPrefix("RealityView") && $0.contains("not drawn") }, "\(warnings)")
    }

    @Test func aHostedRenderRunsMakeOnceThenUpdateAndDropsThePlaceholder() {
        let probe = RealityViewProbe()
        let renderer = ImageRenderer(content: ToyRealityView(probe: probe))
        renderer.proposedSize = ProposedViewSize(width: 300, height: 200)
        renderer.hostedPasses = 3
        let texts = renderer.displayList().drawnTexts.map(\.0)
        #expect(probe.makes == 1 && probe.updates == 1 && probe.names == ["box", "sun"])
        #expect(!texts.contains("Loading scene"), "\(texts)")
    }

    @Test func aRealityViewIsTransparent() throws {
        // The blue behind shows through: iOS 26's system blue, the default look's.
        let image = try renderImage(ZStack { Color.blue; RealityView { _ in } }.frame(width: 40, height: 40))
        #expect(close(image.pixel(x: 20, y: 20), 0, 136, 255))
    }

    @Test func model3DShowsItsPlaceholderAndTakesTheProposal() throws {
        let plain = ImageRenderer(content: Model3D(named: "Robot"))
        plain.proposedSize = ProposedViewSize(width: 200, height: 100)
        let (size, warnings) = RuntimeWarning.collecting { plain.layout().size }
        #expect(size == CGSize(width: 200, height: 100))
        #expect(warnings.contains { $0.hasPrefix("Model3D(Robot)") })
        let custom = ImageRenderer(content: Model3D(named: "Robot") { model in
            model.resizable()
        } placeholder: {
            Text("Loading model")
        })
        #expect(custom.displayList().drawnTexts.map(\.0) == ["Loading model"])
        let phased = ImageRenderer(content: Model3D(url: URL(fileURLWithPath: "/tmp/robot.usdz")) { phase in
            if phase.model != nil { Text("Loaded") } else if phase.error != nil { Text("Failed") } else { Text("Empty") }
        })
        #expect(phased.displayList().drawnTexts.map(\.0) == ["Empty"])
    }

    @Test func anARViewDrawsItsBackgroundColourElseBlack() throws {
        let colored = try renderImage(ARViewContainer(background: .red).frame(width: 40, height: 40))
        #expect(close(colored.pixel(x: 20, y: 20), 255, 0, 0))
        let (image, warnings) = try RuntimeWarning.collecting { try renderImage(ARViewContainer(background: nil).frame(width: 40, height: 40)) }
        #expect(close(image.pixel(x: 20, y: 20), 0, 0, 0))
        #expect(warnings.contains { $0.hasPrefix("ARView") })
    }

    // MARK: simd

    @Test func simdMatricesAndQuaternionsAnswerAsSimd() {
        let m = simd_float3x3(rows: [[2, 0, 0], [0, 3, 0], [1, 0, 4]])
        #expect(m.determinant == 24)
        let product = m * m.inverse
        #expect(near(product.columns.0, [1, 0, 0]) && near(product.columns.1, [0, 1, 0]) && near(product.columns.2, [0, 0, 1]))
        #expect(simd_make_float3(SIMD4<Float>(1, 2, 3, 4)) == SIMD3<Float>(1, 2, 3))
        #expect(simd_make_float4(SIMD3<Float>(1, 2, 3), 1) == SIMD4<Float>(1, 2, 3, 1))
        let a = simd_quatf(angle: 0, axis: [0, 1, 0]), b = simd_quatf(angle: .pi / 2, axis: [0, 1, 0])
        #expect(near(simd_slerp(a, b, 0.5).angle, .pi / 4))
        var q = a
        q *= b
        #expect(near(q.angle, .pi / 2))
        #expect(near(simd_quatf(simd_float3x3(b)).act([1, 0, 0]), [0, 0, -1]))
        #expect(matrix_multiply(matrix_identity_float4x4, float4x4(b)) == float4x4(b))
    }
}
