import Testing
import Foundation
import BackplateCore
import NaturalLanguage

/// NaturalLanguage on Linux, in Swift 6 mode: tokenization and token types are real, language
/// recognition is Backplate's script-and-word heuristic, and the schemes that need Apple's
/// models answer nil (sentiment: "0.0") with a runtime warning.
@Suite struct NaturalLanguageModuleTests {
    private let sample = "Don't panic, it's only a test. Is it working? Yes!"

    /// The strings of `ranges` in `text`.
    private func strings(_ ranges: [Range<String.Index>], in text: String) -> [String] {
        ranges.map { String(text[$0]) }
    }

    @Test func wordTokensKeepContractionsAndSkipPunctuation() {
        let tokenizer = NLTokenizer(unit: .word)
        tokenizer.string = sample
        let tokens = tokenizer.tokens(for: sample.startIndex..<sample.endIndex)
        #expect(strings(tokens, in: sample) == ["Don't", "panic", "it's", "only", "a", "test", "Is", "it", "working", "Yes"])
        let firstWord: Range<String.Index> = sample.startIndex..<sample.index(sample.startIndex, offsetBy: 5)
        #expect(tokens.first == firstWord)

        var seen: [(String, NLTokenizer.Attributes)] = []
        tokenizer.string = "Pay $15 for 2 🍕"
        let text = tokenizer.string!
        tokenizer.enumerateTokens(in: text.startIndex..<text.endIndex) { range, attributes in
            seen.append((String(text[range]), attributes))
            return true
        }
        #expect(seen.map(\.0) == ["Pay", "$", "15", "for", "2", "🍕"])
        let expected: [NLTokenizer.Attributes] = [[], .symbolic, .numeric, [], .numeric, .emoji]
        #expect(seen.map(\.1) == expected)
    }

