import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// SF Symbols inside text draw the glyphs `Image(systemName:)` draws, in the symbol's frame for
/// the run's font, standing where the image stands beside text.
@MainActor
@Suite(.tags(.pixels, .fonts)) struct InlineSymbolDrawingTests {
    /// `name` inside text at `size`, drawn as `renderSymbol` draws the image alone.
    static func inText(_ name: String, size: CGFloat = 40, weight: Font.Weight = .regular) throws -> RenderedImage {
        try renderImage(Text(Image(systemName: name)).font(.system(size: size, weight: weight)).foregroundStyle(.black).padding(4), scale: 2)
    }

    @Test(arguments: ["paperplane.fill", "arrow.up.circle.fill", "star.fill", "heart", "battery.100percent", "bird.fill",
                      "cube", "sunrise", "chevron.right"])
    func aSymbolInTextDrawsTheImagesInk(_ name: String) throws {
        // Before, text drew the curated Material glyph of the name: a plane flying right, a ring
        // for `arrow.up.circle.fill`, nothing for names outside the curated 701.
        let text = try #require(inkBox(try Self.inText(name)), "\(name) draws nothing in text")
        let image = try #require(inkBox(try renderSymbol(name, size: 40)))
        #expect(abs((text.maxX - text.minX) - (image.maxX - image.minX)) <= 1, "\(name): \(text) vs \(image)")
        #expect(abs((text.maxY - text.minY) - (image.maxY - image.minY)) <= 1, "\(name): \(text) vs \(image)")
        #expect(abs(text.count - image.count) <= max(8, image.count / 50), "\(name): \(text.count) vs \(image.count) inked pixels")
    }

    @Test func theSymbolStandsWhereTheImageStandsBesideText() throws {
        // The symbol's frame is centred on half the cap height, as the image is in an HStack on
        // the first text baseline.
        let text = try renderImage(Text("Hx \(Image(systemName: "star.fill"))").font(.system(size: 30)).foregroundStyle(.black).padding(4), scale: 2)
        let row = try renderImage(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Hx ")
            Image(systemName: "star.fill")
        }.font(.system(size: 30)).foregroundStyle(.black).padding(4), scale: 2)
        let a = try #require(inkBox(text)), b = try #require(inkBox(row))
        #expect(abs(a.minY - b.minY) <= 1 && abs(a.maxY - b.maxY) <= 1, "\(a) vs \(b)")
        #expect(abs(a.maxX - b.maxX) <= 2, "\(a) vs \(b)")
    }

    @Test func aBoldRunDrawsABoldSymbol() throws {
        let regular = try #require(inkBox(try Self.inText("heart", weight: .regular)))
        let bold = try #require(inkBox(try Self.inText("heart", weight: .bold)))
        #expect(bold.count > regular.count + regular.count / 10, "bold \(bold.count), regular \(regular.count)")
    }

    @Test func anUnknownNameWarnsAndTakesNoRoom() throws {
        let (width, warnings) = RuntimeWarning.collecting {
            ImageRenderer(content: Text("a\(Image(systemName: "no.such.symbol"))b")).layout().size.width
        }
        #expect(width == ImageRenderer(content: Text("ab")).layout().size.width)
        #expect(warnings.contains { $0.contains("no.such.symbol") })
    }

    @Test func theSymbolTakesItsRunsColour() throws {
        let image = try renderImage((Text("A ").foregroundColor(.black) + Text(Image(systemName: "circle.fill")).foregroundColor(.red))
            .font(.system(size: 30)).padding(4), scale: 2)
        let red = try drawnColor(.red)
        #expect(pixelCount(image, near: red) > 400)
    }
}

extension InlineSymbolDrawingTests {
    @Test func aRenderingModeInsideTextWarns() {
        let (_, fromImage) = RuntimeWarning.collecting {
            _ = try? renderImage(Text(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)))
        }
        #expect(fromImage.contains { $0.contains("cloud.sun.fill") && $0.contains("multicolor") }, "\(fromImage)")
        let (_, fromText) = RuntimeWarning.collecting {
            _ = try? renderImage(Text("Sun \(Image(systemName: "sun.max.fill"))").symbolRenderingMode(.hierarchical))
        }
        #expect(fromText.contains { $0.contains("sun.max.fill") && $0.contains("hierarchical") }, "\(fromText)")
    }
}

extension InlineSymbolDrawingTests {
    @Test func aSymbolShrinksWithItsText() throws {
        // minimumScaleFactor shrinks the fonts and the symbol alike, as it would a glyph: the
        // symbol's ink stays in proportion to the words'.
        func inkHeights(width: CGFloat) throws -> (symbol: Int, text: Int) {
            let view = HStack(spacing: 0) {
                Text("\(Image(systemName: "square.fill")) HHHHHHHHHHHHHHHHHHHH").lineLimit(1).minimumScaleFactor(0.3)
                    .font(.system(size: 30)).foregroundStyle(.black).frame(width: width, alignment: .leading)
            }.padding(4)
            let image = try renderImage(view, scale: 2)
            let box = try #require(inkBox(image))
            // The square's column: the ink's first column; an H's: the last.
            func height(atColumn x: Int) -> Int { (0..<image.height).filter { image.pixel(x: x, y: $0).alpha > 127 }.count }
            return (height(atColumn: box.minX + 3), height(atColumn: box.maxX - 1))
        }
        let wide = try inkHeights(width: 1000), narrow = try inkHeights(width: 250)
        #expect(narrow.text < wide.text * 3 / 4, "the text shrank: \(narrow.text) vs \(wide.text)")
        let wideRatio = Double(wide.symbol) / Double(wide.text), narrowRatio = Double(narrow.symbol) / Double(narrow.text)
        #expect(abs(narrowRatio - wideRatio) < 0.12, "square to H: \(narrowRatio) shrunk, \(wideRatio) not")
    }
}
