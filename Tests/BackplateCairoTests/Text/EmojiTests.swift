import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCairo

/// Colour emoji: drawn by Noto Color Emoji through cairo with Apple Color Emoji's frame as iOS
/// typesets it (advance 1.000 em; line ascender 1.000 em and descender 0.3125 em; images
/// centred 0.35 em above the baseline; wh0, "Emoji metrics", 2024).
@Suite(.tags(.layout, .pixels, .fonts)) struct EmojiTests {
    static var emojiFontInstalled: Bool { PangoTextEngine.shared.hasFamily("Noto Color Emoji") }

    @Test func recognisesEmojiCharacters() {
        #expect(EmojiMetrics.isEmoji("😀"))
        #expect(EmojiMetrics.isEmoji("🇫🇷"))
        #expect(EmojiMetrics.isEmoji("❤️"))
        #expect(EmojiMetrics.isEmoji("1️⃣"))
        #expect(EmojiMetrics.isEmoji("👩‍💻"))
        #expect(!EmojiMetrics.isEmoji("a"))
        #expect(!EmojiMetrics.isEmoji("1"))
        #expect(!EmojiMetrics.isEmoji("❤"))      // text presentation without U+FE0F
        #expect(!EmojiMetrics.isEmoji("é"))
        #expect(EmojiMetrics.ranges(in: "a😀😀b❤️") == [1..<9, 10..<16])
        #expect(!EmojiMetrics.contains("plain ASCII text"))
    }

    @Test func emojiFrameIsSwiftUIs() throws {
        try #require(Self.emojiFontInstalled, "run scripts/install-deps.sh: it installs fonts-noto-color-emoji")
        let r = ImageRenderer(content: Text(verbatim: "😀"))
        r.scale = 3
        let size = r.layout().size
        // Advance 1 em at 17 pt; line 17 × (1 + 0.3125) = 22.3125 → 22.333 at 3x.
        #expect(abs(size.width - 17) < 1e-9)
        #expect(abs(size.height - 67.0 / 3) < 1e-9)
        // Without an emoji the line keeps SF's 1.193 em (20.287 → 20.333).
        let plain = ImageRenderer(content: Text(verbatim: "ab"))
        plain.scale = 3
        #expect(abs(plain.layout().size.height - 61.0 / 3) < 1e-9)
        // Three emoji: three advances of 1 em (plus SF's tracking between them, 2 × −0.442).
        let three = ImageRenderer(content: Text(verbatim: "😀😀😀"))
        three.scale = 3
        #expect(abs(three.layout().size.width - (51 - 0.884)) < 0.34)
        // At 34 pt: 34 wide, 34 × 1.3125 = 44.625 tall (→ 44.667).
        let big = ImageRenderer(content: Text(verbatim: "😀").font(.largeTitle))
        big.scale = 3
        #expect(abs(big.layout().size.width - 34) < 1e-9)
        #expect(abs(big.layout().size.height - 134.0 / 3) < 1e-9)
    }

    @Test func emojiIsDrawnInColourWhereIOSDrawsIt() throws {
        try #require(Self.emojiFontInstalled, "run scripts/install-deps.sh: it installs fonts-noto-color-emoji")
        let image = try renderImage(Text(verbatim: "😀").font(.system(size: 40)).background(Color.white), scale: 2)
        // The grinning face is yellow: count saturated yellow pixels and find their bounds.
        var count = 0
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = rgba(image, x, y)
                if p[0] > 200 && p[1] > 150 && p[2] < 110 {
                    count += 1
                    (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                }
            }
        }
        // 40 pt at 2x: the image is about 0.94 em = 75 px across; most of its disc is yellow.
        #expect(count > 1500, "yellow pixels: \(count)")
        // Horizontally centred in its 1 em advance (40 pt = 80 px): centre at 40 px.
        let centreX = Double(minX + maxX) / 2
        #expect(abs(centreX - 40) < 4)
        // Vertically centred 0.35 em above the baseline; the baseline is at the line's ascent
        // (1 em = 40 pt = 80 px), so the centre is at 80 − 0.35 × 80 = 52 px.
        let centreY = Double(minY + maxY) / 2
        #expect(abs(centreY - 52) < 4)
        #expect(image.width == 80 && image.height == 105)   // 40 × 1.3125 = 52.5 pt
    }

    /// The ink box of everything not white in an image.
    static func inkBox(_ image: RenderedImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = rgba(image, x, y)
                if Int(p[0]) + Int(p[1]) + Int(p[2]) < 3 * 235 {
                    (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                }
            }
        }
        return maxX >= minX ? (minX, minY, maxX, maxY) : nil
    }

    /// The picture's size: Apple draws each emoji in a 1 × 1 em image; its full-square ⚫
    /// covers −0.150 to 0.850 em (1.0 em tall, centred 0.35 em up) and a face such as 😃 is
    /// about 0.92 em across (wh0, "Emoji metrics", 2024). Noto at SwiftUI's 1-em advance drew
    /// ⚫ 0.88 em; the derived face (`scripts/fonts/derive-emoji.py`: advance 136 → 128
    /// pixels, bitmaps re-centred) draws it 0.95 em, still centred, at the same 1-em advance.
    @Test func emojiPicturesAreDrawnAtApplesSize() throws {
        try #require(Self.emojiFontInstalled)
        try #require(EmojiMetrics.derivedFile != nil, "run scripts/install-deps.sh: it derives NotoColorEmojiBackplate.ttf")
        let em = 40.0, scale = 2.0
        for emoji in ["⚫", "😃"] {
            let view = Text(verbatim: emoji).font(.system(size: em)).background(Color.white)
            let r = ImageRenderer(content: view)
            r.scale = scale
            #expect(abs(r.layout().size.width - em) < 1e-9)   // the advance stays 1 em
            let image = try r.render()
            if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
                try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
                try image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("emoji-\(emoji.unicodeScalars.first!.value).png"))
            }
            let box = try #require(Self.inkBox(image))
            let w = Double(box.maxX - box.minX + 1) / scale / em, h = Double(box.maxY - box.minY + 1) / scale / em
            if emoji == "⚫" {
                // Apple's is 1.0 × 1.0 em; Noto's was 0.88, the derived face's is 0.95.
                #expect(w >= 0.92 && w <= 1.0 && h >= 0.92 && h <= 1.0, "\(emoji): \(w) × \(h) em")
            } else {
                // Apple's face is about 0.92 em across; Noto's was 0.87, now 0.925 (Noto's face
                // is wider than tall, so only the width is Apple's).
                #expect(w >= 0.9 && w <= 0.97, "\(emoji): \(w) × \(h) em")
            }
            // Centred in the advance, and 0.35 em above the baseline (at 1 em from the top).
            #expect(abs(Double(box.minX + box.maxX + 1) / 2 / scale - em / 2) < 0.03 * em)
            #expect(abs(em - Double(box.minY + box.maxY + 1) / 2 / scale - 0.35 * em) < 0.03 * em, "\(emoji) centre")
        }
    }

    /// The derived face draws the same picture in every output: the PDF, rasterised by
    /// pdftoppm at the PNG's resolution, puts ⚫'s ink box within a pixel of the PNG's.
    @Test func emojiPictureIsTheSameInPDF() throws {
        try #require(Self.emojiFontInstalled)
        let view = Text(verbatim: "⚫").font(.system(size: 40)).background(Color.white)
        let renderer = ImageRenderer(content: view)
        let png = try #require(Self.inkBox(try renderer.render()))
        let pdfImage = try rasterizedPDF(try renderer.pdfData())
        let pdf = try #require(Self.inkBox(pdfImage))
        #expect(abs(pdf.minX - png.minX) <= 1 && abs(pdf.maxX - png.maxX) <= 1 && abs(pdf.minY - png.minY) <= 1 && abs(pdf.maxY - png.maxY) <= 1,
                "PDF ink \(pdf) vs PNG \(png)")
    }

    @Test func emojiBetweenWordsKeepsTheLineTaller() throws {
        try #require(Self.emojiFontInstalled)
        let r = ImageRenderer(content: Text(verbatim: "Poem 📖 read"))
        r.scale = 3
        #expect(abs(r.layout().size.height - 67.0 / 3) < 1e-9)
        let without = ImageRenderer(content: Text(verbatim: "Poem  read"))
        without.scale = 3
        // One more character of 1 em (17 pt) plus one more tracking step (−0.442).
        #expect(abs(r.layout().size.width - without.layout().size.width - (17 - 0.442)) < 0.7)
    }
}
