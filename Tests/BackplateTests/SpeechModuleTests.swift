import Testing
import Foundation
import Synchronization
import BackplateCore
import Speech

/// Speech on Linux, in Swift 6 mode: a render is a device whose user has not answered the speech
/// permission prompt and that records nothing, so authorization stays `.notDetermined`, asking
/// for it gets `.denied`, and every recognition task completes at once with Apple's documented
/// "Request is not authorized" error (kAFAssistantErrorDomain 1700). The iOS 26 analyzer has no
/// model: it throws `SFSpeechError.noModel`.
@Suite struct SpeechModuleTests {
    /// Counts calls from `@Sendable` completion handlers.
    private final class Calls: Sendable {
        let log = Mutex<[String]>([])
        func record(_ entry: String) { log.withLock { $0.append(entry) } }
        var entries: [String] { log.withLock { $0 } }
    }

    /// Records which task-delegate methods are called.
    private final class TaskDelegate: NSObject, SFSpeechRecognitionTaskDelegate {
        var calls: [String] = []
        func speechRecognitionDidDetectSpeech(_ task: SFSpeechRecognitionTask) { calls.append("detect") }
        func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription) {
            calls.append("hypothesize")
        }
        func speechRecognitionTaskWasCancelled(_ task: SFSpeechRecognitionTask) { calls.append("cancelled") }
        func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool) {
            calls.append("finished \(successfully) \(task.state == .completed)")
        }
    }

    @Test func authorizationStatusValuesMatchApple() {
        #expect(SFSpeechRecognizerAuthorizationStatus.notDetermined.rawValue == 0)
        #expect(SFSpeechRecognizerAuthorizationStatus.denied.rawValue == 1)
        #expect(SFSpeechRecognizerAuthorizationStatus.restricted.rawValue == 2)
        #expect(SFSpeechRecognizerAuthorizationStatus.authorized.rawValue == 3)
        #expect(SFSpeechRecognizer.authorizationStatus() == .notDetermined)
    }

    @Test func requestingAuthorizationIsDeniedOnceAndWarns() {
        var statuses: [SFSpeechRecognizerAuthorizationStatus] = []
        let (_, warnings) = RuntimeWarning.collecting {
            SFSpeechRecognizer.requestAuthorization { statuses.append($0) }
        }
        #expect(statuses == [.denied])
        #expect(SFSpeechRecognizer.authorizationStatus() == .notDetermined)
        #expect(warnings.contains { $0.hasPrefix("Speech: SFSpeechRecognizer.requestAuthorization(_:)") })
    }

    @Test func supportedLocalesAreTheDictationLanguages() throws {
        let locales = SFSpeechRecognizer.supportedLocales()
        #expect(locales.contains(Locale(identifier: "en-US")))
        #expect(locales.contains(Locale(identifier: "ja-JP")))
        #expect(locales.count == 63)
        let recognizer = try #require(SFSpeechRecognizer())
        #expect(recognizer.locale.identifier == "en-US")
        #expect(!recognizer.isAvailable)
        #expect(recognizer.queue === OperationQueue.main)
        #expect(recognizer.defaultTaskHint == .unspecified)
    }

    @Test func localeInitializerAcceptsOnlySupportedLocales() throws {
        #expect(SFSpeechRecognizer(locale: Locale(identifier: "xx-XX")) == nil)
        #expect(SFSpeechRecognizer(locale: Locale(identifier: "ta-IN")) == nil)
        let underscored = try #require(SFSpeechRecognizer(locale: Locale(identifier: "en_US")))
        #expect(underscored.locale.identifier == "en-US")
        let french = try #require(SFSpeechRecognizer(locale: Locale(identifier: "fr-FR")))
        #expect(french.locale.identifier == "fr-FR")
    }

    @Test func resultHandlerGetsNilAndNotAuthorizedErrorExactlyOnce() throws {
        let recognizer = try #require(SFSpeechRecognizer())
        let request = SFSpeechAudioBufferRecognitionRequest()
        request.shouldReportPartialResults = true
        var calls: [(SFSpeechRecognitionResult?, (any Error)?)] = []
        let (task, warnings) = RuntimeWarning.collecting {
            recognizer.recognitionTask(with: request) { result, error in calls.append((result, error)) }
        }
        try #require(calls.count == 1)
        #expect(calls[0].0 == nil)
        let error = try #require(calls[0].1 as NSError?)
        #expect(error.domain == "kAFAssistantErrorDomain")
        #expect(error.code == 1700)
        #expect(task.state == .completed)
        #expect((task.error as NSError?)?.code == 1700)
        #expect(!task.isCancelled && !task.isFinishing)
        request.endAudio()
        task.finish()
        task.cancel()
        #expect(task.state == .completed && !task.isCancelled && !task.isFinishing)
        #expect(calls.count == 1)
        #expect(warnings.contains { $0.hasPrefix("Speech: SFSpeechRecognizer.recognitionTask(with:resultHandler:)") })
    }

    @Test func delegateIsToldOfFailureOnce() throws {
        let recognizer = try #require(SFSpeechRecognizer(locale: Locale(identifier: "de-DE")))
        let delegate = TaskDelegate()
        let url = URL(fileURLWithPath: "/tmp/memo.m4a")
        let request = SFSpeechURLRecognitionRequest(url: url)
        #expect(request.url == url)
        let task = recognizer.recognitionTask(with: request, delegate: delegate)
        #expect(delegate.calls == ["finished false true"])
        #expect((task.error as NSError?)?.domain == "kAFAssistantErrorDomain")
    }

    @Test func requestDefaultsMatchApple() {
        let request = SFSpeechAudioBufferRecognitionRequest()
        #expect(request.taskHint == .unspecified)
        #expect(request.shouldReportPartialResults)
        #expect(request.contextualStrings.isEmpty)
        #expect(!request.requiresOnDeviceRecognition)
        #expect(!request.addsPunctuation)
        #expect(request.customizedLanguageModel == nil)
        request.contextualStrings = ["Backplate"]
        request.taskHint = .dictation
        #expect(request.contextualStrings == ["Backplate"] && request.taskHint.rawValue == 1)
        let model = URL(fileURLWithPath: "/tmp/lm.bin")
        request.customizedLanguageModel = SFSpeechLanguageModel.Configuration(languageModel: model, vocabulary: nil, weight: 0.5)
        #expect(request.customizedLanguageModel?.languageModel == model)
        #expect(request.customizedLanguageModel?.weight?.doubleValue == 0.5)
    }

    @Test func constructedResultsAreEmpty() {
        let transcription = SFTranscription()
        #expect(transcription.formattedString == "")
        #expect(transcription.segments.isEmpty)
        let result = SFSpeechRecognitionResult()
        #expect(result.bestTranscription.formattedString == "")
        #expect(result.transcriptions.count == 1)
        #expect(!result.isFinal)
        #expect(result.speechRecognitionMetadata == nil)
        let segment = SFTranscriptionSegment()
        #expect(segment.substring == "" && segment.substringRange.length == 0)
        #expect(segment.confidence == 0 && segment.alternativeSubstrings.isEmpty)
        #expect(SFVoiceAnalytics().pitch.acousticFeatureValuePerFrame.isEmpty)
        #expect(SFSpeechRecognitionMetadata().speakingRate == 0)
    }

    @Test func taskMadeDirectlyStartsAndCancels() {
        let task = SFSpeechRecognitionTask()
        #expect(task.state == .starting && task.error == nil)
        task.cancel()
        #expect(task.isCancelled && task.state == .completed)
        #expect(SFSpeechRecognitionTaskState.completed.rawValue == 4)
    }

    @Test func speechErrorsBridgeAndMatch() {
        #expect(SFSpeechErrorDomain == "SFSpeechErrorDomain")
        #expect(SFSpeechError.errorDomain == SFSpeechErrorDomain)
        let error = SFSpeechError(.timeout)
        #expect(error.errorCode == 12)
        #expect((error as NSError).domain == "SFSpeechErrorDomain")
        #expect(SFSpeechError.missingParameter.rawValue == 13)
        #expect(SFSpeechError.Code.internalServiceError.rawValue == 1)
        do {
            throw error
        } catch SFSpeechError.timeout {
            #expect(Bool(true))
        } catch {
            Issue.record("expected SFSpeechError.timeout, got \(error)")
        }
    }

    @Test func customLanguageModelFailsOnce() async {
        let calls = Calls()
        let configuration = SFSpeechLanguageModel.Configuration(languageModel: URL(fileURLWithPath: "/tmp/lm.bin"))
        SFSpeechLanguageModel.prepareCustomLanguageModel(for: URL(fileURLWithPath: "/tmp/data.bin"),
                                                         configuration: configuration) { error in
            calls.record("\((error as? SFSpeechError)?.code == .internalServiceError)")
        }
        #expect(calls.entries == ["true"])
        await #expect(throws: SFSpeechError.self) {
            try await SFSpeechLanguageModel.prepareCustomLanguageModel(for: URL(fileURLWithPath: "/tmp/data.bin"),
                                                                       configuration: configuration)
        }
    }

    @Test func presetsFollowApplesTable() {
        #expect(SpeechTranscriber.Preset.transcription.reportingOptions.isEmpty)
        #expect(SpeechTranscriber.Preset.transcriptionWithAlternatives.reportingOptions == [.alternativeTranscriptions])
        #expect(SpeechTranscriber.Preset.timeIndexedTranscriptionWithAlternatives.attributeOptions == [.audioTimeRange])
        #expect(SpeechTranscriber.Preset.progressiveTranscription.reportingOptions == [.volatileResults, .fastResults])
        #expect(SpeechTranscriber.Preset.timeIndexedProgressiveTranscription.attributeOptions == [.audioTimeRange])
    }

    @Test func transcriberIsSupportedButHasNoModel() async throws {
        #expect(SpeechTranscriber.isAvailable)
        #expect(await SpeechTranscriber.supportedLocales.contains(Locale(identifier: "en-US")))
        #expect(await SpeechTranscriber.installedLocales.isEmpty)
        #expect(await SpeechTranscriber.supportedLocale(equivalentTo: Locale(identifier: "en_GB"))?.identifier == "en-GB")
        #expect(await SpeechTranscriber.supportedLocale(equivalentTo: Locale(identifier: "en"))?.identifier == "en-US")
        #expect(await SpeechTranscriber.supportedLocale(equivalentTo: Locale(identifier: "xx")) == nil)
        let transcriber = SpeechTranscriber(locale: Locale(identifier: "en-US"), preset: .progressiveTranscription)
        #expect(transcriber.selectedLocales == [Locale(identifier: "en-US")])
        var received = 0
        await #expect(throws: SFSpeechError(.noModel)) {
            for try await _ in transcriber.results { received += 1 }
        }
        #expect(received == 0)

        let analyzer = SpeechAnalyzer(modules: [transcriber])
        let (input, continuation) = AsyncStream.makeStream(of: AnalyzerInput.self)
        await #expect(throws: SFSpeechError(.noModel)) { try await analyzer.start(inputSequence: input) }
        continuation.finish()
        try await analyzer.finalizeAndFinishThroughEndOfInput()
        await analyzer.cancelAndFinishNow()
        #expect(await analyzer.volatileRange == nil)
        #expect(await analyzer.modules.count == 1)
    }

    @Test func assetInventoryHasNothingInstalledAndNoNetwork() async throws {
        let english = SpeechTranscriber(locale: Locale(identifier: "en-US"), transcriptionOptions: [],
                                        reportingOptions: [], attributeOptions: [])
        let klingon = SpeechTranscriber(locale: Locale(identifier: "tlh"), preset: .transcription)
        #expect(await AssetInventory.status(forModules: [english]) == .supported)
        #expect(await AssetInventory.status(forModules: [english, klingon]) == .unsupported)
        #expect(await AssetInventory.status(forModules: []) == .installed)
        #expect(AssetInventory.Status.unsupported < AssetInventory.Status.installed)

        let request = try #require(try await AssetInventory.assetInstallationRequest(supporting: [english]))
        #expect(request.progress.completedUnitCount == 0)
        await #expect(throws: URLError(.notConnectedToInternet)) { try await request.downloadAndInstall() }
        #expect(await AssetInventory.reservedLocales.contains(Locale(identifier: "en-US")))
        await #expect(throws: SFSpeechError(.cannotAllocateUnsupportedLocale)) {
            _ = try await AssetInventory.assetInstallationRequest(supporting: [klingon])
        }
        #expect(try await AssetInventory.reserve(locale: Locale(identifier: "fr-FR")))
        #expect(try await !AssetInventory.reserve(locale: Locale(identifier: "fr_FR")))
        #expect(await AssetInventory.release(reservedLocale: Locale(identifier: "fr-FR")))
        #expect(await AssetInventory.release(reservedLocale: Locale(identifier: "en-US")))
        #expect(await !AssetInventory.release(reservedLocale: Locale(identifier: "en-US")))
    }
}
