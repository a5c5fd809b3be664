import Testing
import BackplateTestSupport
import Foundation
import Backplate
import PhotosUI
@testable import AppFiles

/// `ScrapbookPickerFile.swift`: PhotosPicker forms in a Form and a wrapped
/// PHPickerViewController, with no photo library. Each picker draws as its label's button in
/// the form's rows (tinted), the selection stays empty, and the UIKit picker is not drawn.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct ScrapbookPickerTests {
    @Test func pickersDrawAsTheirLabelsInFormRows() throws {
        let previews = PreviewCatalog.previews(inFile: "AppFiles/ScrapbookPickerFile.swift")
        #expect(previews.map(\.displayName) == ["Composer"])
        let drawn = phoneTexts(ScrapbookComposer())
        let names = drawn.map(\.0)
        for expected in ["New Scrapbook", "COVER", "Choose Cover", "PAGES", "Add Pages", "No pages yet", "RECENT", "Recent photos"] {
            #expect(names.contains(expected), "\(expected) in \(names)")
        }
        // Each picker is a row of its section: below the section's header.
        let cover = try #require(frame(drawn, "Choose Cover")), pages = try #require(frame(drawn, "Add Pages"))
        let pagesHeader = try #require(frame(drawn, "PAGES"))
        #expect(cover.maxY < pagesHeader.minY && pagesHeader.maxY < pages.minY)
        let image = try renderPhoneLightAndDark(ScrapbookComposer(), name: "ScrapbookComposer").light
        // A button in a form row draws its label in the accent blue: sample the "A" of "Add Pages".
        let ink = (0..<Int(pages.width)).map { at(image, pages.minX + Double($0), pages.midY) }
        #expect(ink.contains { close($0, [0, 122, 255], 40) && $0[2] > 200 && $0[0] < 80 }, "\(ink.prefix(8))")
    }

    @Test func wrappedPickerControllerIsNotDrawn() throws {
        _ = phoneTexts(LegacyPhotoPicker(results: .constant([])))
        #expect(RuntimeWarning.emitted.contains { $0.contains("LegacyPhotoPicker") && $0.contains("cannot draw UIKit views") })
    }
}
