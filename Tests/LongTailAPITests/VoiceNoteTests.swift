import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import Speech

/// `VoiceNoteFile.swift`: Speech answers as a device whose user never answers the prompt and
/// that records nothing: the screen asks for permission, asking answers `.denied`, dictation
/// reports the recognizer unavailable, and the audio engine does not start.
@MainActor @Suite(.tags(.appFiles)) struct VoiceNoteTests {
    @Test func theScreenAsksForPermission() throws {
        let texts = phoneTexts(VoiceNoteView())
        let title = try #require(frame(texts, "Voice Note"), "\(texts.map(\.0))")
        let status = try #require(frame(texts, "Speech recognition needs your permission"))
        let placeholder = try #require(frame(texts, "Your words will appear here."))
        let button = try #require(frame(texts, "Allow Speech Recognition"))
        #expect(title.maxY < status.minY && status.maxY < placeholder.minY && placeholder.maxY < button.minY)
        let images = try renderPhoneLightAndDark(VoiceNoteView(), name: "VoiceNote")
        let beside = CGRect(x: button.minX - 8, y: button.minY, width: 6, height: button.height)
        #expect(drawsColor(images.light, beside, (0, 136, 255)) && drawsColor(images.dark, beside, (0, 145, 255)))
        // The placeholder is secondary text: grey, not the primary label's black.
        #expect(!drawsColor(images.light, placeholder, (0, 0, 0)))
    }

    @Test func askingIsDeniedAndDictationCannotStart() async throws {
        #expect(SFSpeechRecognizer.authorizationStatus() == .notDetermined)
        let recorder = VoiceNoteRecorder()
        #expect(recorder.phase == .needsPermission && !recorder.recognizerAvailable)
        let (_, warnings) = RuntimeWarning.collecting { recorder.requestPermission() }
        try await Task.sleep(for: .milliseconds(50))   // the handler hops to the main queue
        #expect(recorder.phase == .denied)
        recorder.startListening()
        #expect(recorder.phase == .failed("Speech recognition is not available right now."))
        #expect(warnings.contains { $0.contains("Speech: SFSpeechRecognizer.requestAuthorization(_:)") })

        let engine = AVAudioEngine()
        let format = engine.inputNode.outputFormat(forBus: 0)
        #expect(format.sampleRate == 48_000 && format.channelCount == 1)
        #expect(throws: (any Error).self) { try engine.start() }
        #expect(!engine.isRunning)
    }
}
