import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// `Aperture…` (a paywall: a custom `ProductViewStyle`, `productDescription`, a blurred glow,
/// a gradient headline, `persistentSystemOverlays`), `Pantry…` (groceries: custom
/// `TextFieldStyle`, `ControlGroupStyle` and `PrimitiveButtonStyle`, `labelsHidden` toggles,
/// `listRowSeparatorTint`, `selectionDisabled`, `toolbarRole(.editor)`) and `Stowage…` (cloud
/// storage under a fr_FR locale: `ByteCountFormatStyle`, `PersonNameComponents` format styles,
/// `LocalizedStringKey` titles, `Text(verbatim:)`), on the 393 × 852 iPhone canvas. Expected
/// values: UIKit's 20-point layout margins and 44-point bar below the 59-point status area;
/// UIKit's colours (systemYellow 255,204,0 / 255,214,10, systemOrange 255,149,0 / 255,159,10,
/// systemGreen 52,199,89 / 48,209,88, systemBlue 0,122,255 / 10,132,255, systemPurple
/// 175,82,222 / 191,90,242, quaternaryLabel 60,60,67 at 18 % / 235,235,245 at 16 %,
/// secondarySystemBackground 242,242,247 / 28,28,30, tertiarySystemFill 118,118,128 at 12 % /
/// 24 %); Foundation's fr_FR formats ("61,4 Go", "24 nov. 2025"); a 51-point UISwitch.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct PaywallGroceriesStorageAppFileTests {
    @Test func aperturePlansAreDrawnByTheAppsProductViewStyle() throws {
        let drawn = phoneTexts(AperturePaywallView())
        let title = try #require(frame(drawn, "APERTURE PRO"))
        #expect(abs(title.midX - 196.5) <= 1, "\(title)")
        let restore = try #require(frame(drawn, "Restore Purchases"))
        #expect(abs(restore.midX - 196.5) <= 1, "\(restore)")
        #expect(drawn.contains { $0.0 == "symbol camera.aperture" })

        let images = try renderPhoneLightAndDark(AperturePaywallView(), name: "AperturePaywall")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let yellow = dark ? [255, 214, 10] : [255, 204, 0]
            let background = dark ? [0, 0, 0] : [255, 255, 255]
            // The highlighted plan's 2-point yellow border at the 24-point padding: find its
            // top edge in the column at x = 100, between the features and the button.
            let column = stride(from: 360.0, to: restore.minY, by: 0.5).map { ($0, at(image, 100, $0)) }
            let top = try #require(column.first { close($0.1, yellow, 10) }?.0, "\(dark) no yellow border")
            #expect(close(at(image, 25, top + 30), yellow, 10), "\(dark) \(at(image, 25, top + 30))")
            // Inside, the style's .loading branch: its 110 × 14 quaternary bar 16 points in,
            // not StoreKit's default placeholder (a 50-point grey square at the leading edge).
            let quaternary = dark ? [38, 38, 39] : [220, 220, 221]
            let bar = at(image, 24 + 16 + 55, top + 16 + 7)
            #expect(close(bar, quaternary, 4), "\(dark) bar \(bar)")
            #expect(close(at(image, 24 + 16 + 55, top + 16 + 14 + 3), background, 4), "\(dark) between the bars")
            // The headline's gradient: yellow ink at its leading end, orange at the trailing.
            func ink(_ x: Double) -> [Int] {
                highestScoring(image, in: CGRect(x: x, y: title.minY, width: 24, height: title.height)) { Int($0.red) - Int($0.blue) }
            }
            let lead = ink(title.minX), trail = ink(title.maxX - 24)
            #expect(lead[1] > 185 && trail[1] < 175 && trail[0] > 240, "\(dark) \(lead) \(trail)")
            // The blurred glow: yellow tinting the background between headline and subtitle.
            let glow = at(image, 196.5, title.maxY + 4)
            #expect(dark ? glow[0] > glow[2] + 40 : glow[2] < glow[0] - 40, "\(dark) glow \(glow)")
        }
    }

    @Test func pantryRowsUseTheAppsStyles() throws {
        let drawn = phoneTexts(PantryListView())
        // Inline title centred in the 44-point bar; the share button at its trailing margin.
        let title = try #require(frame(drawn, "Groceries"))
        #expect(abs(title.midX - 196.5) <= 1 && title.minY > 59 && title.maxY < 103, "\(title)")
        let share = try #require(frame(drawn, "Share"))
        // The capsule's 12-point padding ends at the bar's 16-point margin.
        #expect(abs(share.maxX + 12 - 377) <= 1, "\(share)")
        // The field style's 14-point inset inside the row's 20-point margin.
        let field = try #require(frame(drawn, "Add an item"))
        #expect(abs(field.minX - 34) <= 0.5, "\(field)")
        // Hidden toggle labels: the switch (laid out 49 wide, drawn 51), 12 points, then the name.
        let oat = try #require(frame(drawn, "Oat milk")), sourdough = try #require(frame(drawn, "Sourdough"))
        #expect(abs(oat.minX - (20 + 49 + 12)) <= 0.5, "\(oat)")
        #expect(!drawn.contains { $0.0 == "Bought" })
        // The control group: three 36-point cells ending at the trailing margin.
        let plus = try #require(drawn.first { $0.0 == "symbol plus" }?.1)
        #expect(abs(plus.midX - (373 - 18)) <= 1, "\(plus)")
        // The sort menu's label in the bar is its icon only, as toolbar labels are.
        let sort = try #require(drawn.first { $0.0 == "symbol arrow.up.arrow.down" }?.1)
        #expect(sort.minY > 59 && sort.maxY < 103 && sort.maxX < title.minX, "\(sort)")
        #expect(!drawn.contains { $0.0 == "Sort" || $0.0 == "By aisle" })

        let images = try renderPhoneLightAndDark(PantryListView(), name: "PantryList")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let green = dark ? [48, 209, 88] : [52, 199, 89]
            let background = dark ? [0, 0, 0] : [255, 255, 255]
            #expect(close(at(image, share.minX - 6, share.midY), green, 4), "\(dark) share")
            // The menu's icon in the tint (systemBlue).
            let blue = dark ? [10, 132, 255] : [0, 122, 255]
            #expect(close(bluest(image, in: sort), blue, 10), "\(dark) sort \(bluest(image, in: sort))")
            // The field's capsule in secondarySystemBackground.
            let fieldFill = dark ? [28, 28, 30] : [242, 242, 247]
            #expect(close(at(image, 200, field.midY), fieldFill, 3), "\(dark) field \(at(image, 200, field.midY))")
            // The bought row's switch is on (green), the others off.
            #expect(close(at(image, 26, sourdough.midY), green, 6), "\(dark) switch \(at(image, 26, sourdough.midY))")
            // The control group's capsule: green at 15 % over the row.
            let tint: [Int] = zip(green, background).map { (g: Int, b: Int) -> Int in Int((Double(g) * 0.15 + Double(b) * 0.85).rounded()) }
            let groupX: Double = 373 - 108 + 4
            #expect(close(at(image, groupX, oat.midY), tint, 4), "\(dark) group \(at(image, groupX, oat.midY))")
            // The separator between the first two rows takes the green tint.
            let gap = stride(from: oat.maxY, to: sourdough.minY, by: 0.5).map { at(image, 250, $0) }
            #expect(gap.contains { $0[1] > $0[0] + 60 }, "\(dark) separator \(gap)")
        }
    }

    @Test func stowageFormatsInFrenchFromTheEnvironment() throws {
        let drawn = phoneTexts(StowageStorageView())
        let strings = drawn.map(\.0)
        // Byte counts in the file style (powers of 1,000) with fr_FR's comma and "Go"; the
        // interpolated ones in the title string too; the name long and abbreviated.
        for s in ["107,3 Go sur 200 Go", "61,4 Go", "12,8 Go", "33,1 Go", "Amélie Durand", "AD", "24 nov. 2025",
                  "RÉPARTITION", "ID: stow-7f3a"] {
            #expect(strings.contains(s), "\(s) in \(strings)")
        }
        let photos = try #require(frame(drawn, "61,4 Go"))
        // Values at the inset-grouped card's trailing content edge (393 − 20 − 20).
        #expect(abs(photos.maxX - 353) <= 0.5, "\(photos)")
        let used = try #require(frame(drawn, "107,3 Go sur 200 Go"))

        let images = try renderPhoneLightAndDark(StowageStorageView(), name: "StowageStorage")
        // The usage bar: 313 points (40…353) wide, 22 tall, 10 points below the text.
        let y = used.maxY + 10 + 11, width = 313.0
        let photosEnd = 40 + width * 61.4 / 200, docsEnd = photosEnd + 2 + width * 12.8 / 200
        let backupsEnd = docsEnd + 2 + width * 33.1 / 200
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let yellow = dark ? [255, 214, 10] : [255, 204, 0], blue = dark ? [10, 132, 255] : [0, 122, 255]
            let purple = dark ? [191, 90, 242] : [175, 82, 222]
            #expect(close(at(image, (40 + photosEnd) / 2, y), yellow, .composited), "\(dark)")
            #expect(close(at(image, (photosEnd + 2 + docsEnd) / 2, y), blue, .composited), "\(dark)")
            #expect(close(at(image, (docsEnd + 2 + backupsEnd) / 2, y), purple, .composited), "\(dark)")
            // The rest of the capacity: tertiarySystemFill over the card.
            let empty = dark ? [50, 50, 54] : [240, 240, 241]
            #expect(close(at(image, (backupsEnd + 353) / 2, y), empty, 3), "\(dark) \(at(image, (backupsEnd + 353) / 2, y))")
            // Past the bar's end, the card.
            #expect(close(at(image, 356, y), dark ? [28, 28, 30] : [255, 255, 255], .composited), "\(dark)")
            // toolbarBackgroundVisibility(.visible): the inline bar draws its material at rest
            // (opaque approximation 249 / 24, controls.md §1.4) up through the status area,
            // its hairline (black at 30 % / white at 15 %) over the grouped background at 103.
            let material = dark ? [24, 24, 24] : [249, 249, 249]
            #expect(close(at(image, 6, 30), material, 2) && close(at(image, 6, 90), material, 2), "\(dark) \(at(image, 6, 90))")
            let hairline = dark ? [38, 38, 38] : [169, 169, 173]
            #expect(close(at(image, 6, 103.25), hairline, 3), "\(dark) \(at(image, 6, 103.25))")
            #expect(close(at(image, 6, 110), dark ? [0, 0, 0] : [242, 242, 247], .composited), "\(dark)")
        }
    }
}
