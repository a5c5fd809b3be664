import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
@testable import AppFiles

/// Levain (`LevainStarterFile.swift`, iOS 26 API, `import SwiftUI`) on the 393 × 852 iPhone
/// canvas in the default iOS 26 look, light and dark: the floating tab bar with a search tab
/// and a bottom accessory, toolbar circles split by a `ToolbarSpacer`, glass buttons, a
/// translucent `MeshGradient` header, a `safeAreaBar` filter over a two-card carousel, an empty
/// state and an inline-titled detail list. Bar figures are docs/pixel-differences.md §6's.
@MainActor @Suite(.tags(.appFiles, .layout, .pixels)) struct LevainStarterTests {
    @Test func starterScreenPlacesTheIOS26Chrome() throws {
        let (drawn, warnings) = RuntimeWarning.collecting { phoneTexts(LevainRootView()) }
        // Large title at the 16-point margin, its frame 2 below the 52-point row (103...155).
        let title = try #require(drawn.first { $0.0 == "Starter" && $0.1.minY < 200 }?.1, "\(drawn.map(\.0))")
        #expect(title.minX == 16 && abs(title.maxY - 157) < 1, "\(title)")
        // Two 44-point circles (a fixed ToolbarSpacer splits the group): 333...377 at the
        // 16-point margin and 8 points before it 281...325 (the gap is an estimate).
        let gear = try #require(frame(drawn, "symbol gearshape"))
        let calendar = try #require(frame(drawn, "symbol calendar"))
        #expect(abs(gear.midX - 355) < 1 && abs(calendar.midX - 303) < 1, "\(gear) \(calendar)")
        #expect(abs(gear.midY - 81) < 1.5, "\(gear)")
        // The tab bar: the search tab's 62-point circle at the trailing margin (310...372), the
        // capsule 21...302 holding two equal items (centres 93.25 and 229.75), labels below 769.
        let starterTab = try #require(drawn.first { $0.0 == "Starter" && $0.1.minY > 769 }?.1)
        let bakesTab = try #require(drawn.first { $0.0 == "Bakes" && $0.1.minY > 769 }?.1)
        let search = try #require(frame(drawn, "symbol magnifyingglass"))
        #expect(abs(starterTab.midX - 93.25) < 1 && abs(bakesTab.midX - 229.75) < 1, "\(starterTab) \(bakesTab)")
        #expect(abs(search.midX - 341) < 1 && abs(search.midY - 800) < 1.5, "\(search)")
        #expect(frame(drawn, "Search") == nil)   // the search tab shows no title on the iPhone
        #expect(drawn.contains { $0.0 == "4" && $0.1.minY > 769 })   // the Bakes badge
        // The bottom accessory: 48 tall, 8 above the bar (713...761), 20 from the sides; its
        // content's 16-point padding puts the timer at 36.
        let proof = try #require(frame(drawn, "Bulk proof"))
        let timer = try #require(frame(drawn, "symbol timer"))
        #expect(abs(proof.midY - 737) < 1 && timer.minX == 36, "\(proof) \(timer)")
        let minutes = try #require(frame(drawn, "42 min"))
        #expect(abs(minutes.maxX - 357) < 1, "\(minutes)")   // 373 − 16
        // The still render names what it cannot show.
        for prefix in ["tabBarMinimizeBehavior", "backgroundExtensionEffect"] {
            #expect(warnings.contains { $0.hasPrefix(prefix) }, "\(prefix): \(warnings)")
        }
    }

    @Test func starterScreenColoursLightAndDark() throws {
        let drawn = phoneTexts(LevainRootView())
        let feed = try #require(frame(drawn, "Feed"))
        let firstRow = try #require(frame(drawn, "07:30"))
        let risen = try #require(frame(drawn, "210%"))
        let images = try renderPhoneLightAndDark(LevainRootView(), name: "LevainStarter")
        // The prominent glass button is filled with the orange tint (iOS 26: 255, 141, 40 light;
        // 255, 146, 48 dark) under its glass rim; its label is white.
        for (image, orange) in [(images.light, [255, 141, 40]), (images.dark, [255, 146, 48])] {
            #expect(close(at(image, 22, feed.midY), orange, .composited), "\(at(image, 22, feed.midY))")
            #expect(highestScoring(image, in: feed) { Int($0.blue) } == [255, 255, 255])
        }
        // The feedings card: secondary system background, (242, 242, 247) and (28, 28, 30).
        #expect(close(at(images.light, 22, firstRow.midY), [242, 242, 247]), "\(at(images.light, 22, firstRow.midY))")
        #expect(close(at(images.dark, 22, firstRow.midY), [28, 28, 30]), "\(at(images.dark, 22, firstRow.midY))")
        // 210 % is green (52, 199, 89; dark 48, 209, 88): its greenest ink.
        let green = highestScoring(images.light, in: risen) { Int($0.green) - Int($0.red) - Int($0.blue) / 2 }
        #expect(close(green, [52, 199, 89], .composited), "\(green)")
        let darkGreen = highestScoring(images.dark, in: risen) { Int($0.green) - Int($0.red) - Int($0.blue) / 2 }
        #expect(close(darkGreen, [48, 209, 88], .composited), "\(darkGreen)")
    }

    /// The header's mesh has translucent colours: it changes smoothly along a row, with no grid of
    /// darker seams where its cells meet (each cell 5.5 points wide).
    @Test func translucentMeshHeaderShowsNoSeams() throws {
        let drawn = phoneTexts(LevainRootView())
        let name = try #require(frame(drawn, "Peaks in 6.5 h"))
        let images = try renderPhoneLightAndDark(LevainRootView(), name: "LevainStarter")
        for image in [images.light, images.dark] {
            let y = name.maxY + 6
            let row = stride(from: 250.0, to: 360, by: 0.5).map { at(image, $0, y) }
            let steps: [Int] = zip(row, row.dropFirst()).map { (a: [Int], b: [Int]) -> Int in zip(a, b).map { abs($0 - $1) }.max() ?? 0 }
            let jump = steps.max() ?? 0
            #expect(jump <= 3, "largest step \(jump) along \(row)")
            // Still a gradient: orange over the card's background, warmer at the left.
            #expect(row[0][0] > row[0][2])
        }
    }

    @Test func bakesCarouselSitsUnderTheFilterBar() throws {
        let (drawn, warnings) = RuntimeWarning.collecting { phoneTexts(LevainRootView(tab: .bakes)) }
        // The safeAreaBar's segmented picker starts where the large title's row ends (155): 32
        // tall, its labels centred at 171; four equal segments across 16...377.
        let all = try #require(frame(drawn, "All"))
        let spelt = try #require(frame(drawn, "Spelt"))
        #expect(abs(all.midY - 171) < 1, "\(all)")
        let segment = (393.0 - 32) / 4
        #expect(abs(all.midX - (16 + segment / 2)) < 1 && abs(spelt.midX - (16 + 3.5 * segment)) < 1, "\(all) \(spelt)")
        // Two cards per width: (393 − 2 × 16 − 12) / 2 = 174.5 each, text 12 inside.
        let first = try #require(frame(drawn, "Country loaf"))
        let second = try #require(frame(drawn, "Seeded rye"))
        #expect(first.minX == 28 && abs(second.minX - (16 + 174.5 + 12 + 12)) < 1, "\(first) \(second)")
        #expect(first.minY > all.maxY + 8)
        #expect(frame(drawn, "75% hydration") != nil && frame(drawn, "82% hydration") != nil)
        #expect(warnings.contains { $0.hasPrefix("safeAreaBar") }, "\(warnings)")
        let images = try renderPhoneLightAndDark(LevainRootView(tab: .bakes), name: "LevainBakes")
        // The selected tab's label takes the orange tint; the other stays primary.
        let bakesTab = try #require(drawn.first { $0.0 == "Bakes" && $0.1.minY > 769 }?.1)
        let starterTab = try #require(drawn.first { $0.0 == "Starter" && $0.1.minY > 769 }?.1)
        for image in [images.light, images.dark] {
            let tint = reddest(image, in: bakesTab)
            #expect(tint[0] > 240 && tint[2] < 90, "\(tint)")
            let other = reddest(image, in: starterTab)
            #expect(other[0] - other[2] < 20, "\(other)")
        }
    }

    @Test func emptyFilterShowsContentUnavailable() throws {
        let drawn = phoneTexts(LevainEmptyBakes())
        let title = try #require(frame(drawn, "No spelt bakes"), "\(drawn.map(\.0))")
        let description = try #require(frame(drawn, "Bakes you log with this flour appear here."))
        let symbol = try #require(frame(drawn, "symbol birthday.cake"))
        for f in [title, description, symbol] { #expect(abs(f.midX - 196.5) < 1, "\(f)") }
        #expect(symbol.maxY < title.minY && title.maxY <= description.minY + 1)
        // ContentUnavailableView's title is .title2 bold (22 points: a 27-point line).
        #expect(abs(title.height - 27) < 1, "\(title)")
        let images = try renderPhoneLightAndDark(LevainEmptyBakes(), name: "LevainEmpty")
        // The description is the secondary label colour: grey ink, never black or white.
        for image in [images.light, images.dark] {
            let ink = highestScoring(image, in: description) { -abs(Int($0.red) - 128) }
            #expect(abs(ink[0] - ink[2]) < 12 && ink[0] > 60 && ink[0] < 200, "\(ink)")
        }
    }

    @Test func detailListUnderAnInlineTitle() throws {
        let detail = NavigationStack { LevainBakeDetail(bake: LevainJournal().bakes[1]) }
        let drawn = phoneTexts(detail)
        // The inline title: centred, in the 44-point row below the 59-point status bar.
        let title = try #require(frame(drawn, "Seeded rye"), "\(drawn.map(\.0))")
        #expect(abs(title.midX - 196.5) < 1 && title.minY > 59 && title.maxY < 103, "\(title)")
        // Rows 16 inside a card 16 from the edge: titles at 32, values ending at 361.
        let flour = try #require(frame(drawn, "Flour"))
        let rye = try #require(frame(drawn, "Rye"))
        let hydration = try #require(frame(drawn, "82%"))
        #expect(flour.minX == 32 && abs(rye.maxX - 361) < 1 && abs(hydration.maxX - 361) < 1, "\(flour) \(rye) \(hydration)")
        // iOS 26 rows: 52 points at the default size, so the two rows' texts are 52 apart.
        let second = try #require(frame(drawn, "Hydration"))
        #expect(abs(second.minY - flour.minY - 52) < 1, "\(flour) \(second)")
        _ = try renderPhoneLightAndDark(detail, name: "LevainDetail")
    }
}

/// The bakes screen filtered to a flour no bake uses.
struct LevainEmptyBakes: View {
    var body: some View {
        let journal = LevainJournal()
        journal.flour = .spelt
        return LevainBakesView(journal: journal)
    }
}
