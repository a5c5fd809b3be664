import Testing
import Foundation
import Synchronization
import BackplateCore
import AVFoundation
import Speech

/// AVFoundation's audio engine on Linux, in Swift 6 mode: a render has no microphone, speaker or
/// audio hardware. Buffers hold real samples and files read and write WAV/CAF PCM, but
/// `AVAudioEngine.start()` throws Core Audio's "cannot start recording" error, taps are kept and
/// never called, players never play (their completion handlers run once, when stopped), the
/// recorder records nothing and meters read -160 dBFS, each failure with a runtime warning.
@Suite struct AudioEngineTests {
    /// Values a `@Sendable` handler hands over, in order.
    private final class Recorder<Value: Sendable>: Sendable {
        private let values = Mutex<[Value]>([])
        func record(_ value: Value) { values.withLock { $0.append(value) } }
        var all: [Value] { values.withLock { $0 } }
    }

    /// Whether a warning starting with `prefix` was emitted while `body` ran.
    private func warns(_ prefix: String, _ body: () throws -> Void) rethrows -> Bool {
        try RuntimeWarning.collecting(body).warnings.contains { $0.hasPrefix(prefix) }
    }

    /// A file in the temporary directory that does not exist yet.
    private func temporaryFile(_ extension: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("AudioEngineTests-\(UUID().uuidString).\(`extension`)")
    }

