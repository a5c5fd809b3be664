import Foundation

/// A map of strings to vectors, to find similar strings (iOS 13+). No embeddings ship on Linux, so
/// `wordEmbedding(for:)` and `sentenceEmbedding(for:)` return nil; one written with `write` loads
/// with `init(contentsOf:)` and answers for real (Backplate's format: Core ML files do not load).
open class NLEmbedding: NSObject {

    /// The vectors by string.
    private let vectors: [String: [Double]]

    /// The number of dimensions of the vectors.
    public let dimension: Int
    /// The number of strings in the embedding.
    public let vocabularySize: Int
    /// The language of the strings, when the embedding has one.
    public let language: NLLanguage?
    /// The revision the embedding was written with.
    public let revision: Int

    private init(vectors: [String: [Double]], language: NLLanguage?, revision: Int) {
        self.vectors = vectors
        dimension = vectors.values.first?.count ?? 0
        vocabularySize = vectors.count
        self.language = language
        self.revision = revision
        super.init()
    }

    /// Apple's word embedding for `language`: nil, no embeddings ship on Linux.
    open class func wordEmbedding(for language: NLLanguage) -> NLEmbedding? { nil }

    /// Apple's word embedding for `language` at `revision`: nil, no embeddings ship on Linux.
    open class func wordEmbedding(for language: NLLanguage, revision: Int) -> NLEmbedding? { nil }

    /// Apple's sentence embedding for `language` (iOS 14+): nil, no embeddings ship on Linux.
    open class func sentenceEmbedding(for language: NLLanguage) -> NLEmbedding? { nil }

    /// Apple's sentence embedding for `language` at `revision` (iOS 14+): nil on Linux.
    open class func sentenceEmbedding(for language: NLLanguage, revision: Int) -> NLEmbedding? { nil }

    /// The revisions of word embeddings for `language` on this device: none on Linux.
    open class func supportedRevisions(for language: NLLanguage) -> IndexSet { IndexSet() }

    /// The newest word-embedding revision for `language` on this device: 0, none on Linux.
    open class func currentRevision(for language: NLLanguage) -> Int { 0 }

    /// The revisions of sentence embeddings for `language` (iOS 14+): none on Linux.
    open class func supportedSentenceEmbeddingRevisions(for language: NLLanguage) -> IndexSet { IndexSet() }

    /// The newest sentence-embedding revision for `language` (iOS 14+): 0, none on Linux.
    open class func currentSentenceEmbeddingRevision(for language: NLLanguage) -> Int { 0 }

    /// The embedding in the file at `url`, written by `write(_:language:revision:to:)`.
    /// Throws `CocoaError(.fileReadCorruptFile)` for any other file (Core ML models included).
    public convenience init(contentsOf url: URL) throws {
        let file = try EmbeddingFile.read(from: url)
        self.init(vectors: file.vectors, language: file.language.map { NLLanguage($0) }, revision: file.revision)
    }

    /// Writes `dictionary`'s vectors, all of one length, to `url` as an embedding file that
    /// `init(contentsOf:)` loads. Throws `CocoaError(.propertyListWriteInvalid)` if the lengths differ.
    open class func write(_ dictionary: [String: [Double]], language: NLLanguage?, revision: Int, to url: URL) throws {
        guard Set(dictionary.values.map(\.count)).count <= 1 else { throw CocoaError(.propertyListWriteInvalid) }
        try EmbeddingFile(vectors: dictionary, language: language?.rawValue, revision: revision).write(to: url)
    }

    /// Whether `string` is in the vocabulary.
    public func contains(_ string: String) -> Bool { vectors[string] != nil }

    /// The vector of `string`, nil when it is not in the vocabulary.
    public func vector(for string: String) -> [Double]? { vectors[string] }

    /// The distance between two strings of the vocabulary: 2.0 (the largest) when either is not in it.
    public func distance(between firstString: String, and secondString: String,
                         distanceType: NLDistanceType = .cosine) -> NLDistance {
        guard let first = vectors[firstString], let second = vectors[secondString] else { return 2 }
        return Self.distance(first, second)
    }

    /// The strings nearest `string`, itself left out, at most `maxCount`, nearest first.
    public func neighbors(for string: String, maximumCount maxCount: Int,
                          distanceType: NLDistanceType = .cosine) -> [(String, NLDistance)] {
        guard let vector = vectors[string] else { return [] }
        return nearest(to: vector, maximumCount: maxCount, excluding: string)
    }

    /// The strings nearest `vector`, at most `maxCount`, nearest first.
    public func neighbors(for vector: [Double], maximumCount maxCount: Int,
                          distanceType: NLDistanceType = .cosine) -> [(String, NLDistance)] {
        nearest(to: vector, maximumCount: maxCount, excluding: nil)
    }

    /// Calls `block` with the strings nearest `string`, nearest first, until it returns false.
    public func enumerateNeighbors(for string: String, maximumCount maxCount: Int, distanceType: NLDistanceType = .cosine,
                                   using block: (String, NLDistance) -> Bool) {
        for (neighbor, distance) in neighbors(for: string, maximumCount: maxCount) where !block(neighbor, distance) { return }
    }

    /// Calls `block` with the strings nearest `vector`, nearest first, until it returns false.
    public func enumerateNeighbors(for vector: [Double], maximumCount maxCount: Int, distanceType: NLDistanceType = .cosine,
                                   using block: (String, NLDistance) -> Bool) {
        for (neighbor, distance) in neighbors(for: vector, maximumCount: maxCount) where !block(neighbor, distance) { return }
    }

    private func nearest(to vector: [Double], maximumCount: Int, excluding: String?) -> [(String, NLDistance)] {
        let scored = vectors.compactMap { entry -> (String, NLDistance)? in
            entry.key == excluding ? nil : (entry.key, Self.distance(vector, entry.value))
        }
        let sorted = scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        return Array(sorted.prefix(max(maximumCount, 0)))
    }

    /// 1 minus the cosine similarity of `a` and `b`; 2.0 when their lengths differ or one is zero.
    private static func distance(_ a: [Double], _ b: [Double]) -> NLDistance {
        guard a.count == b.count else { return 2 }
        let dot = zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
        let norms = (a.reduce(0) { $0 + $1 * $1 } * b.reduce(0) { $0 + $1 * $1 }).squareRoot()
        return norms > 0 ? 1 - dot / norms : 2
    }
}

/// The JSON file `NLEmbedding.write` makes and `NLEmbedding(contentsOf:)` reads.
private struct EmbeddingFile: Codable {
    /// Marks Backplate's embedding files.
    static let format = "org.backplate.naturallanguage.embedding"

    var format = EmbeddingFile.format
    var vectors: [String: [Double]]
    var language: String?
    var revision: Int

    init(vectors: [String: [Double]], language: String?, revision: Int) {
        self.vectors = vectors
        self.language = language
        self.revision = revision
    }

    static func read(from url: URL) throws -> EmbeddingFile {
        let data = try Data(contentsOf: url)
        guard let file = try? JSONDecoder().decode(EmbeddingFile.self, from: data), file.format == format,
              Set(file.vectors.values.map(\.count)).count <= 1 else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSURLErrorKey: url])
        }
        return file
    }

    func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try encoder.encode(self).write(to: url, options: .atomic)
    }
}
