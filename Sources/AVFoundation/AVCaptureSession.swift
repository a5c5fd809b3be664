import BackplateCore
import Foundation

/// Whether the app may use the camera or the microphone.
public enum AVAuthorizationStatus: Int, Sendable {
    /// The person has not been asked.
    case notDetermined = 0
    /// The app may not use capture devices (parental controls).
    case restricted = 1
    /// The person said no.
    case denied = 2
    /// The person allowed it.
    case authorized = 3
}

extension AVCaptureDevice {
    /// Where a camera faces.
    public enum Position: Int, Sendable {
        /// Not a camera, or either side.
        case unspecified = 0
        /// The back camera.
        case back = 1
        /// The front camera.
        case front = 2
    }

    /// A kind of built-in capture device.
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        /// The type's identifier.
        public let rawValue: String
        /// A device type of this identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The standard wide-angle camera.
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        /// The ultra wide camera.
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        /// The telephoto camera.
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        /// The wide-angle and telephoto pair.
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        /// The ultra wide and wide-angle pair.
        public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
        /// The ultra wide, wide-angle and telephoto trio.
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        /// The front TrueDepth camera.
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        /// The LiDAR and wide-angle pair.
        public static let builtInLiDARDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInLiDARDepthCamera")
        /// The microphone.
        public static let microphone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
    }

    /// The default device of `deviceType` at `position`: nil, a render has no capture hardware.
    public class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? {
        nil
    }

    /// Whether the app may capture `mediaType`: `.notDetermined`, as on a fresh simulator.
    public class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }

    /// Asks for permission to capture `mediaType`: `false` (no prompt shows in a render).
    public class func requestAccess(for mediaType: AVMediaType) async -> Bool { false }

    /// Asks for permission to capture `mediaType`: `handler` gets `false`, on the calling thread.
    public class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) {
        handler(false)
    }
}

/// A source a capture session reads from.
open class AVCaptureInput {
    init() {}
}

/// A capture device as a session's input. A render has no device to make one from.
open class AVCaptureDeviceInput: AVCaptureInput {
    /// The device the input reads.
    public let device: AVCaptureDevice

    /// An input reading `device`.
    public init(device: AVCaptureDevice) throws {
        self.device = device
        super.init()
    }
}

/// A destination a capture session delivers to.
open class AVCaptureOutput {
    init() {}

    /// The connection carrying `mediaType` to this output: nil, an output joins a connection only
    /// when a session with a camera adds it.
    open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { nil }
}

/// A link between a session's input and output, with the video's rotation and mirroring.
open class AVCaptureConnection {
    init() {}

    /// The clockwise rotation, in degrees, applied to the video.
    open var videoRotationAngle: CGFloat = 0
    /// Whether the video is mirrored.
    open var isVideoMirrored = false
    /// Whether the connection carries data.
    open var isEnabled = true
    /// The preview layer the connection feeds: nil, as no connection exists in a render.
    open var videoPreviewLayer: AVCaptureVideoPreviewLayer? { nil }
}

/// Receives a video data output's frames. A render has no camera, so neither method is called.
public protocol AVCaptureVideoDataOutputSampleBufferDelegate: NSObjectProtocol {
    /// A frame arrived.
    func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
    /// A frame was dropped.
    func captureOutput(_ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
}

extension AVCaptureVideoDataOutputSampleBufferDelegate {
    /// Both methods are optional, as on iOS.
    public func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer,
                              from connection: AVCaptureConnection) {}
    /// Both methods are optional, as on iOS.
    public func captureOutput(_ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer,
                              from connection: AVCaptureConnection) {}
}

/// Runs capture from inputs to outputs. Inputs and outputs are added as on iOS; a render has no
/// camera or microphone, so `startRunning()` leaves the session stopped and delivers nothing.
open class AVCaptureSession: NSObject {
    /// A preset of the session's output quality.
    public struct Preset: RawRepresentable, Hashable, Sendable {
        /// The preset's identifier.
        public let rawValue: String
        /// A preset of this identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// High-quality video and audio (the default).
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        /// Medium quality.
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        /// Low quality.
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
        /// Full-resolution photos.
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        /// 1920 × 1080 video.
        public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
        /// 1280 × 720 video.
        public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
    }

    /// A stopped session with no inputs or outputs.
    public override init() { super.init() }

    /// The session's output quality (`.high`).
    open var sessionPreset: Preset = .high
    /// The inputs added.
    open private(set) var inputs: [AVCaptureInput] = []
    /// The outputs added.
    open private(set) var outputs: [AVCaptureOutput] = []
    /// Whether the session is running: false, a render captures nothing.
    open private(set) var isRunning = false
    /// The connections between its inputs and outputs: none, as a render has no camera.
    open var connections: [AVCaptureConnection] { [] }

    /// Whether the session can use `preset`: true.
    open func canSetSessionPreset(_ preset: Preset) -> Bool { true }
    /// Starts a batch of configuration changes.
    open func beginConfiguration() {}
    /// Applies the batch of configuration changes.
    open func commitConfiguration() {}
    /// Whether `input` can be added: true unless it already was.
    open func canAddInput(_ input: AVCaptureInput) -> Bool { !inputs.contains { $0 === input } }
    /// Adds `input`.
    open func addInput(_ input: AVCaptureInput) { if canAddInput(input) { inputs.append(input) } }
    /// Removes `input`.
    open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
    /// Whether `output` can be added: true unless it already was.
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { !outputs.contains { $0 === output } }
    /// Adds `output`.
    open func addOutput(_ output: AVCaptureOutput) { if canAddOutput(output) { outputs.append(output) } }
    /// Removes `output`.
    open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }

    /// Starts capture: a render has no camera or microphone, so the session stays stopped and
    /// delivers no frames (warned).
    open func startRunning() {
        RuntimeWarning.emit("AVCaptureSession: Backplate has no camera or microphone; the session delivers no frames")
    }
    /// Stops capture.
    open func stopRunning() { isRunning = false }
}
