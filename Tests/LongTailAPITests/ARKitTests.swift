import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit
import SceneKit
import ARKit

/// A session delegate as AR apps write one: it keeps the errors the session reports.
private final class ARSessionRecorder: NSObject, ARSessionDelegate {
    var errors: [Error] = []
    var frames = 0
    func session(_ session: ARSession, didFailWithError error: Error) { errors.append(error) }
    func session(_ session: ARSession, didUpdate frame: ARFrame) { frames += 1 }
}

/// An `ARSCNView` delegate, as ARKit's Xcode template writes one.
private final class ARSCNViewRecorder: NSObject, ARSCNViewDelegate, ARSessionDelegate {
    var failures = 0
    var addedNodes = 0
    func session(_ session: ARSession, didFailWithError error: Error) { failures += 1 }
    func renderer(_ renderer: SCNSceneRenderer, didAdd node: SCNNode, for anchor: ARAnchor) { addedNodes += 1 }
}

/// A coaching overlay delegate that counts its calls.
private final class CoachingRecorder: NSObject, ARCoachingOverlayViewDelegate {
    var events: [String] = []
    func coachingOverlayViewWillActivate(_ coachingOverlayView: ARCoachingOverlayView) { events.append("activate") }
    func coachingOverlayViewDidDeactivate(_ coachingOverlayView: ARCoachingOverlayView) { events.append("deactivate") }
}

/// An `ARSCNView` wrapped for SwiftUI, with an optional scene background colour.
private struct ARSCNViewContainer: UIViewRepresentable {
    let background: UIColor?
    func makeUIView(context: Context) -> ARSCNView {
        let view = ARSCNView(frame: .zero)
        let scene = SCNScene()
        scene.background.contents = background
        scene.rootNode.addChildNode(SCNNode(geometry: SCNBox(width: 0.1, height: 0.1, length: 0.1, chamferRadius: 0)))
        view.scene = scene
        view.session.run(ARWorldTrackingConfiguration())
        return view
    }
    func updateUIView(_ uiView: ARSCNView, context: Context) {}
}

