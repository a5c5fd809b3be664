extension AVAudioSession {
    /// Where a built-in microphone data source sits on the device, and its polar patterns, as
    /// the data-source APIs name them. A render has no microphone, so nothing reports them.
    public struct Location: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// A location from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The top of the device.
        public static var orientationTop: Location { Location(rawValue: "Top") }
        /// The bottom of the device.
        public static var orientationBottom: Location { Location(rawValue: "Bottom") }
        /// The front of the device.
        public static var orientationFront: Location { Location(rawValue: "Front") }
        /// The back of the device.
        public static var orientationBack: Location { Location(rawValue: "Back") }
        /// The left side of the device.
        public static var orientationLeft: Location { Location(rawValue: "Left") }
        /// The right side of the device.
        public static var orientationRight: Location { Location(rawValue: "Right") }
        /// Sound from every direction.
        public static var polarPatternOmnidirectional: Location { Location(rawValue: "Omnidirectional") }
        /// Sound from the front, a heart-shaped pattern.
        public static var polarPatternCardioid: Location { Location(rawValue: "Cardioid") }
        /// Sound mostly from the front, with some from the back.
        public static var polarPatternSubcardioid: Location { Location(rawValue: "Subcardioid") }
    }
}
