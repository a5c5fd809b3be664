import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// `Crate…` (a stock room: a sortable `Table`, search scopes, `RenameButton`, a status
/// toolbar item, `badgeProminence`), `Prism…` (a photo editor: blend modes in a compositing
/// group, a mask, a custom `InsettableShape`, angular and elliptical gradients, a palette
/// picker, `ControlGroup`, a material panel, `PhaseAnimator`/`KeyframeAnimator` views),
/// `Gazette…` (news: a paging scroll view in a sidebar list of `Section(isExpanded:)`s,
/// `toolbarTitleDisplayMode(.inlineLarge)`, `toolbarTitleMenu`, `Menu(primaryAction:)`,
/// `openURL`) and `Waypoint…` (a journal: `@Observable` with `@ObservationIgnored` read by
/// `@Environment(Type.self)`, `Measurement` and date-interval format styles, an edit-mode
/// list, `TextEditor` with a keyboard toolbar, `MultiDatePicker`) and `Ember…` (custom
/// GroupBox, LabeledContent, DisclosureGroup and Gauge styles), on the 393 × 852 iPhone
/// canvas. Expected values: Apple's Table documentation (a compact width shows no headers and
/// only the first column); UIKit's 20-point layout margin on a 393-point screen; a 44-point
/// navigation bar below the 59-point status area; systemRed 255,59,48 / 255,69,58 and
/// systemBlue 0,122,255 / 10,132,255; Foundation's measurement formats in en_US ("14.2 km",
/// "14.2 kilometers", 45.55 km as "28.3 miles", 20 °C as "68°F").
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct TablesAndEffectsAppFileTests {
    @Test func crateTableShowsItsFirstColumnOnAnIPhone() throws {
        let drawn = phoneTexts(CrateInventoryView())
        let strings = drawn.map(\.0)
        // Only the first column: the compact summary rows, no headers, no other columns.
        for header in ["Product", "SKU", "On Hand", "Weight", "Value"] {
            #expect(!strings.contains(header), "\(header) in \(strings)")
        }
        #expect(!strings.contains { $0.hasPrefix("$") || $0.hasSuffix(" lb") }, "\(strings)")
        // Rows in data order at the plain list's 20-point margin, the stock at the trailing one.
        let names = ["Oak Crate, Large", "Pine Crate, Small", "Rope Handles", "Stencil Kit"]
        let frames = try names.map { try #require(frame(drawn, $0), "\($0) in \(strings)") }
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(a.minY < b.minY) }
        for f in frames { #expect(abs(f.minX - 20) < 0.5, "\(f)") }
        let stock = try #require(frame(drawn, "140"))
        #expect(abs(stock.maxX - 373) < 0.5, "\(stock)")
        // The status item: centred in the bottom bar, above the home indicator (852 − 34).
        let status = try #require(frame(drawn, "2 items need reordering"))
        #expect(abs(status.midX - 196.5) < 1 && status.maxY < 818 && status.minY > 852 - 34 - 49, "\(status)")

        let images = try renderPhoneLightAndDark(CrateInventoryView(), name: "CrateInventory")
        let low = try #require(frame(drawn, "6"))
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // A plain list: systemBackground behind the rows; the low stock count in red.
            #expect(close(at(image, 200, low.midY), dark ? [0, 0, 0] : [255, 255, 255], .composited), "\(dark)")
            let red = reddest(image, in: low)
            #expect(close(red, dark ? [255, 69, 58] : [255, 59, 48], 8), "\(dark) \(red)")
        }
    }

    @Test func crateTableShowsEveryColumnInARegularWidth() throws {
        let view = CrateInventoryView().environment(\.horizontalSizeClass, .regular)
        let drawn = phoneTexts(view)
        let strings = drawn.map(\.0)
        for header in ["Product", "SKU", "On Hand", "Weight", "Value"] {
            #expect(strings.contains(header), "\(header) in \(strings)")
        }
        // Cells of one row share its line, left to right in column order; the value column
        // is the price times the stock (24.50 × 38), the weight 4.2 kg in pounds for en_US.
        let name = try #require(frame(drawn, "Oak Crate, Large"))
        let sku = try #require(frame(drawn, "CR-1042"))
        let weight = try #require(frame(drawn, "9.3 lb"), "\(strings)")
        let value = try #require(frame(drawn, "$931.00"), "\(strings)")
        #expect(abs(sku.midY - name.midY) < 1 && abs(value.midY - name.midY) < 1)
        #expect(name.maxX < sku.minX && sku.maxX < weight.minX && weight.maxX < value.minX)
        let header = try #require(frame(drawn, "SKU"))
        #expect(abs(header.minX - sku.minX) < 0.5 && header.maxY < sku.minY)
    }

    @Test func increasedBadgesAreRedCapsules() throws {
        let drawn = phoneTexts(CrateSupplierList())
        let four = try #require(frame(drawn, "4"))
        // The badge trails at the card's content inset (393 − 20 − 20), as a standard badge.
        #expect(four.maxX <= 353 && four.maxX > 330, "\(four)")
        let images = try renderPhoneLightAndDark(CrateSupplierList(), name: "CrateSuppliers")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The capsule's fill beside the digit (5 points of padding), white text on it.
            #expect(close(at(image, four.minX - 2.5, four.midY), dark ? [255, 69, 58] : [255, 59, 48], .composited), "\(dark)")
            let ink = (0..<Int(four.width * 2)).map { at(image, four.minX + Double($0) / 2, four.midY) }
            #expect(ink.contains { close($0, [255, 255, 255], 40) }, "\(dark) white digit")
        }
    }

    @Test func measurementFormatsMatchFoundationOnIOS() {
        let us = Locale(identifier: "en_US")
        let km = Measurement(value: 14.2, unit: UnitLength.kilometers)
        func f<U: Dimension>(_ m: Measurement<U>, _ style: Measurement<U>.FormatStyle) -> String { style.locale(us).format(m) }
        #expect(f(km, .measurement(width: .abbreviated, usage: .asProvided)) == "14.2 km")
        #expect(f(km, .measurement(width: .wide, usage: .asProvided)) == "14.2 kilometers")
        #expect(f(km, .measurement(width: .narrow, usage: .asProvided)) == "14.2km")
        #expect(f(Measurement(value: 1, unit: UnitLength.kilometers), .measurement(width: .wide, usage: .asProvided)) == "1 kilometer")
        // General usage converts to the locale's units: miles, pounds and Fahrenheit in en_US.
        #expect(f(Measurement(value: 45.55, unit: UnitLength.kilometers), .measurement(width: .wide)) == "28.3 miles")
        #expect(f(Measurement(value: 4.2, unit: UnitMass.kilograms), .measurement(width: .abbreviated)) == "9.3 lb")
        #expect(f(Measurement(value: 20, unit: UnitTemperature.celsius), .measurement(width: .abbreviated)) == "68°F")
        #expect(f(Measurement(value: 20, unit: UnitTemperature.celsius), .measurement(width: .narrow)) == "68°")
        // With no locale chosen, the iPhone's (en_US), not Linux's current `en_001` (metric).
        #expect(Measurement(value: 4.2, unit: UnitMass.kilograms).formatted() == "9.3 lb")
        #expect(Measurement(value: 14.2, unit: UnitLength.kilometers).formatted(.measurement(width: .wide)) == "8.8 miles")
        // A metric locale keeps kilometres and its own decimal separator.
        let de = Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: Locale(identifier: "de_DE"))
        #expect(de.format(km) == "14,2 km")
        // An explicit number style wins.
        let one = Measurement<UnitLength>.FormatStyle(width: .abbreviated, usage: .asProvided,
                                                      numberFormatStyle: .number.precision(.fractionLength(2)))
        #expect(one.locale(us).format(km) == "14.20 km")
        #expect(km.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)) == "14.2 km")
    }

    @Test func prismEditorDrawsItsEffects() throws {
        let drawn = phoneTexts(PrismEditorView())
        let strings = drawn.map(\.0)
        // The inline title centred in the bar; the palette picker's three segments and the
        // panel's percent inside the 16-point padded width.
        let title = try #require(frame(drawn, "Adjust"))
        #expect(abs(title.midX - 196.5) < 1 && title.minY > 59 && title.maxY < 103)
        for segment in ["Natural", "Dusk", "Mono"] { #expect(strings.contains(segment), "\(segment) in \(strings)") }
        let intensity = try #require(frame(drawn, "Intensity")), percent = try #require(frame(drawn, "60%"))
        // Panel 16…377 with its own 16-point padding.
        #expect(abs(intensity.minX - 32) < 0.5 && abs(percent.maxX - 361) < 0.5, "\(intensity) \(percent)")
        // The phase animator's first phase, the keyframe animator's initial value.
        let export = try #require(frame(drawn, "Export"))
        let aboveTabBar: CGFloat = 852 - 34 - 49
        #expect(export.minY > aboveTabBar)

        let images = try renderPhoneLightAndDark(PrismEditorView(), name: "PrismEditor")
        // The picture: 16…377 wide, 360 tall below the bar (103…463).
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let background = dark ? [0, 0, 0] : [255, 255, 255]
            // The slide frame's clipped corner shows the screen's background.
            #expect(close(at(image, 18, 105), background, .composited), "\(dark) \(at(image, 18, 105))")
            // Its white border (3 points, 80 % opaque) along the left edge.
            let border = at(image, 17.5, 283)
            #expect(border.allSatisfy { $0 > 190 }, "\(dark) \(border)")
            // Inside, the warm sky (more red than blue) at the top, the green-teal hill at the bottom.
            let sky = at(image, 100, 130), hill = at(image, 196, 450)
            #expect(sky[0] > sky[2] + 30, "\(dark) sky \(sky)")
            #expect(hill[1] > hill[0] + 40, "\(dark) hill \(hill)")
            // The canvas's focus rings (a 24-point circle symbol, 2-point yellow border) at
            // 0.3 and 0.7 of the 361-point width, 0.4 and 0.6 of the 360-point height.
            let yellow = dark ? [255, 214, 10] : [255, 204, 0]
            for (fx, fy) in [(0.3, 0.4), (0.7, 0.6)] {
                let cx = 16 + fx * 361, cy = 103 + fy * 360
                let ring = (0..<8).map { at(image, cx + 10.25 + Double($0) * 0.25, cy) }
                #expect(ring.contains { close($0, yellow, 12) }, "\(dark) ring \(ring)")
                #expect(!close(at(image, cx, cy), yellow, 40), "\(dark) ring centre")
            }
            // The first phase's orange dot at 40 % opacity beside "Export".
            let dot = at(image, export.minX - 13, export.midY)
            #expect(dot[0] > dot[2] + 40, "\(dark) dot \(dot)")
        }
    }

    @Test func gazetteTitleSitsInTheBarAndCollapsedSectionsHideTheirRows() throws {
        let drawn = phoneTexts(GazetteHomeView())
        let strings = drawn.map(\.0)
        // .inlineLarge: the 34-point bold title at the leading margin, inside the 44-point bar.
        let title = try #require(frame(drawn, "World"))
        #expect(abs(title.minX - 16) < 0.5 && title.minY >= 59 && title.maxY <= 103 && title.height > 35, "\(title)")
        // Science is expanded, Sport collapsed (its row absent) with a right-pointing chevron.
        #expect(strings.contains("Comet visible this weekend") && strings.contains("Bees that count to four"))
        #expect(!strings.contains("Rowing crews brave the flood"))
        let sport = try #require(frame(drawn, "Sport"))
        let right = drawn.filter { $0.0 == "symbol chevron.right" }
        #expect(right.count == 1 && abs(right[0].1.midY - sport.midY) < 2, "\(right)")
        #expect(drawn.filter { $0.0 == "symbol chevron.down" }.count == 2)
        // The paging carousel starts at its first story, which fills the sidebar card's width.
        let first = try #require(frame(drawn, "Night trains return to the Alps"))
        #expect(first.minX > 20 && first.maxX < 373, "\(first)")
        #expect(frame(drawn, "A quieter way to build cities").map { $0.minX >= 373 } ?? true)

        let images = try renderPhoneLightAndDark(GazetteHomeView(), name: "GazetteHome")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The hero card's blue gradient behind the headline's source line.
            let card = at(image, 300, first.minY - 40)
            #expect(card[2] > 200 && card[0] < 120, "\(dark) \(card)")
            // The sidebar list's grouped background beside the card.
            #expect(close(at(image, 8, first.midY), dark ? [0, 0, 0] : [242, 242, 247], .composited), "\(dark)")
        }
    }

    @Test func waypointJournalFormatsItsEntries() throws {
        let view = WaypointJournalView().environment(WaypointSamples.journal)
        let drawn = phoneTexts(view)
        let strings = drawn.map(\.0)
        // Date intervals (en_US) and distances as provided; the total in miles (general usage).
        for s in ["Jun 3", "14.2 km", "21.8 km", "9.6 km", "Total 28.3 miles"] {
            #expect(strings.contains(s), "\(s) in \(strings)")
        }
        #expect(strings.contains { $0.hasPrefix("Jun 5") && $0.hasSuffix("6") }, "\(strings)")
        // The environment's edit mode reaches the toolbar's EditButton: "Done" while editing.
        let done = try #require(frame(drawn, "Done"), "\(strings)")
        #expect(abs(done.maxX - 377) < 0.5 && !strings.contains("Edit"))
        // The compact size class stacks date and distance vertically (AnyLayout in a modifier).
        let date = try #require(frame(drawn, "Jun 3")), distance = try #require(frame(drawn, "14.2 km"))
        #expect(abs(date.minX - distance.minX) < 0.5 && distance.minY >= date.maxY, "\(date) \(distance)")
        // Edit mode with a selection binding: rows start 38 points past the card's 20-point
        // inset, after the selection circles.
        #expect(abs(date.minX - 78) < 0.5, "\(date)")
        // A regular width puts them side by side.
        let wide = phoneTexts(view.environment(\.horizontalSizeClass, .regular))
        let d2 = try #require(frame(wide, "Jun 3")), k2 = try #require(frame(wide, "14.2 km"))
        #expect(abs(d2.midY - k2.midY) < 1 && k2.minX >= d2.maxX + 16 - 0.5, "\(d2) \(k2)")
        _ = try renderPhoneLightAndDark(view, name: "WaypointJournal")
    }

    @Test func multiDatePickerCirclesEverySelectedDay() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let days: Set<DateComponents> = [
            DateComponents(calendar: calendar, year: 2024, month: 6, day: 3),
            DateComponents(calendar: calendar, year: 2024, month: 6, day: 5),
            DateComponents(calendar: calendar, year: 2024, month: 7, day: 1),
        ]
        let picker = MultiDatePicker("Trip days", selection: .constant(days))
            .environment(\.calendar, calendar)
            .padding(.horizontal, 20)
        let drawn = phoneTexts(picker)
        // The earliest selection's month; the label is not drawn.
        #expect(drawn.map(\.0).contains("June 2024") && !drawn.map(\.0).contains("Trip days"))
        let images = try renderPhoneLightAndDark(picker, name: "MultiDatePicker")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let blue = dark ? [10, 132, 255] : [0, 122, 255]
            for day in ["3", "5"] {
                let f = try #require(frame(drawn, day))
                // The tint circle (40 across) around the white number.
                #expect(close(at(image, f.midX - 15, f.midY), blue, .composited), "\(dark) day \(day)")
            }
            for day in ["4", "1"] {
                let f = try #require(frame(drawn, day))
                #expect(!close(at(image, f.midX - 15, f.midY), blue, .composited), "\(dark) day \(day)")
            }
        }
    }

    @Test func listSelectionTagsForEachRowsByIdentifier() throws {
        // `List(selection:) { ForEach(items) { … } }` with no explicit tags: SwiftUI tags
        // each row with its element's id, so the selected entry draws on the accent fill.
        let entries = WaypointSamples.journal.entries
        let list = List(selection: .constant(Set([entries[1].id]))) {
            Section("Entries") {
                ForEach(entries) { Text($0.title) }
            }
        }
        let drawn = phoneTexts(list)
        let selected = try #require(frame(drawn, "Lakeside loop")), other = try #require(frame(drawn, "Summit attempt"))
        let images = try renderPhoneLightAndDark(list, name: "ImplicitTags")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            #expect(close(at(image, 300, selected.midY), dark ? [10, 132, 255] : [0, 122, 255], .composited), "\(dark)")
            #expect(close(at(image, 300, other.midY), dark ? [28, 28, 30] : [255, 255, 255], .composited), "\(dark)")
        }
    }

    @Test func emberDrawsItsOwnControlStyles() throws {
        let drawn = phoneTexts(EmberRoomView())
        let strings = drawn.map(\.0)
        // Measurements in en_US: 20.5 °C narrow is 68.9°, 22 °C abbreviated 71.6°F.
        for s in ["68.9°", "71.6°F", "46%", "Night schedule", "18 °C", "Paste"] {
            #expect(strings.contains(s), "\(s) in \(strings)")
        }
        let title = try #require(frame(drawn, "Living Room"))
        #expect(abs(title.midX - 196.5) < 1 && title.minY > 59 && title.maxY < 103)
        // The stacked labeled content: label above its value, both leading-aligned.
        let target = try #require(frame(drawn, "Target")), value = try #require(frame(drawn, "71.6°F"))
        #expect(target.minX == value.minX && target.maxY <= value.minY)
        // Two tiles share the padded width 16…377 with 12 between: centres 103.25 and 289.75.
        let eco = try #require(frame(drawn, "Eco")), away = try #require(frame(drawn, "Away"))
        #expect(abs(eco.midX - 103.25) < 1 && abs(away.midX - 289.75) < 1, "\(eco) \(away)")
        // The wheel picker centres its selection in its 120-point frame.
        let night = try #require(frame(drawn, "Night schedule")), selected = try #require(frame(drawn, "18 °C"))
        #expect(abs(selected.midY - (night.maxY + 8 + 60)) < 1.5, "\(selected) \(night)")

        let images = try renderPhoneLightAndDark(EmberRoomView(), name: "EmberRoom")
        let now = try #require(frame(drawn, "Now")), paste = try #require(frame(drawn, "symbol doc.on.clipboard"))
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The card style: secondarySystemBackground, 16 points of padding.
            #expect(close(at(image, 22, now.midY), dark ? [28, 28, 30] : [242, 242, 247], .composited), "\(dark)")
            // Its orange label (systemOrange 255,149,0 / 255,159,10).
            let ink = reddest(image, in: now)
            #expect(close(ink, dark ? [255, 159, 10] : [255, 149, 0], 12), "\(dark) \(ink)")
            // The tiles: orange at 15 % over the background, in the container's rounded shape
            // (its corner shows the background).
            let tileMid = (eco.minY + eco.maxY) / 2 - 6
            #expect(close(at(image, 22, tileMid), dark ? [38, 24, 2] : [255, 239, 217], 4), "\(dark) \(at(image, 22, tileMid))")
            #expect(close(at(image, 16.5, tileMid - 39.5), dark ? [0, 0, 0] : [255, 255, 255], .composited), "\(dark) corner")
            // The paste button's tint capsule left of its symbol.
            #expect(close(at(image, paste.minX - 5, paste.midY), dark ? [10, 132, 255] : [0, 122, 255], .composited), "\(dark)")
        }
    }
}
