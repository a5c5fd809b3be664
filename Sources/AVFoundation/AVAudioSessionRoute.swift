import Foundation

extension AVAudioSession {
    /// A kind of audio port, by Apple's identifier.
    public struct Port: RawRepresentable, Hashable, Sendable {
        /// The port type's identifier.
        public let rawValue: String
        /// A port type of this identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The built-in microphone.
        public static let builtInMic = Port(rawValue: "MicrophoneBuiltIn")
        /// The built-in speaker.
        public static let builtInSpeaker = Port(rawValue: "Speaker")
        /// The receiver held to the ear.
        public static let builtInReceiver = Port(rawValue: "Receiver")
        /// Wired headphones.
        public static let headphones = Port(rawValue: "Headphones")
        /// A wired headset's microphone.
        public static let headsetMic = Port(rawValue: "MicrophoneWired")
        /// Bluetooth A2DP output.
        public static let bluetoothA2DP = Port(rawValue: "BluetoothA2DPOutput")
        /// A Bluetooth hands-free device.
        public static let bluetoothHFP = Port(rawValue: "BluetoothHFP")
        /// Bluetooth Low Energy output.
        public static let bluetoothLE = Port(rawValue: "BluetoothLE")
        /// AirPlay.
        public static let airPlay = Port(rawValue: "AirPlay")
        /// CarPlay.
        public static let carAudio = Port(rawValue: "CarAudio")
        /// HDMI output.
        public static let HDMI = Port(rawValue: "HDMIOutput")
        /// A USB audio device.
        public static let usbAudio = Port(rawValue: "USBAudio")
        /// Line-level input.
        public static let lineIn = Port(rawValue: "LineIn")
        /// Line-level output.
        public static let lineOut = Port(rawValue: "LineOut")
    }

    /// The ports audio flows through: the built-in speaker (or receiver), no input until a
    /// recording category is set, as on an iPhone with nothing plugged in.
    public var currentRoute: AVAudioSessionRouteDescription {
        let records = category == .record || category == .playAndRecord
        let output: AVAudioSessionPortDescription = category == .playAndRecord
            && preferences.withLock({ $0.outputOverride }) == .none ? .receiver : .speaker
        return AVAudioSessionRouteDescription(inputs: records ? [.microphone] : [], outputs: category == .record ? [] : [output])
    }
    /// The inputs the app may choose from: the built-in microphone.
    public var availableInputs: [AVAudioSessionPortDescription]? { [.microphone] }
    /// The input the app prefers: nil, the system's choice.
    public var preferredInput: AVAudioSessionPortDescription? { nil }
    /// Prefers `inPort` as input (the built-in microphone is the only one).
    public func setPreferredInput(_ inPort: AVAudioSessionPortDescription?) throws {}
}

/// The inputs and outputs of an audio route.
public final class AVAudioSessionRouteDescription: NSObject, Sendable {
    /// The route's input ports.
    public let inputs: [AVAudioSessionPortDescription]
    /// The route's output ports.
    public let outputs: [AVAudioSessionPortDescription]

    init(inputs: [AVAudioSessionPortDescription], outputs: [AVAudioSessionPortDescription]) {
        self.inputs = inputs
        self.outputs = outputs
        super.init()
    }
}

/// One audio port: its kind, name and identifier.
public final class AVAudioSessionPortDescription: NSObject, Sendable {
    /// The kind of port.
    public let portType: AVAudioSession.Port
    /// The port's name for people.
    public let portName: String
    /// The port's identifier.
    public let uid: String

    init(portType: AVAudioSession.Port, portName: String) {
        self.portType = portType
        self.portName = portName
        uid = "Built-In " + portName
        super.init()
    }

    static let speaker = AVAudioSessionPortDescription(portType: .builtInSpeaker, portName: "Speaker")
    static let receiver = AVAudioSessionPortDescription(portType: .builtInReceiver, portName: "Receiver")
    static let microphone = AVAudioSessionPortDescription(portType: .builtInMic, portName: "iPhone Microphone")
}