    @Test func wordsKeepHyphensAndNumberSeparators() {
        let text = "A well-known fact: pi is 3.14, not 3,000."
        let tokenizer = NLTokenizer(unit: .word)
        tokenizer.string = text
        #expect(strings(tokenizer.tokens(for: text.startIndex..<text.endIndex), in: text)
                == ["A", "well-known", "fact", "pi", "is", "3.14", "not", "3,000"])
        let comma = text.firstIndex(of: ",")!
        #expect(text[tokenizer.tokenRange(at: comma)] == ",")
        let inWord = text.index(text.startIndex, offsetBy: 4)
        #expect(text[tokenizer.tokenRange(for: inWord..<text.index(inWord, offsetBy: 10))] == "well-known fact")
    }

    @Test func sentencesEndAfterTerminatorsAndKeepTheirSpace() {
        let tokenizer = NLTokenizer(unit: .sentence)
        tokenizer.string = sample
        #expect(tokenizer.unit == .sentence)
        #expect(strings(tokenizer.tokens(for: sample.startIndex..<sample.endIndex), in: sample)
                == ["Don't panic, it's only a test. ", "Is it working? ", "Yes!"])

        let abbreviations = "It costs 3.50 dollars, e.g. at the shop. Really…  Then stop."
        tokenizer.string = abbreviations
        #expect(strings(tokenizer.tokens(for: abbreviations.startIndex..<abbreviations.endIndex), in: abbreviations)
                == ["It costs 3.50 dollars, e.g. at the shop. ", "Really…  ", "Then stop."])
    }

    @Test func paragraphsEndAtLineBreaks() {
        let text = "First paragraph. Still first.\nSecond one\n\nThird"
        let tokenizer = NLTokenizer(unit: .paragraph)
        tokenizer.string = text
        #expect(strings(tokenizer.tokens(for: text.startIndex..<text.endIndex), in: text)
                == ["First paragraph. Still first.\n", "Second one\n\n", "Third"])
        let document = NLTokenizer(unit: .document)
        document.string = text
        #expect(document.tokens(for: text.startIndex..<text.endIndex) == [text.startIndex..<text.endIndex])
    }

    @Test func tokenTypeTagsAreReal() {
        let tagger = NLTagger(tagSchemes: [.tokenType])
        tagger.string = sample
        let comma = sample.firstIndex(of: ",")!
        let (tag, range) = tagger.tag(at: comma, unit: .word, scheme: .tokenType)
        #expect(tag == .punctuation)
        #expect(range == comma..<sample.index(after: comma))
        #expect(tagger.tag(at: sample.index(after: comma), unit: .word, scheme: .tokenType).0 == .whitespace)
        #expect(tagger.tag(at: sample.startIndex, unit: .word, scheme: .tokenType).0 == .word)

        let whole = sample.startIndex..<sample.endIndex
        let split = tagger.tags(in: whole, unit: .word, scheme: .tokenType, options: [.omitWhitespace])
        // Typed operands: inferred inside `#expect`, these comparisons took 0.3-1.7 s to type-check.
        let splitWords: [String] = split.prefix(5).map { String(sample[$0.1]) }
        #expect(splitWords == ["Do", "n't", "panic", ",", "it"])
        let splitTags: [NLTag?] = split.prefix(5).map(\.0)
        #expect(splitTags == [.word, .word, .word, .punctuation, .word])
        let joined = tagger.tags(in: whole, unit: .word, scheme: .tokenType,
                                 options: [.omitWhitespace, .omitPunctuation, .joinContractions])
        let joinedWords: [String] = joined.map { String(sample[$0.1]) }
        #expect(joinedWords == ["Don't", "panic", "it's", "only", "a", "test", "Is", "it", "working", "Yes"])

        var count = 0
        tagger.enumerateTags(in: whole, unit: .word, scheme: .tokenType, options: [.omitWhitespace]) { _, _ in
            count += 1
            return count < 3
        }
        #expect(count == 3)
    }

    @Test func dominantLanguageFollowsScriptAndWords() {
        #expect(NLLanguageRecognizer.dominantLanguage(for: "The weather is lovely and I want to go for a walk.") == .english)
        #expect(NLLanguageRecognizer.dominantLanguage(for: "Je ne sais pas ce que tu veux dire.") == .french)
        #expect(NLLanguageRecognizer.dominantLanguage(for: "今日はとても良い天気ですね。") == .japanese)
        #expect(NLLanguageRecognizer.dominantLanguage(for: "Привет, как у тебя дела?") == .russian)
        #expect(NLLanguageRecognizer.dominantLanguage(for: "Wie geht es dir heute?") == .german)
        #expect(NLLanguageRecognizer.dominantLanguage(for: "안녕하세요") == .korean)
        #expect(NLLanguageRecognizer.dominantLanguage(for: "我们这个问题") == .simplifiedChinese)
        #expect(NLLanguageRecognizer.dominantLanguage(for: "我們這個問題") == .traditionalChinese)
        #expect(NLLanguageRecognizer.dominantLanguage(for: "Xyzzy plugh") == .undetermined)
        #expect(NLLanguageRecognizer.dominantLanguage(for: "1234 !!") == nil)
    }

    @Test func recognizerWeighsHintsConstraintsAndResets() {
        let recognizer = NLLanguageRecognizer()
        #expect(recognizer.dominantLanguage == nil)
        recognizer.processString("Hola, ¿cómo estás? Muy bien, gracias.")
        #expect(recognizer.dominantLanguage == .spanish)
        let hypotheses = recognizer.languageHypotheses(withMaximum: 2)
        #expect(hypotheses.count <= 2)
        #expect(hypotheses[.spanish, default: 0] > 0.5)

        recognizer.reset()
        recognizer.processString("Xyzzy plugh")
        #expect(recognizer.dominantLanguage == .undetermined)
        recognizer.languageHints = [.dutch: 0.8, .english: 0.2]
        #expect(recognizer.dominantLanguage == .dutch)
        recognizer.languageHints = [:]
        recognizer.languageConstraints = [.italian, .spanish]
        #expect(recognizer.dominantLanguage == .italian)
        #expect(recognizer.languageConstraints == [.italian, .spanish])
    }

    @Test func taggerLanguageAndScriptTags() {
        let text = "Bonjour tout le monde. Привет всем!"
        let tagger = NLTagger(tagSchemes: [.language, .script])
        tagger.string = text
        let whole = text.startIndex..<text.endIndex
        let sentences = tagger.tags(in: whole, unit: .sentence, scheme: .language)
        #expect(sentences.map(\.0) == [NLTag("fr"), NLTag("ru")])
        let scripts = tagger.tags(in: whole, unit: .word, scheme: .script, options: [.omitWhitespace, .omitPunctuation])
        #expect(scripts.first?.0 == NLTag("Latn"))
        #expect(scripts.last?.0 == NLTag("Cyrl"))
        #expect(NLTagger.availableTagSchemes(for: .word, language: .english).contains(.tokenType))

        tagger.setLanguage(.german, range: whole)
        #expect(tagger.dominantLanguage == .german)
        #expect(tagger.tag(at: text.startIndex, unit: .word, scheme: .language).0 == NLTag("de"))
    }

    @Test func sentimentIsNeutralWithAWarning() throws {
        let text = "I love this wonderful app, it is amazing!"
        let ((tag, range), warnings) = RuntimeWarning.collecting { () -> (NLTag?, Range<String.Index>) in
            let tagger = NLTagger(tagSchemes: [.sentimentScore])
            tagger.string = text
            return tagger.tag(at: text.startIndex, unit: .paragraph, scheme: .sentimentScore)
        }
        #expect(tag == NLTag("0.0"))
        #expect(try Double(#require(tag).rawValue) == 0)
        #expect(range == text.startIndex..<text.endIndex)
        #expect(warnings.contains { $0.contains("sentimentScore has no model on Linux") })
        #expect(RuntimeWarning.emitted.contains { $0.contains("sentimentScore has no model on Linux") })
    }

    @Test func modellessSchemesGiveNilTagsWithAWarning() {
        let text = "Tim Cook walked to Cupertino."
        let (tags, warnings) = RuntimeWarning.collecting { () -> [(NLTag?, Range<String.Index>)] in
            let tagger = NLTagger(tagSchemes: [.lexicalClass, .nameType, .lemma])
            tagger.string = text
            _ = tagger.tags(in: text.startIndex..<text.endIndex, unit: .word, scheme: .nameType)
            _ = tagger.tag(at: text.startIndex, unit: .word, scheme: .lemma)
            return tagger.tags(in: text.startIndex..<text.endIndex, unit: .word, scheme: .lexicalClass, options: [.omitWhitespace])
        }
        let words: [String] = tags.map { String(text[$0.1]) }
        #expect(words == ["Tim", "Cook", "walked", "to", "Cupertino", "."])
        #expect(tags.dropLast().allSatisfy { $0.0 == nil })
        #expect(tags.last?.0 == .sentenceTerminator)
        #expect(warnings.contains("NaturalLanguage: NLTagScheme.lexicalClass has no model on Linux; tags are nil"))
        #expect(warnings.contains("NaturalLanguage: NLTagScheme.nameType has no model on Linux; tags are nil"))
        #expect(warnings.contains("NaturalLanguage: NLTagScheme.lemma has no model on Linux; tags are nil"))

        let tokenTypeOnly = NLTagger(tagSchemes: [.tokenType])
        tokenTypeOnly.string = text
        #expect(tokenTypeOnly.tag(at: text.startIndex, unit: .word, scheme: .script).0 == nil)
    }

    @Test func noEmbeddingsShipButWrittenOnesLoad() throws {
        #expect(NLEmbedding.wordEmbedding(for: .english) == nil)
        #expect(NLEmbedding.sentenceEmbedding(for: .english) == nil)

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nl-embedding-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try NLEmbedding.write(["cat": [1, 0], "kitten": [0.9, 0.1], "car": [0, 1]], language: .english, revision: 1, to: url)
        let embedding = try NLEmbedding(contentsOf: url)
        #expect(embedding.dimension == 2)
        #expect(embedding.vocabularySize == 3)
        #expect(embedding.language == .english)
        #expect(embedding.contains("kitten") && !embedding.contains("dog"))
        #expect(embedding.vector(for: "car") == [0, 1])
        #expect(abs(embedding.distance(between: "cat", and: "car") - 1) < 1e-9)
        #expect(embedding.distance(between: "cat", and: "dog") == 2)
        #expect(embedding.neighbors(for: "cat", maximumCount: 5).map(\.0) == ["kitten", "car"])

        #expect(throws: (any Error).self) { try NLModel(contentsOf: url) }
    }
}
