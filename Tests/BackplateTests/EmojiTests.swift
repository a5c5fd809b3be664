import Testing
import Foundation
@testable import Backplate
@testable import BackplateCairo

/// Colour emoji: drawn by Noto Color Emoji through cairo with Apple Color Emoji's frame as iOS
/// typesets it (advance 1.000 em; line ascender 1.000 em and descender 0.3125 em; images
/// centred 0.35 em above the baseline; wh0, "Emoji metrics", 2024).
@Suite struct EmojiTests {
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
        // 40 pt at 2x: the image is about 0.88 em = 70 px across; most of its disc is yellow.
        #expect(count > 1500, "yellow pixels: \(count)")
        // Horizontally centred in its 1 em advance (40 pt = 80 px): centre at 40 px.
        #expect(abs(Double(minX + maxX) / 2 - 40) < 4)
        // Vertically centred 0.35 em above the baseline; the baseline is at the line's ascent
        // (1 em = 40 pt = 80 px), so the centre is at 80 − 0.35 × 80 = 52 px.
        #expect(abs(Double(minY + maxY) / 2 - 52) < 4)
        #expect(image.width == 80 && image.height == 105)   // 40 × 1.3125 = 52.5 pt
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
