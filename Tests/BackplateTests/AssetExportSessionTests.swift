import Testing
import Foundation
import Synchronization
import BackplateCore
import AVFoundation

/// `AVAssetExportSession` in a render, in Swift 6 mode: there is no media encoder, so every
/// export ends `.failed` with `AVError(.exportFailed)` (-11820 in AVFoundationErrorDomain) after
/// a runtime warning naming the call, writes nothing, calls its completion handler once before
/// returning, and the async forms throw that error; a passthrough export of a WAV or CAF file to
/// its own type copies the file.
@Suite struct AssetExportSessionTests {
    /// How many times a `@Sendable` handler ran, and with what.
    private final class Calls<Value: Sendable>: Sendable {
        private let values = Mutex<[Value]>([])
        func record(_ value: Value) { values.withLock { $0.append(value) } }
        var all: [Value] { values.withLock { $0 } }
    }

    /// Whether a warning starting with `prefix` was emitted while `body` ran.
    private func warns(_ prefix: String, _ body: () -> Void) -> Bool {
        RuntimeWarning.collecting(body).warnings.contains { $0.hasPrefix(prefix) }
    }

    /// A file in the temporary directory that does not exist yet.
    private func temporaryFile(_ extension: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("AssetExportSessionTests-\(UUID().uuidString).\(`extension`)")
    }

