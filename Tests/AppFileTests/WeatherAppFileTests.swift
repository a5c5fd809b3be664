import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// The weather app's files, rendered light and dark as one still frame: tasks and `onAppear`
/// never run, gestures and presentations draw nothing, `@GestureState` and `@FocusState` hold
/// their initial values, and redaction draws placeholders. Colours come from iOS's system
/// palette (systemGray 142,142,147; systemRed 255,59,48 / 255,69,58; systemBlue 0,122,255 /
/// 10,132,255; systemGreen 52,199,89 / 48,209,88) composited as the code asks.
@Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct WeatherAppFileTests {
    /// `color` at `opacity` over an opaque `background`, 0–255 with alpha 255.
    private func over(_ color: [Double], _ background: [Double], _ opacity: Double) -> [Double] {
        (0..<3).map { color[$0] * opacity + background[$0] * (1 - opacity) }
    }

    private func pixel(_ c: [Double]) -> [Int] { c.map { Int($0.rounded()) } + [255] }

    /// The longest horizontal run of `color` in rows `y`.
    private func longestRowRun(_ image: RenderedImage, y: ClosedRange<Int>, _ color: [Int]) -> Int {
        var best = 0
        for row in y {
            var run = 0
            for x in 0..<image.width {
                run = close(rgba(image, x, row), color, .composited) ? run + 1 : 0
                best = max(best, run)
            }
        }
        return best
    }

    /// Whether the region (in pixels) holds a pixel of `color`.
    private func regionContains(_ image: RenderedImage, x: ClosedRange<Int>, y: ClosedRange<Int>, _ color: [Int], _ tolerance: ColorTolerance = .composited) -> Bool {
        y.contains { row in x.contains { close(rgba(image, $0, row), color, tolerance) } }
    }

    /// The longest vertical run of `color` in column `x`.
    private func longestRun(_ image: RenderedImage, x: Int, _ color: [Int]) -> Int {
        var best = 0, run = 0
        for y in 0..<image.height {
            run = close(rgba(image, x, y), color, .composited) ? run + 1 : 0
            best = max(best, run)
        }
        return best
    }

    private let white: [Double] = [255, 255, 255], black: [Double] = [0, 0, 0]
    private let systemGray: [Double] = [142, 142, 147]

    @Test func forecastCardShowsRedactedPlaceholdersWhileLoading() throws {
        let loading = try renderLightAndDark(WeatherForecastCard(), name: "WeatherForecastCard-loading")
        let loaded = try renderLightAndDark(WeatherForecastCard(preloaded: .lisbon), name: "WeatherForecastCard-loaded")
        #expect(loading.light.width == 786 && loaded.light.width == 786)
        // `.task` never runs in a still render: the card stays in its loading state, the same
        // size as the loaded card (redaction keeps every frame).
        let heights = (loading.light.height, loaded.light.height)
        #expect(heights.0 == heights.1)
        for (scheme, image, loadedImage) in [("light", loading.light, loaded.light), ("dark", loading.dark, loaded.dark)] {
            let page = scheme == "light" ? white : black
            let label = scheme == "light" ? black : white
            let card = over(systemGray, page, 0.15)
            let bar = pixel(over(label, card, 0.16))
            // Column 10 pt into the content (16 pt padding): the city name's bar, at least
            // a cap height tall (22 pt title2: cap height 15.5 pt = 31 px), in the label colour
            // at the placeholder opacity over the card.
            let loadingRun = longestRun(image, x: 52, bar), loadedRun = longestRun(loadedImage, x: 52, bar)
            #expect(loadingRun >= 28, "\(scheme): no title bar of \(bar)")
            // Loaded, the same column crosses glyphs, not a bar.
            #expect(loadedRun < 10, "\(scheme): loaded card shows a bar")
            // The card's own fill is not redacted (shapes draw as usual).
            let fill = rgba(image, 700, 300)
            #expect(close(fill, pixel(card), .composited))
        }
    }

    @Test func citySearchFieldIsUnfocusedInAStillRender() throws {
        let images = try renderLightAndDark(WeatherCitySearch(), name: "WeatherCitySearch")
        // @FocusState starts at nil: the field's accent border (clear when unfocused) is not
        // drawn, so its left edge (x = 16.5 pt, middle of the 42 pt field) shows the fill.
        #expect(close(rgba(images.light, 33, 74), pixel(over(systemGray, white, 0.12)), .composited))
        #expect(close(rgba(images.dark, 33, 74), pixel(over(systemGray, black, 0.12)), .composited))
        let focusRing = regionContains(images.light, x: 30...36, y: 40...100, [0, 122, 255, 255], 20)
        #expect(!focusRing)
    }

    @Test func alertBannerDrawsOnlyTheBanner() throws {
        let images = try renderLightAndDark(WeatherAlertBanner(title: "Strong winds this evening", severity: .warning).padding(),
                                            name: "WeatherAlertBanner")
        // The banner's red fill, 10 pt inside its top edge; the alert and the confirmation
        // dialog are presentations and are not drawn.
        #expect(close(rgba(images.light, 393, 52), [255, 59, 48, 255], .composited))
        #expect(close(rgba(images.dark, 393, 52), [255, 69, 58, 255], .composited))
        #expect(images.light.height < 200)
        let corner = rgba(images.light, 4, images.light.height - 4)
        #expect(corner == [255, 255, 255, 255])
    }

    @Test func hourlyStripShowsMoreHoursOnARegularWidth() throws {
        let compact = try renderLightAndDark(WeatherHourlyStrip(), name: "WeatherHourlyStrip-compact", width: nil)
        let regular = try renderLightAndDark(WeatherHourlyStrip().environment(\.horizontalSizeClass, .regular),
                                             name: "WeatherHourlyStrip-regular", width: nil)
        // iPhone portrait: compact width, 4 hours of 56 pt plus 8 pt padding each side.
        #expect(compact.light.width == (4 * 56 + 16) * 2)
        #expect(regular.light.width == (8 * 56 + 16) * 2)
        // The current hour's highlight: systemBlue at 20 % over the page, 4 pt inside its
        // leading edge, half-way down.
        let y = compact.light.height / 2
        #expect(close(rgba(compact.light, 24, y), pixel(over([0, 122, 255], white, 0.2)), .composited))
        #expect(close(rgba(compact.dark, 24, y), pixel(over([10, 132, 255], black, 0.2)), .composited))
    }

    @Test func radarMapRestsWithNoGestureOffset() throws {
        let images = try renderLightAndDark(WeatherRadarMap(), name: "WeatherRadarMap")
        let map: [Double] = [0.13 * 255, 0.25 * 255, 0.2 * 255]
        // @GestureState and the committed offset are zero: the storm cell sits at the map's
        // centre, (16 + 361 / 2, 16 + 240 / 2) pt, systemGreen at 80 %.
        #expect(close(rgba(images.light, 393, 272), pixel(over([52, 199, 89], map, 0.8)), .composited))
        #expect(close(rgba(images.dark, 393, 272), pixel(over([48, 209, 88], map, 0.8)), .composited))
        // 25 pt to the right: outside the 20 pt cell and inside the first 30 pt ring.
        #expect(close(rgba(images.light, 443, 272), pixel(map), .composited))
        #expect(images.light.height == (240 + 32) * 2)
        // An optional @GestureState without an initial value is nil: the title shows.
        let pin = try renderLightAndDark(WeatherPinDropper(title: "Long-press to drop a pin"), name: "WeatherPinDropper", width: nil)
        let plain = try renderLightAndDark(Text("Long-press to drop a pin").padding(), name: "WeatherPinDropper-reference", width: nil)
        #expect(pin.light.width == plain.light.width)
        let samePixels = pin.light.rgba == plain.light.rgba
        #expect(samePixels)
    }

    @Test func settingsPresentationsAreNotDrawn() throws {
        let button = try renderLightAndDark(WeatherSettingsButton(), name: "WeatherSettingsButton")
        // Only the header row: the sheet, cover and popover are separate presentations.
        #expect(button.light.height < 140)
        let sheet = try renderLightAndDark(WeatherUnitsSheet(unit: .constant(.celsius)), name: "WeatherUnitsSheet")
        // The sheet's content rendered on its own: the checkmark of the selected unit in the
        // accent colour near the trailing edge; detents and drag indicator draw nothing.
        #expect(sheet.light.width == 786)
        let lightCheck = regionContains(sheet.light, x: 700...746, y: 60...200, [0, 122, 255, 255], 6)
        let darkCheck = regionContains(sheet.dark, x: 700...746, y: 60...200, [10, 132, 255, 255], 6)
        #expect(lightCheck)
        #expect(darkCheck)
    }

    @Test func locationDetailRedactsOnlyPrivacySensitiveText() throws {
        let plain = try renderLightAndDark(WeatherLocationDetail(), name: "WeatherLocationDetail")
        let privacy = try renderLightAndDark(WeatherLocationDetail().redacted(reason: .privacy), name: "WeatherLocationDetail-privacy")
        #expect(plain.light.height == privacy.light.height)
        // The address (secondary label: 60,60,67 at 60 %) becomes a bar at 16 % of that.
        let lightBar = pixel(over([60, 60, 67], white, 0.6 * 0.16))
        let darkBar = pixel(over([235, 235, 245], black, 0.6 * 0.16))
        // A bar at least 100 px long in the address's rows; none in the plain render.
        let lightRun = longestRowRun(privacy.light, y: 80...110, lightBar)
        let darkRun = longestRowRun(privacy.dark, y: 80...110, darkBar)
        let plainRun = longestRowRun(plain.light, y: 80...110, lightBar)
        #expect(lightRun > 100)
        #expect(darkRun > 100)
        #expect(plainRun < 20)
        // The house icon is unredacted: systemBlue pixels remain.
        let iconBlue = regionContains(privacy.light, x: 32...80, y: 40...100, [0, 122, 255, 255], 4)
        #expect(iconBlue)
    }

    @Test func locationDetailStacksAtAccessibilitySizes() throws {
        let plain = try renderLightAndDark(WeatherLocationDetail(), name: "WeatherLocationDetail")
        let large = try renderLightAndDark(WeatherLocationDetail().environment(\.dynamicTypeSize, .accessibility2),
                                           name: "WeatherLocationDetail-ax")
        // Default `.large`: one row. At accessibility2 the AnyLayout switches to a VStack:
        // three rows (icon, texts, humidity), so the view is taller.
        #expect(large.light.height > plain.light.height + 40)
    }
}
