import Foundation
import Testing
import Backplate
@testable import BackplateCore
import BackplateTestSupport

/// Texts interpolated into a localized key keep their own styling, as in SwiftUI
/// (`Text("Tap \(Text("here").bold()) to continue")` draws "here" bold).
@Suite(.tags(.layout, .pixels, .fonts)) struct InterpolatedTextTests {
    static func pixels(_ text: Text) throws -> RenderedImage {
        try renderImage(text.font(.system(size: 17)).padding(4).background(Color.white), scale: 2)
    }

    static func same(_ a: RenderedImage, _ b: RenderedImage) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        for y in 0..<a.height { for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { return false } }
        return true
    }

    @Test func aStyledTextDrawsAsTheSameTextConcatenated() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let interpolated = try Self.pixels(Text("Tap \(Text("here").foregroundColor(red).bold()) to continue"))
        let concatenated = try Self.pixels(Text("Tap ") + Text("here").foregroundColor(red).bold() + Text(" to continue"))
        #expect(Self.same(interpolated, concatenated), "\(interpolated.width)×\(interpolated.height) vs \(concatenated.width)×\(concatenated.height)")
        var redPixels = 0
        for y in 0..<interpolated.height { for x in 0..<interpolated.width where close(interpolated.pixel(x: x, y: y), 255, 0, 0) { redPixels += 1 } }
        #expect(redPixels > 100)
        // Unstyled, it is its characters: the same picture as the plain literal.
        #expect(Self.same(try Self.pixels(Text("Tap \(Text("here")) to continue")), try Self.pixels(Text("Tap here to continue"))))
    }

    @Test func theKeysMarkdownStylesAroundTheTextsOwnStyle() throws {
        let interpolated = try Self.pixels(Text("**Tap \(Text("here").italic())**"))
        let concatenated = try Self.pixels((Text("Tap ") + Text("here").italic()).bold())
        #expect(Self.same(interpolated, concatenated))
        #expect(Text("**Tap \(Text("here").italic())**").plainString == "Tap here")
    }

    @Test func anAttributedStringKeepsItsAttributes() throws {
        var word = AttributedString("here")
        word.foregroundColor = Color(red: 0, green: 0, blue: 1)
        let interpolated = try Self.pixels(Text("Tap \(word) now"))
        let concatenated = try Self.pixels(Text("Tap ") + Text(word) + Text(" now"))
        #expect(Self.same(interpolated, concatenated))
    }

    @Test func aStyledFormattedValueKeepsItsStyleAndItsEnvironment() throws {
        // A styled `Text(value, format:)` is formatted where the key is shown (the locale's
        // grouping), and drawn in its style.
        let count = Text(12_345, format: .number).bold()
        let german = try renderImage(Text("\(count) steps").font(.system(size: 17)).environment(\.locale, Locale(identifier: "de_DE")), scale: 2)
        let expected = try renderImage((Text("12.345").bold() + Text(" steps")).font(.system(size: 17)), scale: 2)
        #expect(Self.same(german, expected))
    }
}
