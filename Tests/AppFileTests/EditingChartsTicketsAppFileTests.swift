import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// `Switchback…` (a hiking route: an inline title with a `toolbarTitleMenu`, a `figure.hiking`
/// chip, an elevation `AreaMark(yStart:yEnd:)` under a `LineMark` with a `chartOverlay` scrub
/// line drawn from the `ChartProxy`, `Text(_:format: .list(type: .and))`, a `GroupBox` on a
/// `backgroundStyle`), `Marginalia…` (saved highlights: `List(selection:)` in edit mode held by
/// the screen's `@State`, `onDelete`/`onMove` with `deleteDisabled`/`moveDisabled`, a bottom bar
/// counting the selection) and `Jetway…` (boarding passes: a custom ticket `Shape` built with
/// `addArc(tangent1End:…)`, a fill carrying `.shadow(.drop(…))`, `.rect(cornerRadii:)`,
/// `Image(systemName:variableValue:)`, `fontWidth`, times in each airport's time zone,
/// `scrollClipDisabled`, `contentMargins`) and `Lullaby…` (sleep sounds: `preferredColorScheme(.dark)`,
/// `ProgressView(timerInterval:countsDown:)`, `.toggleStyle(.button)` chips in a horizontal
/// scroll view, `listRowSpacing`, `listSectionSeparator`, `scrollContentBackground(.hidden)`
/// over a gradient, `Slider` value labels), on the 393 × 852 iPhone canvas.
/// Expected values are UIKit's and SwiftUI's: a bar title centred on the screen (196.5), list
/// content at the 20-point layout margin, the selection control's 38-point indent
/// (docs/controls.md), systemOrange 255,149,0 / 255,159,10, systemRed 255,59,48 / 255,69,58,
/// systemBlue 0,122,255 / 10,132,255, systemGroupedBackground 242,242,247 / 0,0,0.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct EditingChartsTicketsAppFileTests {
    @Test func switchbackRouteShowsTheScrubbedSummit() throws {
        let view = SwitchbackRouteView(route: .sample)
        let drawn = phoneTexts(view)
        // The inline title and its menu's chevron, 4 points apart and centred together.
        let title = try #require(frame(drawn, "North Cascades")), chevron = try #require(frame(drawn, "symbol chevron.down"))
        #expect(abs(chevron.minX - title.maxX - 4) < 0.5 && abs((title.minX + chevron.maxX) / 2 - 196.5) < 1, "\(title) \(chevron)")
        #expect(abs(chevron.midY - title.midY) < 1.5, "\(title) \(chevron)")
        // The hiker symbol leads the difficulty chip, 10 points inside the capsule.
        let hiker = try #require(frame(drawn, "symbol figure.hiking")), moderate = try #require(frame(drawn, "Moderate"))
        #expect(abs(hiker.minX - 26) < 0.5 && hiker.maxX < moderate.minX && abs(hiker.midY - moderate.midY) < 1.5, "\(hiker) \(moderate)")
        // Highlights joined as an English list; the stats in three equal columns.
        #expect(frame(drawn, "Waterfall, Alpine lake, and Wildflowers") != nil, "\(drawn.map(\.0))")
        let length = try #require(frame(drawn, "8.4 mi")), gain = try #require(frame(drawn, "2,140 ft")), time = try #require(frame(drawn, "4.5 h"))
        #expect(abs((gain.midX - length.midX) - (time.midX - gain.midX)) < 1 && abs(gain.midX - 196.5) < 1, "\(length) \(gain) \(time)")
        // The x axis: mile 4's label centred on its tick.
        let four = try #require(frame(drawn, "4"))
        let images = try renderPhoneLightAndDark(view, name: "SwitchbackRoute")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The chip and the group box: systemOrange at 15% over the page.
            let chip = dark ? [38, 24, 2] : [255, 239, 217]
            #expect(close(at(image, 20, moderate.midY), chip, 3), "\(dark) \(at(image, 20, moderate.midY))")
            #expect(close(at(image, 24, 515), chip, 3), "\(dark) group box \(at(image, 24, 515))")
            // The hiker's ink in systemOrange.
            #expect(close(reddest(image, in: hiker), dark ? [255, 159, 10] : [255, 149, 0], 4), "\(dark) \(reddest(image, in: hiker))")
            // The overlay's scrub line at mile 4 (from proxy.position(forX:)) runs down the plot
            // through the summit: the most contrasting pixel across the row at 330.
            func contrast(_ p: [Int]) -> Int { dark ? p[0] + p[1] + p[2] : 765 - p[0] - p[1] - p[2] }
            let row = (150...192).map { (x: Double($0), c: contrast(at(image, Double($0) + 0.25, 330))) }
            let line = try #require(row.max { $0.c < $1.c })
            #expect(abs(line.x + 0.5 - four.midX) < 1.5, "\(dark) scrub line at \(line.x), tick \(four.midX)")
            // The summit (the line's highest green pixel) is on the scrub line.
            var summitY = 999.0, summitX = 0.0
            for x in stride(from: 20.0, through: 330, by: 1) {
                for y in stride(from: 250.0, through: 300, by: 0.5) {
                    let p = at(image, x, y)
                    if p[1] > p[0] + 60 && p[1] > p[2] + 60 && y < summitY { summitY = y; summitX = x }
                }
            }
            #expect(abs(summitX - four.midX) < 3, "\(dark) summit at \(summitX)")
            // Below the line the band is tinted green down to its 3,000-ft start; the area is
            // page-coloured under the x axis.
            let band = at(image, four.midX + 60, 360)
            #expect(band[1] > band[0] + 8, "\(dark) band \(band)")
        }
    }

    @Test func marginaliaSelectsHighlightsInEditMode() throws {
        let view = MarginaliaHighlightsView(library: .sample, selection: [2, 3], editing: true)
        let drawn = phoneTexts(view)
        let names = drawn.map(\.0)
        // Edit mode from the screen's own @State reaches the EditButton and the list: rows at
        // the 20-point margin plus the 38-point selection indent; "Done"; the bottom bar.
        let quote = try #require(frame(drawn, "“Not all those who wander are lost.”"))
        #expect(abs(quote.minX - 58) < 0.5, "\(quote)")
        let done = try #require(frame(drawn, "Done")), export = try #require(frame(drawn, "Export 2")), delete = try #require(frame(drawn, "Delete"))
        #expect(abs(done.maxX - 377) < 0.5 && abs(export.minX - 16) < 0.5 && abs(delete.maxX - 377) < 0.5, "\(done) \(export) \(delete)")
        // Tags as English lists.
        #expect(names.contains("travel and poems") && names.contains("endings, water, and memory"), "\(names)")
        // Three movable rows show reorder controls; the syncing row (moveDisabled) does not.
        #expect(names.filter { $0 == "symbol line.3.horizontal" }.count == 3, "\(names)")
        let handles = drawn.filter { $0.0 == "symbol line.3.horizontal" }.map(\.1)
        let ishmael = try #require(frame(drawn, "“Call me Ishmael.”"))
        #expect(handles.allSatisfy { $0.maxY < ishmael.minY } && handles.allSatisfy { abs($0.maxX - 373) < 0.5 }, "\(handles)")
        // Two checkmarks, on the two selected rows.
        let checks = drawn.filter { $0.0 == "symbol checkmark" }.map(\.1)
        #expect(checks.count == 2 && abs(checks[0].midY - (quote.minY + 22)) < 12, "\(checks) \(quote)")
        let first = try #require(frame(drawn, "“It was the best of times, it was the worst of times.”"))
        let firstTags = try #require(drawn.first { $0.0 == "openings" }?.1)
        let ringY = (first.minY + firstTags.maxY) / 2
        let images = try renderPhoneLightAndDark(view, name: "MarginaliaHighlights")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // Row 1's empty ring (systemGray3) and row 2's tint disc around its white check.
            #expect(close(at(image, 20.75, ringY), dark ? [72, 72, 74] : [199, 199, 204], 5), "\(dark) ring \(at(image, 20.75, ringY))")
            #expect(close(at(image, 24, checks[0].midY), dark ? [10, 132, 255] : [0, 122, 255], 4), "\(dark) disc")
            // Selected rows keep the plain list's background (no accent fill while editing).
            #expect(at(image, 300, checks[0].midY) == (dark ? [0, 0, 0] : [255, 255, 255]), "\(dark) \(at(image, 300, checks[0].midY))")
            // The destructive bottom-bar button in systemRed.
            #expect(close(reddest(image, in: delete), dark ? [255, 69, 58] : [255, 59, 48], 4), "\(dark) \(reddest(image, in: delete))")
        }
        // Outside edit mode: no circles, no reorder controls, no bottom bar; "Edit".
        let idle = phoneTexts(MarginaliaHighlightsView(library: .sample))
        let idleQuote = try #require(frame(idle, "“Not all those who wander are lost.”"))
        #expect(abs(idleQuote.minX - 20) < 0.5 && frame(idle, "Edit") != nil && frame(idle, "Export 0") == nil, "\(idleQuote)")
        #expect(!idle.contains { $0.0 == "symbol line.3.horizontal" || $0.0 == "symbol checkmark" })
    }

    @Test func jetwayPassesDrawTicketsWithShadowsAndLocalTimes() throws {
        let view = JetwayPassesView(flights: JetwayFlight.samples)
        let drawn = phoneTexts(view)
        // Times in each departure airport's zone: 09:10 in San Francisco, 20:00 in New York.
        #expect(frame(drawn, "9:10 AM") != nil && frame(drawn, "8:00 PM") != nil, "\(drawn.map(\.0))")
        // Cards 345 wide (the screen minus 24-point content margins), content 20 inside; the
        // second card starts 16 points after the first and peeks in at the trailing edge.
        let flight = try #require(frame(drawn, "JW 214")), wifi = try #require(frame(drawn, "symbol wifi"))
        #expect(abs(flight.minX - 44) < 0.5 && abs(wifi.maxX - 349) < 0.5, "\(flight) \(wifi)")
        let next = try #require(frame(drawn, "JW 87"))
        #expect(abs(next.minX - (24 + 345 + 16 + 20)) < 0.5, "\(next)")
        let cardTop = flight.minY - 20, notchY = cardTop + 190
        let gate = try #require(frame(drawn, "B12"))
        let cardBottom = gate.maxY + 20
        let images = try renderPhoneLightAndDark(view, name: "JetwayPasses")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let card = dark ? [28, 28, 30] : [255, 255, 255]
            let page = dark ? [0, 0, 0] : [242, 242, 247]
            // The card, the peeking second card, and the notch cut into the left edge.
            #expect(at(image, 60, notchY - 30) == card && at(image, 389, notchY - 30) == card, "\(dark)")
            #expect(at(image, 26, notchY) != card && at(image, 36, notchY - 8) == card, "\(dark) \(at(image, 26, notchY))")
            // The tear line: 6-point dashes with 4-point gaps from x = 40.
            #expect(at(image, 43, notchY) != card && at(image, 48, notchY) == card, "\(dark) \(at(image, 43, notchY))")
            // The airline strip along the top edge, blue.
            let strip = at(image, 196, cardTop + 2)
            #expect(strip[2] > 200 && strip[0] < 120, "\(dark) strip \(strip)")
            // The barcode's bars at the bottom right.
            #expect((277...349).contains { at(image, Double($0), cardBottom - 30) == (dark ? [255, 255, 255] : [0, 0, 0]) }, "\(dark)")
            if !dark {
                // The fill's drop shadow darkens the page just below the card (black @12%, radius 10, y 4).
                let below = at(image, 196, cardBottom + 3)
                #expect(below[0] < page[0] - 8 && at(image, 196, cardBottom + 40) == page, "shadow \(below)")
            }
        }
        // Image(systemName: "wifi", variableValue: 0.66) in .hierarchical mode: iOS leaves the
        // outer arc unfilled (dimmed) and draws the two inner arcs and the dot at full strength.
        let outer = at(images.light, 338, wifi.minY + 2.5), dot = at(images.light, wifi.midX, wifi.maxY - 2)
        #expect(outer[0] > 100, "outer arc \(outer)")
        #expect(dot[0] < 60 && dot[2] > 200, "dot \(dot)")
    }

    @Test func lullabyCountsDownOnSpacedCards() throws {
        // 15 of the session's 45 minutes have passed.
        let now = Date(timeIntervalSince1970: 1_781_740_800 + 15 * 60)
        let view = LullabySleepView(session: .tonight).environment(\.renderDate, now)
        let drawn = phoneTexts(view)
        let names = drawn.map(\.0)
        // Counting down: 30 minutes left; the header uppercased; the footer.
        #expect(names.contains("30:00") && names.contains("SOUNDS") && names.contains("Sounds fade over the last five minutes."), "\(names)")
        let fading = try #require(frame(drawn, "Fading out")), left = try #require(frame(drawn, "30:00"))
        let rain = try #require(frame(drawn, "Rain")), waves = try #require(frame(drawn, "Waves"))
        let stop = try #require(frame(drawn, "Stop at sunrise"))
        // Row text at the card's 20-point inset.
        #expect(abs(fading.minX - 40) < 0.5 && abs(stop.minX - 40) < 0.5, "\(fading) \(stop)")
        let speakers = drawn.filter { $0.0 == "symbol speaker.fill" }.map(\.1)
        try #require(speakers.count == 2)
        let images = try renderPhoneLightAndDark(view, name: "LullabySleep")
        for (scheme, image) in [("light", images.light), ("dark", images.dark)] {
            // preferredColorScheme(.dark) wins over the renderer's scheme: dark cards
            // (secondarySystemGroupedBackground 28,28,30) in both renders.
            #expect(at(image, 30, fading.midY) == [28, 28, 30], "\(scheme) \(at(image, 30, fading.midY))")
            // The list's own background is hidden: the night gradient shows beside the cards.
            let side = at(image, 8, stop.midY)
            #expect(side[2] > side[0] + 30 && side[0] < 80, "\(scheme) gradient \(side)")
            // The countdown bar, indigo (94,92,230 in dark) for the remaining two thirds of
            // the 313-point track (40…353): filled at 240, empty at 262.
            let barY = try #require(stride(from: fading.maxY, to: left.minY, by: 0.5).first { close(at(image, 100, $0), [94, 92, 230], 12) })
            #expect(close(at(image, 240, barY), [94, 92, 230], 12) && !close(at(image, 262, barY), [94, 92, 230], 40), "\(scheme) \(at(image, 262, barY))")
            // Chips: the playing sound's toggle is on (a tinted fill behind it), Waves is off.
            let onChip = at(image, rain.minX - 33, rain.midY), offChip = at(image, waves.minX - 33, waves.midY)
            #expect(onChip != [28, 28, 30] && onChip[2] > onChip[0] + 20, "\(scheme) on \(onChip)")
            #expect(offChip == [28, 28, 30], "\(scheme) off \(offChip)")
            // listRowSpacing(8): the gradient shows between the chips' card and the first
            // volume card.
            let gap = at(image, 200, speakers[0].midY - 26)
            #expect(gap != [28, 28, 30] && gap[2] > gap[0], "\(scheme) gap \(gap)")
            // The volume thumbs (white): rain at 70% lies right of the fireplace at 35%.
            func thumb(_ y: Double) -> Double? {
                let xs = stride(from: 100.0, through: 320, by: 0.5).filter { at(image, $0, y) == [255, 255, 255] }
                return xs.isEmpty ? nil : (xs.first! + xs.last!) / 2
            }
            let rainThumb = try #require(thumb(speakers[0].midY)), fireThumb = try #require(thumb(speakers[1].midY))
            #expect(rainThumb > fireThumb + 50, "\(scheme) \(rainThumb) \(fireThumb)")
        }
    }
}