/// ARKit as a device without AR support answers it (the iOS simulator's answers): no
/// configuration is supported, running a session reports `ARError.unsupportedConfiguration`,
/// no frame is captured and no anchor detected; configurations, anchors and queries are data.
@MainActor @Suite(.tags(.appFiles, .pixels)) struct ARKitTests {
    @Test func noConfigurationIsSupportedInARender() {
        #expect(!ARWorldTrackingConfiguration.isSupported && !AROrientationTrackingConfiguration.isSupported)
        #expect(!ARFaceTrackingConfiguration.isSupported && !ARBodyTrackingConfiguration.isSupported)
        #expect(!ARImageTrackingConfiguration.isSupported && !ARPositionalTrackingConfiguration.isSupported)
        #expect(ARWorldTrackingConfiguration.supportedVideoFormats.isEmpty)
        #expect(!ARWorldTrackingConfiguration.supportsSceneReconstruction(.mesh) && !ARWorldTrackingConfiguration.supportsUserFaceTracking)
        #expect(!ARConfiguration.supportsFrameSemantics(.sceneDepth) && !ARBodyTrackingConfiguration.supportsFrameSemantics(.bodyDetection))
        #expect(ARFaceTrackingConfiguration.supportedNumberOfTrackedFaces == 0 && !ARFaceTrackingConfiguration.supportsWorldTracking)
        #expect(!ARPlaneAnchor.isClassificationSupported)
    }

    @Test func configurationsKeepARKitsDefaultsAndRawValues() {
        let world = ARWorldTrackingConfiguration()
        #expect(world.planeDetection.isEmpty && world.environmentTexturing == .none && world.isLightEstimationEnabled)
        #expect(world.worldAlignment == .gravity && world.maximumNumberOfTrackedImages == 0 && world.isAutoFocusEnabled)
        #expect(world.detectionImages.isEmpty && world.sceneReconstruction.isEmpty && world.frameSemantics.isEmpty)
        #expect(world.videoFormat.imageResolution == CGSize(width: 1920, height: 1440) && world.videoFormat.framesPerSecond == 60)
        #expect(ARFaceTrackingConfiguration().maximumNumberOfTrackedFaces == 1 && ARImageTrackingConfiguration().maximumNumberOfTrackedImages == 1)
        #expect(ARWorldTrackingConfiguration.PlaneDetection.horizontal.rawValue == 1 && ARWorldTrackingConfiguration.PlaneDetection.vertical.rawValue == 2)
        #expect(ARConfiguration.FrameSemantics.personSegmentationWithDepth.rawValue == 3 && ARConfiguration.FrameSemantics.sceneDepth.rawValue == 8)
        #expect(ARConfiguration.SceneReconstruction.meshWithClassification.rawValue == 3)
        #expect(ARWorldTrackingConfiguration.EnvironmentTexturing.automatic.rawValue == 2 && ARConfiguration.WorldAlignment.camera.rawValue == 2)
        world.planeDetection = [.horizontal, .vertical]
        world.environmentTexturing = .automatic
        let copy = world.copy() as? ARWorldTrackingConfiguration
        #expect(copy !== world && copy?.planeDetection == [.horizontal, .vertical] && copy?.environmentTexturing == .automatic)
    }

    @Test func runningASessionReportsAnUnsupportedConfiguration() {
        let session = ARSession()
        let recorder = ARSessionRecorder()
        session.delegate = recorder
        let configuration = ARWorldTrackingConfiguration()
        configuration.planeDetection = .horizontal
        let (_, warnings) = RuntimeWarning.collecting { session.run(configuration, options: [.resetTracking, .removeExistingAnchors]) }
        #expect(warnings.contains { $0.hasPrefix("ARSession.run") }, "\(warnings)")
        // The delegate is told at once, on the calling thread.
        #expect(recorder.errors.count == 1)
        let error = recorder.errors.first as? ARError
        #expect(error?.code == .unsupportedConfiguration && error?.errorCode == 100 && ARError.errorDomain == "com.apple.arkit.error")
        #expect(error?.userInfo[NSLocalizedDescriptionKey] as? String != nil)
        #expect(session.currentFrame == nil && recorder.frames == 0)
        let kept = session.configuration as? ARWorldTrackingConfiguration
        #expect(kept !== configuration && kept?.planeDetection == .horizontal)
        session.pause()
        #expect(session.raycast(ARRaycastQuery(origin: .zero, direction: [0, 0, -1], allowing: .estimatedPlane, alignment: .any)).isEmpty)
    }

    @Test func callsNeedingATrackedWorldFail() async {
        let session = ARSession()
        var mapError: ARError?
        session.getCurrentWorldMap { map, error in
            #expect(map == nil)
            mapError = error as? ARError
        }
        #expect(mapError?.code == .invalidWorldMap)
        await #expect(throws: ARError.self) { _ = try await session.currentWorldMap() }
        var frameError: ARError?
        session.captureHighResolutionFrame { frame, error in frameError = error as? ARError }
        #expect(frameError?.code == .highResolutionFrameCaptureFailed)
        let query = ARRaycastQuery(origin: .zero, direction: [0, 0, -2], allowing: .existingPlaneGeometry, alignment: .horizontal)
        #expect(query.direction == SIMD3<Float>(0, 0, -1) && session.trackedRaycast(query) { _ in } == nil)
    }

    @Test func anARSCNViewForwardsSessionFailuresToItsDelegate() {
        let view = ARSCNView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let viewDelegate = ARSCNViewRecorder()
        let sessionDelegate = ARSessionRecorder()
        view.delegate = viewDelegate
        view.session.delegate = sessionDelegate
        view.session.run(ARWorldTrackingConfiguration())
        #expect(viewDelegate.failures == 1 && sessionDelegate.errors.count == 1)
        // A new session reports to the view's delegate too; one object in both roles hears once.
        view.session = ARSession()
        view.session.delegate = viewDelegate
        view.session.run(ARFaceTrackingConfiguration())
        #expect(viewDelegate.failures == 2 && viewDelegate.addedNodes == 0)
        // The scene is SceneKit's, never optional; no anchor gets a node.
        let node = SCNNode()
        view.scene.rootNode.addChildNode(node)
        #expect(view.scene.rootNode.childNodes.count == 1 && view.node(for: ARAnchor(transform: matrix_identity_float4x4)) == nil)
        #expect(view.anchor(for: node) == nil && view.hitTest(.zero, types: .existingPlaneUsingExtent).isEmpty)
        #expect(view.raycastQuery(from: .zero, allowing: .estimatedPlane, alignment: .any) == nil)
        // Projections use SceneKit's default camera, 10 units up z, looking at the origin.
        let center = view.projectPoint(SCNVector3(0, 0, 0))
        #expect(abs(center.x - 50) < 0.01 && abs(center.y - 50) < 0.01)
        #expect(view.automaticallyUpdatesLighting && view.rendersCameraGrain && !view.rendersMotionBlur)
        view.debugOptions = [.showFeaturePoints, .showWorldOrigin]
        #expect(view.debugOptions.contains(ARSCNDebugOptions.showWorldOrigin) && !view.debugOptions.contains(.showWireframe))
    }

    @Test func anARSCNViewDrawsBlackWhereTheCameraFeedWouldBe() throws {
        let (image, warnings) = try RuntimeWarning.collecting { try renderImage(ARSCNViewContainer(background: nil).frame(width: 40, height: 40)) }
        #expect(image.width == 40 && close(image.pixel(x: 20, y: 20), 0, 0, 0))
        #expect(warnings.contains { $0.hasPrefix("ARSCNView") } && warnings.contains { $0.hasPrefix("ARSession.run") })
        let red = try renderImage(ARSCNViewContainer(background: .red).frame(width: 40, height: 40))
        #expect(close(red.pixel(x: 20, y: 20), 255, 0, 0))
    }

    @Test func anchorsKeepTheirNameTransformAndIdentity() {
        var transform = matrix_identity_float4x4
        transform.columns.3 = SIMD4<Float>(1, 2, 3, 1)
        let anchor = ARAnchor(name: "pin", transform: transform)
        #expect(anchor.name == "pin" && anchor.transform.columns.3 == SIMD4<Float>(1, 2, 3, 1) && anchor.sessionIdentifier == nil)
        let copy = anchor.copy() as? ARAnchor
        #expect(copy !== anchor && copy?.identifier == anchor.identifier && copy?.name == "pin")
        #expect(ARAnchor(transform: transform).identifier != anchor.identifier)
        let plane = ARPlaneAnchor(anchor: anchor)
        #expect(plane.alignment == .horizontal && plane.classification == .none(.notAvailable) && plane.extent == .zero)
        #expect(plane.identifier == anchor.identifier && plane.geometry.vertices.isEmpty && plane.classification.description == "None")
        let face = ARFaceAnchor(anchor: anchor)
        #expect(face.blendShapes.isEmpty && !face.isTracked && ARFaceAnchor.BlendShapeLocation.eyeBlinkLeft.rawValue == "eyeBlink_L")
        #expect(ARBodyAnchor(anchor: anchor).skeleton.modelTransform(for: .head) == matrix_identity_float4x4)
        let session = ARSession()
        session.add(anchor: anchor)
        session.remove(anchor: anchor)
    }

    @Test func referenceImagesKeepTheirPhysicalSize() throws {
        let image = try #require(CGImage(width: 200, height: 100, rgba: [UInt8](repeating: 255, count: 200 * 100 * 4)))
        let upright = ARReferenceImage(image, orientation: .up, physicalWidth: 0.2)
        #expect(upright.physicalSize == CGSize(width: 0.2, height: 0.1))
        #expect(ARReferenceImage(image, orientation: .right, physicalWidth: 0.2).physicalSize == CGSize(width: 0.2, height: 0.4))
        var validated = false
        upright.validate { error in validated = error == nil }
        #expect(validated)
        let (group, warnings) = RuntimeWarning.collecting { ARReferenceImage.referenceImages(inGroupNamed: "AR Resources", bundle: nil) }
        #expect(group == nil && warnings.contains { $0.contains("AR Resources") })
        #expect(throws: ARError.self) { _ = try ARReferenceObject(archiveURL: URL(fileURLWithPath: "/tmp/chair.arobject")) }
    }

    @Test func aCoachingOverlayActivatesOnlyWhenAsked() {
        let view = ARSCNView(frame: .zero)
        let overlay = ARCoachingOverlayView(frame: .zero)
        let recorder = CoachingRecorder()
        overlay.delegate = recorder
        overlay.sessionProvider = view
        #expect(overlay.session === view.session && overlay.goal == .tracking && overlay.activatesAutomatically && !overlay.isActive)
        overlay.setActive(true, animated: true)
        overlay.setActive(true, animated: true)
        overlay.setActive(false, animated: false)
        #expect(recorder.events == ["activate", "deactivate"] && !overlay.isActive)
    }
}
