import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// List styles, sections, separators and row modifiers against controls.md §3 (393 wide, the
/// list's content top at y = 0).
@MainActor @Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct ListStyleTests {
    struct GardenSections<S: ListStyle>: View {
        let style: S
        var body: some View {
            List {
                Section {
                    Text("Apple").id("apple")
                    Text("Pear").id("pear")
                } header: {
                    Text("Fruit").id("header")
                } footer: {
                    Text("Fresh").id("footer")
                }
                Section {
                    Text("Carrot").id("carrot")
                } header: {
                    Text("Vegetables").id("header2")
                }
                Section {
                    Text("Leek").id("leek")
                }
            }
            .listStyle(style)
        }
    }

    @Test func insetGroupedRhythm() {
        let tree = phoneLayout(GardenSections(style: .insetGrouped), height: 600)
        let header = tree.frame(of: "header")!, apple = tree.frame(of: "apple")!, pear = tree.frame(of: "pear")!
        let footer = tree.frame(of: "footer")!, header2 = tree.frame(of: "header2")!, carrot = tree.frame(of: "carrot")!
        let leek = tree.frame(of: "leek")!
        // Header: footnote text line 17 below the content top, aligned with the row text (x 40).
        #expect(near(header.minY, 17))
        #expect(near(header.minX, 40))
        // Its card 6 below the text line; rows 44 tall, text centred (20.33 line → 11.83 above).
        let cardTop = header.maxY + 6
        #expect(near(apple.minY, cardTop + 11.83))
        #expect(near(pear.minY - apple.minY, 44))
        #expect(near(apple.minX, 40))
        // Footer text 6 below the card, at the row text's leading; next header 12 + 17 below.
        let cardBottom = cardTop + 88
        #expect(near(footer.minY, cardBottom + 6))
        #expect(near(footer.minX, 40))
        #expect(near(header2.minY, footer.maxY + 12 + 17))
        // A section without a footer: the next (header-less) card 35 below its last row.
        let card2Bottom = header2.maxY + 6 + 44
        #expect(near(carrot.minY, header2.maxY + 6 + 11.83))
        #expect(near(leek.minY - 11.83, card2Bottom + 35))
    }

    @Test func narrowPhonesUseTheSixteenPointMargin() {
        // 375-wide phones: cards 16 from the edges, row text 16 + 20 = 36 (controls.md §3.2).
        let narrow = phoneLayout(GardenSections(style: .insetGrouped), width: 375, height: 600)
        #expect(near(narrow.frame(of: "apple")!.minX, 36))
        let grouped = phoneLayout(GardenSections(style: .grouped), width: 375, height: 600)
        #expect(near(grouped.frame(of: "apple")!.minX, 16))
    }

    @Test func darkHeaderAndCards() throws {
        let tree = phoneLayout(GardenSections(style: .insetGrouped), height: 600)
        let header = tree.frame(of: "header")!
        let image = try renderContainer(GardenSections(style: .insetGrouped), height: 600, scale: 3, dark: true, name: "liststyle-insetGrouped")
        // Secondary label 235,235,245 @0.6 on black ≈ 141,141,147; cards 28,28,30 on black.
        var brightest = [0, 0, 0, 255]
        for y in Int(header.minY * 3)..<Int(header.maxY * 3) { for x in 120..<240 {
            let p = rgba(image, x, y); if p[0] > brightest[0] { brightest = p }
        } }
        #expect(close(brightest, [141, 141, 147, 255], 6))
        #expect(close(rgba(image, 30 * 3, Int((header.maxY + 6 + 5) * 3)), [28, 28, 30, 255]))
        #expect(close(rgba(image, 10 * 3, Int((header.maxY + 6 + 5) * 3)), [0, 0, 0, 255]))
    }

    @Test func headerIsUppercasedFootnoteInTheSecondaryColour() throws {
        let tree = phoneLayout(GardenSections(style: .insetGrouped), height: 600)
        let header = tree.frame(of: "header")!
        let upper = phoneLayout(Text("FRUIT").font(.footnote).id("u").fixedSize()).frame(of: "u")!
        #expect(near(header.width, upper.width, 0.01))
        #expect(near(header.height, upper.height, 0.01))
        // Footers keep their case.
        let footer = tree.frame(of: "footer")!
        let lower = phoneLayout(Text("Fresh").font(.footnote).id("l").fixedSize()).frame(of: "l")!
        #expect(near(footer.width, lower.width, 0.01))
        // Header ink: secondary label 60,60,67 @0.6 on 242,242,247 → 133,133,139 (light).
        let image = try renderContainer(GardenSections(style: .insetGrouped), height: 600, scale: 3, name: "liststyle-insetGrouped")
        var darkest = [255, 255, 255, 255]
        for y in Int(header.minY * 3)..<Int(header.maxY * 3) { for x in 120..<240 {
            let p = rgba(image, x, y); if p[0] < darkest[0] { darkest = p }
        } }
        #expect(close(darkest, [133, 133, 139, 255], 6))
    }

    @Test func groupedRowsSpanTheWidthWithHairlines() throws {
        let tree = phoneLayout(GardenSections(style: .grouped), height: 600)
        let header = tree.frame(of: "header")!, apple = tree.frame(of: "apple")!
        // Row text and headers at the layout margin (20 on a 393-wide screen).
        #expect(near(apple.minX, 20))
        #expect(near(header.minX, 20))
        let image = try renderContainer(GardenSections(style: .grouped), height: 600, scale: 3, name: "liststyle-grouped")
        let cardTop = header.maxY + 6
        // White rows from x = 0; a full-width hairline at the top of the section.
        // The header block is 17 + 15.67 + 6 = 38.67 tall (controls.md §3.1): the section's
        // top hairline is device pixel row 116 at @3x.
        #expect(near(cardTop, 38.67))
        let top = 116
        #expect(close(rgba(image, 3, top + 66), [255, 255, 255, 255]))
        #expect(close(rgba(image, 3, top - 9), [242, 242, 247, 255]))
        #expect(close(rgba(image, 3, top), [198, 198, 200, 255], 4))
        // Row separators start at the text (x = 20), none before it.
        let sep = top + 44 * 3 - 1
        #expect(close(rgba(image, 25 * 3, sep), [198, 198, 200, 255], 4))
        #expect(close(rgba(image, 15 * 3, sep), [255, 255, 255, 255]))
    }

    @Test func plainListIsOnTheSystemBackground() throws {
        let image = try renderContainer(GardenSections(style: .plain), height: 600, scale: 2, name: "liststyle-plain")
        let tree = phoneLayout(GardenSections(style: .plain), height: 600)
        let apple = tree.frame(of: "apple")!
        #expect(near(apple.minX, 20))
        // White everywhere outside rows and headers (no grouped grey), dark: black.
        #expect(close(rgba(image, 10, 1100), [255, 255, 255, 255]))
        let dark = try renderContainer(GardenSections(style: .plain), height: 600, scale: 2, dark: true)
        #expect(close(rgba(dark, 10, 1100), [0, 0, 0, 255]))
        // Headers are not uppercased in the plain style (bold headline, sentence case).
        let header = tree.frame(of: "header")!
        let bold = phoneLayout(Text("Vegetables").font(.headline).id("b").fixedSize()).frame(of: "b")!
        #expect(near(tree.frame(of: "header2")!.width, bold.width, 0.01))
        #expect(near(header.minX, 20))
    }

    @Test func sidebarHasInsetCardsAndProminentHeaders() throws {
        let tree = phoneLayout(GardenSections(style: .sidebar), height: 600)
        #expect(near(tree.frame(of: "apple")!.minX, 40))
        let header = tree.frame(of: "header")!
        let headline = phoneLayout(Text("Fruit").font(.headline).id("h").fixedSize()).frame(of: "h")!
        #expect(near(header.width, headline.width, 0.01))
        let image = try renderContainer(GardenSections(style: .sidebar), height: 600, scale: 2, name: "liststyle-sidebar")
        #expect(close(rgba(image, 10, 200), [242, 242, 247, 255]))
    }

    @Test func rowModifiers() throws {
        let view = List {
            Text("Inset").id("inset").listRowInsets(EdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 0))
            Text("Green").listRowBackground(Color.green)
            Text("NoSeparator").listRowSeparator(.hidden)
            Text("Last")
        }
        let tree = phoneLayout(view, height: 300)
        // Card edge 20 + the row's own leading inset 50.
        #expect(near(tree.frame(of: "inset")!.minX, 70))
        let image = try renderContainer(view, width: 393, height: 300, scale: 3, name: "list-row-modifiers")
        // Row 2 (35+44 … 35+88) is green.
        #expect(close(rgba(image, 300 * 3, (35 + 66) * 3), [52, 199, 89, 255], 2))
        // The separator under row 1 starts at the row's inset content (x = 70).
        let sep1 = (35 + 44) * 3 - 1
        #expect(close(rgba(image, 75 * 3, sep1), [198, 198, 200, 255], 4))
        #expect(close(rgba(image, 50 * 3, sep1), [255, 255, 255, 255]))
        // Row 3's separator is hidden: white at its bottom pixel row.
        let sep3 = (35 + 132) * 3 - 1
        #expect(close(rgba(image, 100 * 3, sep3), [255, 255, 255, 255]))
        // Row 2 (with a custom background) still draws its separator.
        // separator 60,60,67 @0.29 over green 52,199,89.
        #expect(close(rgba(image, 100 * 3, (35 + 88) * 3 - 1), [54, 159, 83, 255], 4))
    }

    @Test func rowModifiersOnASectionReachEachOfItsRows() throws {
        // `Section { ... }.listRowBackground(...)` styles every row of the section, as in SwiftUI;
        // a row's own background wins.
        let view = List {
            Section {
                Text("One")
                Text("Two")
                Text("Own").listRowBackground(Color.red)
            }
            .listRowBackground(Color.green)
            .listRowSeparator(.hidden)
        }
        let image = try renderContainer(view, width: 393, height: 300, scale: 3, name: "list-section-row-traits")
        // Rows 1 and 2 (35 … 79, 79 … 123) green, row 3 red; no separator under row 1.
        #expect(close(rgba(image, 300 * 3, (35 + 22) * 3), [52, 199, 89, 255], 2))
        #expect(close(rgba(image, 300 * 3, (35 + 66) * 3), [52, 199, 89, 255], 2))
        #expect(close(rgba(image, 300 * 3, (35 + 110) * 3), [255, 59, 48, 255], 2))
        #expect(close(rgba(image, 100 * 3, (35 + 44) * 3 - 1), [52, 199, 89, 255], 2))
    }

    @Test func scrollContentBackgroundHiddenShowsWhatIsBehind() throws {
        let view = List { Text("Row") }
            .scrollContentBackground(.hidden)
            .background(Color.yellow)
        let image = try renderContainer(view, width: 393, height: 200, scale: 1)
        #expect(close(rgba(image, 5, 5), [255, 204, 0, 255], 2))
        #expect(close(rgba(image, 200, 57), [255, 255, 255, 255]))
    }

    @Test func selectedRowIsTinted() throws {
        let view = List(selection: .constant("pear")) {
            Text("Apple").tag("apple")
            Text("Pear").tag("pear")
        }
        let light = try renderContainer(view, width: 393, height: 200, scale: 1)
        #expect(close(rgba(light, 300, 35 + 22), [255, 255, 255, 255]))
        #expect(close(rgba(light, 300, 35 + 66), [0, 122, 255, 255], 2))
        let dark = try renderContainer(view, width: 393, height: 200, scale: 1, dark: true)
        #expect(close(rgba(dark, 300, 35 + 22), [28, 28, 30, 255]))
        #expect(close(rgba(dark, 300, 35 + 66), [10, 132, 255, 255], 2))
    }

    /// A reference image of a sectioned list with navigation links, a badge, a custom row
    /// background and a hidden separator, pushed under a large title, light and dark.
    @Test func sectionedListReference() throws {
        struct GardenBeds: View {
            var body: some View {
                NavigationStack(path: .constant(["beds"])) {
                    Text("Root")
                        .navigationTitle("Garden")
                        .navigationDestination(for: String.self) { _ in
                            List {
                                Section {
                                    NavigationLink("Tomatoes") { Text("Tomatoes") }
                                    NavigationLink("Beans") { Text("Beans") }.badge(3)
                                    Text("Lettuce").listRowSeparator(.hidden)
                                    Text("Squash")
                                } header: {
                                    Text("Vegetables")
                                } footer: {
                                    Text("Planted in spring.")
                                }
                                Section("Flowers") {
                                    Label("Roses", systemImage: "sun.max")
                                    Text("Tulips").listRowBackground(Color.pink.opacity(0.2))
                                }
                            }
                            .navigationTitle("Beds")
                            .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
                        }
                }
            }
        }
        assertReference(try renderContainer(GardenBeds(), scale: 2), named: "sectioned-list-light")
        assertReference(try renderContainer(GardenBeds(), scale: 2, dark: true), named: "sectioned-list-dark")
    }
}
