import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCairo

/// Issue 9, class 5: a 10^6-character word and a 10^6-character paragraph without a line
/// limit are laid out and rendered (in seconds, also in a debug build), and they break exactly
/// where the same text breaks when it is short enough to be laid out without the long-text
/// limits of `LongText` (text under `LongText.threshold` bytes is laid out unchanged).
@Suite(.tags(.layout, .pixels, .fonts, .regression)) struct MillionCharacterTextTests {
    static let font = ResolvedFont(family: nil, size: 17)
    /// SF's line height at 17 pt: (ascender 0.952 + descender 0.241) em = 17 × 2444 / 2048.
    static let lineHeight: CGFloat = 17 * 2444 / 2048

    /// The layout of `text`, and the byte range of each of its lines.
    static func layout(_ text: String, width: CGFloat?) -> (result: TextLayoutResult, lines: [Range<Int>]) {
        let engine = PangoTextEngine.shared
        let result = engine.layout(TextLayoutRequest(runs: [TextRun(string: text, font: font)], width: width,
                                                     height: nil, lineLimit: nil))
        return (result, result.shaped.map { LongText.lineRanges(of: $0, engine: engine) } ?? [])
    }

    /// Counts the pixels darker than mid-grey in a band of rows.
    static func inkPixels(_ image: RenderedImage, rows: Range<Int>) -> Int {
        var count = 0
        for y in rows { for x in 0..<image.width where image.pixel(x: x, y: y).red < 128 { count += 1 } }
        return count
    }

    @Test func aMillionCharacterWordBreaksLikeAShortOne() throws {
        // 2,000 characters: laid out as Pango lays out any short text.
        let short = Self.layout(String(repeating: "x", count: 2000), width: 300)
        let perLine = try #require(short.lines.first).count
        #expect(perLine > 20 && perLine < 60)       // 300 pt of x's about 9 pt wide
        #expect(short.result.lineCount == (2000 + perLine - 1) / perLine)

        let n = 1_000_000
        let start = Date()
        let long = Self.layout(String(repeating: "x", count: n), width: 300)
        print("10^6-character word laid out in \(Date().timeIntervalSince(start)) s: \(long.result.lineCount) lines")
        // Every line but the last holds as many characters as a line of the short word: the
        // 10^6 characters are all laid out, none dropped.
        #expect(long.result.lineCount == (n + perLine - 1) / perLine)
        #expect(long.lines.count == long.result.lineCount)
        #expect(long.lines.dropLast().allSatisfy { $0.count == perLine })
        #expect(long.lines.last?.upperBound == n)
        #expect(long.result.size.width == short.result.size.width)
        #expect(abs(long.result.size.height - CGFloat(long.result.lineCount) * Self.lineHeight) < 1)
    }

    @Test func aMillionCharacterParagraphBreaksLikeAShortOne() throws {
        let short = Self.layout(String(repeating: "backplate ", count: 300), width: 300)
        let perLine = try #require(short.lines.first).count     // whole words and their spaces
        #expect(perLine % 10 == 0 && perLine >= 20)

        let words = 100_000
        let start = Date()
        let long = Self.layout(String(repeating: "backplate ", count: words), width: 300)
        print("10^6-character paragraph laid out in \(Date().timeIntervalSince(start)) s: \(long.result.lineCount) lines")
        let wordsPerLine = perLine / 10
        #expect(long.result.lineCount == (words + wordsPerLine - 1) / wordsPerLine)
        #expect(long.lines.dropLast().allSatisfy { $0.count == perLine })
        #expect(long.lines.last?.upperBound == words * 10)
        // Every wrapped line has the width of the short text's first line (a wrapped line does
        // not count its final space; the last line of a paragraph does), exactly, except lines
        // holding one of the cuts made every `LongText.chunkBytes` bytes: shaping does not
        // cross a cut, so a kerning pair there is dropped (less than a point).
        let lineWidth = try #require(short.result.lineSpans.first).width
        var exact = 0, withCut = 0, off = 0
        for (range, span) in zip(long.lines, long.result.lineSpans).dropLast() {
            let nextCut = (range.lowerBound / LongText.chunkBytes + 1) * LongText.chunkBytes
            if nextCut < range.upperBound {
                withCut += 1
                if !(abs(span.width - lineWidth) < 1) { off += 1 }
            } else if span.width == lineWidth { exact += 1 } else { off += 1 }
        }
        #expect(off == 0)
        #expect(exact + withCut == long.lines.count - 1 && exact > withCut)
        #expect(abs(long.result.size.width - lineWidth) < 1)
        #expect(abs(long.result.size.height - CGFloat(long.result.lineCount) * Self.lineHeight) < 1)
    }

    /// 20,000 characters of words of different lengths: every line the long-text layout makes
    /// is a greedy line of the short-text layout (it fits alone on one line, and with the next
    /// word it would not), with the same width.
    @Test func aMediumTextBreaksGreedilyLikeShortText() throws {
        let vocabulary = ["a", "of", "the", "view", "layout", "renders", "backplate", "proposal", "typography",
                          "internationalization", "I", "wrap", "glyph", "kerning", "SwiftUI", "Linux,", "pixels."]
        var state: UInt64 = 9
        var text = ""
        while text.utf8.count < 20_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            text += vocabulary[Int(state >> 33) % vocabulary.count] + " "
        }
        let bytes = Array(text.utf8)
        let long = Self.layout(text, width: 240)
        #expect(long.lines.count == long.result.lineCount && long.lines.count > 300)
        #expect(long.lines.first?.lowerBound == 0 && long.lines.last?.upperBound == bytes.count)
        for (i, range) in long.lines.enumerated() {
            let line = String(decoding: bytes[range], as: UTF8.self)
            let alone = Self.layout(line, width: 240)
            #expect(alone.result.lineCount == 1, "line \(i) \"\(line)\" does not fit alone")
            // The same glyphs, measured alone (a wrapped line does not count its final space,
            // the paragraph's last line does), up to a kerning pair a cut of the long text's
            // items drops (shaping does not cross a cut every `LongText.chunkBytes` bytes).
            let isLast = i == long.lines.count - 1
            let glyphs = isLast ? line : String(line.reversed().drop(while: { $0 == " " }).reversed())
            let measured = try #require(Self.layout(glyphs, width: nil).result.lineSpans.first).width
            #expect(abs(long.result.lineSpans[i].width - measured) < 1, "line \(i) \"\(line)\"")
            if i + 1 < long.lines.count {
                let next = bytes[long.lines[i + 1]].prefix { $0 != UInt8(ascii: " ") }
                let longer = line + String(decoding: next, as: UTF8.self)
                #expect(Self.layout(longer, width: 240).result.lineCount == 2, "line \(i) \"\(line)\" could hold the next word")
            }
        }
    }

    /// Both texts rendered at full height in a 300 × 120 window on white: the window shows
    /// the first lines in ink, the layout has the full height, and the render takes seconds
    /// (only the lines the clip shows are drawn).
    @Test(arguments: ["word", "paragraph"])
    func aMillionCharacterTextRenders(_ kind: String) throws {
        let text = kind == "word" ? String(repeating: "x", count: 1_000_000) : String(repeating: "backplate ", count: 100_000)
        let column = Text(text).fixedSize(horizontal: false, vertical: true).frame(width: 300)
        let start = Date()
        let height = ImageRenderer(content: column).layout().size.height
        #expect(height > 1_000_000 / 60 * Self.lineHeight * 0.9)   // thousands of lines
        let window = column.frame(width: 300, height: 120, alignment: .top).clipped().background(Color.white)
        let image = try ImageRenderer(content: window).render()
        print("10^6-character \(kind) laid out and rendered in \(Date().timeIntervalSince(start)) s")
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try? ImageRenderer(content: window).write(to: URL(fileURLWithPath: dir).appendingPathComponent("million-\(kind).png"))
        }
        #expect(image.width == 300 && image.height == 120)
        // Ink in each of the five full lines the window shows (`.body`'s lines are 22 pt
        // apart, its leading); white in the gaps between them.
        for line in 0..<5 {
            let top = Int((CGFloat(line) * 22).rounded(.up))
            let rows = (top + 4)..<min(top + 16, 120)
            #expect(Self.inkPixels(image, rows: rows) > 100, "line \(line)")
        }
        #expect(image.pixel(x: 150, y: 0) == RenderedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
