import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import CoreSpotlight

/// `RecipeSpotlightFile.swift`: CoreSpotlight compiles unchanged; indexing succeeds with no
/// error, as on the simulator, and nothing is searched.
@MainActor @Suite(.tags(.appFiles)) struct RecipeSpotlightTests {
    let recipes = [SpotlightRecipe(id: "r1", title: "Lemon Risotto", minutes: 35),
                   SpotlightRecipe(id: "r2", title: "Miso Salmon", minutes: 20)]

    @Test func indexingSucceedsAndTheFooterSaysSo() async throws {
        let indexer = RecipeIndexer()
        await indexer.index(recipes)
        #expect(indexer.indexedCount == 2 && indexer.lastError == nil)
        let texts = phoneTexts(RecipeSpotlightView(indexer: indexer, recipes: recipes))
        let footer = try #require(frame(texts, "2 recipes appear in Spotlight"), "\(texts.map(\.0))")
        let risotto = try #require(frame(texts, "Lemon Risotto"))
        let minutes = try #require(frame(texts, "35 min"))
        #expect(abs(risotto.midY - minutes.midY) < 1 && minutes.maxX > 300 && footer.minY > risotto.maxY)
        let images = try renderPhoneLightAndDark(RecipeSpotlightView(indexer: indexer, recipes: recipes), name: "RecipeSpotlight")
        // The value is secondaryLabel (60, 60, 67 at 60%) over the white row: (138, 138, 142); the
        // title is white in dark mode.
        #expect(drawsColor(images.light, minutes, (138, 138, 142)) && drawsColor(images.dark, risotto, (255, 255, 255)))
    }

    @Test func aTappedResultNamesItsItem() {
        let indexer = RecipeIndexer()
        let activity = NSUserActivity(activityType: CSSearchableItemActionType)
        activity.userInfo = [CSSearchableItemActivityIdentifier: "r2"]
        indexer.open(activity)
        #expect(indexer.openedRecipeID == "r2" && CSSearchableItemActionType == "com.apple.corespotlightitem")
        let deleted = LockedFlag()
        CSSearchableIndex.default().deleteSearchableItems(withDomainIdentifiers: ["recipes"]) { deleted.set($0 == nil) }
        #expect(deleted.get)
        let item = CSSearchableItem(uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: CSSearchableItemAttributeSet(contentType: .image))
        #expect(UUID(uuidString: item.uniqueIdentifier) != nil && item.attributeSet.contentType == .image)
    }
}
