import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// Pixel helpers for the bookshelf app files: colours in points at the image's scale, and runs
/// of matching pixels along a row.
private extension RenderedImage {
    func at(_ x: CGFloat, _ y: CGFloat) -> Pixel { pixel(x: Int(x * scale), y: Int(y * scale)) }

    /// The lengths, in pixels, of the runs of pixels matching `match` along row `y` (pixels).
    func runs(row y: Int, _ match: (Pixel) -> Bool) -> [Int] {
        var result: [Int] = []
        var current = 0
        for x in 0..<width {
            if match(pixel(x: x, y: y)) { current += 1 } else if current > 0 { result.append(current); current = 0 }
        }
        if current > 0 { result.append(current) }
        return result
    }

    /// The pixel rows that contain at least one pixel matching `match`.
    func rows(_ match: (Pixel) -> Bool) -> [Int] {
        (0..<height).filter { y in (0..<width).contains { match(pixel(x: $0, y: y)) } }
    }
}

/// HSB to 8-bit sRGB by the standard hexcone formula (what `Color(hue:saturation:brightness:)` means).
private func hsb(_ h: Double, _ s: Double, _ v: Double) -> (Int, Int, Int) {
    let h6 = (h - floor(h)) * 6, i = Int(h6) % 6, f = h6 - floor(h6)
    let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
    return (Int((r * 255).rounded()), Int((g * 255).rounded()), Int((b * 255).rounded()))
}

private let white = RenderedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
private let black = RenderedImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255)

@Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct BookshelfAppTests {
    @Test func libraryRowsFromAStateObject() throws {
        let images = try renderLightAndDark(BookshelfLibraryView(), name: "BookshelfLibraryView")
        // Three 80 pt rows, full width, at 2x.
        #expect(images.light.width == 786 && images.light.height == 480)
        #expect(images.light.at(2, 2) == white && images.dark.at(2, 2) == black)
        // Each row's 44×64 cover starts 16 pt in and is centred in its row: the book's own hue.
        for (row, book) in BookshelfLibrary.sampleBooks.enumerated() {
            let (r, g, b) = hsb(book.coverHue, 0.7, 0.8)
            for image in [images.light, images.dark] {
                #expect(close(image.at(38, CGFloat(row) * 80 + 40), r, g, b, .composited))
            }
        }
        // The finished dot (10 pt, 16 pt from the trailing edge): blue in light, green in dark,
        // from @Environment(\.colorScheme) read per copy; unfinished rows have none.
        #expect(close(images.light.at(372, 40), 0, 122, 255, .composited))
        #expect(close(images.dark.at(372, 40), 48, 209, 88, .composited))
        #expect(images.light.at(372, 120) == white)
        #expect(close(images.dark.at(372, 200), 48, 209, 88, .composited))
    }

    @Test func detailRatingIsBoundState() throws {
        let images = try renderLightAndDark(BookDetailView(library: BookshelfLibrary(), bookID: 2), name: "BookDetailView")
        for (image, orange, gray) in [(images.light, (255, 149, 0), white), (images.dark, (255, 159, 10), black)] {
            let isOrange = { (p: RenderedImage.Pixel) in close(p, orange.0, orange.1, orange.2, .composited) }
            let starRows = image.rows(isOrange)
            #expect(!starRows.isEmpty)
            // Rating 3 of 5: three orange 20 pt squares (40 px) in the stars row, 4 pt apart.
            if let middle = starRows.dropFirst(starRows.count / 2).first {
                #expect(image.runs(row: middle, isOrange) == [40, 40, 40])
                // The other two are grey at 30 %: neither orange nor the background.
                let lit = image.runs(row: middle) { $0 != gray }
                #expect(lit.count == 5)
            }
            // The cover of book 2 (Piranesi) at the top-left, inside the 20 pt padding.
            let (r, g, b) = hsb(0.08, 0.7, 0.8)
            #expect(close(image.at(42, 52), r, g, b, .composited))
        }
    }

    @Test func readingListWithObservableModel() throws {
        let images = try renderLightAndDark(ReadingListScreen(), name: "ReadingListScreen")
        #expect(!RuntimeWarning.emitted.contains { $0.contains("ReadingListModel") })
        for (image, teal, pink) in [(images.light, (48, 176, 199), (255, 45, 85)), (images.dark, (64, 200, 224), (255, 55, 95))] {
            let isTeal = { (p: RenderedImage.Pixel) in close(p, teal.0, teal.1, teal.2, .composited) }
            let tealRows = image.rows(isTeal)
            // Two 12 pt bars (24 px rows each): Dune 120 of 412 pages, Circe finished.
            #expect(tealRows.count == 48)
            if let first = tealRows.first, let last = tealRows.last {
                let dune = image.runs(row: first + 12, isTeal)
                let duneWidth: Double = 400 * 120.0 / 412
                let duneRun = Int(duneWidth.rounded())
                #expect(dune.count == 1 && abs((dune.first ?? 0) - duneRun) <= 2)
                #expect(image.runs(row: last - 12, isTeal) == [400])
            }
            // 30 pages a day through a @Bindable binding: three pink dots.
            let pinkRows = image.rows { close($0, pink.0, pink.1, pink.2, .composited) }
            #expect(!pinkRows.isEmpty)
            if let middle = pinkRows.dropFirst(pinkRows.count / 2).first {
                #expect(image.runs(row: middle) { close($0, pink.0, pink.1, pink.2, .composited) }.count == 3)
            }
        }
    }

    @Test func settingsFromAppStorageDefaultsAndAStore() throws {
        let indigo = { (p: RenderedImage.Pixel) in close(p, 88, 86, 214, .composited) || close(p, 94, 92, 230, .composited) }
        let images = try renderLightAndDark(ShelfSettingsView(), name: "ShelfSettingsView")
        for image in [images.light, images.dark] {
            let rows = image.rows(indigo)
            // Defaults: covers shown, three columns of 30 pt covers (60 px), 45 pt tall.
            #expect(rows.count == 90)
            if let first = rows.first { #expect(image.runs(row: first + 45, indigo) == [60, 60, 60]) }
        }
        // A store holding values: two columns of 40 pt covers.
        let store = UserDefaults(suiteName: "backplate.bookshelf.tests")!
        store.set(2, forKey: "bookshelf.columns")
        store.set(40.0, forKey: "bookshelf.coverWidth")
        defer {
            store.removeObject(forKey: "bookshelf.columns")
            store.removeObject(forKey: "bookshelf.coverWidth")
        }
        let stored = try renderLightAndDark(ShelfSettingsView().defaultAppStorage(store), name: "ShelfSettingsView-stored")
        if let first = stored.light.rows(indigo).first {
            #expect(stored.light.runs(row: first + 45, indigo) == [80, 80])
        }
    }

    @Test func statsReadTheLibraryFromTheEnvironment() throws {
        let images = try renderLightAndDark(BookshelfStatsScreen(), name: "BookshelfStatsScreen")
        let plank = [(images.light, (199, 158, 107)), (images.dark, (64, 64, 64))]
        for (image, colour) in plank {
            let isPlank = { (p: RenderedImage.Pixel) in close(p, colour.0, colour.1, colour.2, .composited) }
            // The plank, drawn in a GeometryReader from @Environment(\.colorScheme): 12 pt, full width.
            let plankRows = (0..<image.height).filter { isPlank(image.pixel(x: 700, y: $0)) }
            #expect(plankRows.count == 24)
            if let top = plankRows.first {
                #expect(image.runs(row: top + 6, isPlank) == [786])
                // Books stand on the shelf, bottom-aligned, 24 pt wide: finished ones 90 pt tall,
                // the unfinished one 60 pt. 70 pt above the plank only the finished two show.
                let background = image.at(2, 2)
                let above = top - 8 - 140
                #expect(image.runs(row: above) { $0 != background } == [48, 48])
                #expect(image.runs(row: top - 8 - 20) { $0 != background } == [48, 48, 48])
            }
        }
    }

    @Test func statsWithoutAnEnvironmentObjectDrawNothing() throws {
        let images = try renderLightAndDark(HStack(spacing: 0) {
            BookshelfStatsView()
            Color.red.frame(width: 20, height: 20)
        }, name: "BookshelfStatsView-missing", width: nil)
        // No crash: the view without its library is empty, the red square is all there is.
        #expect(images.light.width == 40 && images.light.height == 40)
        #expect(RuntimeWarning.emitted.contains { $0.contains("No ObservableObject of type BookshelfLibrary found") })
    }
}
