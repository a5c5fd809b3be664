import Foundation
import Testing
import BackplateTestSupport
import Backplate
import BackplateUIKit
import BackplateSnapshotTesting

// Text-led views against real renders: SpeziViews' account header (iOS 26.1) and
// swift-markdown-ui's headings (iOS 16.1, 2x); see ListParityTests for the method.

@Suite("Parity: text blocks (SpeziViews, MarkdownUI)", .tags(.pixels))
struct TextBlockParityTests {
    /// spezi-listheader-ios26: a 50-point multicolour `person.fill.badge.plus` relative to
    /// `.title` over "Create a new Account" (`.title`, bold, 4 below) and a centred two-line
    /// sentence padded 25 at the sides, centred in the page at content size `.medium`.
    @Test(.backplateLook(.iOS26)) func accountListHeaderIOS26() throws {
        let header = VStack {
            VStack {
                Image(systemName: "person.fill.badge.plus")
                    .foregroundColor(.accentColor)
                    .symbolRenderingMode(.multicolor)
                    .font(.custom("XXL", size: 50, relativeTo: .title))
                Text("Create a new Account").font(.title).bold().padding(.bottom, 4)
            }
            Text("Please fill out the details below to create your new account.")
                .padding([.leading, .trailing], 25)
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity)
        let image = Parity.render("spezi-listheader-ios26", header, layout: .device(config: .iPhone13Pro))
        // The person is drawn in iOS 26's accent blue.
        #expect(image.box((150, 340, 240, 420), .near(0, 136, 255, tolerance: 1)) != nil)
        // Text: each line's ink within 0.5 point vertically of iOS's, relative to the title, and
        // 1% of its width horizontally.
        let title = try #require(image.box((0, 420, 390, 452), .dark(120)))
        let dy = title.minY - 424.33
        func shifted(_ b: Box) -> Box { Box(b.minX, b.minY + dy, b.maxX, b.maxY + dy) }
        expectLine(title, shifted(Box(58, 424.33, 331.67, 444)), "title")
        let line1 = try #require(image.box((0, 455, 390, 481), .dark(120)))
        expectLine(line1, shifted(Box(32.33, 463.67, 359, 478.67)), "line 1")
        // iOS 26.1 sets the second line 21 points below the first (baselines 475.67 and
        // 496.67): `.body`'s leading at `.medium`, not SF's 19.09-point line height.
        let line2 = try #require(image.box((0, 482, 390, 510), .dark(120)))
        expectLine(line2, shifted(Box(147.67, 486, 242.33, 496.67)), "line 2")
        withKnownIssue("the centred block sits 1 point above iOS's (title ink at 423.33, iOS 424.33): what is above the title (the 48.2-point person.fill.badge.plus frame, from SF Symbols' template, and the stack's spacing under it) is 2 points taller than iOS's") {
            #expect(abs(dy) <= 0.5, "title \(title)")
        }
        withKnownIssue("person.fill.badge.plus's ink is iOS's size within 0.67 points (52.67 × 52.67, iOS 52.67 × 52.0; Material's person_add was 14 points shorter) but sits 2.33 points left of it and 1.67 lower (docs/pixel-differences.md §2)") {
            let symbol = try #require(image.box((0, 300, 390, 420), .differs(255, 255, 255, threshold: 30)))
            #expect(symbol.distance(to: Box(174.67, 359.67, 227.33, 411.67)) <= 1, "symbol \(symbol)")
        }
    }

