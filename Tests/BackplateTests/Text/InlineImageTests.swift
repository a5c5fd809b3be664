import Foundation
import Testing
import Backplate
import BackplateTestSupport

/// Images other than SF Symbols shown in text (`Text("Best \(Image("medal"))")`): drawn at
/// their own size in points, standing on the baseline, as SwiftUI draws a text attachment.
@Suite(.tags(.layout, .pixels, .fonts)) struct InlineImageTests {
    /// A 24 × 24 pt image: a 4-pixel blue border around red, at 1x.
    static let medal: Image = {
        var px: [UInt8] = []
        for y in 0..<24 { for x in 0..<24 { px += min(x, y, 23 - x, 23 - y) < 4 ? [0, 0, 255, 255] : [255, 0, 0, 255] } }
        return Image(decorative: RasterImage(width: 24, height: 24, rgba: px)!.cgImage, scale: 1)
    }()

    /// The bounding box of the pixels `matching` in `image`, in pixels (nil: none).
    static func box(_ image: RenderedImage, matching: (RenderedImage.Pixel) -> Bool) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var found: (Int, Int, Int, Int)?
        for y in 0..<image.height { for x in 0..<image.width where matching(image.pixel(x: x, y: y)) {
            let f = found ?? (x, y, x, y)
            found = (min(f.0, x), min(f.1, y), max(f.2, x), max(f.3, y))
        } }
        return found.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    static func isBlue(_ p: RenderedImage.Pixel) -> Bool { close(p, 0, 0, 255) }

    /// `text` beside a 2-point green bar whose bottom is the text's first baseline, at 2x on
    /// white: the image's blue box and the bar's box, in pixels.
    static func besideBaseline(_ text: Text) throws -> (blue: (minX: Int, minY: Int, maxX: Int, maxY: Int), baseline: Int, image: RenderedImage) {
        let view = HStack(alignment: .firstTextBaseline, spacing: 10) {
            Color(red: 0, green: 1, blue: 0).frame(width: 6, height: 2).alignmentGuide(.firstTextBaseline) { $0[.bottom] }
            text.font(.system(size: 17))
        }.padding(10).background(Color.white)
        let image = try renderImage(view, scale: 2)
        let blue = try #require(Self.box(image, matching: Self.isBlue))
        let bar = try #require(Self.box(image) { close($0, 0, 255, 0) })
        return (blue, bar.maxY + 1, image)
    }

    @Test func anInterpolatedImageKeepsItsSizeAndStandsOnTheBaseline() throws {
        let ((blue, baseline, _), warnings) = try RuntimeWarning.collecting { try Self.besideBaseline(Text("Best \(Self.medal) value")) }
        // No warning about an image (tests running beside this one add their own warnings;
        // `Image(size:renderer:)`'s is another test's).
        #expect(warnings.filter { $0.localizedCaseInsensitiveContains("image") && !$0.contains("Image(size:renderer:)") }.isEmpty, "\(warnings)")
        // 24 points at 2x: 48 pixels each way, resizable or not (a fractional pen position
        // can leave an edge pixel blended with the white).
        #expect(abs(blue.maxX - blue.minX + 1 - 48) <= 1 && blue.maxY - blue.minY + 1 == 48, "\(blue)")
        #expect(blue.maxY + 1 == baseline, "image bottom \(blue.maxY + 1), baseline \(baseline)")
        // The image is taller than the font's ascent, so its top is the text's top (the padding).
        #expect(blue.minY == 20, "\(blue)")
        // It takes its width in the line: "Best " and " value" sit 48 pixels further apart.
        let plain = try renderImage(Text("Best  value").font(.system(size: 17)), scale: 2)
        let withImage = try renderImage(Text("Best \(Self.medal) value").font(.system(size: 17)), scale: 2)
        #expect(abs(withImage.width - plain.width - 48) <= 2, "\(withImage.width) vs \(plain.width)")
        #expect(try renderImage(Text("Best \(Self.medal.resizable()) value").font(.system(size: 17)), scale: 2).width == withImage.width)
    }

    @Test func baselineOffsetMovesTheImageAndTemplateImagesTakeTheTextColour() throws {
        // 4 points lower: its bottom 8 pixels under the baseline.
        let lowered = try Self.besideBaseline(Text("A ") + Text(Self.medal).baselineOffset(-4) + Text(" B"))
        #expect(lowered.blue.maxY + 1 - lowered.baseline == 8, "\(lowered.blue) \(lowered.baseline)")
        // A template image is its alpha in the text's colour: no blue, orange where it was.
        let tinted = try renderImage(Text(Self.medal.renderingMode(.template)).foregroundStyle(Color(red: 1, green: 0.5, blue: 0)), scale: 1)
        #expect(Self.box(tinted, matching: Self.isBlue) == nil)
        let orange = try #require(Self.box(tinted) { close($0, 255, 128, 0) })
        #expect(abs(orange.maxX - orange.minX + 1 - 24) <= 1 && orange.maxY - orange.minY + 1 == 24, "\(orange)")
    }

    @Test func wrappingMovesTheImageAndTruncationCutsIt() throws {
        let words: LocalizedStringKey = "Words before the picture that fill a line \(Self.medal) and after"
        let wrapped = try renderImage(Text(words).font(.system(size: 17)).frame(width: 150, alignment: .leading), scale: 1)
        let box = try #require(Self.box(wrapped, matching: Self.isBlue))
        #expect(box.minY >= 24 && abs(box.maxX - box.minX - 23) <= 1, "on a later line: \(box)")
        let cut = try renderImage(Text(words).font(.system(size: 17)).lineLimit(1).frame(width: 150, alignment: .leading), scale: 1)
        #expect(Self.box(cut, matching: Self.isBlue) == nil)
    }

    @Test func aDrawnImageKeepsItsRoomAndWarns() throws {
        let drawn = Image(size: CGSize(width: 30, height: 10)) { context in
            context.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 10)), with: .color(.blue))
        }
        let (widths, warnings) = try RuntimeWarning.collecting {
            (try renderImage(Text("A \(drawn) B"), scale: 1).width, try renderImage(Text("A  B"), scale: 1).width)
        }
        #expect(abs(widths.0 - widths.1 - 30) <= 1, "\(widths)")
        #expect(warnings.contains { $0.contains("Image(size:renderer:)") && $0.contains("30×10") }, "\(warnings)")
    }
}

