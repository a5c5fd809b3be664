import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCairo

/// A word too long for its line breaks between characters without a hyphen, as CoreText
/// breaks it: the lines look exactly like the same characters split by explicit newlines at
/// the same places (Pango alone would end each broken line with "-").
@Suite struct WordBreakHyphenTests {
    @Test func aBrokenWordDrawsNoHyphen() throws {
        let word = String(repeating: "xo", count: 12)
        let (_, lines) = MillionCharacterTextTests.layout(word, width: 60)
        #expect(lines.count >= 3)
        let bytes = Array(word.utf8)
        let split = lines.map { String(decoding: bytes[$0], as: UTF8.self) }.joined(separator: "\n")
        #expect(split.replacingOccurrences(of: "\n", with: "") == word)
        func draw(_ s: String) throws -> RenderedImage {
            try renderImage(Text(s).font(.system(size: 17)).frame(width: 60, alignment: .leading).background(.white), scale: 2)
        }
        let broken = try draw(word), explicit = try draw(split)
        #expect(broken.width == explicit.width && broken.height == explicit.height)
        let same = samePixels(broken.rgba, explicit.rgba)
        #expect(same, "the broken word draws something the explicit lines do not (a hyphen)")
    }
}
