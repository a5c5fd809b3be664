import Foundation

/// Translates text between a pair of languages. A `translationTask` hands one to its action;
/// iOS 26 can also make one for installed languages. A render has no downloaded language and
/// nobody to approve a download: every translation throws (`notInstalled` for a supported
/// pairing), each with a runtime warning naming the call.
public final class TranslationSession: Sendable {
    /// The language of the text (`nil`: identified from the text).
    public let sourceLanguage: Locale.Language?
    /// The language to translate into (`nil`: picked from the preferred languages).
    public let targetLanguage: Locale.Language?
    /// Whether the session may ask the person to download languages: `true` for a
    /// `translationTask`'s session, `false` for one made for installed languages.
    @available(iOS 26, macOS 26, *)
    public var canRequestDownloads: Bool { requestsDownloads }
    private let requestsDownloads: Bool

    init(source: Locale.Language?, target: Locale.Language?, canRequestDownloads: Bool) {
        sourceLanguage = source
        targetLanguage = target
        requestsDownloads = canRequestDownloads
    }

    /// A session for languages already installed. None is installed in a render, so its
    /// translations throw `notInstalled` (or the pairing's error).
    @available(iOS 26, macOS 26, *)
    public convenience init(installedSource source: Locale.Language, target: Locale.Language? = nil) {
        self.init(source: source, target: target, canRequestDownloads: false)
    }

    /// Whether the languages are installed and the session can translate without asking:
    /// `false` in a render.
    @available(iOS 26, macOS 26, *)
    public var isReady: Bool { get async { false } }

    /// Asks to download the session's languages. A render has nobody to ask: it throws
    /// (`unableToIdentifyLanguage` with no source language, else the pairing's error or
    /// `notInstalled`), with a warning.
    public func prepareTranslation() async throws {
        throw failure("TranslationSession.prepareTranslation()", text: "-")
    }

    /// Translates `string`. In a render it throws, with a warning.
    public func translate(_ string: String) async throws -> Response {
        throw failure("TranslationSession.translate(_:)", text: string)
    }

    /// Translates a batch, answering all at once. In a render it throws, with a warning.
    public func translations(from batch: [Request]) async throws -> [Response] {
        throw failure("TranslationSession.translations(from:)", text: batch.map(\.sourceText).joined())
    }

    /// Translates a batch, answering as each is ready. In a render the sequence throws at its
    /// first element, with a warning.
    public func translate(batch: [Request]) -> BatchResponse {
        BatchResponse(error: failure("TranslationSession.translate(batch:)", text: batch.map(\.sourceText).joined()))
    }

    /// Cancels the session's translations (none runs in a render).
    @available(iOS 26, macOS 26, *)
    public func cancel() {}

    private func failure(_ call: String, text: String) -> TranslationError {
        TranslationLanguages.failure(call, text: text, source: sourceLanguage, target: targetLanguage)
    }
}
