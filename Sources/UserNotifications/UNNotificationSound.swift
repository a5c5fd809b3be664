import Foundation

/// A notification's sound (UserNotifications' `UNNotificationSound`); nothing plays on Linux.
open class UNNotificationSound {
    /// The sound file's name, or `nil` for the system sound.
    public let name: UNNotificationSoundName?
    /// Whether it plays as a critical alert.
    public let isCritical: Bool

    init(name: UNNotificationSoundName?, critical: Bool) {
        self.name = name
        isCritical = critical
    }

    /// The sound file `name` in the app's bundle.
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name, critical: false) }

    /// The system's notification sound.
    open class var `default`: UNNotificationSound { UNNotificationSound(name: nil, critical: false) }
    /// The system's critical-alert sound.
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil, critical: true) }
    /// The system's ringtone (iOS 15.2).
    open class var defaultRingtone: UNNotificationSound { UNNotificationSound(name: nil, critical: false) }

    /// The critical-alert sound at `volume` (0 to 1).
    open class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound { .defaultCritical }
    /// The sound file `name` as a critical alert.
    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name, critical: true)
    }
    /// The sound file `name` as a critical alert at `volume`.
    open class func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: name, critical: true)
    }
    /// The sound file `name` as a ringtone (iOS 15.2).
    open class func ringtoneSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name, critical: false)
    }
}

/// The name of a sound file (UserNotifications' `UNNotificationSoundName`).
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    /// The file named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The file named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The file named by a string literal.
    public init(stringLiteral value: String) { rawValue = value }
}
