import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// `Folio…`: a file browser whose folder tree is an `OutlineGroup` in an inset-grouped List
/// section, on the iPhone canvas. Expected: an outline group shows each element with
/// children as a collapsed `DisclosureGroup` (Apple: OutlineGroup "computes views and
/// disclosure groups"; `Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>`), whose
/// chevron trails in the tint colour (controls.md §7.6), one List row per top-level element,
/// children hidden; leaves carry no chevron. Row content spans 40…353 (card inset 20 + row
/// inset 20, §3.2). A linear `ProgressView(value:)` is a 4-point capsule filled with the tint
/// (systemGreen 52,199,89 / 48,209,88) over systemFill at 20% / 36% (§6).
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct FolioFilesTests {
    @Test func treeSizesAndIcons() {
        let documents = FolioSample.tree[0]
        #expect(documents.totalBytes == 4_812_000 && documents.isFolder && documents.iconName == "folder")
        #expect(FolioSample.tree[3].iconName == "doc.text" && documents.children?[0].iconName == "doc.richtext")
    }

    @Test func outlineShowsTopLevelRowsCollapsed() throws {
        let browser = FolioBrowserView()
        let drawn = phoneTexts(browser)
        let strings = drawn.map(\.0)
        // The top level in name order (localizedStandardCompare); nested items stay hidden.
        let names = ["Documents", "Packing list.txt", "Photos", "Shared"]
        let rows = try names.map { try #require(frame(drawn, $0), "\($0) in \(strings)") }
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $1.minY - $0.minY >= 44 }, "one row each: \(rows)")
        for hidden in ["Invoice March.pdf", "Taxes", "Lighthouse.jpg", "2024 return.pdf"] {
            #expect(!strings.contains(hidden), "\(hidden) is inside a collapsed folder")
        }
        #expect(strings.contains("3 items, 4.8 MB") && strings.contains("0 items, Zero KB") && strings.contains("4 KB"), "\(strings)")
        // Titles start after the 28-point icon column; all rows share the leading edge.
        #expect(Set(rows.map { Int($0.minX.rounded()) }).count == 1 && rows[0].minX > 40 + 28, "\(rows)")
        // One chevron per folder (three), trailing at the row content edge, none for the file.
        let chevrons = drawn.filter { $0.0.contains("chevron") }.map(\.1)
        #expect(chevrons.count == 3, "\(chevrons)")
        for chevron in chevrons {
            #expect(abs(chevron.maxX - 353) < 1.5, "\(chevron)")
        }
        for folder in [rows[0], rows[2], rows[3]] {
            #expect(chevrons.contains { $0.minY > folder.minY - 2 && $0.maxY < folder.maxY + 20 }, "chevron beside \(folder)")
        }
        let packing = rows[1]
        #expect(!chevrons.contains { abs($0.midY - packing.midY) < 10 }, "a leaf has no chevron")
        let images = try renderPhoneLightAndDark(browser, name: "FolioBrowser")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let tint = dark ? [10, 132, 255] : [0, 122, 255]
            for chevron in chevrons {
                #expect(close(bluest(image, in: chevron), tint, 12), "\(dark) chevron \(bluest(image, in: chevron))")
            }
        }
    }

    @Test func uploadProgressAndTotals() throws {
        let browser = FolioBrowserView()
        let drawn = phoneTexts(browser)
        let percent = try #require(frame(drawn, "42%"))
        let name = try #require(frame(drawn, "Boat survey.pdf"))
        #expect(abs(percent.maxX - 353) < 1, "\(percent)")
        let used = try #require(frame(drawn, "Used"))
        let total = try #require(frame(drawn, "10.2 MB"))
        #expect(abs(used.minX - 40) < 1 && abs(total.maxX - 353) < 1, "\(used) \(total)")
        #expect(frame(drawn, "Files upload when you're on Wi-Fi.") != nil)
        let images = try renderPhoneLightAndDark(browser, name: "FolioUploads")
        // The bar lies 8 points below the label row; find its 4-point band at x = 45.
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let green = dark ? [48, 209, 88] : [52, 199, 89]
            let track = dark ? [61, 61, 65] : [228, 228, 230]
            let band = stride(from: name.maxY, to: name.maxY + 20, by: 0.5).first { close(at(image, 45, $0), green, 6) }
            let y = try #require(band, "\(dark): no green bar below the label")
            // 42% of the 313-point bar (40…353) is green, the rest the track.
            #expect(close(at(image, 40 + 313 * 0.40, y + 1), green, 6) && close(at(image, 40 + 313 * 0.44, y + 1), track, 6),
                    "\(dark) \(at(image, 40 + 313 * 0.40, y + 1)) \(at(image, 40 + 313 * 0.44, y + 1))")
            #expect(close(at(image, 340, y + 1), track, 6), "\(dark) track \(at(image, 340, y + 1))")
        }
    }

    @Test func outlineGroupFromOneRoot() throws {
        let previews = PreviewCatalog.previews(inFile: "AppFiles/FolioFilesFile.swift")
        #expect(previews.map(\.displayName) == ["Browser", "Outline alone", "Rename"])
        let outline = List {
            OutlineGroup(FolioSample.tree[0], children: \.children) { item in Text(item.name) }
        }
        let drawn = phoneTexts(outline)
        let titles: [String] = drawn.map(\.0).filter { !$0.contains("chevron") }
        #expect(titles == ["Documents"], "\(drawn.map(\.0))")
        #expect(drawn.filter { $0.0.contains("chevron") }.count == 1)
    }

    @Test func hierarchicalListSelectsByIdentifier() throws {
        // SwiftUI defines List(_:children:selection:) as a selectable List of an OutlineGroup,
        // whose rows are tagged with their elements' identifiers.
        let selection = Binding<String?>.constant("/Photos")
        let hierarchical = List(FolioSample.tree, children: \.children, selection: selection) { FolioRow(item: $0) }
        let spelledOut = List(selection: selection) {
            OutlineGroup(FolioSample.tree, children: \.children) { FolioRow(item: $0) }
        }
        func displayList(_ view: some View) -> DisplayList {
            let renderer = ImageRenderer(content: view)
            renderer.proposedSize = ProposedViewSize(width: 393, height: 500)
            return renderer.displayList()
        }
        #expect(displayList(hierarchical) == displayList(spelledOut))
        let drawn = phoneTexts(hierarchical)
        let photos = try #require(frame(drawn, "Photos")), documents = try #require(frame(drawn, "Documents"))
        let images = try renderPhoneLightAndDark(hierarchical, name: "FolioSelection")
        // The selected row is filled with the accent colour, the others keep the card's fill.
        #expect(close(at(images.light, 300, photos.midY), [0, 122, 255], 4), "\(at(images.light, 300, photos.midY))")
        #expect(close(at(images.light, 300, documents.midY), [255, 255, 255], .composited))
        // On the prominent background the row's title and its disclosure chevron turn white
        // (swiftui.md §13.4: selected rows see backgroundProminence == .increased).
        let chevrons: [CGRect] = drawn.filter { $0.0.contains("chevron") }.map(\.1)
        let chevron = try #require(chevrons.first { abs($0.midY - photos.maxY) < 14 })
        for image in [images.light, images.dark] {
            let ink = (Int(chevron.minX * 2)..<Int(chevron.maxX * 2)).flatMap { x in
                (Int(chevron.minY * 2)..<Int(chevron.maxY * 2)).map { image.pixel(x: x, y: $0) }
            }
            #expect(ink.contains { $0.red > 240 && $0.green > 240 && $0.blue > 240 }, "a white chevron")
            let title = (Int(photos.minX * 2)..<Int(photos.maxX * 2)).flatMap { x in
                (Int(photos.minY * 2)..<Int(photos.maxY * 2)).map { image.pixel(x: x, y: $0) }
            }
            #expect(!title.contains { $0.red < 60 && $0.green < 60 && $0.blue < 60 }, "no dark ink in the selected title")
        }
    }

    @Test func outlineOfBindingsShowsTextFields() throws {
        let drawn = phoneTexts(FolioRenameView())
        let strings = drawn.map(\.0)
        // Each top-level element's text field shows its name; folders keep their chevrons.
        for name in ["Documents", "Photos", "Shared", "Packing list.txt"] {
            #expect(strings.contains(name), "\(name) in \(strings)")
        }
        #expect(!strings.contains("Invoice March.pdf"))
        #expect(drawn.filter { $0.0.contains("chevron") }.count == 3)
        // Text fields in rows start at the row content inset (card 20 + 20).
        let documents = try #require(frame(drawn, "Documents"))
        #expect(abs(documents.minX - 40) < 1, "\(documents)")
        _ = try renderPhoneLightAndDark(FolioRenameView(), name: "FolioRename")
    }
}
