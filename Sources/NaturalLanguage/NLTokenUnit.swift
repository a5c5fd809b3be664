import Foundation

/// The sizes of text a tokenizer splits into and a tagger tags. Backplate splits words at
/// Unicode letter, digit and punctuation boundaries, sentences after terminal punctuation, and
/// paragraphs at line breaks (see `NLTokenizer`).
public enum NLTokenUnit: Int, Hashable, Sendable {
    /// A word (or, to a tagger, a punctuation mark, a run of whitespace or a symbol).
    case word = 0
    /// A sentence, with the whitespace that follows it.
    case sentence = 1
    /// A paragraph, with the line break that ends it.
    case paragraph = 2
    /// The whole string.
    case document = 3
}
