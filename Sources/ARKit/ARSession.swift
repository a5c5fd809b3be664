import BackplateCore
import Foundation

/// The object that runs augmented reality: it drives the camera and motion sensors, tracks the
/// device and detects anchors (ARKit's `ARSession`).
///
/// A render has no camera, motion sensors or GPU, so no configuration is supported (as on the
/// iOS simulator): `run(_:options:)` keeps the configuration, emits a runtime warning and tells
/// the delegate (and the delegate of the `ARSCNView` showing the session)
/// `session(_:didFailWithError:)` with `ARError(.unsupportedConfiguration)`, synchronously on
/// the calling thread (`delegateQueue` is kept, not used). No frame is ever captured
/// (`currentFrame` stays `nil`), no anchor is detected and no other delegate method is called.
open class ARSession: NSObject {
    /// Options for running a session with a new configuration.
    public struct RunOptions: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options of raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Tracking restarts from the device's current position.
        public static let resetTracking = RunOptions(rawValue: 1 << 0)
        /// The session's anchors are removed.
        public static let removeExistingAnchors = RunOptions(rawValue: 1 << 1)
        /// Tracked raycasts stop.
        public static let stopTrackedRaycasts = RunOptions(rawValue: 1 << 2)
        /// The reconstructed scene mesh is discarded.
        public static let resetSceneReconstruction = RunOptions(rawValue: 1 << 3)
    }

    /// The session's unique identifier.
    open private(set) var identifier = UUID()
    /// The object told about frames, anchors and failures (only `session(_:didFailWithError:)`
    /// is ever called in a render).
    open weak var delegate: (any ARSessionDelegate)?
    /// The queue the delegate would be called on (kept; a render calls it synchronously).
    open var delegateQueue: DispatchQueue?
    /// The latest frame: always `nil` in a render, which captures none.
    open private(set) var currentFrame: ARFrame?
    /// The configuration of the latest `run(_:options:)` (a copy), or `nil` before the first.
    open private(set) var configuration: ARConfiguration?
    /// The anchors the app added (a render detects none of its own).
    private(set) var addedAnchors: [ARAnchor] = []
    /// The delegate of the view showing the session, told of failures as iOS's views forward them.
    weak var viewObserver: (any ARSessionObserver)?

    /// A session that is not running.
    public override init() { super.init() }

    /// Runs the session with `configuration`: in a render nothing starts; the session keeps the
    /// configuration, emits a runtime warning and reports `ARError(.unsupportedConfiguration)`
    /// to its observers (see the class).
    open func run(_ configuration: ARConfiguration, options: RunOptions = []) {
        self.configuration = configuration.copy() as? ARConfiguration
        if options.contains(.removeExistingAnchors) { addedAnchors.removeAll() }
        RuntimeWarning.emit("ARSession.run(_:options:): a render has no camera or motion sensors, so \(type(of: configuration)) is not supported; the session does not run and its delegate gets session(_:didFailWithError:) with ARError.unsupportedConfiguration")
        let error = ARError(.unsupportedConfiguration)
        delegate?.session(self, didFailWithError: error)
        if let viewObserver, viewObserver !== delegate { viewObserver.session(self, didFailWithError: error) }
    }

    /// Pauses the session: nothing runs in a render, so nothing changes.
    open func pause() {}

    /// Adds an anchor the app made (kept; no delegate is told, as the session is not running).
    open func add(anchor: ARAnchor) {
        if !addedAnchors.contains(where: { $0.identifier == anchor.identifier }) { addedAnchors.append(anchor) }
    }

    /// Removes an anchor the app added.
    open func remove(anchor: ARAnchor) { addedAnchors.removeAll { $0.identifier == anchor.identifier } }

    /// Gets the session's world map: `completionHandler` is called at once with `nil` and
    /// `ARError(.invalidWorldMap)`, as a render maps nothing.
    open func getCurrentWorldMap(completionHandler: @escaping (ARWorldMap?, (any Error)?) -> Void) {
        completionHandler(nil, ARError(.invalidWorldMap))
    }

    /// The session's world map: throws `ARError(.invalidWorldMap)` in a render.
    open func currentWorldMap() async throws -> ARWorldMap { throw ARError(.invalidWorldMap) }

    /// Makes a reference object of the features in a box: `completionHandler` is called at once
    /// with `nil` and `ARError(.invalidReferenceObject)`, as a render scans nothing.
    open func createReferenceObject(transform: simd_float4x4, center: simd_float3, extent: simd_float3,
                                    completionHandler: @escaping (ARReferenceObject?, (any Error)?) -> Void) {
        completionHandler(nil, ARError(.invalidReferenceObject))
    }

    /// A reference object of the features in a box: throws `ARError(.invalidReferenceObject)`.
    open func createReferenceObject(transform: simd_float4x4, center: simd_float3, extent: simd_float3) async throws -> ARReferenceObject {
        throw ARError(.invalidReferenceObject)
    }

    /// Casts `query` against the detected surfaces: no results in a render.
    open func raycast(_ query: ARRaycastQuery) -> [ARRaycastResult] { [] }

    /// Repeats `query` as surfaces are refined: `nil` in a render (the raycast cannot start);
    /// `updateHandler` is never called.
    open func trackedRaycast(_ query: ARRaycastQuery, updateHandler: @escaping ([ARRaycastResult]) -> Void) -> ARTrackedRaycast? { nil }

    /// Moves the world origin (nothing is tracked in a render, so nothing changes).
    open func setWorldOrigin(relativeTransform: simd_float4x4) {}

    /// Captures a high-resolution frame: `completion` is called at once with `nil` and
    /// `ARError(.highResolutionFrameCaptureFailed)`.
    open func captureHighResolutionFrame(completion: @escaping (ARFrame?, (any Error)?) -> Void) {
        completion(nil, ARError(.highResolutionFrameCaptureFailed))
    }

    /// A high-resolution frame: throws `ARError(.highResolutionFrameCaptureFailed)` in a render.
    open func captureHighResolutionFrame() async throws -> ARFrame { throw ARError(.highResolutionFrameCaptureFailed) }
}

