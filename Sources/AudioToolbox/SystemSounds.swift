// The module a file's `import AudioToolbox` finds on Linux: the system-sound calls apps make
// for clicks and vibration. A render plays no sound.
@_exported import CoreGraphics
import Synchronization

/// The identifier of a system sound.
public typealias SystemSoundID = UInt32

/// The vibration "sound" (on an iPhone, a vibration; in a render, nothing).
public let kSystemSoundID_Vibrate: SystemSoundID = 4095

/// Plays a system sound: nothing plays in a render.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}

/// Plays a system sound as an alert (with vibration where set): nothing plays in a render.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}

/// Plays a system sound, then calls `inCompletionBlock` at once, since nothing plays.
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID,
                                                       _ inCompletionBlock: (@Sendable () -> Void)?) {
    inCompletionBlock?()
}

/// Plays a system sound as an alert, then calls `inCompletionBlock` at once.
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID,
                                                      _ inCompletionBlock: (@Sendable () -> Void)?) {
    inCompletionBlock?()
}

/// Registers a sound file as a system sound: gives the next identifier from 4096 (as iOS's
/// are numbered) and `noErr` when the file exists, `kAudioServicesSystemSoundUnspecifiedError`
/// when it does not.
public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    guard FileManager.default.fileExists(atPath: inFileURL.path) else { return kAudioServicesSystemSoundUnspecifiedError }
    outSystemSoundID.pointee = nextSystemSoundID.wrappingAdd(1, ordering: .relaxed).oldValue
    return 0
}

/// Releases a system sound made by `AudioServicesCreateSystemSoundID`.
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus { 0 }

/// The error of a sound that could not be registered (-1500).
public let kAudioServicesSystemSoundUnspecifiedError: OSStatus = -1500

/// The next registered sound's identifier: iOS numbers them from 4096.
private let nextSystemSoundID = Atomic<SystemSoundID>(4096)
