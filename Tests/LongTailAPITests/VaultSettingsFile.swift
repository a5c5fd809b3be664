import SwiftUI
import LocalAuthentication
import MessageUI
import AudioToolbox
import CoreHaptics

// An app file of the shape settings screens take: an app lock named after the device's
// biometry (with the reason it cannot be turned on), and a feedback row that composes mail
// when the device can send it and opens a mailto: link when it cannot.

@Observable final class VaultLock {
    var isEnabled = false
    var biometryName = "Passcode"
    var unavailableReason: String?

    func refresh() {
        let context = LAContext()
        var error: NSError?
        let available = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error)
        switch context.biometryType {
        case .faceID: biometryName = "Face ID"
        case .touchID: biometryName = "Touch ID"
        case .opticID: biometryName = "Optic ID"
        default: biometryName = "Passcode"
        }
        if !available, let error, error.code == LAError.biometryNotEnrolled.rawValue {
            unavailableReason = "Set up \(biometryName) in Settings to lock your vault."
        } else if !available {
            unavailableReason = "This device can't lock your vault."
        }
    }

    func unlock() async -> Bool {
        let context = LAContext()
        context.localizedCancelTitle = "Not Now"
        do {
            return try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock your vault")
        } catch LAError.userCancel {
            return false
        } catch {
            AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
            return false
        }
    }
}

final class UnlockHaptics {
    private var engine: CHHapticEngine?

    init() {
        guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else { return }
        engine = try? CHHapticEngine()
        try? engine?.start()
    }

    var isAvailable: Bool { engine != nil }

    static func deniedPattern() throws -> CHHapticPattern {
        let events = (0..<3).map { index in
            CHHapticEvent(eventType: .hapticTransient,
                          parameters: [CHHapticEventParameter(parameterID: .hapticIntensity, value: 1),
                                       CHHapticEventParameter(parameterID: .hapticSharpness, value: 0.8)],
                          relativeTime: Double(index) * 0.1)
        }
        return try CHHapticPattern(events: events, parameters: [])
    }

    func playDenied() {
        guard let engine else { return }
        do {
            let player = try engine.makePlayer(with: Self.deniedPattern())
            try player.start(atTime: CHHapticTimeImmediate)
        } catch {
            print("Haptics failed: \(error)")
        }
    }
}

struct FeedbackMail: UIViewControllerRepresentable {
    let subject: String
    @Environment(\.dismiss) private var dismiss

    func makeCoordinator() -> Coordinator { Coordinator(dismiss: dismiss) }

    func makeUIViewController(context: Context) -> MFMailComposeViewController {
        let composer = MFMailComposeViewController()
        composer.mailComposeDelegate = context.coordinator
        composer.setToRecipients(["support@example.com"])
        composer.setSubject(subject)
        composer.setMessageBody("<p>Sent from Vault</p>", isHTML: true)
        return composer
    }

    func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}

    final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
        let dismiss: DismissAction

        init(dismiss: DismissAction) { self.dismiss = dismiss }

        func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
            dismiss()
        }
    }
}

struct VaultSettingsView: View {
    @Bindable var lock: VaultLock
    @State private var composingMail = false
    @Environment(\.openURL) private var openURL

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Lock with \(lock.biometryName)", isOn: $lock.isEnabled)
                        .disabled(lock.unavailableReason != nil)
                } header: {
                    Text("Security")
                } footer: {
                    if let reason = lock.unavailableReason {
                        Text(reason)
                    }
                }
                Section("Support") {
                    Button {
                        AudioServicesPlaySystemSound(1104)
                        if MFMailComposeViewController.canSendMail() {
                            composingMail = true
                        } else if let url = URL(string: "mailto:support@example.com") {
                            openURL(url)
                        }
                    } label: {
                        Label("Send Feedback", systemImage: "envelope")
                    }
                    LabeledContent("Mail", value: MFMailComposeViewController.canSendMail() ? "Ready" : "No account")
                }
            }
            .navigationTitle("Settings")
            .sheet(isPresented: $composingMail) {
                FeedbackMail(subject: "Vault feedback")
            }
        }
    }
}

#Preview("Settings") {
    let lock = VaultLock()
    lock.refresh()
    return VaultSettingsView(lock: lock)
}