    @Test func pcmBufferHoldsRealZeroedSamples() throws {
        let format = try #require(AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 2))
        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 1024))
        #expect(buffer.frameCapacity == 1024)
        #expect(buffer.frameLength == 0)
        #expect(buffer.stride == 1)
        #expect(buffer.format == format)
        #expect(buffer.int16ChannelData == nil && buffer.int32ChannelData == nil)
        let channels = try #require(buffer.floatChannelData)
        #expect(channels[0][0] == 0 && channels[1][1023] == 0)
        for frame in 0..<1024 {
            channels[0][frame] = Float(frame) / 1024
            channels[1][frame] = -Float(frame) / 1024
        }
        buffer.frameLength = 512
        #expect(buffer.frameLength == 512)
        #expect(channels[0][256] == 0.25)
        let last: Float = -1023.0 / 1024
        #expect(channels[1][1023] == last)

        let copy = try #require(buffer.copy() as? AVAudioPCMBuffer)
        channels[0][256] = 9
        #expect(copy.frameLength == 512)
        #expect(copy.floatChannelData?[0][256] == 0.25)

        #expect(warns("AVFoundation: AVAudioPCMBuffer.frameLength") { buffer.frameLength = 2000 })
        #expect(buffer.frameLength == 1024)
    }

    @Test func interleavedInt16BufferSharesOneBlock() throws {
        let format = try #require(AVAudioFormat(commonFormat: .pcmFormatInt16, sampleRate: 16_000, channels: 2, interleaved: true))
        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 8))
        #expect(buffer.stride == 2)
        #expect(buffer.floatChannelData == nil)
        let samples = try #require(buffer.int16ChannelData)
        samples[1][3 * buffer.stride] = 1234
        #expect(samples[0][7] == 1234)
        #expect(AVAudioPCMBuffer(pcmFormat: try #require(AVAudioFormat(settings: [AVFormatIDKey: kAudioFormatMPEG4AAC,
                                                                                  AVSampleRateKey: 44_100,
                                                                                  AVNumberOfChannelsKey: 1])),
                                 frameCapacity: 8) == nil)
    }

    @Test func standardFormatFieldsMatchApple() throws {
        let format = try #require(AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 2))
        #expect(format.sampleRate == 44_100)
        #expect(format.channelCount == 2)
        #expect(format.commonFormat == .pcmFormatFloat32)
        #expect(!format.isInterleaved)
        #expect(format.isStandard)
        #expect(format.settings[AVSampleRateKey] as? Double == 44_100)
        #expect(format.settings[AVNumberOfChannelsKey] as? Int == 2)
        #expect(format.settings[AVFormatIDKey] as? UInt32 == kAudioFormatLinearPCM)
        #expect(format.settings[AVLinearPCMBitDepthKey] as? Int == 32)
        #expect(format.settings[AVLinearPCMIsNonInterleaved] as? Bool == true)
        #expect(AVAudioFormat(settings: format.settings) == format)
        #expect(AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 0) == nil)
        #expect(AVAudioFormat(commonFormat: .otherFormat, sampleRate: 44_100, channels: 1, interleaved: false) == nil)
        #expect(AVAudioCommonFormat.pcmFormatFloat32.rawValue == 1 && AVAudioCommonFormat.pcmFormatInt32.rawValue == 4)
        #expect(kAudioFormatLinearPCM == 1_819_304_813 && kAudioFormatMPEG4AAC == 1_633_772_320)
        #expect(AVAudioQuality.high.rawValue == 0x60 && AVAudioQuality.max.rawValue == 0x7F)
    }

    @Test func inputNodeIsAnIPhoneMicrophone() {
        let engine = AVAudioEngine()
        let format = engine.inputNode.outputFormat(forBus: 0)
        #expect(format.sampleRate == 48_000)
        #expect(format.channelCount == 1)
        #expect(format.commonFormat == .pcmFormatFloat32)
        #expect(engine.inputNode.inputFormat(forBus: 0) == format)
        #expect(engine.inputNode.engine === engine)
        #expect(engine.attachedNodes.contains(engine.inputNode))
        #expect(engine.outputNode.outputFormat(forBus: 0).channelCount == 2)
    }

    @Test func startThrowsAndTapsNeverFire() async throws {
        let engine = AVAudioEngine()
        let input = engine.inputNode
        let taps = Recorder<AVAudioFrameCount>()
        let recordingFormat = input.outputFormat(forBus: 0)
        #expect(warns("AVFoundation: AVAudioInputNode.installTap(onBus:bufferSize:format:block:)") {
            input.installTap(onBus: 0, bufferSize: 1024, format: recordingFormat) { buffer, _ in taps.record(buffer.frameLength) }
        })
        engine.prepare()
        var thrown: NSError?
        #expect(warns("AVFoundation: AVAudioEngine.start()") {
            do { try engine.start() } catch { thrown = error as NSError }
        })
        #expect(thrown?.domain == "com.apple.coreaudio.avfaudio")
        #expect(thrown?.code == 561_145_187)
        #expect(thrown?.code == AVAudioSession.ErrorCode.cannotStartRecording.rawValue)
        #expect(!engine.isRunning)
        try await Task.sleep(for: .milliseconds(50))
        #expect(taps.all.isEmpty)

        #expect(RuntimeWarning.collecting {
            input.installTap(onBus: 0, bufferSize: 512, format: nil) { buffer, _ in taps.record(buffer.frameLength) }
        }.warnings.contains { $0.contains("found a tap already on bus 0") })
        input.removeTap(onBus: 0)
        engine.stop()
        #expect(!engine.isRunning)
        #expect(taps.all.isEmpty)
    }

    @Test func playerNeverPlaysAndCompletesOnceWhenStopped() throws {
        let engine = AVAudioEngine()
        let player = AVAudioPlayerNode()
        let pitch = AVAudioUnitTimePitch()
        engine.attach(player)
        engine.attach(pitch)
        let format = try #require(AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 2))
        engine.connect(player, to: pitch, format: format)
        engine.connect(pitch, to: engine.mainMixerNode, format: format)
        #expect(engine.mainMixerNode.outputFormat(forBus: 0).sampleRate == 48_000)
        #expect(engine.mainMixerNode.nextAvailableInputBus == 1)
        #expect(pitch.inputFormat(forBus: 0) == format && pitch.rate == 1 && pitch.overlap == 8)

        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 441))
        let completions = Recorder<String>()
        player.scheduleBuffer(buffer) { completions.record("buffer") }
        player.scheduleBuffer(buffer, completionCallbackType: .dataPlayedBack) { completions.record("buffer \($0.rawValue)") }
        do {
            try engine.start()
            Issue.record("start() should throw in a render")
        } catch {
            #expect((error as NSError).code == AVAudioSession.ErrorCode.cannotStartPlaying.rawValue)
        }
        #expect(warns("AVFoundation: AVAudioPlayerNode.play()") { player.play() })
        #expect(!player.isPlaying)
        #expect(completions.all.isEmpty)
        player.stop()
        #expect(completions.all == ["buffer", "buffer 2"])
        player.stop()
        #expect(completions.all.count == 2)
        engine.disconnectNodeOutput(pitch)
        #expect(engine.mainMixerNode.nextAvailableInputBus == 0)
    }

    @Test func recorderRecordsNothingAndMetersSilence() throws {
        let url = temporaryFile("m4a")
        let settings: [String: Any] = [AVFormatIDKey: Int(kAudioFormatMPEG4AAC), AVSampleRateKey: 44_100,
                                       AVNumberOfChannelsKey: 1, AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue]
        let recorder = try AVAudioRecorder(url: url, settings: settings)
        recorder.isMeteringEnabled = true
        var started = true
        #expect(warns("AVFoundation: AVAudioRecorder.record()") { started = recorder.record() })
        #expect(!started)
        #expect(!recorder.isRecording)
        #expect(recorder.currentTime == 0)
        recorder.updateMeters()
        #expect(recorder.averagePower(forChannel: 0) == -160)
        #expect(recorder.peakPower(forChannel: 0) == -160)
        recorder.stop()
        #expect(!recorder.deleteRecording())
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(recorder.format.sampleRate == 44_100 && recorder.format.commonFormat == .otherFormat)
    }

    @Test func recordPermissionIsUndeterminedAndRequestsAreDenied() async {
        #expect(AVAudioApplication.shared.recordPermission == .undetermined)
        let answers = Recorder<Bool>()
        #expect(warns("AVFoundation: AVAudioApplication.requestRecordPermission(completionHandler:)") {
            AVAudioApplication.requestRecordPermission { answers.record($0) }
        })
        #expect(answers.all == [false])
        #expect(await AVAudioApplication.requestRecordPermission() == false)
        #expect(AVAudioApplication.shared.recordPermission == .undetermined)
        #expect(AVAudioApplication.recordPermission.granted.rawValue == 1_735_552_628)
        #expect(AVAudioSession.RecordPermission.undetermined.rawValue == 1_970_168_948)
        #expect(AVAudioSession.Mode.measurement.rawValue == "AVAudioSessionModeMeasurement")
        #expect(AVAudioSession.interruptionNotification.rawValue == "AVAudioSessionInterruptionNotification")
        #expect(AVAudioSession.InterruptionType.began.rawValue == 1)
    }

    @Test func wavFilesRoundTripAndOtherFilesThrow() throws {
        let url = temporaryFile("wav")
        defer { try? FileManager.default.removeItem(at: url) }
        let settings: [String: Any] = [AVFormatIDKey: kAudioFormatLinearPCM, AVSampleRateKey: 16_000,
                                       AVNumberOfChannelsKey: 1, AVLinearPCMBitDepthKey: 16]
        let writer = try AVAudioFile(forWriting: url, settings: settings)
        #expect(writer.processingFormat.isStandard && writer.fileFormat.commonFormat == .pcmFormatInt16)
        let ramp = try #require(AVAudioPCMBuffer(pcmFormat: writer.processingFormat, frameCapacity: 160))
        for frame in 0..<160 { ramp.floatChannelData?[0][frame] = Float(frame) / 160 }
        ramp.frameLength = 160
        try writer.write(from: ramp)
        #expect(writer.length == 160)

        let reader = try AVAudioFile(forReading: url)
        #expect(reader.length == 160 && reader.fileFormat.sampleRate == 16_000)
        let read = try #require(AVAudioPCMBuffer(pcmFormat: reader.processingFormat, frameCapacity: 200))
        try reader.read(into: read)
        #expect(read.frameLength == 160)
        #expect(abs((read.floatChannelData?[0][80] ?? 0) - 0.5) < 0.001)
        #expect(reader.framePosition == 160)
        try reader.read(into: read)
        #expect(read.frameLength == 0)

        #expect(throws: NSError.self) { try AVAudioFile(forReading: URL(fileURLWithPath: "/nonexistent/memo.wav")) }
        let compressed = temporaryFile("m4a")
        defer { try? FileManager.default.removeItem(at: compressed) }
        try Data(repeating: 7, count: 64).write(to: compressed)
        var code: Int?
        #expect(warns("AVFoundation: AVAudioFile(forReading:)") {
            do { _ = try AVAudioFile(forReading: compressed) } catch { code = (error as NSError).code }
        })
        #expect(code == 1_718_449_215)
    }

    @Test func speechRequestTakesTapBuffersAndDropsThem() throws {
        let request = SFSpeechAudioBufferRecognitionRequest()
        let native = request.nativeAudioFormat
        #expect(native.sampleRate == 16_000)
        #expect(native.channelCount == 1)
        #expect(native.commonFormat == .pcmFormatFloat32)
        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: native, frameCapacity: 1600))
        buffer.frameLength = 1600
        request.append(buffer)
        request.endAudio()
        #expect(buffer.frameLength == 1600)
    }

    @Test func analyzerInputCopiesAudioAndAnalyzersHaveNoModel() async throws {
        let format = try #require(AVAudioFormat(standardFormatWithSampleRate: 16_000, channels: 1))
        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 4))
        buffer.floatChannelData?[0][1] = 0.5
        buffer.frameLength = 2
        let input = AnalyzerInput(buffer: buffer, bufferStartTime: CMTime(value: 16_000, timescale: 16_000))
        buffer.floatChannelData?[0][1] = 9
        let copy = input.buffer
        #expect(copy.frameLength == 2 && copy.format == format)
        #expect(copy.floatChannelData?[0][1] == 0.5)
        #expect(copy !== input.buffer)
        #expect(input.bufferStartTime?.seconds == 1)

        let transcriber = SpeechTranscriber(locale: Locale(identifier: "en-US"), preset: .transcription)
        #expect(await transcriber.availableCompatibleAudioFormats.isEmpty)
        #expect(await SpeechAnalyzer.bestAvailableAudioFormat(compatibleWith: [transcriber]) == nil)
        let analyzer = SpeechAnalyzer(modules: [transcriber])
        await #expect(throws: SFSpeechError(.noModel)) { try await analyzer.prepareToAnalyze(in: format) }

        let url = temporaryFile("caf")
        defer { try? FileManager.default.removeItem(at: url) }
        let writer = try AVAudioFile(forWriting: url, settings: format.settings)
        try writer.write(from: copy)
        let file = try AVAudioFile(forReading: url)
        #expect(file.length == 2)
        await #expect(throws: SFSpeechError(.noModel)) { _ = try await SpeechAnalyzer(inputAudioFile: file, modules: [transcriber]) }
    }
}
