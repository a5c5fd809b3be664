import AVFoundation
import Foundation

/// A speech-to-text module for general transcription (iOS 26+). A render's device supports it
/// (`isAvailable`, 63 supported locales) but has no model installed: `installedLocales` is empty
/// and `results` ends at once, throwing `SFSpeechError.noModel`, after a runtime warning.
public final class SpeechTranscriber: LocaleDependentSpeechModule {
    private let locale: Locale
    /// The transcriber's text options.
    private let transcriptionOptions: Set<TranscriptionOption>
    /// The transcriber's delivery options.
    private let reportingOptions: Set<ReportingOption>
    /// The transcriber's text-attribute options.
    private let attributeOptions: Set<ResultAttributeOption>
    private let stream: AsyncThrowingStream<SpeechTranscriber.Result, any Error>

    /// A transcriber for `locale` with these options.
    public convenience init(locale: Locale, transcriptionOptions: Set<SpeechTranscriber.TranscriptionOption>,
                            reportingOptions: Set<SpeechTranscriber.ReportingOption>,
                            attributeOptions: Set<SpeechTranscriber.ResultAttributeOption>) {
        self.init(configuredFor: locale, transcriptionOptions, reportingOptions, attributeOptions)
    }

    /// A transcriber for `locale` with `preset`'s options.
    public convenience init(locale: Locale, preset: SpeechTranscriber.Preset) {
        self.init(configuredFor: locale, preset.transcriptionOptions, preset.reportingOptions, preset.attributeOptions)
    }

    private init(configuredFor locale: Locale, _ transcription: Set<TranscriptionOption>,
                 _ reporting: Set<ReportingOption>, _ attributes: Set<ResultAttributeOption>) {
        self.locale = locale
        transcriptionOptions = transcription
        reportingOptions = reporting
        attributeOptions = attributes
        let (stream, continuation) = AsyncThrowingStream<SpeechTranscriber.Result, any Error>.makeStream()
        continuation.finish(throwing: SFSpeechError(.noModel))
        self.stream = stream
    }

    /// The transcriber's results, one sequence for its life. In a render it yields nothing and
    /// ends at once throwing `SFSpeechError.noModel`, after a runtime warning.
    public final var results: some Sendable & AsyncSequence<SpeechTranscriber.Result, any Error> {
        SpeechRender.warn("SpeechTranscriber.results", "has no speech model in a render; it ends at once throwing SFSpeechError.noModel")
        return stream
    }

    /// Whether the device can run the transcriber: true (a render models a supported iPhone).
    public static var isAvailable: Bool { true }

    /// The locales the transcriber supports, installed or downloadable: the iPhone's dictation
    /// languages.
    public static var supportedLocales: [Locale] {
        get async { SpeechLocales.locales }
    }

    /// The locales installed on the device: none in a render.
    public static var installedLocales: [Locale] {
        get async { [] }
    }

    /// The supported locale equal to `locale` ("en_US" is en-US), else one of its language
    /// (en-US for English), else nil.
    public static func supportedLocale(equivalentTo locale: Locale) async -> Locale? {
        SpeechLocales.sameLanguageIdentifier(for: locale).map(Locale.init(identifier:))
    }

    /// The locale the transcriber was made for.
    public final var selectedLocales: [Locale] { [locale] }

    /// The audio formats the transcriber can analyze: none in a render, whose device has no
    /// speech model installed (Apple lists none while assets are missing).
    public final var availableCompatibleAudioFormats: [AVAudioFormat] {
        get async { [] }
    }
}
