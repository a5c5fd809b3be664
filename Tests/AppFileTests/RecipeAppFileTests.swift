import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import AppFiles

/// The recipes app's files: each view rendered light and dark and checked at chosen points;
/// every preview in the files found through `PreviewCatalog` and rendered with its traits.
@MainActor
@Suite(.tags(.appFiles, .pixels)) struct RecipeAppFileTests {
    init() throws {
        let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RecipeAssets.xcassets")
        try AssetCatalog.register(catalog)
    }

    typealias Pixel = RenderedImage.Pixel
    @Test func recipeCardUsesUIKitBackgroundsAndTheCatalogAccent() throws {
        let images = try renderLightAndDark(RecipeCard(recipe: .sample), name: "RecipeCard")
        #expect(images.light.width == 786)
        // The card's inner padding (22 pt, 76 pt): secondarySystemBackground.
        #expect(close(images.light.pixel(x: 44, y: 152), (242, 242, 247)))
        #expect(close(images.dark.pixel(x: 44, y: 152), (28, 28, 30)))
        // The hero rectangle: RecipeAccent from the asset catalog, light 232,93,4; dark 255,138,76.
        #expect(close(images.light.pixel(x: 393, y: 184), (232, 93, 4)))
        #expect(close(images.dark.pixel(x: 393, y: 184), (255, 138, 76)))
        // Outside the card: the system background.
        #expect(images.light.pixel(x: 2, y: 2) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(images.dark.pixel(x: 2, y: 2) == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func recipeRowThumbnailIsSystemGray5() throws {
        let images = try renderLightAndDark(RecipeRow(recipe: .sample), name: "RecipeRow")
        #expect(images.light.height == 128)   // 48 pt thumbnail + 2 × 8 pt padding, at 2x
        #expect(close(images.light.pixel(x: 48, y: 64), (229, 229, 234)))
        #expect(close(images.dark.pixel(x: 48, y: 64), (44, 44, 46)))
    }

    @Test func ingredientBadgeTintsItsCapsuleWithTheAccent() throws {
        let images = try renderLightAndDark(IngredientBadge(ingredient: Recipe.sample.ingredients[0]), name: "IngredientBadge")
        let midY = images.light.height / 2
        // 20% of the accent over the background: light (250,223,205), dark (51,28,15).
        #expect(close(images.light.pixel(x: 10, y: midY), (250, 223, 205)))
        #expect(close(images.dark.pixel(x: 10, y: midY), (51, 28, 15)))
    }

    @Test func nutritionViewOnGroupedBackground() throws {
        let images = try renderLightAndDark(RecipeNutritionView(recipe: .sample), name: "RecipeNutritionView")
        #expect(close(images.light.pixel(x: 4, y: 4), (242, 242, 247)))
        #expect(close(images.dark.pixel(x: 4, y: 4), (0, 0, 0)))
    }

    @Test func timerBadgeOnTertiaryFill() throws {
        // Pinned as a snapshot test would pin "now", at the timer's start: 35 minutes left.
        // Unpinned, the 2001 interval ended long ago on the real clock: "0:00", as on a device.
        let badge = RecipeTimerBadge(start: Text.stillRenderReferenceDate, minutes: 35)
        let pinned = badge.environment(\.renderDate, Text.stillRenderReferenceDate)
        #expect(phoneTexts(pinned).map(\.0).contains("35:00"))
        #expect(phoneTexts(badge.environment(\.renderDate, Text.stillRenderReferenceDate.addingTimeInterval(10 * 60 + 15))).map(\.0).contains("24:45"))
        #expect(phoneTexts(badge).map(\.0).contains("0:00"))
        let images = try renderLightAndDark(pinned, name: "RecipeTimerBadge")
        // tertiarySystemFill (118,118,128 @0.12 light, @0.24 dark) over the background.
        #expect(close(images.light.pixel(x: 4, y: images.light.height / 2), (239, 239, 240)))
        #expect(close(images.dark.pixel(x: 4, y: images.dark.height / 2), (28, 28, 31)))
    }

    @Test func appWindowGroupRendersTheRecipeList() throws {
        let roots = SceneRoots.views(of: RecipeBookApp.self)
        #expect(roots.count == 1)
        let images = try renderLightAndDark(roots[0], name: "RecipeBookApp", height: 852)
        #expect(images.light.width == 786 && images.light.height == 1704)
        #expect(images.light.pixel(x: 780, y: 1690) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(images.dark.pixel(x: 780, y: 1690) == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func everyPreviewInTheRecipeFilesRendersWithItsTraits() throws {
        let files = ["IngredientBadge.swift", "RecipeRow.swift", "RecipeTimerBadge.swift", "RecipeBookApp.swift"]
        let macros = files.flatMap { PreviewCatalog.previews(inFile: "AppFiles/\($0)") }
        #expect(macros.count == 7)
        let providers = PreviewCatalog.previews(inModule: "AppFiles")
            .filter { ["RecipeCard_Previews", "RecipeNutritionView_Previews"].contains($0.typeName ?? "") }
        #expect(providers.count == 4)
        var sizes: [String: (Int, Int)] = [:]
        for preview in macros + providers {
            for scheme in [ColorScheme.light, .dark] {
                let image = try preview.render(colorScheme: scheme, scale: 1)
                #expect(image.width > 0 && image.height > 0, "\(preview.displayName)")
                sizes[preview.displayName] = (image.width, image.height)
                if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
                    let folder = URL(fileURLWithPath: dir).appendingPathComponent("RecipePreviews")
                    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    let safe = preview.displayName.replacingOccurrences(of: "/", with: "_")
                    try? image.pngData().write(to: folder.appendingPathComponent("\(safe)-\(scheme).png"))
                }
            }
        }
        #expect(sizes["IngredientBadge.swift:21"].map { $0 == (200, 80) } == true)
        #expect(sizes["Row, landscape"].map { $0 == (852, 393) } == true)
        #expect(sizes["Recipe list"].map { $0 == (393, 852) } == true)
        #expect(sizes["Double servings"].map { $0 == (375, 667) } == true)
        #expect(sizes["RecipeNutritionView_Previews"].map { $0 == (320, 180) } == true)
        let row = try #require(PreviewCatalog.preview(named: "Recipe row"))
        #expect(row.settings.layout == .sizeThatFits)
        #expect(try row.render(scale: 1).height == 64)
        // The second nutrition preview asks for dark.
        #expect(providers.first { $0.displayName == "RecipeNutritionView_Previews #2" }?.settings.colorScheme == .dark)
    }
}
