import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// The text engine over many scripts, sizes, weights, designs, emoji and SF Symbols at once:
/// shaping, line breaking and drawing each gives a sized, inked result. Run under
/// AddressSanitizer by `scripts/sanitize.sh address`, this is its text engine coverage.
@Suite(.tags(.layout, .pixels)) struct ManyScriptsShapingTests {
    static let samples = [
        "The quick brown fox", "Ξεσκεπάζω την ψυχοφθόρα", "Съешь же ещё этих", "نص حكيم له سر قاطع",
        "עטלף אבק נס דרך", "日本語のテキスト", "中文文本排版", "한국어 텍스트", "हिन्दी पाठ", "ภาษาไทย",
        "Olá 👋🏽 café ☕️ 🇫🇷 👩‍💻", "e\u{301}\u{302} fi ffl ﬃ", "\u{200F}mixed עברית and English",
    ]

    @Test func everySampleIsSizedAndInkedAtEverySize() throws {
        for (i, sample) in Self.samples.enumerated() {
            var previous = CGSize.zero
            for size in [8.0, 17, 34, 96] as [CGFloat] {
                let weight: Font.Weight = [.ultraLight, .regular, .semibold, .black][i % 4]
                let design: Font.Design = [.default, .serif, .rounded, .monospaced][(i / 4) % 4]
                let text = Text(verbatim: sample).font(.system(size: size, weight: weight, design: design))
                let r = ImageRenderer(content: text.foregroundStyle(.black).background(Color.white))
                let measured = r.layout().size
                // Bigger type, bigger line: width and height both grow with the size.
                #expect(measured.width > previous.width && measured.height > previous.height, "\(sample) at \(size)")
                previous = measured
                let image = try r.render()
                // Any ink on the white ground: an 8-point ultralight stroke never reaches half grey at 1x.
                var dark = 0
                for y in stride(from: 0, to: image.height, by: 1) {
                    for x in stride(from: 0, to: image.width, by: 1) where image.pixel(x: x, y: y).red < 250 { dark += 1 }
                }
                #expect(dark > 0, "\(sample) at \(size) drew no ink")
            }
        }
    }

    @Test func wrappedMixedTextWithSymbolsHasEveryLine() throws {
        let all = Self.samples.joined(separator: " ")
        let r = ImageRenderer(content: (Text(Image(systemName: "star.fill")) + Text(verbatim: " " + all + " ") + Text(Image(systemName: "globe")))
            .font(.system(size: 15)).frame(width: 120))
        let wrapped = r.layout().size
        let oneLine = ImageRenderer(content: Text(verbatim: all).font(.system(size: 15)).fixedSize()).layout().size
        // Wrapped into 120 points: several lines, each at least one 15 pt line tall.
        #expect(wrapped.width <= 120 && wrapped.height >= oneLine.height * 4)
        #expect(throws: Never.self) { try r.pngData() }
    }
}