/// Receives a session's tracking changes, interruptions and failures (ARKit's
/// `ARSessionObserver`). Every method is optional; in a render only
/// `session(_:didFailWithError:)` is called, when the session is run.
public protocol ARSessionObserver: NSObjectProtocol {
    /// The session failed (in a render: `ARError(.unsupportedConfiguration)` from `run`).
    func session(_ session: ARSession, didFailWithError error: any Error)
    /// The camera's tracking state changed (never in a render).
    func session(_ session: ARSession, cameraDidChangeTrackingState camera: ARCamera)
    /// The session was interrupted (never in a render).
    func sessionWasInterrupted(_ session: ARSession)
    /// The interruption ended (never in a render).
    func sessionInterruptionEnded(_ session: ARSession)
    /// Whether the session should try to relocalize after an interruption (`false` by default).
    func sessionShouldAttemptRelocalization(_ session: ARSession) -> Bool
    /// The session captured audio (never in a render).
    func session(_ session: ARSession, didOutputAudioSampleBuffer audioSampleBuffer: CMSampleBuffer)
}

extension ARSessionObserver {
    /// Nothing, unless the observer implements it.
    public func session(_ session: ARSession, didFailWithError error: any Error) {}
    /// Nothing, unless the observer implements it.
    public func session(_ session: ARSession, cameraDidChangeTrackingState camera: ARCamera) {}
    /// Nothing, unless the observer implements it.
    public func sessionWasInterrupted(_ session: ARSession) {}
    /// Nothing, unless the observer implements it.
    public func sessionInterruptionEnded(_ session: ARSession) {}
    /// `false`, unless the observer implements it.
    public func sessionShouldAttemptRelocalization(_ session: ARSession) -> Bool { false }
    /// Nothing, unless the observer implements it.
    public func session(_ session: ARSession, didOutputAudioSampleBuffer audioSampleBuffer: CMSampleBuffer) {}
}

/// Receives a session's frames and anchors besides what an observer receives (ARKit's
/// `ARSessionDelegate`). Every method is optional; a render captures no frame and detects no
/// anchor, so none of these is called.
public protocol ARSessionDelegate: ARSessionObserver {
    /// A new frame (never in a render).
    func session(_ session: ARSession, didUpdate frame: ARFrame)
    /// Anchors were added (never in a render).
    func session(_ session: ARSession, didAdd anchors: [ARAnchor])
    /// Anchors were updated (never in a render).
    func session(_ session: ARSession, didUpdate anchors: [ARAnchor])
    /// Anchors were removed (never in a render).
    func session(_ session: ARSession, didRemove anchors: [ARAnchor])
}

extension ARSessionDelegate {
    /// Nothing, unless the delegate implements it.
    public func session(_ session: ARSession, didUpdate frame: ARFrame) {}
    /// Nothing, unless the delegate implements it.
    public func session(_ session: ARSession, didAdd anchors: [ARAnchor]) {}
    /// Nothing, unless the delegate implements it.
    public func session(_ session: ARSession, didUpdate anchors: [ARAnchor]) {}
    /// Nothing, unless the delegate implements it.
    public func session(_ session: ARSession, didRemove anchors: [ARAnchor]) {}
}

/// Something that provides an AR session, such as an AR view (ARKit's `ARSessionProviding`).
public protocol ARSessionProviding: NSObjectProtocol {
    /// The session provided.
    var session: ARSession { get }
}
