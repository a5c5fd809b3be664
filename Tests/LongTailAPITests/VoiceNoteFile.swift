import SwiftUI
import Speech

/// Dictates a voice note from the microphone with AVAudioEngine and Speech, as an iOS 17 app does.
@Observable
final class VoiceNoteRecorder: NSObject, SFSpeechRecognizerDelegate {
    enum Phase: Equatable {
        case needsPermission, denied, ready, listening
        case failed(String)
    }

    var phase: Phase = .needsPermission
    var transcript = ""
    var recognizerAvailable = false

    @ObservationIgnored private let recognizer = SFSpeechRecognizer(locale: Locale(identifier: "en-US"))
    @ObservationIgnored private let audioEngine = AVAudioEngine()
    @ObservationIgnored private var request: SFSpeechAudioBufferRecognitionRequest?
    @ObservationIgnored private var task: SFSpeechRecognitionTask?

    override init() {
        super.init()
        recognizer?.delegate = self
        recognizerAvailable = recognizer?.isAvailable ?? false
        phase = Self.phase(for: SFSpeechRecognizer.authorizationStatus())
    }

    private static func phase(for status: SFSpeechRecognizerAuthorizationStatus) -> Phase {
        switch status {
        case .authorized: return .ready
        case .denied, .restricted: return .denied
        case .notDetermined: return .needsPermission
        @unknown default: return .denied
        }
    }

    func requestPermission() {
        SFSpeechRecognizer.requestAuthorization { status in
            DispatchQueue.main.async {
                self.phase = Self.phase(for: status)
            }
        }
    }

    func startListening() {
        guard let recognizer, recognizer.isAvailable else {
            phase = .failed("Speech recognition is not available right now.")
            return
        }
        task?.cancel()
        task = nil
        do {
            let session = AVAudioSession.sharedInstance()
            try session.setCategory(.record, mode: .measurement, options: .duckOthers)
            try session.setActive(true, options: .notifyOthersOnDeactivation)
        } catch {
            phase = .failed(error.localizedDescription)
            return
        }
        let request = SFSpeechAudioBufferRecognitionRequest()
        request.shouldReportPartialResults = true
        request.addsPunctuation = true
        request.requiresOnDeviceRecognition = recognizer.supportsOnDeviceRecognition
        self.request = request

        let inputNode = audioEngine.inputNode
        let recordingFormat = inputNode.outputFormat(forBus: 0)
        inputNode.installTap(onBus: 0, bufferSize: 1024, format: recordingFormat) { buffer, _ in
            request.append(buffer)
        }
        audioEngine.prepare()
        do {
            try audioEngine.start()
        } catch {
            inputNode.removeTap(onBus: 0)
            self.request = nil
            phase = .failed(error.localizedDescription)
            return
        }
        phase = .listening
        task = recognizer.recognitionTask(with: request) { [weak self] result, error in
            guard let self else { return }
            if let result {
                self.transcript = result.bestTranscription.formattedString
            }
            if error != nil || result?.isFinal == true {
                self.stopListening()
                if let error { self.phase = .failed(error.localizedDescription) }
            }
        }
    }

    func stopListening() {
        if audioEngine.isRunning {
            audioEngine.stop()
            audioEngine.inputNode.removeTap(onBus: 0)
        }
        request?.endAudio()
        task?.finish()
        request = nil
        task = nil
        if phase == .listening { phase = .ready }
    }

    func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool) {
        recognizerAvailable = available
    }
}

struct VoiceNoteView: View {
    @State private var recorder = VoiceNoteRecorder()

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                statusRow
                ScrollView {
                    Text(recorder.transcript.isEmpty ? "Your words will appear here." : recorder.transcript)
                        .foregroundStyle(recorder.transcript.isEmpty ? .secondary : .primary)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
                .padding()
                .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
                actionButton
            }
            .padding()
            .navigationTitle("Voice Note")
        }
    }

    @ViewBuilder private var statusRow: some View {
        switch recorder.phase {
        case .needsPermission:
            Label("Speech recognition needs your permission", systemImage: "mic.badge.plus")
        case .denied:
            Label("Allow Speech Recognition in Settings", systemImage: "mic.slash")
                .foregroundStyle(.red)
        case .ready:
            Label(recorder.recognizerAvailable ? "Ready" : "Recognizer unavailable", systemImage: "mic")
        case .listening:
            Label("Listening…", systemImage: "waveform")
                .foregroundStyle(.tint)
        case .failed(let message):
            Label(message, systemImage: "exclamationmark.triangle")
                .foregroundStyle(.orange)
        }
    }

    @ViewBuilder private var actionButton: some View {
        switch recorder.phase {
        case .needsPermission:
            Button("Allow Speech Recognition") { recorder.requestPermission() }
                .buttonStyle(.borderedProminent)
        case .listening:
            Button("Stop", role: .destructive) { recorder.stopListening() }
                .buttonStyle(.borderedProminent)
        default:
            Button("Start Dictation") { recorder.startListening() }
                .buttonStyle(.bordered)
                .disabled(recorder.phase == .denied)
        }
    }
}

#Preview {
    VoiceNoteView()
}
