import Testing
import Foundation
import AVFoundation
import Intents
import QuartzCore
import WatchConnectivity

/// A delegate that counts finished transfers and keeps their errors.
private final class TransferLog: NSObject, WCSessionDelegate {
    var errors: [WCError] = []
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?) {}
    func sessionDidBecomeInactive(_ session: WCSession) {}
    func sessionDidDeactivate(_ session: WCSession) {}
    func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?) {
        if let error = error as? WCError { errors.append(error) }
    }
}

/// A breathing timer driven by a display link, as resonance-breathing writes it with only
/// `import QuartzCore` (`Selector("tick")` is what `backplate preview` makes of `#selector(tick)`).
@MainActor private final class BreathingTicker: NSObject {
    var link: CADisplayLink?
    var ticks = 0
    func start() {
        let link = CADisplayLink(target: self, selector: Selector("tick"))
        link.add(to: .main, forMode: .common)
        self.link = link
    }
}

/// unseen32: ZenTimer's torch flashes and Focus check (`AVCaptureDevice` torch calls,
/// `INFocusStatusCenter`), Talkaid's voice-input audio session (`setPreferredSampleRate`,
/// `setPreferredInputNumberOfChannels`), resonance-breathing's watch link (`transferUserInfo`)
/// and its `CADisplayLink` under `import QuartzCore`.
@Suite struct UnseenAppsRound32Tests {
    @Test func theTorchIsNeverFoundSoAFlashSequenceDoesNothing() throws {
        // ZenTimer's guard: `guard let device = AVCaptureDevice.default(for: .video), device.hasTorch`.
        let device = AVCaptureDevice.default(for: .video)
        #expect(device == nil)
        #expect(AVCaptureDevice.maxAvailableTorchLevel == .greatestFiniteMagnitude)
        #expect(AVCaptureDevice.TorchMode.auto.rawValue == 2)
        #expect(AVCaptureDevice.FocusMode.continuousAutoFocus.rawValue == 2)
        #expect(AVCaptureDevice.ExposureMode.custom.rawValue == 3)
        #expect(AVError.Code.deviceNotConnected.rawValue == -11814)
    }

    @Test func theAudioSessionAnswersAsAnIPhoneAndKeepsItsPreferences() throws {
        let session = AVAudioSession.sharedInstance()
        #expect(session.maximumInputNumberOfChannels == 1)
        #expect(session.outputNumberOfChannels == 2)
        try session.setCategory(.playAndRecord, mode: .measurement, options: [.duckOthers])
        try session.setPreferredSampleRate(16_000)
        try session.setPreferredInputNumberOfChannels(1)
        try session.setPreferredIOBufferDuration(0.005)
        #expect(session.sampleRate == 16_000)
        #expect(session.preferredSampleRate == 16_000)
        #expect(session.inputNumberOfChannels == 1)
        #expect(session.ioBufferDuration == 0.005)
        #expect(session.currentRoute.inputs.map(\.portType) == [.builtInMic])
        #expect(session.currentRoute.outputs.map(\.portType) == [.builtInReceiver])
        try session.overrideOutputAudioPort(.speaker)
        #expect(session.currentRoute.outputs.map(\.portType) == [.builtInSpeaker])
        #expect(AVAudioSession.PortOverride.speaker.rawValue == 0x73706B72)
        // Out-of-range preferences throw, as iOS's kAudio_ParamError does.
        #expect(throws: NSError.self) { try session.setPreferredInputNumberOfChannels(4) }
        #expect(throws: NSError.self) { try session.setPreferredSampleRate(-1) }
        #expect(session.sampleRate == 16_000)
        try session.overrideOutputAudioPort(.none)
        try session.setPreferredSampleRate(48_000)
        try session.setCategory(.soloAmbient)
        #expect(session.currentRoute.inputs.isEmpty)
    }

    @Test func theFocusStatusIsUnknownUntilThePersonAnswers() async {
        let center = INFocusStatusCenter.default
        #expect(center.focusStatus.isFocused == nil)
        #expect(center.authorizationStatus == .notDetermined)
        #expect(await center.requestAuthorization() == .notDetermined)
        var answered: INFocusStatusAuthorizationStatus?
        center.requestAuthorization { answered = $0 }
        #expect(answered == .notDetermined)
        #expect(INFocusStatusAuthorizationStatus.authorized.rawValue == 3)
    }

    @Test func userInfoForAWatchThatIsNotPairedFailsAtOnce() {
        let session = WCSession.default
        let log = TransferLog()
        session.delegate = log
        session.activate()
        let transfer = session.transferUserInfo(["phase": "inhale", "rate": 5.5])
        #expect(transfer.userInfo["phase"] as? String == "inhale")
        #expect(transfer.isTransferring == false)
        #expect(session.outstandingUserInfoTransfers.isEmpty)
        #expect(log.errors == [WCError(.deviceNotPaired)])
        var failure: (any Error)?
        session.sendMessageData(Data([1, 2]), replyHandler: nil) { failure = $0 }
        #expect(failure as? WCError == WCError(.notReachable))
        session.delegate = nil
    }

    @MainActor @Test func aDisplayLinkUnderQuartzCoreNeverFiresInAStillRender() {
        let ticker = BreathingTicker()
        ticker.start()
        #expect(ticker.link?.duration == 1.0 / 60.0)
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        #expect(ticker.ticks == 0)
        ticker.link?.invalidate()
    }
}
