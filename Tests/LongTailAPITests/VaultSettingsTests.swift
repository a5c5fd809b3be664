import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import LocalAuthentication
import MessageUI
import AudioToolbox
import CoreHaptics

/// `VaultSettingsFile.swift`: LocalAuthentication answers as the iPhone 15 Pro simulator does
/// out of the box (Face ID hardware, no face enrolled, no passcode), MessageUI as a device
/// without a Mail account, AudioToolbox plays nothing.
@MainActor @Suite(.tags(.appFiles)) struct VaultSettingsTests {
    @Test func biometryIsFaceIDButNotEnrolled() {
        let context = LAContext()
        #expect(context.biometryType == .none)
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(context.biometryType == .faceID)
        #expect(error?.domain == "com.apple.LocalAuthentication" && error?.code == -7)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error) && error?.code == -5)
        let lock = VaultLock()
        lock.refresh()
        #expect(lock.biometryName == "Face ID")
        #expect(lock.unavailableReason == "Set up Face ID in Settings to lock your vault.")
    }

    @Test func evaluatingFailsWithTheReasonAndCatchPatternsMatch() async {
        #expect(await VaultLock().unlock() == false)
        do {
            _ = try await LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock")
            Issue.record("evaluating should throw")
        } catch LAError.biometryNotEnrolled {
        } catch {
            Issue.record("\(error)")
        }
        let replied = LockedFlag()
        LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { success, error in
            replied.set(!success && (error as? LAError)?.code == .passcodeNotSet)
        }
        #expect(replied.get)
    }

    @Test func theSettingsScreenNamesFaceIDAndTheMissingMailAccount() throws {
        let lock = VaultLock()
        lock.refresh()
        _ = try renderPhoneLightAndDark(VaultSettingsView(lock: lock), name: "VaultSettings")
        let texts = phoneTexts(VaultSettingsView(lock: lock))
        for label in ["Settings", "Lock with Face ID", "Set up Face ID in Settings to lock your vault.", "Send Feedback", "No account"] {
            #expect(frame(texts, label) != nil, "\(label): \(texts.map(\.0))")
        }
        // The footer sits under the security card, above the support section's header.
        let footer = try #require(frame(texts, "Set up Face ID in Settings to lock your vault."))
        let toggle = try #require(frame(texts, "Lock with Face ID")), feedback = try #require(frame(texts, "Send Feedback"))
        #expect(toggle.maxY < footer.minY && footer.maxY < feedback.minY, "\(toggle) \(footer) \(feedback)")
    }

    @Test func aComposerKeepsItsMessageButTheDeviceCannotSend() {
        #expect(!MFMailComposeViewController.canSendMail() && !MFMessageComposeViewController.canSendText())
        let composer = MFMailComposeViewController()
        composer.setToRecipients(["support@example.com"])
        composer.setSubject("Vault feedback")
        composer.setMessageBody("<p>Hi</p>", isHTML: true)
        composer.addAttachmentData(Data([1, 2]), mimeType: "text/plain", fileName: "log.txt")
        #expect(composer.toRecipients == ["support@example.com"] && composer.subject == "Vault feedback")
        #expect(composer.body.isHTML && composer.attachmentNames == ["log.txt"])
        #expect(MFMailComposeResult.failed.rawValue == 3 && MessageComposeResult.sent.rawValue == 1)
    }

    @Test func systemSoundsRegisterFilesThatExist() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("vault-click-\(UUID().uuidString).caf")
        try Data([0]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var first: SystemSoundID = 0, second: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(file as CFURL, &first) == 0)
        #expect(AudioServicesCreateSystemSoundID(file as CFURL, &second) == 0)
        #expect(first >= 4096 && second > first)
        var missing: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(URL(fileURLWithPath: "/nonexistent.caf") as CFURL, &missing) == kAudioServicesSystemSoundUnspecifiedError)
        #expect(missing == 0 && kSystemSoundID_Vibrate == 4095)
    }

    @Test func hapticsCompileButTheHardwareHasNone() throws {
        #expect(!CHHapticEngine.capabilitiesForHardware().supportsHaptics)
        #expect(!UnlockHaptics().isAvailable)
        let pattern = try UnlockHaptics.deniedPattern()
        #expect(abs(pattern.duration - 0.2) < 1e-9)
        let engine = try CHHapticEngine()
        try engine.start()
        let player = try engine.makeAdvancedPlayer(with: pattern)
        player.loopEnabled = true
        try player.start(atTime: CHHapticTimeImmediate)
        #expect(player.loopEnabled && engine.currentTime == 0)
        let late = CHHapticEvent(eventType: .hapticContinuous, parameters: [], relativeTime: -1, duration: 0.5)
        #expect(throws: CHHapticError.self) { try CHHapticPattern(events: [late], parameters: []) }
    }
}
