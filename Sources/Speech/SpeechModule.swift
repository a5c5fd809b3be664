import AVFoundation
import Foundation

/// An analysis module a `SpeechAnalyzer` runs, such as `SpeechTranscriber` (iOS 26+). A render
/// has no speech models, so every module's `results` end at once with `SFSpeechError.noModel`.
public protocol SpeechModule: AnyObject, Sendable {
    /// The kind of result the module produces.
    associatedtype Result: SpeechModuleResult, Sendable
    /// The asynchronous sequence of the module's results.
    associatedtype Results: Sendable, AsyncSequence where Results.Failure == any Error
    /// The module's results, in order, as they are made. Ends at once, throwing, in a render.
    var results: Results { get }
    /// The audio formats the module can analyze as configured: empty when it needs assets that
    /// are not installed, as in a render, which has none.
    var availableCompatibleAudioFormats: [AVAudioFormat] { get async }
}

/// A module that needs assets for particular locales (iOS 26+), such as `SpeechTranscriber`.
public protocol LocaleDependentSpeechModule: SpeechModule {
    /// Every locale the module's assets can support, installed or downloadable.
    static var supportedLocales: [Locale] { get async }
    /// The supported locale equivalent to `locale` (or of the same language), or nil.
    static func supportedLocale(equivalentTo locale: Locale) async -> Locale?
    /// The locales this module's configuration asks assets for.
    var selectedLocales: [Locale] { get }
}

/// What every module result has: the audio it covers and whether it can still change (iOS 26+).
/// A render produces no results.
public protocol SpeechModuleResult {
    /// The audio input range the result covers.
    var range: CMTimeRange { get }
    /// The time up to which the module's results are final, after this result.
    var resultsFinalizationTime: CMTime { get }
}

extension SpeechModuleResult {
    /// Whether the result was final when produced: its range ends by `resultsFinalizationTime`.
    public var isFinal: Bool { range.end <= resultsFinalizationTime }
}
