import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// iOS 26 ("Liquid Glass") app files on the 393 × 852 iPhone canvas: `Aria…` (a music app
/// with a glass mini player in `tabViewBottomAccessory`, `.glass` / `.glassProminent` buttons,
/// a `ToolbarSpacer`, `navigationSubtitle`, `tabBarMinimizeBehavior`,
/// `scrollEdgeEffectStyle`, `backgroundExtensionEffect`) and `Sextant…` (a map explorer with
/// glass controls in a `GlassEffectContainer` with `glassEffectID` / `glassEffectUnion` /
/// `glassEffectTransition`, tinted and clear glass chips, a glass place card, a bottom toolbar
/// split by `ToolbarSpacer`s, and a saved-places list with `sectionIndexLabel`).
/// Colours: systemPink (255, 45, 85) / (255, 55, 95), systemBlue (0, 122, 255) / (10, 132, 255),
/// systemOrange (255, 149, 0) / (255, 159, 10). The tab bar's top is 852 − 34 − 49 = 769.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct LiquidGlassAppFileTests {
    @Test func ariaMiniPlayerSitsOnGlassAboveTheTabBar() throws {
        let drawn = phoneTexts(AriaRootView())
        let names = drawn.map(\.0)
        // The accessory: 48 points tall, 8 above the bar (713…761), its title and, since the
        // placement is .expanded, the artist line.
        // (The queue below also lists "Paper Moons": take the one in the accessory's band.)
        let title = try #require(drawn.first { $0.0 == "Paper Moons" && $0.1.minY > 700 }?.1, "\(drawn)")
        #expect(title.minY > 713 && title.maxY < 761, "\(title)")
        #expect(drawn.contains { $0.0 == "The Meridians" && $0.1.minY > 713 && $0.1.maxY < 761 }, "\(drawn)")
        // Its content starts 16 points inside the 20-point capsule margin, after the 32-point art.
        #expect(abs(title.minX - (20 + 16 + 32 + 12)) < 1, "\(title)")
        // The tab bar still shows its items below it.
        for tab in ["Home", "Library"] {
            let label = try #require(frame(drawn, tab), "\(tab) in \(names)")
            #expect(label.minY > 769, "\(tab): \(label)")
        }
        // The large title with its subtitle on the line below, both at the bar's 16-point margin.
        let large = try #require(frame(drawn, "Listen Now"), "\(names)")
        let subtitle = try #require(frame(drawn, "Picked for your evening"), "\(names)")
        #expect(abs(large.minX - 16) < 1 && abs(subtitle.minX - 16) < 1, "\(large) \(subtitle)")
        #expect(subtitle.minY >= large.maxY - 1 && subtitle.minY < large.maxY + 4, "\(large) \(subtitle)")
    }

    @Test func ariaGlassButtonsAndAccessoryLookRight() throws {
        let drawn = phoneTexts(AriaRootView())
        let play = try #require(frame(drawn, "Play"))
        let shuffle = try #require(frame(drawn, "Shuffle"))
        let images = try renderPhoneLightAndDark(AriaRootView(), name: "AriaRoot")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // .glassProminent under .tint(.pink): the capsule is pink, 6 points left of the label's icon.
            let pink = at(image, play.minX - 30, play.midY)
            #expect(close(pink, dark ? [255, 55, 95] : [255, 45, 85], 4), "\(dark) play fill \(pink)")
            // .glass: the label in the tint on glass over the hero gradient.
            let ink = reddest(image, in: shuffle.insetBy(dx: -2, dy: -2))
            #expect(ink[0] > 200 && ink[1] < 120, "\(dark) shuffle ink \(ink)")
            // The accessory's glass is lighter than the page in dark mode and a light frosted
            // grey-white in light mode, at its centre-right (x 300, y 737).
            let glass = at(image, 250, 722)
            if dark {
                #expect(glass[0] > 20 && glass[0] < 110, "dark accessory \(glass)")
            } else {
                #expect(glass[0] > 200 && glass[0] < 255, "light accessory \(glass)")
            }
        }
    }

    @Test func sextantMapControlsChipsAndCard() throws {
        let drawn = phoneTexts(SextantExploreView())
        let names = drawn.map(\.0)
        for chip in ["Food", "Coffee", "Parks"] { #expect(names.contains(chip), "\(chip) in \(names)") }
        let go = try #require(frame(drawn, "Go"))
        let coffee = try #require(frame(drawn, "Coffee"))
        let card = try #require(frame(drawn, "Kettle & Crane"))
        // The bottom toolbar: Filters at the leading margin, the two trailing buttons pushed to
        // the trailing margin by the flexible spacer, 8 + 8 points apart around the fixed spacer.
        let symbols = drawn.filter { $0.0.hasPrefix("symbol ") && $0.1.minY > 760 }
        let filters = try #require(symbols.first { $0.0.contains("line.3.horizontal.decrease") }?.1, "\(symbols)")
        let walk = try #require(symbols.first { $0.0.contains("figure.walk") }?.1, "\(symbols)")
        #expect(abs(filters.minX - 16) < 2, "\(filters)")
        #expect(abs(walk.maxX - 377) < 2, "\(walk)")
        // The place card sits above the bottom toolbar, 16 + 16 points in from the left.
        let leading: CGFloat = 16 + 16 + 48
        #expect(card.minX > leading, "\(card)")
        let images = try renderPhoneLightAndDark(SextantExploreView(), name: "SextantExplore")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The selected chip: glass tinted orange, read in its leading padding (left of the icon).
            let chip = at(image, coffee.minX - 38, coffee.midY)
            // systemOrange at 70 % over the frosted map: light 0.7 × (255, 149, 0) + 0.3 × the
            // white-veiled map (about 248, 245, 238); dark 0.7 × (255, 159, 10) + 0.3 × the grey
            // veil over the dark map (about 43, 44, 47).
            #expect(close(chip, dark ? [192, 125, 21] : [253, 178, 71], 8), "\(dark) chip \(chip) at \(coffee)")
            // The Go button: the blue tint fills its capsule.
            let blue = at(image, go.minX - 6, go.midY)
            #expect(close(blue, dark ? [10, 132, 255] : [0, 122, 255], 6), "\(dark) go \(blue)")
        }
    }

    @Test func sextantSavedPlacesListsSections() throws {
        let drawn = phoneTexts(SextantSavedPlacesView())
        let names = drawn.map(\.0)
        for name in ["Alder Street Bakery", "Arbour Park", "Kettle & Crane", "Quayside Noodles", "Saved"] {
            #expect(names.contains(name), "\(name) in \(names)")
        }
        // The section index: A, K and Q stacked at the trailing edge (a 16-point column, 14-point
        // rows), in order from top to bottom.
        let index = drawn.filter { ["A", "K", "Q"].contains($0.0) && $0.1.minX > 370 }
        #expect(index.map(\.0) == ["A", "K", "Q"], "\(drawn)")
        if index.count == 3 {
            #expect(abs(index[1].1.midY - index[0].1.midY - 14) < 0.5 && abs(index[2].1.midY - index[1].1.midY - 14) < 0.5, "\(index)")
            #expect(abs(index[1].1.midX - (393 - 8)) < 1, "\(index)")
        }
        let images = try renderPhoneLightAndDark(SextantSavedPlacesView(), name: "SextantSaved")
        if index.count == 3 {
            // The labels are in the tint: systemBlue (0, 122, 255) / (10, 132, 255).
            for (dark, image) in [(false, images.light), (true, images.dark)] {
                let ink = bluest(image, in: index[1].1)
                #expect(close(ink, dark ? [10, 132, 255] : [0, 122, 255], 30), "\(dark) \(ink)")
            }
        }
    }
}
