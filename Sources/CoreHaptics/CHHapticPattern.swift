import Foundation

/// One haptic or audio event of a pattern.
open class CHHapticEvent: NSObject {
    /// The kind of an event.
    public struct EventType: RawRepresentable, Hashable, Sendable {
        /// The event type's name.
        public let rawValue: String
        /// A type of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A short tap.
        public static let hapticTransient = EventType(rawValue: "HapticTransient")
        /// A sustained vibration.
        public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
        /// A sustained sound.
        public static let audioContinuous = EventType(rawValue: "AudioContinuous")
        /// A sound from a registered resource.
        public static let audioCustom = EventType(rawValue: "AudioCustom")
    }

    /// The name of an event parameter.
    public struct ParameterID: RawRepresentable, Hashable, Sendable {
        /// The parameter's name.
        public let rawValue: String
        /// A parameter of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// How strong a haptic is, 0 to 1.
        public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
        /// How crisp a haptic feels, 0 to 1.
        public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
        /// The attack time of an envelope.
        public static let attackTime = ParameterID(rawValue: "AttackTime")
        /// The decay time of an envelope.
        public static let decayTime = ParameterID(rawValue: "DecayTime")
        /// The release time of an envelope.
        public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
        /// Whether the event sustains for its duration.
        public static let sustained = ParameterID(rawValue: "Sustained")
        /// An audio event's volume.
        public static let audioVolume = ParameterID(rawValue: "AudioVolume")
        /// An audio event's pitch.
        public static let audioPitch = ParameterID(rawValue: "AudioPitch")
        /// An audio event's stereo position.
        public static let audioPan = ParameterID(rawValue: "AudioPan")
        /// An audio event's brightness.
        public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")
    }

    /// The event's kind.
    open private(set) var type: EventType
    /// Its parameters.
    open var eventParameters: [CHHapticEventParameter]
    /// When it starts, in seconds from the pattern's start.
    open var relativeTime: TimeInterval
    /// How long it lasts (0 for transient events).
    open var duration: TimeInterval

    /// An event of `eventType` at `relativeTime`.
    public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime: TimeInterval) {
        self.type = type
        eventParameters = parameters
        self.relativeTime = relativeTime
        duration = 0
        super.init()
    }

    /// An event of `eventType` at `relativeTime` lasting `duration`.
    public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime: TimeInterval, duration: TimeInterval) {
        self.type = type
        eventParameters = parameters
        self.relativeTime = relativeTime
        self.duration = duration
        super.init()
    }
}

/// A parameter of one event: its name and value.
open class CHHapticEventParameter: NSObject {
    /// The parameter's name.
    open private(set) var parameterID: CHHapticEvent.ParameterID
    /// Its value.
    open var value: Float

    /// A parameter `parameterID` of `value`.
    public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
        self.parameterID = parameterID
        self.value = value
        super.init()
    }
}

/// A parameter that changes the whole pattern while it plays.
open class CHHapticDynamicParameter: NSObject {
    /// The name of a dynamic parameter.
    public struct ID: RawRepresentable, Hashable, Sendable {
        /// The parameter's name.
        public let rawValue: String
        /// A parameter of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Scales every haptic's intensity.
        public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
        /// Shifts every haptic's sharpness.
        public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
        /// Scales every sound's volume.
        public static let audioVolumeControl = ID(rawValue: "AudioVolumeControl")
    }

    /// The parameter's name.
    open private(set) var parameterID: ID
    /// Its value.
    open var value: Float
    /// When it applies, in seconds from the pattern's start.
    open var relativeTime: TimeInterval

    /// A dynamic parameter `parameterID` of `value` at `relativeTime`.
    public init(parameterID: ID, value: Float, relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.value = value
        self.relativeTime = relativeTime
        super.init()
    }
}

/// A sequence of haptic and audio events.
open class CHHapticPattern: NSObject {
    /// The pattern's events, in the order given.
    package let events: [CHHapticEvent]

    /// A pattern of `events` and dynamic `parameters`; Backplate throws `invalidPatternData`
    /// when an event starts before 0 or lasts less than 0.
    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
        guard events.allSatisfy({ $0.relativeTime >= 0 && $0.duration >= 0 }) else { throw CHHapticError(.invalidPatternData) }
        self.events = events
        super.init()
    }

    /// How long the pattern lasts: the latest end of its events.
    open var duration: TimeInterval { events.map { $0.relativeTime + $0.duration }.max() ?? 0 }
}