    /// markdownui-headings-text-sizes-ios16 (iOS 16.1, 2x, `.iPhone8`): MarkdownUI's default
    /// theme restated in plain SwiftUI: six bold headings at 32, 24, 19, 16, 13 and 11 points
    /// (16 × 2, 1.5, 1.17, 1, 0.83, 0.67, rounded; the 16-point base is 17 scaled to content
    /// size `.medium`), each followed 16 points lower by the 16-point paragraph with 0.15 em
    /// of line spacing; headings 24 points below the paragraph before; a 1-point accent border
    /// round the column, padded 16.
    @Test(.backplateLook(.iOS18)) func markdownHeadingsIOS16() throws {
        let sentence = "The sky above the port was the color of television, tuned to a dead channel."
        let sizes: [CGFloat] = [32, 24, 19, 16, 13, 11]
        let view = VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<6, id: \.self) { i in
                Text(verbatim: "Heading \(i + 1)").font(.system(size: sizes[i]).bold())
                    .padding(.top, i == 0 ? 0 : 24)
                Text(verbatim: sentence).font(.system(size: 16)).lineSpacing(2.4)
                    .padding(.top, 16)
            }
        }
        .border(Color.accentColor)
        .padding()
        let image = Parity.render("markdownui-headings-text-sizes-ios16", view, layout: .device(config: .iPhone8), scale: 2)
        let border = try #require(image.box((0, 0, 375, 667), .near(0, 122, 255, tolerance: 60)))
        // The column's width is its widest line's: 290.5 on iOS 16 (Backplate's lines are
        // within 1%, §1). Its height, 598.5 on iOS 16, is 3 points more in the restatement.
        #expect(abs((border.maxX - border.minX) - 290.5) <= 0.01 * 290.5, "border \(border)")
        let reference = Box(42.5, 44.5, 333, 643)
        // Each heading's and each paragraph line's ink (dark on every channel, so the blue
        // border is not ink), placed from the border's top-left corner: heights within 0.5
        // point (a 2x pixel), left edges within 0.5, widths within 2.5% (the bold headings'
        // single words, §1).
        for (i, line) in Self.markdownLines.enumerated() {
            let shift = border.minY - reference.minY
            let found = try #require(image.box((43, line.minY + shift - 3, 340, line.maxY + shift + 3), .dark(128)))
            #expect(abs((found.maxY - found.minY) - (line.maxY - line.minY)) <= 0.5, "line \(i) \(found), iOS \(line)")
            #expect(abs((found.minX - border.minX) - (line.minX - reference.minX)) <= 0.5, "line \(i) \(found), iOS \(line)")
            #expect(abs((found.maxX - found.minX) - (line.maxX - line.minX)) <= 0.025 * (line.maxX - line.minX), "line \(i) \(found), iOS \(line)")
            // The first section sits where iOS's does; each later one 0.5 point lower than the
            // one before (the restated block spacing, not measured: cases.md's note).
            if i < 3 {
                #expect(abs((found.minY - border.minY) - (line.minY - reference.minY)) <= 0.5, "line \(i) \(found), iOS \(line)")
            }
        }
    }

    /// The ink boxes of the reference's 18 lines (heading, then the paragraph's two lines).
    static let markdownLines: [Box] = [
        Box(44.5, 52, 183, 81), Box(43.5, 102, 328, 117), Box(43.5, 123.5, 298, 138.5),
        Box(44, 169, 152, 191), Box(43.5, 211.5, 328, 226.5), Box(43.5, 233, 298, 248),
        Box(44, 276.5, 131.5, 294.5), Box(43.5, 315, 328, 330), Box(43.5, 336.5, 298, 351.5),
        Box(44, 379.5, 119.5, 394.5), Box(43.5, 415, 328, 430), Box(43.5, 436.5, 298, 451.5),
        Box(43.5, 479, 106, 491.5), Box(43.5, 511.5, 328, 526.5), Box(43.5, 533, 298, 548),
        Box(43.5, 575, 97.5, 585.5), Box(43.5, 605.5, 328, 620.5), Box(43.5, 627, 298, 642),
    ]

    /// ferrostar-rtl-arabic-instruction-ios18 (iOS 18.1): a maneuver row right to left: a
    /// 24-point-wide icon centred in a 64-point column at the right, the Arabic instruction
    /// "ادمج يسارًا" in `.title3` to its left, a spacer; white, in a 430 × 932 frame on the
    /// helper's green. The icon is the project's own SVG asset, not restated: a clear 24 × 24
    /// square holds its place.
    @Test(.backplateLook(.iOS18)) func arabicInstructionIOS18() throws {
        let row = HStack {
            Color.clear.frame(width: 24, height: 24).frame(width: 64)
            VStack(alignment: .leading) {
                Text(verbatim: "ادمج يسارًا").lineLimit(2).multilineTextAlignment(.leading)
                    .font(.title3).foregroundStyle(.black)
            }
            Spacer(minLength: 0)
        }
        .environment(\.layoutDirection, .rightToLeft)
        .background(.white)
        .frame(width: 430, height: 932)
        .background(Color(red: 130 / 255, green: 203 / 255, blue: 114 / 255))
        let image = Parity.render("ferrostar-rtl-arabic-instruction-ios18", row, layout: .sizeThatFits)
        // The row: 24 points tall (the title3 line), centred.
        let strip = try #require(image.box((0, 0, 430, 932), .near(255, 255, 255, tolerance: 0)))
        #expect(strip.distance(to: Box(0, 454, 430, 478)) <= 0.34, "row \(strip)")
        // The Arabic ink ends 10 points left of the icon column (8 of spacing, 2 of side
        // bearing); SF Arabic's is 76.33 wide and 19.67 tall.
        let text = try #require(image.box((0, 440, 360, 490), .dark(128)))
        withKnownIssue("Noto Sans Arabic UI's ink sits 1 point lower than SF Arabic's and starts 1.33 points right") {
            #expect(text.distance(to: Box(279.67, 458, 356, 477.67)) <= 1, "text \(text)")
        }
        // SF Arabic's ink height within 0.5 and its width within 1.5% (DejaVu Sans: 20.33 tall, 80.33 wide).
        #expect(abs((text.maxY - text.minY) - 19.67) <= 0.5 && abs((text.maxX - text.minX) - 76.33) <= 0.015 * 76.33, "text \(text)")
        #expect(abs(text.maxX - 356) <= 2, "text \(text)")
    }

    /// A line of text's ink: top and bottom within 0.5 point, centred within 0.5 and as wide
    /// within 1% (text widths, docs/pixel-differences.md §1).
    func expectLine(_ found: Box, _ expected: Box, _ what: String, widthShare: Double = 0.01,
                    sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(found.minY - expected.minY) <= 0.5 && abs(found.maxY - expected.maxY) <= 0.5,
                "\(what) \(found), iOS \(expected)", sourceLocation: sourceLocation)
        let width = expected.maxX - expected.minX
        #expect(abs((found.maxX - found.minX) - width) <= max(0.67, widthShare * width),
                "\(what) \(found), iOS \(expected)", sourceLocation: sourceLocation)
        #expect(abs((found.minX + found.maxX) / 2 - (expected.minX + expected.maxX) / 2) <= 0.5,
                "\(what) \(found), iOS \(expected)", sourceLocation: sourceLocation)
    }
}
