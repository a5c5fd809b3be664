import Foundation
import BackplateCore

/// Where speech may stop or pause (AVFoundation's `AVSpeechBoundary`).
public enum AVSpeechBoundary: Int, Sendable {
    /// At once, mid-word.
    case immediate = 0
    /// After the current word.
    case word = 1
}

/// The slowest speaking rate.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
/// The fastest speaking rate.
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
/// The rate an utterance speaks at unless set.
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// How good a voice sounds (AVFoundation's raw values).
public enum AVSpeechSynthesisVoiceQuality: Int, Sendable {
    /// A small voice, installed with the system.
    case `default` = 1
    /// A downloaded, larger voice.
    case enhanced = 2
    /// The best downloaded voices.
    case premium = 3
}

/// A voice text is spoken in. The Simulator ships a compact voice per language; those listed
/// here are the ones Backplate knows by name (others answer `nil`, with a runtime warning).
public final class AVSpeechSynthesisVoice: NSObject, Sendable {
    /// The voice's BCP 47 language code (`en-US`).
    public let language: String
    /// The voice's name (`Samantha`).
    public let name: String
    /// The voice's identifier (`com.apple.voice.compact.en-US.Samantha`).
    public var identifier: String { "com.apple.voice.compact.\(language).\(name)" }
    /// The voice's quality: `.default`, the compact voices a Simulator has.
    public let quality = AVSpeechSynthesisVoiceQuality.default
    /// The voice's traits (iOS 17): none, as a Simulator's compact voices are neither novelty
    /// nor Personal Voices.
    public let voiceTraits: Traits = []

    /// What kind of voice it is (iOS 17).
    public struct Traits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A novelty voice, for fun (`Bells`, `Bubbles`).
        public static let isNoveltyVoice = Traits(rawValue: 1 << 0)
        /// A Personal Voice the user made.
        public static let isPersonalVoice = Traits(rawValue: 1 << 1)
    }

    private init(language: String, name: String) {
        self.language = language
        self.name = name
        super.init()
    }

    private static let compactVoices: [(String, String)] = [
        ("en-US", "Samantha"), ("en-GB", "Daniel"), ("en-AU", "Karen"), ("de-DE", "Anna"), ("fr-FR", "Thomas"),
        ("es-ES", "Mónica"), ("it-IT", "Alice"), ("ja-JP", "Kyoko"),
    ]

    /// The voices installed: the compact voices above.
    public class func speechVoices() -> [AVSpeechSynthesisVoice] {
        compactVoices.map { AVSpeechSynthesisVoice(language: $0.0, name: $0.1) }
    }

    /// The user's language: the current locale's (`en-US` on a new Simulator).
    public class func currentLanguageCode() -> String {
        let locale = Locale.current
        guard let region = locale.region?.identifier, let language = locale.language.languageCode?.identifier,
              region.count == 2 else { return "en-US" }
        return "\(language)-\(region)"
    }

    /// The voice for `languageCode` (`nil`: the user's language); `nil` when none is installed.
    public convenience init?(language languageCode: String?) {
        let code = languageCode ?? AVSpeechSynthesisVoice.currentLanguageCode()
        guard let voice = Self.compactVoices.first(where: { $0.0 == code })
            ?? Self.compactVoices.first(where: { $0.0.hasPrefix(code + "-") }) else {
            RuntimeWarning.emit("AVSpeechSynthesisVoice: no voice for \"\(code)\" among those Backplate names; nil")
            return nil
        }
        self.init(language: voice.0, name: voice.1)
    }

    /// The voice with `identifier`; `nil` when none is installed.
    public convenience init?(identifier: String) {
        guard let voice = Self.compactVoices.first(where: { "com.apple.voice.compact.\($0.0).\($0.1)" == identifier }) else { return nil }
        self.init(language: voice.0, name: voice.1)
    }
}

/// A piece of text to speak, with its voice, rate and pitch.
open class AVSpeechUtterance: NSObject {
    /// The text.
    public let speechString: String
    /// The voice (`nil`: the user's language's).
    open var voice: AVSpeechSynthesisVoice?
    /// The rate, 0 to 1 (`AVSpeechUtteranceDefaultSpeechRate`).
    open var rate = AVSpeechUtteranceDefaultSpeechRate
    /// The pitch, 0.5 to 2 (1).
    open var pitchMultiplier: Float = 1
    /// The volume, 0 to 1 (1).
    open var volume: Float = 1
    /// Seconds of silence before the text (0).
    open var preUtteranceDelay: TimeInterval = 0
    /// Seconds of silence after the text (0).
    open var postUtteranceDelay: TimeInterval = 0

    /// An utterance of `string`.
    public init(string: String) {
        speechString = string
        super.init()
    }
    /// An utterance of the attributed string's text.
    public convenience init(attributedString string: NSAttributedString) { self.init(string: string.string) }
}

/// Speaks utterances. A render has no audio output and no time passes in it: `speak(_:)` queues
/// nothing audible, `isSpeaking` stays false and the delegate is never called.
open class AVSpeechSynthesizer: NSObject {
    /// The object told when speech starts, pauses and ends (never in a render).
    open weak var delegate: (any AVSpeechSynthesizerDelegate)?
    /// Whether speech is under way: false.
    open var isSpeaking: Bool { false }
    /// Whether speech is paused: false.
    open var isPaused: Bool { false }
    /// Whether it speaks through the app's audio session (true).
    open var usesApplicationAudioSession = true

    /// A synthesizer.
    public override init() { super.init() }

    /// Speaks `utterance`: nothing is heard in a render.
    open func speak(_ utterance: AVSpeechUtterance) {}
    /// Stops speaking: false, nothing was being spoken.
    @discardableResult open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
    /// Pauses speaking: false, nothing was being spoken.
    @discardableResult open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
    /// Resumes paused speech: false, nothing was paused.
    @discardableResult open func continueSpeaking() -> Bool { false }
}

/// Told how speech progresses (never in a render, where nothing is spoken).
public protocol AVSpeechSynthesizerDelegate: AnyObject {
    /// Speech of `utterance` started.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    /// Speech of `utterance` ended.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    /// Speech of `utterance` paused.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance)
    /// Speech of `utterance` resumed.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance)
    /// Speech of `utterance` was stopped.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
    /// The characters in `characterRange` are about to be spoken.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
                           utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    /// Does nothing.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    /// Does nothing.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    /// Does nothing.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) {}
    /// Does nothing.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) {}
    /// Does nothing.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
    /// Does nothing.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
                                  utterance: AVSpeechUtterance) {}
}
