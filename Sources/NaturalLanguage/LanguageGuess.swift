import Foundation

/// Backplate's approximation of Apple's language model: the letters' script decides most
/// languages, a few letters split shared scripts (Ukrainian і, Urdu ے, traditional 這), and
/// Latin text goes by `LatinWordLists`; with no evidence, the language is undetermined.
enum LanguageGuess {
    /// The languages written in Latin letters, which hints and constraints may pick among
    /// when the words give no evidence.
    static let latinLanguages: Set<NLLanguage> = [
        .english, .french, .german, .spanish, .italian, .portuguese, .dutch, .swedish, .danish, .norwegian,
        .finnish, .icelandic, .turkish, .polish, .czech, .slovak, .romanian, .hungarian, .catalan, .croatian,
        .indonesian, .malay, .vietnamese,
    ]

    /// The likelihood of each language for `text`, summing to 1, without `.undetermined`;
    /// empty when nothing is recognized. `hints` weigh languages up, `constraints` (when not
    /// empty) are the only languages allowed.
    static func hypotheses<S: StringProtocol>(for text: S, hints: [NLLanguage: Double] = [:],
                                              constraints: [NLLanguage] = []) -> [NLLanguage: Double] {
        var evidence = weights(for: text, hints: hints, constraints: constraints)
        evidence[.undetermined] = nil
        let total = evidence.values.reduce(0, +)
        guard total > 0 else { return [:] }
        return evidence.mapValues { $0 / total }
    }

    /// The most likely language of `text`: nil without letters, `.undetermined` when the
    /// letters do not point to one language.
    static func dominant<S: StringProtocol>(for text: S, hints: [NLLanguage: Double] = [:],
                                           constraints: [NLLanguage] = []) -> NLLanguage? {
        let evidence = weights(for: text, hints: hints, constraints: constraints)
        guard ScriptCensus(text).total > 0 else { return nil }
        return ranked(evidence).first { $0.value > 0 }?.key ?? .undetermined
    }

    /// `weights` ordered by weight, highest first; ties by tag, the undetermined last.
    static func ranked(_ weights: [NLLanguage: Double]) -> [(key: NLLanguage, value: Double)] {
        weights.sorted { lhs, rhs in
            if lhs.value != rhs.value { return lhs.value > rhs.value }
            if (lhs.key == .undetermined) != (rhs.key == .undetermined) { return rhs.key == .undetermined }
            return lhs.key.rawValue < rhs.key.rawValue
        }
    }

    /// The letters of `text` shared among the languages they point to, with hints and
    /// constraints applied; Latin letters with no evidence count for `.undetermined`.
    private static func weights<S: StringProtocol>(for text: S, hints: [NLLanguage: Double],
                                                   constraints: [NLLanguage]) -> [NLLanguage: Double] {
        let census = ScriptCensus(text)
        var evidence: [NLLanguage: Double] = [:]
        var undeterminedLatin = 0.0
        for (bucket, count) in census.counts {
            let letters = Double(count)
            switch bucket {
            case .latin:
                let scores = latinScores(text)
                let sum = scores.values.reduce(0, +)
                if sum == 0 { undeterminedLatin += letters }
                for (language, score) in scores { evidence[language, default: 0] += letters * score / sum }
            case .cyrillic: evidence[census.cyrillicLanguage, default: 0] += letters
            case .arabic: evidence[census.arabicLanguage, default: 0] += letters
            case .han: evidence[census.kana > 0 ? .japanese : census.chinese, default: 0] += letters
            case .hiragana, .katakana: evidence[.japanese, default: 0] += letters
            default: evidence[bucket.soleLanguage ?? .undetermined, default: 0] += letters
            }
        }
        for (language, hint) in hints where hint > 0 { evidence[language]? *= 1 + hint }
        if undeterminedLatin > 0 {
            // Words gave no evidence: the most hinted (or first allowed) Latin language takes the letters.
            let hinted = hints.filter { $0.value > 0 }.map(\.key).sorted { $0.rawValue < $1.rawValue }
            let candidates = (constraints.isEmpty ? hinted : constraints).filter(latinLanguages.contains)
            let best = candidates.max { hints[$0, default: 0] < hints[$1, default: 0] } ?? .undetermined
            evidence[best, default: 0] += undeterminedLatin
        }
        if !constraints.isEmpty { evidence = evidence.filter { constraints.contains($0.key) } }
        return evidence
    }

    /// Evidence for each Latin-script language: one point per frequent word, half a point per
    /// telltale letter.
    static func latinScores<S: StringProtocol>(_ text: S) -> [NLLanguage: Double] {
        var scores: [NLLanguage: Double] = [:]
        let lowered = text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        for word in lowered.split(whereSeparator: { !$0.isLetter && $0 != "'" }) {
            let word = String(word)
            for (language, words) in LatinWordLists.frequentWords where words.contains(word) { scores[language, default: 0] += 1 }
        }
        for character in lowered {
            for language in LatinWordLists.telltaleLetters[character] ?? [] { scores[language, default: 0] += 0.5 }
        }
        return scores
    }
}