    /// A real two-frame WAV file of 16-bit stereo samples.
    private func wavFile() throws -> URL {
        let url = temporaryFile("wav")
        let format = try #require(AVAudioFormat(commonFormat: .pcmFormatInt16, sampleRate: 44_100, channels: 2, interleaved: true))
        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 2))
        buffer.frameLength = 2
        let writer = try AVAudioFile(forWriting: url, settings: format.settings)
        try writer.write(from: buffer)
        return url
    }

    @Test func presetNamesAreTheirOwnValues() {
        #expect(AVAssetExportPresetAppleM4A == "AVAssetExportPresetAppleM4A")
        #expect(AVAssetExportPresetHighestQuality == "AVAssetExportPresetHighestQuality")
        #expect(AVAssetExportPresetMediumQuality == "AVAssetExportPresetMediumQuality")
        #expect(AVAssetExportPresetLowQuality == "AVAssetExportPresetLowQuality")
        #expect(AVAssetExportPresetPassthrough == "AVAssetExportPresetPassthrough")
        #expect(AVAssetExportPreset640x480 == "AVAssetExportPreset640x480")
        #expect(AVAssetExportPreset1920x1080 == "AVAssetExportPreset1920x1080")
        #expect(AVAssetExportPreset3840x2160 == "AVAssetExportPreset3840x2160")
        #expect(AVAssetExportPresetHEVCHighestQuality == "AVAssetExportPresetHEVCHighestQuality")
        let all = AVAssetExportSession.allExportPresets()
        #expect(all.contains(AVAssetExportPresetAppleM4A) && all.contains(AVAssetExportPreset1280x720))
        #expect(!all.contains(AVAssetExportPresetPassthrough), "AVFoundation leaves passthrough out of the list")
    }

    @Test func statusAndFileTypesHaveApplesValues() {
        let statuses: [AVAssetExportSession.Status] = [.unknown, .waiting, .exporting, .completed, .failed, .cancelled]
        #expect(statuses.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(AVError.Code.exportFailed.rawValue == -11820)
        #expect(AVFileType.m4a.rawValue == "com.apple.m4a-audio")
        #expect(AVFileType.mp4.rawValue == "public.mpeg-4")
        #expect(AVFileType.mov.rawValue == "com.apple.quicktime-movie")
        #expect(AVFileType.m4v.rawValue == "com.apple.m4v-video")
        #expect(AVFileType.wav.rawValue == "com.microsoft.waveform-audio")
        #expect(AVFileType.caf.rawValue == "com.apple.coreaudio-format")
        #expect(AVFileType.aiff.rawValue == "public.aiff-audio")
        #expect(AVFileType.mp3.rawValue == "public.mp3")
    }

    @Test func anExportFailsOnceWithExportFailedAndWritesNothing() throws {
        let session = try #require(AVAssetExportSession(asset: AVURLAsset(url: URL(fileURLWithPath: "/tmp/memo.m4a")),
                                                        presetName: AVAssetExportPresetAppleM4A))
        let output = temporaryFile("m4a")
        session.outputURL = output
        session.outputFileType = .m4a
        #expect(session.status == .unknown && session.error == nil && session.progress == 0)
        #expect(session.supportedFileTypes == [.m4a])
        let calls = Calls<AVAssetExportSession.Status>()
        #expect(warns("AVFoundation: AVAssetExportSession.exportAsynchronously(completionHandler:) has no media encoder") {
            session.exportAsynchronously { calls.record(.failed) }
        })
        #expect(calls.all.count == 1, "the handler runs once, before exportAsynchronously returns")
        #expect(session.status == .failed)
        let error = try #require(session.error as NSError?)
        #expect(error.domain == AVFoundationErrorDomain && error.code == -11820)
        #expect((session.error as? AVError)?.code == .exportFailed)
        #expect(!FileManager.default.fileExists(atPath: output.path))
        session.cancelExport()
        #expect(session.status == .failed)
    }

    @Test @MainActor func theAsyncFormsFail() async throws {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/tmp/clip.mov"))
        let old = try #require(AVAssetExportSession(asset: asset, presetName: AVAssetExportPresetHighestQuality))
        old.outputURL = temporaryFile("mp4")
        old.outputFileType = .mp4
        await old.export()
        #expect(old.status == .failed)

        let session = try #require(AVAssetExportSession(asset: asset, presetName: AVAssetExportPresetHEVCHighestQuality))
        #expect(session.supportedFileTypes == [.mov, .mp4, .m4v])
        let output = temporaryFile("mov")
        await #expect(throws: AVError(.exportFailed)) { try await session.export(to: output, as: .mov) }
        do {
            try await session.export(to: output, as: .mov)
            Issue.record("export(to:as:) should throw in a render")
        } catch {
            #expect((error as NSError).domain == AVFoundationErrorDomain)
            #expect((error as NSError).code == AVError.Code.exportFailed.rawValue)
        }
        #expect(session.outputURL == output && session.outputFileType == .mov)
        #expect(!FileManager.default.fileExists(atPath: output.path))
        var states: [AVAssetExportSession.State] = []
        for await state in session.states(updateInterval: 0.1) { states.append(state) }
        #expect(states.isEmpty)
    }

    @Test func noPresetIsCompatibleWithMediaARenderCannotRead() async {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/tmp/clip.mov"))
        var listed: [String] = ["not called"]
        #expect(warns("AVFoundation: AVAssetExportSession.exportPresets(compatibleWith:)") {
            listed = AVAssetExportSession.exportPresets(compatibleWith: asset)
        })
        #expect(listed.isEmpty)
        let answers = Calls<Bool>()
        AVAssetExportSession.determineCompatibility(ofExportPreset: AVAssetExportPresetHighestQuality, with: asset,
                                                    outputFileType: .mp4) { answers.record($0) }
        #expect(answers.all == [false])
        #expect(await AVAssetExportSession.compatibility(ofExportPreset: AVAssetExportPresetAppleM4A, with: asset, outputFileType: nil) == false)
        let session = AVAssetExportSession(asset: asset, presetName: AVAssetExportPresetHighestQuality)
        #expect(await session?.compatibleFileTypes == [])
    }

    @Test func anExportWithoutAnOutputTypeFails() throws {
        let session = try #require(AVAssetExportSession(asset: AVURLAsset(url: URL(fileURLWithPath: "/tmp/a.wav")),
                                                        presetName: AVAssetExportPresetPassthrough))
        session.outputURL = temporaryFile("wav")
        #expect(warns("AVFoundation: AVAssetExportSession.exportAsynchronously(completionHandler:) has no outputFileType") {
            session.exportAsynchronously {}
        })
        #expect(session.status == .failed)
        #expect((session.error as? AVError)?.code == .exportFailed)
    }

    @Test func passthroughCopiesAWavFileToItsOwnType() throws {
        let source = try wavFile()
        defer { try? FileManager.default.removeItem(at: source) }
        let asset = AVURLAsset(url: source)
        let session = try #require(AVAssetExportSession(asset: asset, presetName: AVAssetExportPresetPassthrough))
        #expect(session.supportedFileTypes == [.wav])
        let answers = Calls<Bool>()
        AVAssetExportSession.determineCompatibility(ofExportPreset: AVAssetExportPresetPassthrough, with: asset, outputFileType: .wav) { answers.record($0) }
        AVAssetExportSession.determineCompatibility(ofExportPreset: AVAssetExportPresetPassthrough, with: asset, outputFileType: .m4a) { answers.record($0) }
        #expect(answers.all == [true, false])

        let output = temporaryFile("wav")
        defer { try? FileManager.default.removeItem(at: output) }
        session.outputURL = output
        session.outputFileType = .wav
        let calls = Calls<Int>()
        session.exportAsynchronously { calls.record(1) }
        #expect(calls.all == [1])
        #expect(session.status == .completed && session.error == nil && session.progress == 1)
        #expect(try Data(contentsOf: output) == Data(contentsOf: source))
        #expect(try AVAudioFile(forReading: output).length == 2)

        // A second export to the same place finds the file there, as AVFoundation does.
        session.exportAsynchronously { calls.record(2) }
        #expect(calls.all == [1, 2])
        #expect(session.status == .failed)
        #expect((session.error as? AVError)?.code == .fileAlreadyExists)
    }

    @Test func passthroughThatWouldNeedAnEncoderFails() throws {
        let source = try wavFile()
        defer { try? FileManager.default.removeItem(at: source) }
        let session = try #require(AVAssetExportSession(asset: AVURLAsset(url: source), presetName: AVAssetExportPresetPassthrough))
        let m4a = temporaryFile("m4a")
        session.outputURL = m4a
        session.outputFileType = .m4a
        session.exportAsynchronously {}
        #expect(session.status == .failed && (session.error as? AVError)?.code == .exportFailed)
        #expect(!FileManager.default.fileExists(atPath: m4a.path))

        let trimmed = temporaryFile("wav")
        session.outputURL = trimmed
        session.outputFileType = .wav
        session.timeRange = CMTimeRange(start: .zero, duration: CMTime(value: 1, timescale: 44_100))
        #expect(warns("AVFoundation: AVAssetExportSession.exportAsynchronously(completionHandler:) cannot cut a time range") {
            session.exportAsynchronously {}
        })
        #expect(session.status == .failed)
        #expect(!FileManager.default.fileExists(atPath: trimmed.path))
    }
}
