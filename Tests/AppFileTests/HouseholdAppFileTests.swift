import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// Everyday household apps written the iOS 17/18 way (a bank account's activity, a podcast
/// player, a smart-home device grid, an interval workout timer), rendered light and dark on the
/// iPhone canvas of `renderPhoneLightAndDark` (393 × 852 points at 2x, 59-point status bar,
/// 34-point home indicator). Expected colours are iOS's system palette: systemGroupedBackground
/// 242,242,247 / 0,0,0; secondarySystemGroupedBackground 255,255,255 / 28,28,30; systemGreen
/// 52,199,89 / 48,209,88; systemBlue 0,122,255 / 10,132,255; systemOrange 255,149,0 / 255,159,10.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct HouseholdAppFileTests {
    /// The pixel at a point (in points) of a 2x render.
    private func at(_ image: RenderedImage, _ x: Double, _ y: Double) -> [Int] { rgba(image, Int(x * 2), Int(y * 2)) }

    /// Whether the rectangle (in points) holds a pixel of `color`.
    private func contains(_ image: RenderedImage, _ rect: CGRect, _ color: [Int], _ tolerance: ColorTolerance = .composited) -> Bool {
        let xs = Int(rect.minX * 2)...Int(rect.maxX * 2), ys = Int(rect.minY * 2)...Int(rect.maxY * 2)
        return ys.contains { row in xs.contains { close(rgba(image, $0, row), color, tolerance) } }
    }

    /// Whether pixel column `x` (in points) holds a pixel unlike `card` between `y` points:
    /// a row separator crossing it.
    private func crossesLine(_ image: RenderedImage, x: Double, y: ClosedRange<Double>, card: [Int]) -> Bool {
        (Int(y.lowerBound * 2)...Int(y.upperBound * 2)).contains { !close(rgba(image, Int(x * 2), $0), card, 6) }
    }

    // MARK: Penny bank activity

    @Test func pennyGroupsTransactionsByDay() throws {
        let images = try renderPhoneLightAndDark(PennyActivityScreen(), name: "PennyActivity")
        let drawn = phoneTexts(PennyActivityScreen())
        // One section per day, newest first; inset-grouped headers are upper-cased, as on iOS,
        // and carry the day's net, formatted as US dollars.
        let monday = try #require(frame(drawn, "MONDAY, JUNE 10"), "\(drawn.map(\.0))")
        let sunday = try #require(frame(drawn, "SUNDAY, JUNE 9"))
        let saturday = try #require(frame(drawn, "SATURDAY, JUNE 8"))
        #expect(monday.maxY < sunday.minY && sunday.maxY < saturday.minY)
        // Headers line up with the row text: the 20-point card inset plus 20 (controls.md §3.3).
        #expect(monday.minX == 40 && sunday.minX == 40, "\(monday)")
        let nets = ["-$26.30", "$2,431.25", "-$1,224.00"].compactMap { frame(drawn, $0) }
        #expect(nets.count == 3 && nets.allSatisfy { abs($0.maxX - 353) < 1 }, "\(nets)")
        // Row amounts line up on their trailing edge before the disclosure chevron.
        let amounts = ["-$23.40", "-$2.90", "$2,450.00", "-$18.75"].compactMap { frame(drawn, $0) }
        #expect(amounts.count == 4 && Set(amounts.map(\.maxX)).count == 1, "\(amounts)")
        let income = try #require(frame(drawn, "$2,450.00"))
        // The balance card's figure, in a 34-point rounded bold font.
        let balance = try #require(frame(drawn, "$3,184.52"))
        #expect(balance.height > 38 && balance.height < 44, "\(balance)")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // systemGroupedBackground around the sections, secondarySystemGroupedBackground rows.
            #expect(close(at(image, 10, 400), dark ? [0, 0, 0, 255] : [242, 242, 247, 255], .composited), "\(dark): \(at(image, 10, 400))")
            #expect(close(at(image, 28, monday.maxY + 30), dark ? [28, 28, 30, 255] : [255, 255, 255, 255], .composited),
                    "\(dark): row \(at(image, 28, monday.maxY + 30))")
            // The separator between the first two rows starts under the merchant's name (the
            // row's first text, at 88), not under the category badge, as on iOS.
            let grocer = try #require(frame(drawn, "Groceries")), metro = try #require(frame(drawn, "Metro Card"))
            let card = dark ? [28, 28, 30, 255] : [255, 255, 255, 255]
            #expect(crossesLine(image, x: 150, y: grocer.maxY...metro.minY, card: card), "\(dark): separator")
            #expect(!crossesLine(image, x: 82, y: grocer.maxY...metro.minY, card: card), "\(dark): no separator under the badge")
            // Income is drawn in systemGreen.
            let green = dark ? [48, 209, 88, 255] : [52, 199, 89, 255]
            #expect(contains(image, income, green, 8), "\(dark): income colour")
            // The card's gradient starts at (0.11, 0.37, 0.33) in its top-leading corner.
            #expect(close(at(image, balance.minX - 8, balance.minY - 14), [28, 94, 84, 255], 14),
                    "\(dark): card \(at(image, balance.minX - 8, balance.minY - 14))")
        }
    }

    // MARK: Echo podcast player

    @Test func echoListenNowCarouselAndMiniPlayer() throws {
        let images = try renderPhoneLightAndDark(EchoRootTabs(), name: "EchoListenNow")
        let drawn = phoneTexts(EchoRootTabs())
        // Two cards per screen: `containerRelativeFrame(.horizontal, count: 2, spacing: 12)`
        // divides the scroll view's width less its 20-point content margins,
        // (393 − 40 − 12) / 2 = 170.5 points, so the second card starts at 20 + 170.5 + 12.
        let first = try #require(frame(drawn, "Field Notes"), "\(drawn.map(\.0))")
        let second = try #require(frame(drawn, "Night Shift"))
        let third = try #require(frame(drawn, "Kitchen Table"))
        #expect(first.minX == 20 && abs(second.minX - 202.5) <= 0.5 && abs(third.minX - 385) <= 0.5, "\(second) \(third)")
        // The artwork is square (aspectRatio 1, .fit): 170.5 tall, 6 points above its title.
        let artworkTop = first.minY - 6 - 170.5
        // Durations: 65% of 49 minutes left rounds to 32; 4,380 s is 1 hr, 13 min.
        #expect(frame(drawn, "32 min left") != nil && frame(drawn, "1 hr, 13 min") != nil && frame(drawn, "Played") != nil)
        // The mini player sits in the bottom safe-area inset, above the 49-point tab bar
        // (852 − 34 − 49 = 769), under the scrolled episodes.
        let titles = drawn.filter { $0.0 == "The Quiet Return of the Otters" }.map(\.1)
        #expect(titles.count == 2 && titles[1].maxY < 769 && titles[1].minY > 700, "\(titles)")
        let listenNow = try #require(drawn.last { $0.0 == "Listen Now" }?.1)
        let library = try #require(frame(drawn, "Library"))
        #expect(listenNow.minY > 769 && library.minY > 769)
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The artwork's vertical gradient: (0.16, 0.55, 0.38) at its top edge.
            #expect(close(at(image, 30, artworkTop + 4), [41, 140, 97, 255], 8), "\(dark): \(at(image, 30, artworkTop + 4))")
            #expect(close(at(image, 30, artworkTop + 166), [14, 78, 77, 255], 10), "\(dark): \(at(image, 30, artworkTop + 166))")
            // The selected tab is drawn in the tint (systemBlue), the others are not.
            let blue = dark ? [10, 132, 255, 255] : [0, 122, 255, 255]
            #expect(contains(image, listenNow, blue, 10), "\(dark): selected tab")
            #expect(!contains(image, library, blue, 40), "\(dark): unselected tab")
        }
    }

    @Test func echoNowPlayingScreen() throws {
        let images = try renderPhoneLightAndDark(EchoNowPlayingTestHost(), name: "EchoNowPlaying")
        let drawn = phoneTexts(EchoNowPlayingTestHost())
        // The times read 1,029 s (17:09) and the 1,911 s left of a 2,940 s episode, trailing
        // at the 28-point padding.
        let elapsed = try #require(frame(drawn, "17:09"), "\(drawn.map(\.0))")
        let left = try #require(frame(drawn, "-31:51"))
        #expect(elapsed.minX == 28 && left.maxX == 365, "\(elapsed) \(left)")
        // `ViewThatFits` keeps its first choice: the centred title.
        let title = try #require(frame(drawn, "The Quiet Return of the Otters"))
        #expect(abs(title.midX - 196.5) < 1, "\(title)")
        #expect(frame(drawn, "Chapters") != nil)
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The slider's track is filled with the tint up to 1,029 / 2,940 = 35% of its
            // width, not beyond.
            let blue = dark ? [10, 132, 255, 255] : [0, 122, 255, 255]
            let track = CGRect(x: 36, y: elapsed.minY - 40, width: 60, height: 36)
            #expect(contains(image, track, blue, 10), "\(dark): filled track")
            #expect(!contains(image, CGRect(x: 200, y: elapsed.minY - 40, width: 150, height: 36), blue, 30), "\(dark): empty track")
        }
    }

    // MARK: Hearth smart home

    @Test func hearthDeviceGrid() throws {
        let images = try renderPhoneLightAndDark(HearthHomeScreen(), name: "HearthHome")
        let drawn = phoneTexts(HearthHomeScreen())
        // Chips start at the 16-point padding plus their 14-point inset.
        #expect(frame(drawn, "All")?.minX == 30, "\(drawn.map(\.0))")
        // Two flexible columns with 12-point spacing in 393 − 32: 174.5-point tiles, so the
        // second column's text is 174.5 + 12 to the right of the first's.
        let light = try #require(frame(drawn, "Ceiling Light"))
        let thermostat = try #require(frame(drawn, "Thermostat"))
        let door = try #require(frame(drawn, "Front Door"))
        #expect(abs(thermostat.minX - light.minX - 186.5) <= 0.5 && light.minY == thermostat.minY, "\(light) \(thermostat)")
        #expect(door.minX == light.minX && door.minY > light.maxY + 30)
        #expect(frame(drawn, "Humidity 46%") != nil && frame(drawn, "21.5") != nil)
        let reading = try #require(frame(drawn, "21.5"))
        let mic = try #require(frame(drawn, "symbol mic"))
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // `.tint(.white)` around the view that declares the toolbar colours its buttons.
            #expect(contains(image, mic, [255, 255, 255, 255], 6), "\(dark): white toolbar button")
            #expect(!contains(image, mic, dark ? [10, 132, 255, 255] : [0, 122, 255, 255], 40), "\(dark): no blue")
            // The climate gauge's ring is drawn in its gradient tint (blue, green, orange over
            // the 270° open ring): green half-way, at the top of a 26-point-radius ring
            // around the reading; the white marker sits at 0.575 of the range. The card is
            // dark in both schemes, so its green is the dark systemGreen.
            let center = CGPoint(x: reading.midX, y: reading.midY)
            let top = at(image, center.x, center.y - 26)
            #expect(close(top, [48, 209, 88, 255], 16), "\(dark): ring top \(top)")
            // The 6-point ring stays inside the gauge's 58-point frame.
            #expect(close(at(image, center.x, center.y - 30.5), at(image, center.x, center.y - 40), .composited), "\(dark): outside the ring")
            let startEnd = (at(image, center.x - 18.4, center.y + 18.4), at(image, center.x + 18.4, center.y + 18.4))
            #expect(startEnd.0[2] > 200 && startEnd.0[0] < 60, "\(dark): low end is blue \(startEnd.0)")
            #expect(startEnd.1[0] > 200 && startEnd.1[2] < 60, "\(dark): high end is orange \(startEnd.1)")
            let angle = (90 + 360 * (0.125 + 0.75 * 0.575)) * Double.pi / 180
            #expect(close(at(image, center.x + 26 * cos(angle), center.y + 26 * sin(angle)), [255, 255, 255, 255], 10), "\(dark): marker")
            // A lit tile is near-white; an off tile is dark material over the wallpaper.
            let on = at(image, light.minX - 54, light.midY + 8)
            #expect(on[0] >= 240 && on[1] >= 240 && on[2] >= 240, "\(dark): lit tile \(on)")
            let off = at(image, door.minX - 54, door.midY + 8)
            #expect(off[0] < 130 && off[1] < 90 && off[2] < 100, "\(dark): off tile \(off)")
        }
    }

    // MARK: Tempo interval timer

    @Test func tempoTimerRingAndControls() throws {
        // 07:00 UTC on 11 June 2024; 795 seconds of workout left.
        let view = TempoTimerScreen(clock: Date(timeIntervalSince1970: 1_718_089_200))
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        let images = try renderPhoneLightAndDark(view, name: "TempoTimer")
        let drawn = phoneTexts(view)
        // 45 s left of the current 60 s work interval, round 2 of 8; the workout ends
        // 45 + 30 + 6 × 90 + 180 = 795 s after the clock: 7:13 AM.
        let countdown = try #require(frame(drawn, "0:45"), "\(drawn.map(\.0))")
        #expect(abs(countdown.midX - 196.5) < 1 && frame(drawn, "Round 2 of 8") != nil && frame(drawn, "WORK") != nil)
        #expect(frame(drawn, "Done at 7:13 AM") != nil)
        // Upcoming chips: 96 points wide, 10 apart, after a 16-point inset plus 12 of padding.
        let rests = drawn.filter { $0.0 == "Rest" }.map(\.1.minX)
        let works = drawn.filter { $0.0 == "Work" }.map(\.1.minX)
        #expect(rests.first == 28 && works.first == 134, "\(rests) \(works)")
        // The ring fills the GeometryReader's width less 2 × 32: a 329-point square centred on
        // the countdown's stack, stroked 18 wide inside it (centre line 155.5 from the centre).
        let top = try #require(frame(drawn, "WORK")), bottom = try #require(frame(drawn, "Round 2 of 8"))
        let center = CGPoint(x: 196.5, y: (top.minY + bottom.maxY) / 2)
        let cancel = try #require(frame(drawn, "Cancel")), pause = try #require(frame(drawn, "Pause"))
        #expect(cancel.midY == pause.midY && pause.maxX > 300, "\(cancel) \(pause)")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let red = dark ? [255, 69, 58, 255] : [255, 59, 48, 255]
            // A quarter done: the arc runs from 12 o'clock to 3 o'clock in systemRed...
            let diagonal = 155.5 / 2.0.squareRoot()
            #expect(close(at(image, center.x + diagonal, center.y - diagonal), red, 4), "\(dark): arc \(at(image, center.x + diagonal, center.y - diagonal))")
            // ...over a track of systemRed at 20% opacity.
            let track = dark ? [51, 14, 12, 255] : [255, 216, 214, 255]
            #expect(close(at(image, center.x - 155.5, center.y), track, 4), "\(dark): track \(at(image, center.x - 155.5, center.y))")
            // Clock-style round button: systemOrange at 30% on the background.
            let disc = dark ? [77, 48, 3, 255] : [255, 223, 179, 255]
            #expect(close(at(image, pause.midX - 32, pause.midY), disc, 4), "\(dark): pause disc \(at(image, pause.midX - 32, pause.midY))")
        }
    }

    @Test func tempoSettingsForm() throws {
        let view = TempoSettingsScreen().environment(\.timeZone, TimeZone(identifier: "UTC")!)
        let images = try renderPhoneLightAndDark(view, name: "TempoSettings")
        let drawn = phoneTexts(view)
        // `Section(header:footer:)` and the trailing-closure form draw the same: upper-cased
        // headers and footers at the row text's leading edge (40).
        for label in ["INTERVALS", "SOUND", "REMINDER", "Voice cues count down the last three seconds."] {
            #expect(frame(drawn, label)?.minX == 40, "\(label) \(drawn.map(\.0))")
        }
        // The DatePicker shows 07:00 UTC as a short time; the picker its selection.
        let time = try #require(frame(drawn, "7:00 AM"))
        #expect(time.maxX < 353 && frame(drawn, "Bell") != nil && frame(drawn, "Rounds: 8") != nil)
        let cues = try #require(frame(drawn, "Voice Cues"))
        let disabled = try #require(frame(drawn, "Time"))
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The toggle that is on shows its systemGreen track at the row's trailing edge.
            let green = dark ? [48, 209, 88, 255] : [52, 199, 89, 255]
            #expect(contains(image, CGRect(x: 305, y: cues.minY, width: 40, height: cues.height), green), "\(dark): toggle on")
            // The disabled DatePicker's label is dimmed: no full-strength label colour.
            let label = dark ? [255, 255, 255, 255] : [0, 0, 0, 255]
            #expect(!contains(image, disabled, label, 40), "\(dark): disabled label")
            #expect(contains(image, cues, label, 40), "\(dark): enabled label")
        }
    }

    // MARK: Cog settings

    @Test func cogSettingsRows() throws {
        let images = try renderPhoneLightAndDark(CogSettingsScreen(), name: "CogSettings")
        let drawn = phoneTexts(CogSettingsScreen())
        // The icon label style: a 29-point square, 16 points, then the title, after the
        // 20-point card inset and 20 of row margin: 40 + 29 + 16 = 85.
        for title in ["Airplane Mode", "Wi-Fi", "Bluetooth", "Notifications", "General"] {
            #expect(frame(drawn, title)?.minX == 85, "\(title) \(drawn.map(\.0))")
        }
        // Trailing values and the badge end where a disclosure row's detail ends, before the
        // chevron; a plain-text row keeps the 40-point row inset.
        let wifi = try #require(frame(drawn, "Home-5G")), on = try #require(frame(drawn, "On"))
        let badge = try #require(frame(drawn, "1"))
        #expect(wifi.maxX == on.maxX && badge.maxX == on.maxX && on.maxX < 346, "\(wifi) \(on) \(badge)")
        #expect(frame(drawn, "Software Update Available")?.minX == 40)
        let airplane = try #require(frame(drawn, "Airplane Mode"))
        let avatar = try #require(frame(drawn, "RA"))
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The Airplane Mode icon square is systemOrange; the toggle is off (no green).
            let orange = dark ? [255, 159, 10, 255] : [255, 149, 0, 255]
            #expect(close(at(image, 43, airplane.midY), orange, .composited), "\(dark): icon \(at(image, 43, airplane.midY))")
            let green = dark ? [48, 209, 88, 255] : [52, 199, 89, 255]
            #expect(!contains(image, CGRect(x: 300, y: airplane.minY, width: 53, height: airplane.height), green, 20), "\(dark): toggle off")
            // As in iOS's Settings, separators start under the titles (85), not the icons.
            let wifiRow = try #require(frame(drawn, "Wi-Fi")), bluetooth = try #require(frame(drawn, "Bluetooth"))
            let card = dark ? [28, 28, 30, 255] : [255, 255, 255, 255]
            #expect(crossesLine(image, x: 120, y: wifiRow.maxY...bluetooth.minY, card: card), "\(dark): separator")
            #expect(!crossesLine(image, x: 75, y: wifiRow.maxY...bluetooth.minY, card: card), "\(dark): none under the icon")
            // Rows sit on secondarySystemGroupedBackground cards.
            #expect(close(at(image, 30, airplane.midY), dark ? [28, 28, 30, 255] : [255, 255, 255, 255], .composited), "\(dark): card")
            // The avatar's grey gradient runs from white 0.65 at its top to 0.45 at its bottom.
            let top = at(image, avatar.midX, avatar.midY - 27), bottom = at(image, avatar.midX, avatar.midY + 27)
            #expect(top[0] > bottom[0] + 30 && abs(top[0] - 163) < 10 && abs(bottom[0] - 118) < 10, "\(dark): \(top) \(bottom)")
        }
    }
}

/// The full player on its own, with the namespace its preview gets from `@Previewable`.
struct EchoNowPlayingTestHost: View {
    @Namespace private var namespace

    var body: some View {
        EchoNowPlayingScreen(namespace: namespace)
            .environment(EchoPlayer())
    }
}
