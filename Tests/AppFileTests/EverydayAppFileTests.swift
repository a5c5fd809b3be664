import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import AppFiles

/// Everyday iOS 16-18 app screens (a recipe detail, a photo grid, a calendar agenda, a sign-in
/// form, a checkout form, walking stats), rendered light and dark on the iPhone 15 Pro canvas
/// of `renderPhoneLightAndDark` (393 × 852 points at 2x: pixel = 2 × point; 59-point status
/// bar, 44-point inline navigation bar, so content starts at 103 points).
@MainActor @Suite(.tags(.appFiles, .pixels)) struct EverydayAppFileTests {
    /// The pixel at a point (in points) of a 2x render.
    private func at(_ image: RenderedImage, _ x: Double, _ y: Double) -> [Int] { rgba(image, Int(x * 2), Int(y * 2)) }

    /// Whether the region (in pixels) holds a pixel of `color`.
    private func regionContains(_ image: RenderedImage, x: ClosedRange<Int>, y: ClosedRange<Int>, _ color: [Int], _ tolerance: ColorTolerance = .composited) -> Bool {
        y.contains { row in x.contains { close(rgba(image, $0, row), color, tolerance) } }
    }

    /// The longest vertical run of `color` in pixel column `x` within rows `y`.
    private func longestRun(_ image: RenderedImage, x: Int, y: ClosedRange<Int>, _ color: [Int], _ tolerance: ColorTolerance = .composited) -> Int {
        var best = 0, run = 0
        for row in y {
            run = close(rgba(image, x, row), color, tolerance) ? run + 1 : 0
            best = max(best, run)
        }
        return best
    }

    /// A colour as a render in `scheme` resolves it, as a pixel.
    private func pixel(_ color: Color, dark: Bool) -> [Int] {
        var environment = EnvironmentValues()
        environment.colorScheme = dark ? .dark : .light
        let r = color.resolve(in: environment)
        let channels: [Int] = [r.red, r.green, r.blue].map { (c: Float) -> Int in Int((Double(c) * 255).rounded()) }
        return channels + [255]
    }

    // MARK: Saffron recipe detail

    @Test func saffronRecipeHeaderReachesTheTopUnderAHiddenBar() throws {
        let images = try renderPhoneLightAndDark(SaffronRecipeNavigation(), name: "SaffronRecipe")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The scroll view ignores the top safe area: its content starts at y = 0 under the
            // bar (no content inset left, as on iOS), so the 280-point header fills the status
            // bar's corner with its first gradient colour (242,158,46).
            #expect(close(at(image, 2, 2), [242, 158, 46, 255], 12), "\(dark): \(at(image, 2, 2))")
            // Under the header (280), the stats card 16 points lower:
            // `.background.secondary` is secondarySystemBackground (242,242,247 / 28,28,30).
            let card = dark ? [28, 28, 30, 255] : [242, 242, 247, 255]
            #expect(close(at(image, 22, 337), card, .composited), "\(dark): card \(at(image, 22, 337))")
            // Between the header and the card: the screen background.
            #expect(close(at(image, 200, 288), dark ? [0, 0, 0, 255] : [255, 255, 255, 255], .composited))
        }
        let drawn = phoneTexts(SaffronRecipeNavigation())
        // The title sits on the header's bottom-leading gradient, 16 points in.
        let title = try #require(frame(drawn, "Seafood Paella"))
        #expect(title.minX == 16 && title.maxY < 280 && title.minY > 180, "\(title)")
        // Numbers formatted with `format:` in en_US: 612 kcal, a rating with one fraction digit.
        #expect(frame(drawn, "612") != nil && frame(drawn, "4.8") != nil)
        // Interpolated `format:` dates use the environment's time zone (Madrid) and en_US.
        #expect(drawn.contains { $0.0.contains("published June 1, 2024.") } || frame(drawn, "Adapted from ") == nil)
    }

    // MARK: Lumen photo grid

    @Test func lumenGridDrawsSquareClippedTiles() throws {
        let images = try renderPhoneLightAndDark(LumenRootTabs(), name: "LumenLibrary")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let background = dark ? [0, 0, 0, 255] : [255, 255, 255, 255]
            // Three flexible columns with 2-point gutters: (393 − 4) / 3 = 129.67-point tiles,
            // square (`aspectRatio(1, contentMode: .fill)` under a nil height proposal), the first
            // row from y = 103 to 232.67, then a 2-point gutter.
            let tile = at(image, 60, 225)
            #expect(tile[0] > tile[1] + 60 && tile[0] > tile[2] + 60, "\(dark): first tile is red \(tile)")
            #expect(close(at(image, 60, 233.6), background, .composited), "\(dark): gutter \(at(image, 60, 233.6))")
            #expect(close(at(image, 130.6, 160), background, .composited), "\(dark): column gutter")
            let second = at(image, 60, 240)
            #expect(second[1] > second[0] + 40, "\(dark): the fourth tile (green) starts the second row \(second)")
            // Tab badges: the count and the "New" text in systemRed capsules.
            #expect(regionContains(image, x: 400...440, y: 1540...1580, pixel(.red, dark: dark), 6), "\(dark): badge")
        }
        let drawn = phoneTexts(LumenRootTabs())
        // A video's length formatted with `Duration.TimeFormatStyle` (asset 3: 3 × 7 + 12 s).
        #expect(frame(drawn, "0:33") != nil)
        // The principal toolbar item: a title with a subtitle, centred on the bar.
        let title = try #require(frame(drawn, "Library"))
        #expect(abs(title.midX - 196.5) < 1 && title.minY > 59 && title.maxY < 103, "\(title)")
    }

    // MARK: Almanac agenda

    @Test func almanacFormatsInTheEnvironmentsLocaleAndTimeZone() throws {
        let images = try renderPhoneLightAndDark(AlmanacAgendaScreen(), name: "AlmanacAgenda")
        let drawn = phoneTexts(AlmanacAgendaScreen())
        // en_GB, Europe/London (BST in June): headers "Monday 10 June", 24-hour times.
        #expect(frame(drawn, "Monday 10 June") != nil, "\(drawn.map(\.0))")
        #expect(frame(drawn, "Wednesday 12 June") != nil)
        #expect(frame(drawn, "09:30") != nil && frame(drawn, "10:30") != nil, "Text(_:style: .time) and format")
        #expect(frame(drawn, "07:15") != nil && frame(drawn, "18:30") != nil)
        #expect(frame(drawn, "8:30 AM") == nil)
        // The week strip starts on Monday 10 June (firstWeekday 2): "10" in the red circle.
        let ten = try #require(frame(drawn, "10"))
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            #expect(close(at(image, ten.midX - 13, ten.midY), pixel(.red, dark: dark), 6), "\(dark): selected day")
        }
        // The empty day draws ContentUnavailableView's title.
        #expect(frame(drawn, "No Events") != nil)
    }

    // MARK: Keyway sign-in

    @Test func keywaySignInFieldsAndLinks() throws {
        let images = try renderPhoneLightAndDark(KeywaySignInScreen(), name: "KeywaySignIn")
        _ = try renderPhoneLightAndDark(KeywaySignInScreen(session: KeywaySession(email: "ana@example", password: "short")), name: "KeywayInvalid")
        _ = try renderPhoneLightAndDark(KeywaySignInScreen(session: KeywaySession(email: "ana@example.com", password: "correct horse", isSigningIn: true)), name: "KeywaySigningIn")
        let drawn = phoneTexts(KeywaySignInScreen())
        let prompt = try #require(frame(drawn, "you@example.com"))
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // `.fill.tertiary` is tertiarySystemFill (118,118,128 at 12 % / 24 %) over the
            // background, left of the prompt inside the field.
            let fill = dark ? [28, 28, 31, 255] : [239, 239, 240, 255]
            #expect(close(at(image, prompt.minX - 6, prompt.midY), fill, .composited), "\(dark): field \(at(image, prompt.minX - 6, prompt.midY))")
            // Markdown links keep the tint (indigo) under `.foregroundStyle(.secondary)`.
            #expect(regionContains(image, x: 80...760, y: 1560...1660, pixel(.indigo, dark: dark), 8), "\(dark): link colour")
        }
    }

    @Test func keywayVaultCardRedactsOnlyPrivacySensitiveText() throws {
        _ = try renderLightAndDark(VStack { KeywayVaultPreviewCard(isLocked: false); KeywayVaultPreviewCard(isLocked: true) }.padding(), name: "KeywayVault")
        let drawn = phoneTexts(VStack { KeywayVaultPreviewCard(isLocked: false); KeywayVaultPreviewCard(isLocked: true) }.padding())
        // `.redacted(reason: .privacy)` hides only views marked `.privacySensitive()`.
        #expect(drawn.filter { $0.0 == "Bank of Example" }.count == 2)
        #expect(drawn.filter { $0.0 == "PIN 7719" }.count == 1)
    }

    // MARK: Till checkout

    @Test func tillCheckoutFormatsInGerman() throws {
        let images = try renderPhoneLightAndDark(TillCheckoutScreen(), name: "TillCheckout")
        let drawn = phoneTexts(TillCheckoutScreen())
        // de_DE currency: 2 × 59 € = 118,00 €; express delivery 9,90 €; total 127,90 €.
        for s in ["59,00 €", "118,00 €", "9,90 €", "127,90 €"] {
            #expect(frame(drawn, s) != nil, "\(s) in \(drawn.map(\.0))")
        }
        // The pay button's label interpolates the total with `format:`: German too.
        #expect(drawn.contains { $0.0 == "Pay 127,90 €" }, "\(drawn.map(\.0))")
        // The compact date picker in de_DE: 17.06.2024.
        #expect(frame(drawn, "17.06.2024") != nil)
        // The segmented picker: "Express" selected.
        let express = try #require(frame(drawn, "Express"))
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // Gift wrap is on: the switch track in the teal tint.
            #expect(regionContains(image, x: 600...700, y: 0...1703, pixel(.teal, dark: dark), 6), "\(dark): teal switch")
            // The selected segment's thumb: white / 99,99,102, beside the label.
            let thumb = dark ? [99, 99, 102, 255] : [255, 255, 255, 255]
            #expect(close(at(image, express.minX - 6, express.midY), thumb, .composited), "\(dark): thumb \(at(image, express.minX - 6, express.midY))")
        }
    }

    // MARK: Stride stats

    @Test func strideBarsScaleWithTheirGeometry() throws {
        let images = try renderPhoneLightAndDark(StrideStatsScreen(), name: "StrideStats")
        _ = try renderPhoneLightAndDark(StrideStatsScreen(isLoading: true), name: "StrideLoading")
        // Seven bars across 393 − 64 points with 10-point spacing: 38.43 points wide.
        let pitch: Double = (393.0 - 64 - 60) / 7 + 10
        func centre(_ i: Int) -> Int {
            let x: Double = (32 + Double(i) * pitch + (pitch - 10) / 2) * 2
            return Int(x)
        }
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let mint = pixel(.mint, dark: dark)
            // A bar's height: from its first to its last full-mint pixel (the dashed goal line
            // crosses the bars).
            func height(_ i: Int) -> Double {
                let rows = (200...1400).filter { close(rgba(image, centre(i), $0), mint, 4) }
                guard let top = rows.first, let bottom = rows.last else { return 0 }
                return Double(bottom - top + 1)
            }
            let tallest = height(3)   // 12,000 steps
            #expect(tallest > 200, "\(dark): \(tallest)")
            // Each bar is the chart's height × steps / 12,000 (bars of days under the 8,000 goal
            // are faded, so only days over it are measured in full mint).
            for (i, steps) in [(1, 9_800.0), (4, 8_000.0), (5, 10_600.0)] {
                #expect(abs(height(i) - tallest * steps / 12_000) <= 3, "\(dark): bar \(i) \(height(i)) of \(tallest)")
            }
            #expect(height(2) == 0, "\(dark): a day under the goal is faded")
        }
        let drawn = phoneTexts(StrideStatsScreen())
        // 53,700 steps in 7 days: 7,671 a day; 4 of 7 days over the goal: 57 %.
        for s in ["7,671", "53,700", "57%", "12,000"] { #expect(frame(drawn, s) != nil, "\(s)") }
        let loading = phoneTexts(StrideStatsScreen(isLoading: true))
        #expect(frame(loading, "53,700") == nil && frame(loading, "7,671") != nil, "placeholder redaction of the grid only")
    }

    // MARK: Quill profile

    @Test func quillProfileBarBadgesAndAttributedBio() throws {
        let images = try renderPhoneLightAndDark(QuillProfileScreen(), name: "QuillProfile")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // `.toolbarBackground(Color.indigo, for: .navigationBar)` made visible: the bar and
            // the status bar above it are indigo; `.toolbarColorScheme(.dark)` makes the bar
            // dark, so the indigo is dark mode's (94,92,230) in both renders, as UIKit resolves a
            // dynamic bar colour in the bar's own traits.
            #expect(close(at(image, 10, 30), pixel(.indigo, dark: true), 4), "\(dark): bar \(at(image, 10, 30))")
            #expect(close(at(image, 10, 95), pixel(.indigo, dark: true), 4))
        }
        let drawn = phoneTexts(QuillProfileScreen())
        // Badges: an Int, a Text, an Int.
        #expect(frame(drawn, "3") != nil && frame(drawn, "7 new") != nil && frame(drawn, "42") != nil, "\(drawn.map(\.0))")
        // Numbers and dates in interpolations and `format:` (en_US): 12,480 as "12K", the
        // month and year the writer joined (13 September 2020).
        #expect(frame(drawn, "12K") != nil)
        #expect(frame(drawn, "@ines · joined September 2020") != nil)
        // The AttributedString bio: all its runs, in order.
        #expect(drawn.contains { $0.0 == "Writes about slow travel and night trains. Newsletter" })
        // `.dynamicTypeSize(...DynamicTypeSize.xxLarge)` caps an accessibility size at xxLarge.
        let capped = phoneTexts(QuillProfileScreen().dynamicTypeSize(.accessibility3))
        let xxLarge = phoneTexts(QuillProfileScreen().dynamicTypeSize(.xxLarge))
        let standard = try #require(frame(drawn, "Drafts"))
        let cappedDrafts = try #require(frame(capped, "Drafts")), xxLargeDrafts = try #require(frame(xxLarge, "Drafts"))
        #expect(cappedDrafts.height == xxLargeDrafts.height && cappedDrafts.height > standard.height)
    }
}
