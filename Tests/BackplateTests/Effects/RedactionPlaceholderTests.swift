import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate

/// `redacted(reason: .placeholder)` drawn as iOS draws it (controls.md §7.4): each text line a
/// rounded bar of the cap height in the text's colour at 16 %, images filled with the same
/// grey, frames unchanged; light and dark.
@Suite(.tags(.pixels)) struct RedactionPlaceholderTests {
    @Test(arguments: [false, true])
    func textBecomesACapHeightBarAtSixteenPercent(dark: Bool) throws {
        let text = Text("Jordan Lee")
        let redacted = controlShapes(text.redacted(reason: .placeholder), width: nil, dark: dark)
        #expect(controlTexts(text.redacted(reason: .placeholder), width: nil, dark: dark).isEmpty)
        let bar = try #require(redacted.first)
        #expect(redacted.count == 1)
        // Layout unchanged; the bar spans the line's width, about the cap height (≈ 12 for 17 pt).
        #expect(controlSize(text.redacted(reason: .placeholder), width: nil) == controlSize(text, width: nil))
        let line = try #require(controlTexts(text, width: nil).first)
        #expect(abs(bar.frame.width - line.frame.width) <= 1)
        #expect(bar.frame.height >= 11.5 && bar.frame.height <= 17)
        #expect("\(bar.paint)" == (dark ? "#FFFFFF29" : "#00000029"))
        // On white: black @0.16 → 214,214,214 (controls.md §7.4).
        let image = try controlImage(text.redacted(reason: .placeholder), width: nil, dark: dark)
        #expect(close(controlPixel(image, bar.frame.midX, bar.frame.midY), dark ? [41, 41, 41] : [214, 214, 214], 2))
    }

    @Test func imagesBecomeGreyRectanglesOfTheirFrame() throws {
        let view = Image(systemName: "person.crop.circle.fill").font(.largeTitle).redacted(reason: .placeholder)
        let shapes = controlShapes(view, width: nil)
        #expect(shapes.count == 1)
        #expect(shapes.first.map { "\($0.paint)" } == "#00000029")
        #expect(controlSize(view, width: nil) == controlSize(Image(systemName: "person.crop.circle.fill").font(.largeTitle), width: nil))
    }

    @Test func unredactedAndEmptyReasonsDrawTheContent() {
        let row = VStack { Text("Visible").unredacted(); Text("Hidden") }.redacted(reason: .placeholder)
        let strings: [String] = controlTexts(row, width: nil).map(\.string)
        #expect(strings == ["Visible"])
        #expect(controlTexts(Text("Shown").redacted(reason: []), width: nil).map(\.string) == ["Shown"])
    }

    @Test func controlsInsideKeepTheirFramesAndGreyTheirLabels() throws {
        let button = Button("Edit") {}.buttonStyle(.bordered)
        #expect(controlSize(button.redacted(reason: .placeholder), width: nil) == controlSize(button, width: nil))
        #expect(controlTexts(button.redacted(reason: .placeholder), width: nil).isEmpty)
    }
}
