import Testing
import Foundation
import SwiftData

/// A cached translation indexed as LexiconFlow's `CachedTranslation` is (iOS 18's `#Index`).
@Model final class CachedWordTranslation {
    #Index<CachedWordTranslation>([\.sourceWord, \.targetLanguage], [\.cachedAt])
    #Unique<CachedWordTranslation>([\.sourceWord, \.targetLanguage])
    var sourceWord: String
    var targetLanguage: String
    var translation: String
    var cachedAt: Date

    init(sourceWord: String, targetLanguage: String, translation: String, cachedAt: Date) {
        self.sourceWord = sourceWord
        self.targetLanguage = targetLanguage
        self.translation = translation
        self.cachedAt = cachedAt
    }
}

/// `#Index` and `#Unique` expand to nothing: the model still stores, fetches and sorts.
@Suite struct SwiftDataIndexTests {
    @MainActor @Test func anIndexedModelInsertsAndFetches() throws {
        let container = try ModelContainer(for: CachedWordTranslation.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        context.insert(CachedWordTranslation(sourceWord: "chat", targetLanguage: "en", translation: "cat", cachedAt: Date(timeIntervalSince1970: 2)))
        context.insert(CachedWordTranslation(sourceWord: "chien", targetLanguage: "en", translation: "dog", cachedAt: Date(timeIntervalSince1970: 1)))
        let fetched = try context.fetch(FetchDescriptor<CachedWordTranslation>(sortBy: [SortDescriptor(\.cachedAt)]))
        let translations: [String] = fetched.map(\.translation)
        #expect(translations == ["dog", "cat"])
    }

    @Test func schemaIndexHoldsItsBinaryIndices() {
        let index = Schema.Index<CachedWordTranslation>([\.sourceWord, \.targetLanguage], [\.cachedAt])
        #expect(index.indices.count == 2)
        #expect(index.indices.first == .binary([\CachedWordTranslation.sourceWord, \CachedWordTranslation.targetLanguage]))
    }
}
