import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// `Mooring…`: a berth booking form whose validation is a Combine pipeline
/// (`Publishers.CombineLatest`/`CombineLatest3` → `map` → `assign(to:)`), on the iPhone canvas.
/// Expected: an iOS compact `DatePicker` shows the medium date ("Jul 4, 2025" in en_US),
/// `LabeledContent` values trail at the row's content edge (353), `AsyncImage` draws its
/// placeholder until an image loads (always, in one frame), a disabled button's
/// `isEnabled` environment is false inside its `ButtonStyle`, a `.sheet` is absent until
/// presented. Colours: systemTeal 48,176,199 / 64,200,224; systemGray 142,142,147;
/// secondarySystemGroupedBackground 255,255,255 / 28,28,30.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct MooringBookingTests {
    let calendar = Calendar(identifier: .gregorian)
    var arrival: Date { calendar.date(from: DateComponents(year: 2025, month: 7, day: 4))! }

    private func at(_ image: RenderedImage, _ x: Double, _ y: Double) -> [Int] {
        let p = image.pixel(x: Int(x * 2), y: Int(y * 2))
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    @Test func combineValidationFollowsTheInputs() {
        let form = MooringBookingForm(arrival: arrival, departure: arrival)
        #expect(form.nights == 0 && !form.canBook)
        form.departure = calendar.date(byAdding: .day, value: 3, to: arrival)!
        #expect(form.nights == 3 && !form.canBook)
        form.boatName = "Halcyon"
        #expect(form.canBook)
        form.lengthMetres = 24
        #expect(!form.canBook)
    }

    @Test func readyFormRendersDatesNightsTotalAndAnEnabledButton() throws {
        let departure = calendar.date(byAdding: .day, value: 3, to: arrival)!
        let screen = MooringBookingScreen(form: MooringBookingForm(arrival: arrival, departure: departure, boatName: "Halcyon"))
        let drawn = phoneTexts(screen)
        let strings = drawn.map(\.0)
        #expect(!strings.contains("Quiet hours run from 22:00 to 07:00."))
        let arrivalDate = try #require(frame(drawn, "Jul 4, 2025")), departureDate = try #require(frame(drawn, "Jul 7, 2025"))
        let nights = try #require(frame(drawn, "3")), total = try #require(frame(drawn, "€85.50"))
        // Compact date pickers and LabeledContent values trail at the row's content edge
        // (393 - 20 card inset - 20 row padding = 353; the pickers' capsules add 11 inside).
        #expect(abs(nights.maxX - 353) < 1 && abs(total.maxX - 353) < 1, "\(nights) \(total)")
        #expect(abs(arrivalDate.maxX - departureDate.maxX) < 0.5 && arrivalDate.maxX < 353, "\(arrivalDate)")
        let book = try #require(frame(drawn, "Book"))
        // The bottom inset's button is centred, its full-width capsule inside 16-point padding.
        #expect(abs(book.midX - 196.5) < 1)
        let images = try renderPhoneLightAndDark(screen, name: "MooringReady")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let teal = dark ? [64, 200, 224, 255] : [48, 176, 199, 255]
            #expect(close(at(image, 30, book.midY), teal, 4), "\(dark): book \(at(image, 30, book.midY))")
            // The AsyncImage placeholder: teal at 20% over the row.
            let placeholder = dark ? [35, 62, 69, 255] : [214, 239, 244, 255]
            #expect(close(at(image, 60, 260), placeholder, 4), "\(dark): placeholder \(at(image, 60, 260))")
        }
    }

    @Test func emptyFormDisablesTheBookButton() throws {
        let screen = MooringBookingScreen(form: MooringBookingForm(arrival: arrival, departure: arrival))
        let drawn = phoneTexts(screen)
        #expect(frame(drawn, "0") != nil && frame(drawn, "€0.00") != nil, "\(drawn.map(\.0))")
        let book = try #require(frame(drawn, "Book"))
        let images = try renderPhoneLightAndDark(screen, name: "MooringEmpty")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The style reads isEnabled == false and fills with systemGray.
            #expect(close(at(image, 30, book.midY), [142, 142, 147, 255], 4), "\(dark): \(at(image, 30, book.midY))")
        }
        let previews = PreviewCatalog.previews(inFile: "AppFiles/MooringBookingFile.swift")
        #expect(previews.map(\.displayName) == ["Empty form", "Ready to book"])
    }
}
