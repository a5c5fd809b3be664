import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import Translation

/// A word card with the system translation popover and a translation task, as LexiconFlow's
/// flashcards write them.
struct TranslatedWordCard: View {
    @State private var showsTranslation = true
    @State private var configuration: TranslationSession.Configuration? = .init(source: Locale.Language(identifier: "fr"),
                                                                                  target: Locale.Language(identifier: "en"))
    @State private var translated = "—"

    var body: some View {
        VStack {
            Text("Bonjour")
            Text(translated)
        }
        .translationPresentation(isPresented: $showsTranslation, text: "Bonjour")
        .translationTask(configuration) { session in
            do { translated = try await session.translate("Bonjour").targetText } catch { translated = "Unavailable" }
        }
        .translationTask(source: Locale.Language(identifier: "fr")) { _ in }
    }
}

/// Translation as an iPhone with no downloaded languages answers: supported pairs are
/// `.supported` (never `.installed`) and every translation throws, with a warning.
@Suite struct TranslationModuleTests {
    private let english = Locale.Language(identifier: "en-US")
    private let french = Locale.Language(identifier: "fr-FR")

    @Test func supportedLanguagesAreTheTranslateAppsTwentyOne() async {
        let languages = await LanguageAvailability().supportedLanguages
        let codes = Set(languages.compactMap { $0.languageCode?.identifier })
        #expect(languages.count == 21)
        let expected: Set<String> = ["ar", "de", "en", "es", "fr", "hi", "id", "it", "ja", "ko", "nl", "pl", "pt", "ru", "th", "tr", "uk", "vi", "zh"]
        #expect(codes == expected)
    }

    @Test func pairsAreSupportedButNeverInstalled() async {
        let availability = LanguageAvailability()
        let spanish = Locale.Language(identifier: "es")
        let supported = await availability.status(from: english, to: spanish)
        let sameLanguage = await availability.status(from: english, to: Locale.Language(identifier: "en-GB"))
        let unknown = await availability.status(from: Locale.Language(identifier: "tlh"), to: english)
        let towardDevice = await availability.status(from: spanish, to: nil)
        #expect(supported == .supported)
        #expect(sameLanguage == .unsupported)
        #expect(unknown == .unsupported)
        #expect(towardDevice == .supported)
    }

    @Test func translatingThrowsNotInstalledWithAWarning() async {
        let session = TranslationSession(installedSource: english, target: french)
        #expect(session.canRequestDownloads == false)
        #expect(await session.isReady == false)
        do {
            _ = try await session.translate("Good morning")
            Issue.record("translate(_:) returned a translation")
        } catch TranslationError.notInstalled {
        } catch {
            Issue.record("unexpected error \(error)")
        }
        #expect(RuntimeWarning.emitted.contains { $0.contains("TranslationSession.translate(_:)") && $0.contains("notInstalled") })
    }

    @Test func eachCallThrowsTheErrorItsInputCallsFor() async {
        let session = TranslationSession(installedSource: english, target: french)
        let sameLanguage = TranslationSession(installedSource: english, target: Locale.Language(identifier: "en-GB"))
        let unknownTarget = TranslationSession(installedSource: english, target: Locale.Language(identifier: "tlh"))
        await #expect(throws: TranslationError.self) { try await session.translations(from: [.init(sourceText: "Hi", clientIdentifier: "1")]) }
        let empty = await caught { try await session.translate("  ") }
        let pairing = await caught { try await sameLanguage.translate("Hi") }
        let target = await caught { try await unknownTarget.prepareTranslation() }
        #expect(empty?.description == "TranslationError.nothingToTranslate")
        #expect(pairing?.description == "TranslationError.unsupportedLanguagePairing")
        #expect(target?.description == "TranslationError.unsupportedTargetLanguage")
        var iterator = session.translate(batch: [.init(sourceText: "Hi")]).makeAsyncIterator()
        await #expect(throws: TranslationError.self) { _ = try await iterator.next() }
    }

    @Test func invalidatingAConfigurationChangesItSoTheTaskReruns() {
        let original = TranslationSession.Configuration(source: french, target: english)
        var invalidated = original
        invalidated.invalidate()
        #expect(invalidated != original)
        #expect(invalidated.source == french)
        #expect(invalidated.target == english)
    }

    @Test func thePopoverIsNotDrawnAndTheCardIs() {
        let (texts, warnings) = RuntimeWarning.collecting { phoneTexts(TranslatedWordCard()) }
        let drawn: [String] = texts.map(\.0)
        let expected: [String] = ["Bonjour", "—"]
        #expect(drawn == expected)
        #expect(warnings.contains { $0.contains("translationPresentation") })
    }

    private func caught(_ body: () async throws -> some Any) async -> TranslationError? {
        do { _ = try await body() } catch let error as TranslationError { return error } catch {}
        return nil
    }
}
