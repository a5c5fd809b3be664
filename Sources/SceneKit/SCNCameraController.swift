import Foundation

/// How the default camera controller turns user gestures into camera moves.
public enum SCNInteractionMode: Int, Sendable {
    /// Free flight.
    case fly = 0
    /// Orbit about the target, the horizon kept level (the default).
    case orbitTurntable = 1
    /// Orbit mapping the gesture to angles.
    case orbitAngleMapping = 2
    /// Orbit on an arcball centred on the view.
    case orbitCenteredArcball = 3
    /// Orbit on an arcball.
    case orbitArcball = 4
    /// Pan.
    case pan = 5
    /// Truck (move sideways).
    case truck = 6
}

/// The settings of a view's built-in camera control (SceneKit's
/// `SCNCameraControlConfiguration`).
public protocol SCNCameraControlConfiguration: NSObjectProtocol {
    /// Whether a gesture switches to a free camera.
    var autoSwitchToFreeCamera: Bool { get set }
    /// Whether the camera may translate.
    var allowsTranslation: Bool { get set }
    /// The fly mode's speed.
    var flyModeVelocity: CGFloat { get set }
    /// The pan gesture's sensitivity.
    var panSensitivity: CGFloat { get set }
    /// The truck gesture's sensitivity.
    var truckSensitivity: CGFloat { get set }
    /// The rotation gesture's sensitivity.
    var rotationSensitivity: CGFloat { get set }
}

/// An `SCNView`'s camera control settings, kept as set (a still render has no gestures).
final class SCNViewCameraControlConfiguration: NSObject, SCNCameraControlConfiguration {
    var autoSwitchToFreeCamera = true
    var allowsTranslation = true
    var flyModeVelocity: CGFloat = 0.1
    var panSensitivity: CGFloat = 1
    var truckSensitivity: CGFloat = 1
    var rotationSensitivity: CGFloat = 1
}

/// Receives the camera controller's inertia events (SceneKit's `SCNCameraControllerDelegate`);
/// never called, as nothing moves in a still render.
public protocol SCNCameraControllerDelegate: NSObjectProtocol {}

/// Moves a point of view in response to gestures (SceneKit's `SCNCameraController`). Its
/// settings are kept; a still render has no gestures, and its explicit moves change the point of
/// view's transform where they are simple (`translateInCameraSpaceBy`, `rotateBy`, `clearRoll`).
open class SCNCameraController: NSObject {
    /// The node moved.
    open var pointOfView: SCNNode?
    /// How gestures map to moves (`.orbitTurntable`).
    open var interactionMode = SCNInteractionMode.orbitTurntable
    /// The point orbited (the origin).
    open var target = SCNVector3Zero
    /// Whether the target follows what is under the gesture (`false`).
    open var automaticTarget = false
    /// The world's up direction ((0, 1, 0)).
    open var worldUp = SCNVector3(x: 0, y: 1, z: 0)
    /// Whether moves continue after a gesture (`false`).
    open var inertiaEnabled = false
    /// How fast inertia fades (0.05).
    open var inertiaFriction: Float = 0.05
    /// Whether inertia is moving the camera (`false`: never in a still render).
    open private(set) var isInertiaRunning = false
    /// The lowest vertical orbit angle in degrees (0: unconstrained).
    open var minimumVerticalAngle: Float = 0
    /// The highest vertical orbit angle in degrees (0: unconstrained).
    open var maximumVerticalAngle: Float = 0
    /// The lowest horizontal orbit angle in degrees (0: unconstrained).
    open var minimumHorizontalAngle: Float = 0
    /// The highest horizontal orbit angle in degrees (0: unconstrained).
    open var maximumHorizontalAngle: Float = 0
    /// The object told about inertia.
    open weak var delegate: (any SCNCameraControllerDelegate)?

    /// A controller with SceneKit's defaults.
    public override init() { super.init() }

    /// Moves the point of view along its own axes.
    open func translateInCameraSpaceBy(x deltaX: Float, y deltaY: Float, z deltaZ: Float) {
        pointOfView?.localTranslate(by: SCNVector3(x: deltaX, y: deltaY, z: deltaZ))
    }

    /// Moves the point of view back until `nodes` fit (the nodes' bounds are not fitted here;
    /// the point of view looks at their centre).
    open func frameNodes(_ nodes: [SCNNode]) {
        guard let pointOfView, !nodes.isEmpty else { return }
        let sum = nodes.reduce(SIMD3<Float>(0, 0, 0)) { $0 + SIMD3($1.worldPosition) }
        pointOfView.look(at: SCNVector3(sum / Float(nodes.count)))
    }

    /// Orbits the point of view by `deltaX` and `deltaY` degrees.
    open func rotateBy(x deltaX: Float, y deltaY: Float) {
        guard let pointOfView else { return }
        let yaw = simd_quatf(angle: -deltaX * .pi / 180, axis: SIMD3(worldUp))
        let pitch = simd_quatf(angle: -deltaY * .pi / 180, axis: SIMD3(pointOfView.worldRight))
        pointOfView.rotate(by: SCNRotationMath.vector((yaw * pitch).normalized), aroundTarget: target)
    }

    /// Rolls the point of view (not applied: needs the viewport's gesture geometry).
    open func roll(by delta: Float, aroundScreenPoint point: CGPoint, viewport: CGSize) {}

    /// Dollies the point of view (not applied: needs the viewport's gesture geometry).
    open func dolly(by delta: Float, onScreenPoint point: CGPoint, viewport: CGSize) {}

    /// Dollies the point of view towards the target by `delta`.
    open func dolly(toTarget delta: Float) { translateInCameraSpaceBy(x: 0, y: 0, z: -delta) }

    /// Levels the point of view's horizon.
    open func clearRoll() {
        guard let pointOfView else { return }
        var euler = pointOfView.eulerAngles
        euler.z = 0
        pointOfView.eulerAngles = euler
    }

    /// Stops inertia (none runs).
    open func stopInertia() {}

    /// Starts a gesture at `location` (no gestures in a still render).
    open func beginInteraction(_ location: CGPoint, withViewport viewport: CGSize) {}

    /// Continues a gesture.
    open func continueInteraction(_ location: CGPoint, withViewport viewport: CGSize, sensitivity: CGFloat) {}

    /// Ends a gesture.
    open func endInteraction(_ location: CGPoint, withViewport viewport: CGSize, velocity: CGPoint) {}
}
