import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCairo

/// For speed (Benchmarks/README.md): a wrapped paragraph's lines are cut from one shaping of its text
/// (`OneShapingLines`) instead of Pango's layout, which shapes each line it measures again.
/// The lines must be Pango's own: the same breaks, the same glyphs, advances and offsets, the
/// same sizes and line spans, over texts, fonts, sizes, tracking and widths.
@Suite(.tags(.pixels, .fonts)) struct OneShapingLinesTests {
    static let texts = [
        "Backplate lays out views by SwiftUI's rules and draws them with cairo and pango, so a server can turn the same declarations an iPhone app uses into PNG, SVG and PDF files without a display, a window server or a browser.",
        "This page exists to measure drawing that is dominated by glyphs rather than by fills: about 1,400 glyphs in seven paragraphs.",
        "A well-known, state-of-the-art e-mail client — “smart quotes”, ‘apostrophes’ and an ellipsis… 3.14 × 2 = 6.28; (parentheses) [brackets] {braces}.",
        "office affine fjord ffl Ta Te To Va AV LT Yo P. W. “Quote” -> => x/y 10:30 A-B A - B",
        "Ελληνικά κείμενα και кириллица рядом с латиницей: naïve café résumé Ångström straße œuvre",
        "  Leading spaces, double  spaces between words, and trailing spaces   ",
        "https://example.com/a/very/long/path/segment?query=value&other=thing#fragment and more",
        "Supercalifragilisticexpialidocious words meet short ones at a narrow width",
        "e\u{0301}te\u{0301} combining accents: cafe\u{0301} and na\u{0308}ive, then Z\u{0327}",
        "Short",
    ]

    static let fonts: [(ResolvedFont, tracking: CGFloat?, kerning: CGFloat)] = [
        (ResolvedFont(family: nil, size: 17), nil, 0),
        (ResolvedFont(family: nil, size: 13), nil, 0),
        (ResolvedFont(family: nil, size: 11, weight: 0.3), nil, 0),
        (ResolvedFont(family: nil, size: 22, weight: 0.4), nil, 0),
        (ResolvedFont(family: nil, size: 32, weight: 0.4), nil, 0),
        (ResolvedFont(family: nil, size: 17, italic: true), nil, 0),
        (ResolvedFont(family: nil, size: 15, design: .rounded), nil, 0),
        (ResolvedFont(family: nil, size: 17, design: .serif), nil, 0),
        (ResolvedFont(family: nil, size: 14, monospaced: true), nil, 0),
        (ResolvedFont(family: nil, size: 17), 2, 0),
        (ResolvedFont(family: nil, size: 17), -1.5, 0),
        (ResolvedFont(family: nil, size: 16), nil, 0.75),
        (ResolvedFont(family: "Montserrat", size: 16), nil, 0),
        (ResolvedFont(family: "Source Serif 4", size: 18), nil, 0),
    ]

    static let widths: [CGFloat] = [30, 64, 121.5, 200, 333.3, 720]

    @Test func linesCutFromOneShapingAreTheLinesPangoMakes() {
        let engine = PangoTextEngine()
        var compared = 0, cut = 0
        for text in Self.texts {
            for (font, tracking, kerning) in Self.fonts {
                for width in Self.widths {
                    let run = TextRun(string: text, font: font, kerning: kerning, tracking: tracking)
                    let request = TextLayoutRequest(runs: [run], width: width, height: nil, lineLimit: nil)
                    let one = engine.lineGlyphs(request, oneShaping: true)
                    let pango = engine.lineGlyphs(request, oneShaping: false)
                    #expect(!pango.cut)
                    compared += 1
                    if one.cut { cut += 1 }
                    // Plain prose wider than its longest word always takes the one-shaping path.
                    if Self.texts.prefix(2).contains(text) && width >= 200 { #expect(one.cut) }
                    #expect(one.lines == pango.lines, "\(font.family ?? "system") \(font.size) tracking \(tracking ?? 0) width \(width): \(text.prefix(30))")
                    let a = engine.layout(request), b = engine.layout(request)
                    #expect(a == b)
                }
            }
        }
        // The rest go to Pango: a word wider than the line (broken between characters), Greek
        // and Cyrillic beside Latin (three items), a break where the font kerns or substitutes
        // across the space.
        let combinations: Int = Self.texts.count * Self.fonts.count * Self.widths.count
        #expect(compared == combinations)
        #expect(cut * 10 > compared * 4, "\(cut) of \(compared) cut from one shaping")
    }

    /// Words kept from other paragraphs, fonts and widths (`WordShapingCache`) check the breaks
    /// as a fresh shaping of each word does: the same lines, cut or left to Pango alike, in
    /// every font and setting; and a paragraph seen at another width finds more of its break
    /// words kept than not (a new width breaks at some new words).
    @Test func keptWordsCheckBreaksAsAFreshShapingDoes() {
        let warm = PangoTextEngine(), cold = PangoTextEngine()
        func request(_ text: String, _ f: (ResolvedFont, tracking: CGFloat?, kerning: CGFloat), _ width: CGFloat) -> TextLayoutRequest {
            TextLayoutRequest(runs: [TextRun(string: text, font: f.0, kerning: f.kerning, tracking: f.tracking)], width: width, height: nil, lineLimit: nil)
        }
        for text in Self.texts { for f in Self.fonts { _ = warm.lineGlyphs(request(text, f, 333.3), oneShaping: true) } }
        let hitsBefore = warm.wordShapes.hits, missesBefore = warm.wordShapes.misses
        var cut = 0
        for text in Self.texts {
            for f in Self.fonts {
                for width: CGFloat in [121.5, 200, 720] {
                    let kept = warm.lineGlyphs(request(text, f, width), oneShaping: true)
                    cold.lock.lock(); cold.wordShapes.removeAll(); cold.lock.unlock()
                    let fresh = cold.lineGlyphs(request(text, f, width), oneShaping: true)
                    #expect(kept.cut == fresh.cut && kept.lines == fresh.lines, "\(f.0.family ?? "system") \(f.0.size) \(width): \(text.prefix(30))")
                    if kept.cut { cut += 1 }
                }
            }
        }
        let hits = warm.wordShapes.hits - hitsBefore, misses = warm.wordShapes.misses - missesBefore
        #expect(cut > 100)
        #expect(hits > misses, "\(hits) hits, \(misses) misses")
        #expect(warm.wordShapes.count <= WordShapingCache.maxEntries)
    }

    @Test func sizesAndLineSpansMatchPangosLayout() {
        let engine = PangoTextEngine()
        for text in Self.texts {
            for width in Self.widths {
                let run = TextRun(string: text, font: ResolvedFont(family: nil, size: 17))
                let request = TextLayoutRequest(runs: [run], width: width, height: nil, lineLimit: nil, alignment: .center)
                engine.lock.lock()
                let one = engine.layoutLocked(request, oneShaping: true)
                let pango = engine.layoutLocked(request, oneShaping: false)
                engine.lock.unlock()
                #expect(one.size == pango.size)
                #expect(one.lineCount == pango.lineCount)
                #expect(one.lineSpans == pango.lineSpans)
                #expect(one.lastBaseline == pango.lastBaseline)
            }
        }
    }

    @Test func whatPangoMustLayOutIsLeftToIt() {
        let engine = PangoTextEngine()
        func cut(_ runs: [TextRun], width: CGFloat = 200, lineLimit: Int? = nil,
                 direction: LayoutDirection = .leftToRight) -> Bool {
            var request = TextLayoutRequest(runs: runs, width: width, height: nil, lineLimit: lineLimit)
            request.layoutDirection = direction
            return engine.lineGlyphs(request, oneShaping: true).cut
        }
        let font = ResolvedFont(family: nil, size: 17)
        let words = "Several words that wrap onto more than one line at this width"
        #expect(cut([TextRun(string: words, font: font)]))
        // Truncated to a line limit: Pango's ellipsis.
        #expect(!cut([TextRun(string: words, font: font)], lineLimit: 1))
        #expect(cut([TextRun(string: words, font: font)], lineLimit: 3))
        // A word longer than the line breaks between characters.
        #expect(!cut([TextRun(string: String(repeating: "w", count: 80), font: font)]))
        // Two runs, a right-to-left paragraph, emoji, hard breaks, tabs, decorations.
        #expect(!cut([TextRun(string: "Several words ", font: font), TextRun(string: "that wrap onto more lines", font: font)]))
        #expect(!cut([TextRun(string: words, font: font)], direction: .rightToLeft))
        #expect(!cut([TextRun(string: words + " 🙂", font: font)]))
        #expect(!cut([TextRun(string: "Several words\nthat wrap onto more than one line", font: font)]))
        #expect(!cut([TextRun(string: "Several words\u{2028}that wrap onto more than one line", font: font)]))
        #expect(!cut([TextRun(string: "Several\twords that wrap onto more than one line", font: font)]))
        #expect(!cut([TextRun(string: words, font: font, underline: .color(RGBAColor(red: 0, green: 0, blue: 0)))]))
        // Hebrew in a left-to-right paragraph is its own item.
        #expect(!cut([TextRun(string: "Several words and שלום עולם that wrap onto lines", font: font)]))
    }

    @Test func aRenderedParagraphDrawsTheSamePixelsEitherWay() throws {
        // The same lines drawn through Pango's layout lines (a two-run text with both runs
        // alike takes Pango's path) and through the cut glyph runs (one run).
        let text = "Text is shaped once during layout: the measured lines are kept and drawn exactly as they were measured, so a paragraph wraps at the same words."
        let half = text.index(text.startIndex, offsetBy: 60)
        let one = try ImageRenderer(content: Text(text).frame(width: 300, height: 160, alignment: .topLeading)
            .background(Color.white)).render()
        let two = try ImageRenderer(content: (Text(text[..<half]) + Text(text[half...])).frame(width: 300, height: 160, alignment: .topLeading)
            .background(Color.white)).render()
        #expect(one.width == 300 && one.height == 160)
        var dark = 0, differing = 0
        for y in 0..<one.height {
            for x in 0..<one.width {
                let p = one.pixel(x: x, y: y), q = two.pixel(x: x, y: y)
                if p.red < 128 { dark += 1 }
                if p != q { differing += 1 }
            }
        }
        #expect(dark > 1000)
        #expect(differing == 0)
    }

    /// A line cut from one shaping is drawn in its own paint's alpha after a text of several
    /// colours, whose runs set Pango's foreground alpha on the renderer pangocairo shares
    /// between draws (`pango_cairo_show_glyph_item` does not reset that alpha: a secondary
    /// label after an opaque two-colour text came out opaque).
    @Test func aTranslucentLineAfterAManyColouredTextKeepsItsAlpha() throws {
        // Secondary label over white: (60, 60, 67) at 60 % is about (138, 138, 142) at its darkest.
        let secondary = Text("Secondary words").font(.system(size: 30)).foregroundStyle(.secondary)
        let alone = try ImageRenderer(content: secondary.frame(width: 300, height: 40, alignment: .leading).background(Color.white)).render()
        let view = VStack(alignment: .leading, spacing: 0) {
            (Text("Two ") + Text("colours").foregroundColor(.blue)).font(.system(size: 30)).frame(height: 40)
            secondary.frame(width: 300, height: 40, alignment: .leading)
        }
        .frame(width: 300, height: 80, alignment: .topLeading)
        .background(Color.white)
        for _ in 0..<5 {
            let image = try ImageRenderer(content: view).render()
            var darkest = 255, different = 0
            for y in 0..<40 {
                for x in 0..<300 {
                    let p = image.pixel(x: x, y: 40 + y)
                    darkest = min(darkest, Int(p.red))
                    if p != alone.pixel(x: x, y: y) { different += 1 }
                }
            }
            #expect(darkest >= 130 && darkest <= 145)
            #expect(different == 0)
        }
    }

    /// A PDF keeps the text of lines cut from one shaping (drawn with their clusters), so
    /// it can be selected and searched: pdftotext reads the paragraph's words back, line by line.
    @Test func aCutParagraphsPDFKeepsItsText() throws {
        let text = "Text is shaped once during layout: the measured lines are kept and drawn exactly as they were measured."
        let renderer = ImageRenderer(content: Text(text).frame(width: 240, alignment: .topLeading).padding(10).background(Color.white))
        let pdf = try renderer.pdfData()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("backplate-pdftext-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.pdf"), output = dir.appendingPathComponent("out.txt")
        try pdf.write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pdftotext", input.path, output.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "pdftotext (poppler-utils) failed")
        let extracted = try String(contentsOf: output, encoding: .utf8)
        let lines = extracted.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(lines.count >= 3)
        #expect(lines.joined(separator: " ") == text)
    }
}