/// A line holding an image taller than the font's ascent grows; the paragraph's other lines
/// keep the font's line box, as CoreText sizes each line.
@Suite(.tags(.layout, .pixels, .fonts)) struct InlineImageLineHeightTests {
    @Test func onlyTheLineHoldingTheImageGrows() throws {
        func size(_ text: Text) throws -> CGSize {
            let image = try renderImage(text.font(.system(size: 17)).frame(width: 150, alignment: .leading), scale: 2)
            return CGSize(width: image.width, height: image.height)
        }
        let medal = InlineImageTests.medal
        // One line: the image's growth alone.
        let oneLine = try size(Text("Go \(medal)")).height - (try size(Text("Go")).height)
        #expect(oneLine > 0)
        // Three lines, the image on the second: the paragraph grows by that much, not three times it.
        let words: LocalizedStringKey = "Words before the picture that fill a line \(medal) and after"
        let plain: LocalizedStringKey = "Words before the picture that fill a line and after"
        let grown = try size(Text(words)).height - (try size(Text(plain)).height)
        #expect(abs(grown - oneLine) <= 1, "paragraph +\(grown) px, one line +\(oneLine) px")
        // The first line, without the image, is drawn where the plain paragraph draws it.
        let with = try renderImage(Text(words).font(.system(size: 17)).frame(width: 150, alignment: .leading), scale: 2)
        let without = try renderImage(Text(plain).font(.system(size: 17)).frame(width: 150, alignment: .leading), scale: 2)
        func firstInkRow(_ image: RenderedImage) -> Int? {
            (0..<image.height).first { y in (0..<image.width).contains { rgba(image, $0, y)[3] > 128 } }
        }
        #expect(firstInkRow(with) == firstInkRow(without))
    }
}
