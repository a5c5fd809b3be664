import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// The notes app's files: navigation, lists, forms, tabs, grids and a canvas, rendered light
/// and dark at 2x on an iPhone 15-sized screen (393 × 852) and checked against controls.md.
@Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct NotesAppFileTests {
    typealias Pixel = RenderedImage.Pixel

    /// Text strings and frames (points) drawn by a view.
    func notesTexts<V: View>(_ view: V, width: CGFloat = 393, height: CGFloat? = 852) -> [(String, CGRect)] {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: width, height: height)
        var out: [(String, CGRect)] = []
        for case .text(let t) in r.displayList().flattenedLeaves {
            out.append((t.runs.isEmpty ? t.string : t.runs.map(\.string).joined(), t.frame))
        }
        return out
    }

    func notesFrame(_ texts: [(String, CGRect)], _ s: String) -> CGRect? { texts.first { $0.0 == s }?.1 }

    /// Pixel at a point (2x image).
    func at(_ image: RenderedImage, _ x: CGFloat, _ y: CGFloat) -> [Int] {
        let p = image.pixel(x: Int(x * 2), y: Int(y * 2))
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    func anyPixel(_ image: RenderedImage, x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>, _ test: ([Int]) -> Bool) -> Bool {
        var py = Int(y.lowerBound * 2)
        while py < Int(y.upperBound * 2) {
            var px = Int(x.lowerBound * 2)
            while px < Int(x.upperBound * 2) {
                let p = image.pixel(x: px, y: py)
                if test([Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]) { return true }
                px += 1
            }
            py += 1
        }
        return false
    }

    @Test func folderListHasALargeTitleOverAnInsetGroupedList() throws {
        let images = try renderLightAndDark(NotesFolderList(), name: "NotesFolderList", height: 852)
        #expect(close(at(images.light, 5, 5), [242, 242, 247, 255], .composited))        // transparent bar over the grouped grey
        #expect(close(at(images.dark, 5, 5), [0, 0, 0, 255], .composited))
        let texts = notesTexts(NotesFolderList())
        let title = notesFrame(texts, "Folders")
        #expect(title?.minX == 16 && abs((title?.maxY ?? 0) - 88) < 0.5)   // large title at the bar's margin
        let header = notesFrame(texts, "ICLOUD")                           // uppercased section header
        #expect(header.map { abs($0.minY - (96 + 52 + 17)) < 0.5 } == true)  // below title and search field
        #expect(notesFrame(texts, "Search notes").map { $0.minY > 96 && $0.maxY < 96 + 52 } == true)
        // First card row: white (light) / 28,28,30 (dark) at x = 30, half a row below the card top.
        let rowY = (header?.maxY ?? 0) + 6 + 22
        #expect(close(at(images.light, 30, rowY), [255, 255, 255, 255], .composited))
        #expect(close(at(images.dark, 30, rowY), [28, 28, 30, 255], .composited))
        #expect(notesFrame(texts, "Edit") != nil)                          // toolbar item
        #expect(texts.contains { $0.0.contains("chevron.right") })         // NavigationLink rows
        #expect(notesFrame(texts, "42") != nil)                            // row badge
        #expect(anyPixel(images.light, x: 340...380, y: 4...40) { close($0, [0, 122, 255, 255], 20) }) // tinted Edit
    }

    @Test func pushedFolderShowsItsNotesWithABackButton() throws {
        let images = try renderLightAndDark(NotesFolderListPushed(), name: "NotesFolderListPushed", height: 852)
        let texts = notesTexts(NotesFolderListPushed())
        #expect(notesFrame(texts, "Recipes").map { $0.minX == 16 } == true)   // the pushed screen's large title
        #expect(notesFrame(texts, "Folders").map { $0.minX < 60 && $0.maxY < 44 } == true) // back button title
        #expect(notesFrame(texts, "Groceries") != nil)
        // Plain list: white background, no grouped grey.
        #expect(close(at(images.light, 5, 5), [255, 255, 255, 255], .composited))
        #expect(close(at(images.dark, 5, 5), [0, 0, 0, 255], .composited))
    }

    @Test func editorHasAnInlineTitleAndCancelAndDone() throws {
        let note = NotesSampleData.notes[0]
        _ = try renderLightAndDark(NoteEditorScreen(note: note), name: "NoteEditorScreen", height: 500)
        let texts = notesTexts(NoteEditorScreen(note: note), height: 500)
        let title = notesFrame(texts, "Edit Note"), cancel = notesFrame(texts, "Cancel"), done = notesFrame(texts, "Done")
        #expect(title.map { abs($0.midX - 393 / 2) <= 1 && abs($0.midY - 22) <= 1 } == true)
        #expect(cancel.map { $0.minX == 16 } == true)
        #expect(done.map { abs($0.maxX - (393 - 16)) < 0.5 } == true)
        #expect(notesFrame(texts, "Groceries").map { $0.minY >= 44 + 16 } == true) // content below the 44-pt bar
    }

    @Test func settingsFormHasHeadersFootersAndLinks() throws {
        let images = try renderLightAndDark(NotesSettingsScreen(), name: "NotesSettingsScreen", height: 852)
        let texts = notesTexts(NotesSettingsScreen())
        #expect(notesFrame(texts, "VIEWING").map { abs($0.minY - (96 + 17)) < 0.5 && $0.minX == 40 } == true)
        #expect(notesFrame(texts, "ACCOUNTS") != nil)
        #expect(notesFrame(texts, "Previews show the first lines of each note.").map { $0.minX == 40 } == true)
        #expect(texts.filter { $0.0.contains("chevron.right") }.count == 2)
        // The clear row background: the grouped grey shows where the version row is.
        let version = notesFrame(texts, "Version 2.4")
        if let v = version {
            #expect(close(at(images.light, 30, v.midY), [242, 242, 247, 255], .composited))
            #expect(close(at(images.dark, 30, v.midY), [0, 0, 0, 255], .composited))
        } else {
            Issue.record("no version row")
        }
    }

    @Test func tabRootDrawsTheTabBarWithTheSelectedTabTinted() throws {
        let images = try renderLightAndDark(NotesTabRoot(), name: "NotesTabRoot", height: 852)
        // The folder list ends above the bar: the bar is transparent at the scroll edge (iOS
        // 15+), so the list's grouped background shows through it.
        #expect(close(at(images.light, 5, 852 - 3), [242, 242, 247, 255], .composited))
        #expect(close(at(images.dark, 5, 852 - 3), [0, 0, 0, 255], .composited))
        // Three items of (393 - 4 - 8) / 3 = 127 pt: the first (selected) has tinted ink, the
        // others grey ink.
        #expect(anyPixel(images.light, x: 2...129, y: (852 - 48)...852) { close($0, [0, 122, 255, 255], 10) })
        #expect(anyPixel(images.light, x: 133...260, y: (852 - 48)...852) { close($0, [153, 153, 153, 255], 10) })
        #expect(!anyPixel(images.light, x: 133...391, y: (852 - 48)...852) { close($0, [0, 122, 255, 255], 10) })
        // The badge: system red near the first icon's top-trailing corner.
        #expect(anyPixel(images.light, x: 65...100, y: (852 - 49)...(852 - 25)) { close($0, [255, 59, 48, 255], 10) })
        // The selected tab's content: the folder list.
        #expect(notesFrame(notesTexts(NotesTabRoot()), "Folders") != nil)
    }

    @Test func iOS18TabsSelectByValue() throws {
        let images = try renderLightAndDark(NotesTabRoot18(), name: "NotesTabRoot18", height: 852)
        let texts = notesTexts(NotesTabRoot18())
        #expect(notesFrame(texts, "Tags").map { $0.minX == 16 && $0.minY < 96 } == true)   // the tags screen's title
        // Orange tint on the second item only.
        #expect(anyPixel(images.light, x: 199...391, y: (852 - 48)...852) { close($0, [255, 149, 0, 255], 10) })
        #expect(!anyPixel(images.light, x: 2...194, y: (852 - 48)...852) { close($0, [255, 149, 0, 255], 10) })
    }

    @Test func pagerShowsThreeDotsAtTheBottom() throws {
        let images = try renderLightAndDark(NotesOnboardingPager(), name: "NotesOnboardingPager", width: 393, height: 400)
        // Dots Ø7 with a 17.5 pitch, centred: the middle dot at x = 196.5, the first white at 179.
        let dotY = 400 - 8 - 25.7 / 2
        #expect(close(at(images.light, 179, dotY), [255, 255, 255, 255], 6))
        #expect(!close(at(images.light, 196.5, dotY), [255, 255, 255, 255], 6))
        #expect(!close(at(images.light, 188, dotY), [255, 255, 255, 255], 20))  // between dots: indigo
    }

    @Test func tagGridUsesAdaptiveColumns() throws {
        _ = try renderLightAndDark(NoteTagGrid(), name: "NoteTagGrid", height: 600)
        let texts = notesTexts(NoteTagGrid(), height: 600)
        // 361 pt inside the padding: floor((361 + 12) / (100 + 12)) = 3 columns of 112.33.
        let w = (361 - 24) / 3.0
        #expect(notesFrame(texts, "#home").map { abs($0.midX - (16 + w / 2)) < 0.5 } == true)
        #expect(notesFrame(texts, "#food").map { abs($0.midX - (16 + w + 12 + w / 2)) < 0.5 } == true)
        #expect(notesFrame(texts, "#books").map { abs($0.midX - (16 + w / 2)) < 0.5 } == true)      // second row
        let header = notesFrame(texts, "Your tags")
        #expect(header.map { $0.minX == 16 } == true)                                              // full-width header
    }

    @Test func sketchCanvasDrawsLinesAndAnOrangeDot() throws {
        let images = try renderLightAndDark(NoteSketchCanvas(), name: "NoteSketchCanvas", width: 300, height: 200)
        #expect(close(at(images.light, 150, 100), [255, 149, 0, 255], .composited))       // the dot at the centre
        #expect(close(at(images.light, 10, 10), [255, 250, 230, 255], .composited))       // paper colour
        #expect(close(at(images.light, 40.25, 10), [255, 59, 48, 255], 60)) // red margin line
        #expect(!close(at(images.light, 10, 24), [255, 250, 230, 255], 2))   // a blue rule
        #expect(close(at(images.dark, 150, 100), [255, 159, 10, 255], .composited))       // dark orange
    }

    @Test func infoGridAlignsLabelsAndShowsThePlaceholder() throws {
        let note = NotesSampleData.notes[2]
        let images = try renderLightAndDark(NoteInfoGrid(note: note), name: "NoteInfoGrid", height: nil)
        let texts = notesTexts(NoteInfoGrid(note: note), height: nil)
        // Label column trailing-aligned: "Tags" and "Attachment" end at the same x.
        let tags = notesFrame(texts, "Tags"), attachment = notesFrame(texts, "Attachment")
        #expect(tags != nil && attachment != nil && abs((tags?.maxX ?? 0) - (attachment?.maxX ?? 1)) < 0.5)
        #expect(notesFrame(texts, "Pinned") != nil)                          // the wide header fits
        #expect(notesFrame(texts, "Viewed now") != nil)
        // AsyncImage placeholder: grey fill, 80 × 60 after the label column.
        if let a = attachment {
            let x = a.maxX + 12 + 40
            #expect(close(at(images.light, x, a.midY), [229, 229, 234, 255], .composited))
            #expect(close(at(images.dark, x, a.midY), [44, 44, 46, 255], .composited))
        }
    }

    @Test func splitViewShowsItsSidebarOnIPhone() throws {
        _ = try renderLightAndDark(NotesSplitRoot(), name: "NotesSplitRoot", height: 600)
        let texts = notesTexts(NotesSplitRoot(), height: 600)
        // The large title "Notes" at the bar's 16-point margin (the bar is drawn after the
        // list, over it, so the folder row "Notes" comes first in drawing order).
        #expect(texts.contains { $0.0 == "Notes" && $0.1.minX == 16 && $0.1.maxY < 100 })
        #expect(notesFrame(texts, "Recipes") != nil)
        #expect(notesFrame(texts, "Select a folder") == nil)
    }

    @Test func outlineListShowsTheTopLevelWithDisclosure() throws {
        _ = try renderLightAndDark(NotesFolderOutline(), name: "NotesFolderOutline", height: 300)
        let texts = notesTexts(NotesFolderOutline(), height: 300)
        #expect(notesFrame(texts, "Work") != nil && notesFrame(texts, "Personal") != nil)
        #expect(notesFrame(texts, "Meetings") == nil)
        #expect(texts.filter { $0.0.contains("chevron.right") }.count == 1)   // only "Work" has children
    }
}
