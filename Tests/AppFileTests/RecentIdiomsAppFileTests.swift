import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// `Tally…` (an @Observable expense tracker in a NavigationSplitView), `Lantern…` (an iOS 18
/// TabView with a TabSection and view-level text modifiers), `Verdant…` (a plant screen with
/// Color.mix, labelsVisibility and toolbarVisibility) and `Murmur…` (a chat thread bound to a
/// ScrollPosition at its bottom edge, with a navigation container background), on the
/// 393 × 852 iPhone canvas.
/// Expected values are UIKit's: an inset-grouped card 20 points from the screen edges with
/// its content 20 points further in, a 49-point tab bar above the 34-point home indicator
/// whose items share the width equally (2 points from the edges, 4 between items), kerning
/// adding its amount after every character (controls.md §2.1, §3.2).
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct RecentIdiomsAppFileTests {
    @Test func tallyRendersItsSidebar() throws {
        let store = TallyStore(center: NotificationCenter())
        let drawn = phoneTexts(TallyRootView(store: store))
        let names = drawn.map(\.0)
        // The split view shows its sidebar on an iPhone: the large title and every row.
        #expect(names.contains("Tally"), "\(names)")
        for title in ["Farmers market", "Monthly pass", "Ramen with Sam", "Light bulbs"] {
            #expect(names.contains(title), "\(title) in \(names)")
        }
        // Row text starts at the card's content inset (20 + 20), after the 32-point icon and
        // 12 points of spacing; amounts end at the trailing content inset (393 − 40).
        let row = try #require(frame(drawn, "Farmers market"))
        #expect(abs(row.minX - (40 + 32 + 12)) < 0.5, "\(row)")
        let amount = try #require(frame(drawn, "$42.80"))
        #expect(abs(amount.maxX - 353) < 0.5, "\(amount)")
        // The gauge's current value and the remaining budget: 600 − 176.29 = 423.71.
        #expect(names.contains("$176.29"), "\(names)")
        #expect(names.contains("$423.71"), "\(names)")
        // isSearching is false in a still render, so the budget section shows, above the
        // month's section header (uppercased).
        let header = try #require(frame(drawn, "THIS MONTH"))
        let left = try #require(frame(drawn, "Left to spend"))
        #expect(left.maxY < header.minY, "\(left) \(header)")
        let images = try renderPhoneLightAndDark(TallyRootView(store: TallyStore(center: NotificationCenter())), name: "TallyRoot")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // systemGroupedBackground around the cards, secondarySystemGroupedBackground in them.
            #expect(close(at(image, 10, left.midY), dark ? [0, 0, 0] : [242, 242, 247], .composited), "\(dark)")
            #expect(close(at(image, 200, left.midY), dark ? [28, 28, 30] : [255, 255, 255], .composited), "\(dark)")
        }
    }

    @Test func tallyStoreHearsImportedReceipts() throws {
        let center = NotificationCenter()
        let store = TallyStore(center: center)
        let imported = [TallyExpense(id: 9, title: "Bakery", amount: 6.20, category: .dining)]
        center.post(name: .tallyDidImportReceipts, object: imported)
        // The Combine subscription to NotificationCenter delivered the receipt synchronously.
        #expect(store.expenses.count == 5)
        #expect(abs(store.spent - 182.49) < 0.001)
        // A notification of another name, or without expenses, changes nothing.
        center.post(name: Notification.Name("Other"), object: imported)
        center.post(name: .tallyDidImportReceipts, object: "not expenses")
        #expect(store.expenses.count == 5)
        let names = phoneTexts(TallyRootView(store: store)).map(\.0)
        #expect(names.contains("Bakery") && names.contains("$182.49"), "\(names)")
    }

    @Test func lanternTabBarFlattensItsSection() throws {
        let drawn = phoneTexts(LanternRootView())
        // Five tabs (Home, Library, the section's two, Search) share the 393-point bar:
        // (393 − 2 × 2 − 4 × 4) / 5 = 74.6 points each.
        let width = (393.0 - 4 - 16) / 5
        for (i, title) in ["Home", "Library", "Want to Read", "Finished", "Search"].enumerated() {
            let label = try #require(frame(drawn, title), "\(title) in \(drawn.map(\.0))")
            let centre = 2 + width / 2 + Double(i) * (width + 4)
            #expect(abs(label.midX - centre) < 1, "\(title): \(label.midX) vs \(centre)")
            // Labels sit in the bar above the home indicator (bar top 852 − 34 − 49 = 769).
            #expect(label.minY > 769 && label.maxY < 818, "\(title): \(label)")
        }
        // The section's header is a sidebar title, not drawn on an iPhone.
        #expect(frame(drawn, "Collections") == nil)
        // Each tab's symbol is centred over its label, the section's tabs included.
        let icons = drawn.filter { $0.0.hasPrefix("symbol ") && $0.1.minY > 769 }
        #expect(icons.count == 5, "\(icons.map(\.0))")
        // SwiftUI draws tab bar symbols in their .fill variant: "books.vertical" is drawn
        // books.vertical.fill; magnifyingglass has no filled form and stays as named.
        #expect(icons.map(\.0) == ["symbol house.fill", "symbol books.vertical.fill", "symbol bookmark.fill",
                                    "symbol checkmark.seal.fill", "symbol magnifyingglass"], "\(icons.map(\.0))")
        for (i, icon) in icons.enumerated() {
            #expect(abs(icon.1.midX - (2 + width / 2 + Double(i) * (width + 4))) < 1, "\(icon)")
        }
    }

    @Test func lanternEyebrowTakesViewLevelKerning() throws {
        let drawn = phoneTexts(LanternRootView())
        // .textCase(.uppercase).kerning(1.5) on the HStack reach the Text inside it: the
        // label is 1.5 points wider per character than the same footnote text without.
        let eyebrow = try #require(frame(drawn, "CONTINUE READING"))
        let plain = try #require(frame(phoneTexts(Text("CONTINUE READING").font(.footnote.weight(.semibold))), "CONTINUE READING"))
        #expect(abs(eyebrow.width - plain.width - 16 * 1.5) < 0.5, "\(eyebrow.width) vs \(plain.width)")
        let seeAll = try #require(frame(drawn, "SEE ALL"))
        #expect(abs(seeAll.maxX - 377) < 0.5, "\(seeAll)")
        let images = try renderPhoneLightAndDark(LanternRootView(), name: "LanternRoot")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The view-level underline: a row of systemOrange (the tint) under "SEE ALL",
            // spanning the label's width.
            let orange = dark ? [255, 159, 10] : [255, 149, 0]
            let rows = stride(from: seeAll.midY, through: seeAll.maxY + 2, by: 0.5).filter { y in
                let xs = stride(from: seeAll.minX + 1, to: seeAll.maxX - 2, by: 0.5)
                return xs.filter { close(at(image, $0, y), orange, 40) }.count > xs.underestimatedCount * 9 / 10
            }
            #expect(!rows.isEmpty, "\(dark): no underline under \(seeAll)")
        }
    }

    @Test func verdantPlantScreen() throws {
        let drawn = phoneTexts(VerdantTabs())
        let names = drawn.map(\.0)
        // toolbarVisibility(.hidden, for: .tabBar) on the shown screen removes the tab bar.
        #expect(!names.contains("Garden") && !names.contains("Reminders"), "\(names)")
        #expect(names.contains("Monstera"), "inline title: \(names)")
        // labelsVisibility(.hidden): the stepper draws only its 94 × 32 control, at the
        // row's trailing content inset (393 − 20 − 20).
        #expect(!names.contains("Watering interval"), "\(names)")
        let images = try renderPhoneLightAndDark(VerdantTabs(), name: "VerdantPlant")
        let every = try #require(frame(drawn, "Every 7 days"))
        #expect(abs(every.minX - 40) < 0.5, "\(every)")
        let species = try #require(frame(drawn, "Monstera deliciosa"))
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The hero card: systemGreen mixed 75 % into systemBackground in OKLab
            // (52,199,89 + white → 212,242,215; 48,209,88 + black → 2,25,5), sampled inside
            // the card to the right of the text.
            // The stepper control alone: tertiarySystemFill (≈ 239 on white) from 94 points
            // before the trailing inset to it; the row's cell colour just before it.
            let fill = dark ? [50, 50, 54] : [239, 239, 240]
            let cell = dark ? [28, 28, 30] : [255, 255, 255]
            #expect(close(at(image, 353 - 4, every.midY), fill, 4) && close(at(image, 353 - 90, every.midY), fill, 4), "\(dark)")
            #expect(close(at(image, 353 - 98, every.midY), cell, .composited) && close(at(image, 356, every.midY), cell, .composited), "\(dark)")
            let card = at(image, 340, species.midY)
            #expect(close(card, dark ? [2, 25, 5] : [212, 242, 215], 2), "\(dark): \(card)")
        }
    }

    @Test func murmurThreadStartsAtTheNewestMessage() throws {
        let screen = NavigationStack { MurmurThreadScreen(thread: MurmurThread()) }
        let drawn = phoneTexts(screen)
        // ScrollPosition(edge: .bottom): the newest message sits just above the composer
        // (8 points of vertical padding around the field), the oldest are scrolled away.
        let newest = try #require(frame(drawn, "Message 24: see you at the wall at six?"), "\(drawn.map(\.0))")
        let field = try #require(frame(drawn, "Message"))
        #expect(newest.maxY < field.minY && field.minY - newest.maxY < 40, "\(newest) \(field)")
        #expect(drawn.filter { $0.0 == "Message 1" }.allSatisfy { $0.1.maxY < 59 + 44 }, "\(drawn.map(\.0))")
        // Mine on the trailing side at the 16-point padding.
        #expect(abs(newest.maxX - (377 - 12)) < 0.5, "\(newest)")
        let images = try renderPhoneLightAndDark(screen, name: "MurmurThread")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // containerBackground(_:for: .navigation): systemIndigo mixed 90 % into
            // systemBackground in OKLab (236,239,253 light; 0,0,3 dark) in the side margin.
            let expected = dark ? [0, 0, 3] : [236, 239, 253]
            #expect(close(at(image, 6, 400), expected, 2), "\(dark): \(at(image, 6, 400))")
            // The thread starts scrolled to its bottom, away from the top edge, so the inline
            // bar is not at its scroll edge: it draws the bar material (opaque approximation
            // 249 light / 24 dark, controls.md §1.4) up through the status bar, and its bottom
            // hairline (black @0.30 / white @0.15) on the container background at y = 103.
            let material = dark ? [24, 24, 24] : [249, 249, 249]
            #expect(close(at(image, 6, 30), material, 2) && close(at(image, 6, 90), material, 2), "\(dark): \(at(image, 6, 30))")
            let hairline = dark ? [38, 38, 41] : [165, 167, 177]
            #expect(close(at(image, 6, 103), hairline, 3), "\(dark): \(at(image, 6, 103))")
        }
    }
}
