import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import AVFoundation

/// `ClipDurationFile.swift` and AVFoundation's Swift overlay: a render decodes no media, so
/// every property load throws `AVError(.decodeFailed)` and the key's status turns `.failed`.
@MainActor @Suite(.tags(.appFiles)) struct ClipDurationTests {
    private let url = URL(string: "https://example.com/harbour.mp4")!

    @Test func loadingThrowsDecodeFailedAndTheStatusTurnsFailed() async {
        let asset = AVURLAsset(url: url)
        guard case .notYetLoaded = asset.status(of: .duration) else {
            Issue.record("\(asset.status(of: .duration))"); return
        }
        await #expect(throws: AVError.self) { try await asset.load(.duration) }
        do {
            _ = try await asset.load(.tracks, .isPlayable)
            Issue.record("loading two properties should throw")
        } catch let error as AVError {
            #expect(error.code == .decodeFailed && error.errorCode == -11821)
        } catch {
            Issue.record("\(error)")
        }
        guard case .failed(let error) = asset.status(of: .duration) else {
            Issue.record("\(asset.status(of: .duration))"); return
        }
        #expect(error.domain == "AVFoundationErrorDomain" && error.code == -11821)
        #expect(asset.status(of: .isPlayable).description.hasPrefix("failed"))
        #expect(asset.status(of: .lyrics).description == "notYetLoaded")
        #expect(AVPartialAsyncProperty<AVAsset>.duration.description == "duration")
    }

    @Test func theRowKeepsItsPlaceholderAfterTheLoad() async {
        let row = ClipRow(title: "Harbour at dawn", url: url)
        await row.loadDuration()
        let strings = ImageRenderer(content: row.frame(width: 393)).displayList().drawnTexts.map(\.0)
        #expect(strings.contains("Harbour at dawn") && strings.contains("--:--"), "\(strings)")
    }

    @Test func aPlayerItemStartsLoadingItsKeys() {
        let item = ClipComposer.playerItem(for: url)
        guard case .failed = item.asset.status(of: .isPlayable) else {
            Issue.record("\(item.asset.status(of: .isPlayable))"); return
        }
        guard case .notYetLoaded = item.asset.status(of: .preferredRate) else {
            Issue.record("\(item.asset.status(of: .preferredRate))"); return
        }
    }

    @Test func compositionTracksTakeTheNextFreeIdentifier() {
        let composition = ClipComposer.makeComposition()
        #expect(composition.compositionTracks.map(\.trackID) == [1, 2])
        #expect(composition.compositionTracks.map(\.mediaType) == [.video, .audio])
        let chosen = composition.addMutableTrack(withMediaType: .text, preferredTrackID: 7)
        let taken = composition.addMutableTrack(withMediaType: .text, preferredTrackID: 7)
        #expect(chosen?.trackID == 7 && taken?.trackID == 8)
    }

    @Test func errorsReadTheirDetailsFromUserInfo() {
        let error = AVError(.fileAlreadyExists, userInfo: [AVErrorTimeKey: CMTime(value: 3, timescale: 1),
                                                           AVErrorFileSizeKey: Int64(2_048),
                                                           AVErrorMediaTypeKey: "vide",
                                                           AVErrorPersistentTrackIDKey: CMPersistentTrackID(2)])
        #expect(error.time?.seconds == 3 && error.fileSize == 2_048 && error.mediaType == .video)
        #expect(error.persistentTrackID == 2 && error.processID == nil && error.device == nil)
        #expect(AVError(.fileAlreadyExists) == AVError(.fileAlreadyExists, userInfo: [:]))
        #expect(AVError.errorDomain == "AVFoundationErrorDomain" && error.errorCode == -11823)
    }

    @Test func timeRangesHaveTheirEndsAndContainTheirStart() {
        let range = CMTimeRange(start: CMTime(value: 2, timescale: 1), duration: CMTime(value: 3, timescale: 1))
        #expect(range.end.seconds == 5)
        #expect(range.containsTime(CMTime(value: 2, timescale: 1)) && !range.containsTime(CMTime(value: 5, timescale: 1)))
        #expect(CMTimeRange.zero.isEmpty && !CMTimeRange.invalid.isValid)
        #expect(CMTimeRange(start: .zero, end: CMTime(value: 10, timescale: 2)).duration.seconds == 5)
    }

    @Test func aRenderHasNoCaptureHardware() {
        #expect(AVCaptureDevice.default(for: .video) == nil)
        let output = AVCapturePhotoOutput()
        #expect(output.supportedFlashModes.isEmpty && output.availablePhotoPixelFormatTypes.isEmpty)
        #expect(output.supportedPhotoPixelFormatTypes(for: .heic).isEmpty)
    }

    @Test func renderersAndEventsKeepTheirSettings() {
        let renderer = AVSampleBufferVideoRenderer()
        #expect(renderer.presentationTimeExpectation == .none)
        renderer.presentationTimeExpectation = .minimumUpcoming(CMTime(value: 1, timescale: 30))
        #expect(renderer.presentationTimeExpectation == .minimumUpcoming(CMTime(value: 1, timescale: 30)))
        let item = AVPlayerItem(url: url)
        let event = AVPlayerInterstitialEvent(primaryItem: item, identifier: "ad", time: CMTime(value: 30, timescale: 1),
                                              templateItems: [AVPlayerItem(url: url)])
        #expect(event.identifier == "ad" && event.restrictions.isEmpty && event.resumptionOffset.isIndefinite)
        #expect(!event.playoutLimit.isValid && event.date == nil)
        let composition = AVMutableVideoComposition()
        composition.sourceSampleDataTrackIDs = [3]
        #expect(composition.sourceSampleDataTrackIDs == [3])
        #expect(NSNotification.Name.AVPlayerItemDidPlayToEndTime.rawValue == "AVPlayerItemDidPlayToEndTimeNotification")
    }

    @Test func seekingToADateFailsWithoutAStream() async {
        #expect(await AVPlayerItem(url: url).seek(to: Date()) == false)
    }
}
