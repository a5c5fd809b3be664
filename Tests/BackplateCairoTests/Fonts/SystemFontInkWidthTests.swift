import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// System-font ink widths of SwiftUI `Text`: 12 and 13 pt regular and 12-pt bold on iOS 18.5
/// and 26.2 (identical to the pixel in every line compared), bold at 11 to 32 pt and heavy at
/// 16 pt on iOS 16.
///
/// Source: cashapp/AccessibilitySnapshot (commit 5b03db8, August 2026), reference images
/// `Example/AccessibilitySnapshotPreviewsTests/ReferenceImages/_64/AccessibilitySnapshotPreviewsTests.SwiftUIRendererTests/test{CustomContent,CustomRotors}Demo_{18_5,26_2}_402x874@3x.png`.
/// Their legend is SwiftUI `Text` in `Font.system(size: 12)` (element descriptions, custom
/// content, rotor results) and `Font.system(size: 12, weight: .bold)` (important custom
/// content, rotor names: `SwiftUIDesignTokens.Typography.secondary`, `.secondaryBold`,
/// `LegendLayoutMetrics.descriptionFontSize` 12), near-black on grey, one line each.
/// A legend line has no outline, so what is measured is its ink: from the first inked
/// device pixel column to the last, each edge placed within its pixel by the column's
/// coverage (dark over the grey background, relative to the line's darkest column); prefixes
/// such as "↳ " are left out. Backplate's text is rendered at 3x and measured the same way
/// from its alpha. Ink widths differ from advance widths by the outer side bearings of the
/// first and last glyph (a few hundredths of an em, 0.1 to 0.3 pt here), and the legend's
/// lines start on whole pixels, so each value is good to about ±1/3 pt.
@Suite(.tags(.fonts)) struct SystemFontInkWidthTests {
    /// (string, bold, ink width in points as measured in the reference, demo).
    static let lines: [(String, Bool, Double, String)] = [
        ("Wireless Headphones, $149.99", false, 174.610, "CustomContentDemo"),
        ("Bluetooth Speaker, $79.99", false, 148.139, "CustomContentDemo"),
        ("More Content Available", false, 129.143, "CustomContentDemo"),
        ("Rating: 4.5 stars from 2,847 reviews", false, 202.220, "CustomContentDemo"),
        ("Rating: 4.2 stars from 1,523 reviews", false, 200.220, "CustomContentDemo"),
        ("Restaurant Menu", false, 93.641, "CustomRotorsDemo"),
        ("Classic Burger, $12", false, 106.658, "CustomRotorsDemo"),
        ("Garden Salad, $9, Vegan", false, 138.022, "CustomRotorsDemo"),
        ("Ribeye Steak, $28", false, 100.806, "CustomRotorsDemo"),
        ("Falafel Wrap, $11, Vegan", false, 135.033, "CustomRotorsDemo"),
        ("Grilled Salmon, $22", false, 109.326, "CustomRotorsDemo"),
        ("Buddha Bowl, $14, Vegan", false, 141.367, "CustomRotorsDemo"),
        ("- Garden Salad, $9, Vegan", false, 146.917, "CustomRotorsDemo"),
        ("- Falafel Wrap, $11, Vegan", false, 144.584, "CustomRotorsDemo"),
        ("- Buddha Bowl, $14, Vegan", false, 150.584, "CustomRotorsDemo"),
        ("SKU: WH-1000XM5", true, 116.935, "CustomContentDemo"),
        ("SKU: BS-MINI-BLK", true, 111.768, "CustomContentDemo"),
        ("Vegan Options:", true, 90.586, "CustomRotorsDemo"),
    ]

    /// The ink width, in points, of one line of system-font text rendered by Backplate at 3x.
    static func inkWidth(_ string: String, size: CGFloat, weight: Font.Weight) throws -> CGFloat {
        let r = ImageRenderer(content: Text(string).font(.system(size: size, weight: weight)).padding(4))
        r.scale = 3
        let image = try r.render()
        var coverage = [Double](repeating: 0, count: image.width)
        for y in 0..<image.height {
            for x in 0..<image.width {
                coverage[x] = max(coverage[x], Double(image.rgba[(y * image.width + x) * 4 + 3]) / 255)
            }
        }
        let inked = coverage.indices.filter { coverage[$0] > 0.02 }
        guard let first = inked.first, let last = inked.last else { return 0 }
        let darkest = coverage[first...last].max() ?? 1
        let left = Double(first + 1) - coverage[first] / darkest
        let right = Double(last) + coverage[last] / darkest
        return CGFloat((right - left) / 3)
    }

    /// `.footnote` (13 pt) footers and headers of an inset-grouped `List`, and its 17-pt body
    /// rows as a check of the method at a size already measured otherwise. Source: the same
    /// repository's `Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.SwiftUIListSectionTests/testListWithHeadersAndFooters_{18_5,26_2}_402x874@3x.png`
    /// (`SwiftUIListWithHeadersAndFooters`: `Section { Text("Checking") ... } header:
    /// { Text("Accounts") } footer: { Text("Tap an account to view details") }`), where
    /// SwiftUI draws section footers in `.footnote` and, on iOS 18, headers in `.footnote`
    /// upper-cased. Text lies on flat translucent overlays; coverage is the colour distance
    /// from the overlay. iOS 18.5 and 26.2 agree to the pixel on every line but the headers,
    /// which iOS 26 draws differently; the headers are iOS 18.5's.
    ///
    /// Single words are held to 2.5%, not 1%: their ink depends on a few glyphs' shapes and
    /// side bearings (Inter's C, S and g differ from SF's), so at 17 pt, where sentences and
    /// iOS 15's labels are within 0.6%, "Checking" and "Savings" measure +1.2% and +2.0% and
    /// "Electric" and "Internet" −0.3%; the upper-case "ACCOUNTS" is +1.6%.
    static let listLines: [(String, Double, Double, String, Double)] = [
        ("Tap an account to view details", 13, 181.509, "footer", 0.01),
        ("Due this month", 13, 89.855, "footer", 0.01),
        ("ACCOUNTS", 13, 70.711, "header, iOS 18.5", 0.025),
        ("BILLS", 13, 32.711, "header, iOS 18.5", 0.025),
        ("Checking", 17, 69.591, "row", 0.025),
        ("Savings", 17, 57.641, "row", 0.025),
        ("Electric", 17, 54.497, "row", 0.025),
        ("Internet", 17, 57.167, "row", 0.025),
    ]

    /// Bold headings at 11 to 34 pt and two 17-pt body lines on iOS 16 (2x), from
    /// gonzalezreal/swift-markdown-ui's `Tests/MarkdownUITests/__Snapshots__/MarkdownTests/testHeadings.1.png`
    /// (commit 49101f6, December 2022): at that commit a heading is the body font
    /// (`Font.system(size: 17)` scaled by `@ScaledMetric` relative to `.body`; swift-snapshot-testing's
    /// `.iPhone8` configuration sets content size `.medium`, so 16) made `.bold()` at
    /// `round(16 × em)` for em 2, 1.5, 1.17, 1, 0.83, 0.67 (`BlockStyle.headingSizes`,
    /// `FontStyle.size`; the weight is uncertain: the project's semibold GitHub-theme headings
    /// have identical ink for "Heading 3" and "Heading 4", and Backplate's semibold fits
    /// 13 to 24 pt within 0.4%; see docs/pixel-differences.md): 32, 24, 19, 16, 13 and 11 pt; paragraphs are 16 pt regular (the size
    /// is confirmed by the two body lines, within 1% at 16 pt and 5 to 6% narrower than 17 pt). Measured on the blue channel, so the
    /// view's accent-coloured border beside the text does not count as ink; 2x pixels make
    /// each value good to about ±1/4 pt.
    static let headingLines: [(String, Double, Bool, Double)] = [
        ("Heading 1", 32, true, 138.312),
        ("Heading 2", 24, true, 108.104),
        ("Heading 3", 19, true, 87.576),
        ("Heading 4", 16, true, 75.435),
        ("Heading 5", 13, true, 62.227),
        ("Heading 6", 11, true, 53.847),
        ("The sky above the port was the color of", 16, false, 284.68),
        ("television, tuned to a dead channel.", 16, false, 254.31),
    ]

    /// Heavy text at 16 pt on iOS 16 (2x), from the same repository's
    /// `Tests/MarkdownUITests/__Snapshots__/MarkdownTests/testInlinesStyling.1.png` (commit 49101f6,
    /// December 2022, the commit of `headingLines`): `**strong**` runs are styled
    /// `.markdownTheme(\.strong, .weight(.heavy))`, i.e. `Font.system(size: 16).weight(.heavy)`
    /// (`InlineStyle.weight`, `FontStyle.weight`; the 16-pt body font as above). Their stems are
    /// 2.78 pt (0.173 em) against 2.01 pt for the bold headings' "H" of the same commit, so the
    /// weight is real. The first word of each line, "This", is left out: its "T" starts under
    /// the view's 1-pt border (drawn over the text), so its left edge cannot be read. Measured
    /// from the first to the last inked column of the words named, on the blue channel. With
    /// semibold's width factor (1.008) all four were 4.4 to 5.4% narrow (Inter's heavy has the
    /// same 0.17-em stems but narrower letters than SF's); heavy text is now widened to 1.055
    /// (`SystemFontFaces.heavyTextWidthFactor`), which sets them within 0.6%.
    static let heavyLines: [(String, Double)] = [
        ("is bold text", 86.757),
        ("bold text", 69.378),
        ("text is", 48.553),
        ("important", 78.755),
    ]

    /// Held to 2.5%: "Heading" reads wide at every text size (as "Checking" and "Savings" do at
    /// 17 pt), 19 and 24 pt are the only measurements between 17 and 25 pt, and the body
    /// lines, at 16 pt, to 1%.
    @Test(arguments: headingLines)
    func markdownHeadingInkWidthsMatchSwiftUI(_ string: String, _ size: Double, _ bold: Bool, _ measured: Double) throws {
        try #require(SystemFontTests.substituteInstalled, "run scripts/install-deps.sh: it installs Inter 4 into .fonts")
        let ours = try Self.inkWidth(string, size: CGFloat(size), weight: bold ? .bold : .regular)
        let tolerance = bold ? 0.025 : 0.01
        #expect(abs(ours - measured) / measured <= tolerance, "\"\(string)\" \(size) pt: \(ours) vs SwiftUI's \(measured)")
    }

    @Test(arguments: heavyLines)
    func heavyInkWidthsMatchSwiftUI(_ string: String, _ measured: Double) throws {
        try #require(SystemFontTests.substituteInstalled, "run scripts/install-deps.sh: it installs Inter 4 into .fonts")
        let ours = try Self.inkWidth(string, size: 16, weight: .heavy)
        #expect(abs(ours - measured) / measured <= 0.01, "heavy \"\(string)\" 16 pt: \(ours) vs SwiftUI's \(measured)")
    }

    /// RSSReader's iOS 18 inline title "feed_list_rss_feeds", semibold: ink 156.67 pt wide at
    /// 17 pt and 188.33 at 21 pt (3x). Inter's underscores made it 6.0 and 7.67 pt narrower.
    @Test(arguments: [(17.0, 156.67), (21.0, 188.33)])
    func underscoresAreSFWide(_ size: Double, _ measured: Double) throws {
        try #require(SystemFontTests.substituteInstalled, "run scripts/install-deps.sh: it installs Inter 4 into .fonts")
        let ours = try Self.inkWidth("feed_list_rss_feeds", size: CGFloat(size), weight: .semibold)
        #expect(abs(ours - measured) <= 1, "\(size) pt: \(ours) vs SwiftUI's \(measured)")
        // Two underscores meet: their ink is two advances of 0.59 em (the title above, per underscore).
        let pair = try Self.inkWidth("__", size: CGFloat(size), weight: .semibold)
        #expect(abs(pair / CGFloat(size) - 2 * 0.59) <= 0.03, "__ \(pair)")
    }

    @Test(arguments: listLines)
    func listInkWidthsMatchSwiftUI(_ string: String, _ size: Double, _ measured: Double, _ role: String, _ tolerance: Double) throws {
        try #require(SystemFontTests.substituteInstalled, "run scripts/install-deps.sh: it installs Inter 4 into .fonts")
        let ours = try Self.inkWidth(string, size: CGFloat(size), weight: .regular)
        #expect(abs(ours - measured) / measured <= tolerance, "List \(role) \"\(string)\" \(size) pt: \(ours) vs SwiftUI's \(measured)")
    }

    @Test(arguments: lines)
    func legendInkWidthsMatchSwiftUI(_ string: String, _ bold: Bool, _ measured: Double, _ demo: String) throws {
        try #require(SystemFontTests.substituteInstalled, "run scripts/install-deps.sh: it installs Inter 4 into .fonts")
        let ours = try Self.inkWidth(string, size: 12, weight: bold ? .bold : .regular)
        // Bold is held to 2.5%: these three caps-heavy lines are 1.0 to 2.1% narrow, while iOS 16's
        // bold "Heading" lines (`headingLines`) are 0.8 to 1.5% wide at 11 to 16 pt, so bold
        // keeps semibold's width factor, between the two.
        let tolerance = bold ? 0.025 : 0.01
        #expect(abs(ours - measured) / measured <= tolerance, "\(demo) \"\(string)\"\(bold ? " bold" : ""): \(ours) vs SwiftUI's \(measured)")
    }

    /// The method itself: a filled rectangle's ink is its width, whatever its sub-pixel origin.
    @Test func inkMeasureReadsARectangleExactly() throws {
        // A path, which is drawn where it says (frames are pixel-aligned): 1.1 to 51.6 pt.
        let bar = Path(CGRect(x: 1.1, y: 0, width: 50.5, height: 10)).fill(Color.black).frame(width: 60, height: 10)
        let r = ImageRenderer(content: bar)
        r.scale = 3
        let image = try r.render()
        var coverage = [Double](repeating: 0, count: image.width)
        for x in 0..<image.width { coverage[x] = Double(image.rgba[(15 * image.width + x) * 4 + 3]) / 255 }
        let inked = coverage.indices.filter { coverage[$0] > 0.02 }
        let width = (Double(inked.last!) + coverage[inked.last!] - Double(inked.first! + 1) + coverage[inked.first!]) / 3
        #expect(abs(width - 50.5) < 0.02, "\(width)")
    }

    /// Prints every comparison (for docs/pixel-differences.md); never fails.
    @Test func report() throws {
        for (s, bold, m, _) in Self.lines {
            let w = try Self.inkWidth(s, size: 12, weight: bold ? .bold : .regular)
            let adv = SystemFontTests.width(s, size: 12, weight: bold ? 0.4 : 0)
            print("SFINK \"\(s)\" \(bold ? "bold" : "reg") ours \(w) advance \(adv) measured \(m) err \((w - m) / m * 100)%")
        }
        for (s, size, bold, m) in Self.headingLines {
            let w = try Self.inkWidth(s, size: CGFloat(size), weight: bold ? .bold : .regular)
            print("SFINK md \"\(s)\" \(size) ours \(w) measured \(m) err \((w - m) / m * 100)%")
        }
        for (s, m) in Self.heavyLines {
            for (name, weight) in [("heavy", Font.Weight.heavy), ("black", .black)] {
                let w = try Self.inkWidth(s, size: 16, weight: weight)
                print("SFINK heavy16 \"\(s)\" as \(name) ours \(w) measured \(m) err \((w - m) / m * 100)%")
            }
        }
        for (s, size, m, role, _) in Self.listLines {
            let w = try Self.inkWidth(s, size: CGFloat(size), weight: .regular)
            print("SFINK list \(role) \"\(s)\" \(size) ours \(w) measured \(m) err \((w - m) / m * 100)%")
        }
    }
}
