import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCairo

/// A PDF draws every instance of a variable font with that instance's outlines, whatever
/// text was drawn before it (`VariableFontAxes`). cairo 1.16 embedded a variable font as a
/// subset of the font file (its default instance) whenever the shared FreeType face's current
/// coordinates, set by whichever font loaded a glyph last, were the default: a `.largeTitle`
/// followed by `.body` text came out with the title in the 14-pt default instance's outlines,
/// 2 pt wider in ink than the PNG drew it (the cause of the once-in-four failures of
/// `SystemFontReferenceTests.measureEqualsDrawInPNGSVGAndPDF`).
@Suite(.tags(.layout, .pixels, .fonts)) struct PDFVariableFontTests {
    /// The first and last inked columns (alpha over 50%, dark) of the rows `rows`.
    static func inkColumns(_ image: RenderedImage, rows: Range<Int>) -> ClosedRange<Int>? {
        var first: Int?, last: Int?
        for x in 0..<image.width {
            for y in rows where y < image.height {
                let i = (y * image.width + x) * 4
                if image.rgba[i + 3] > 128 && image.rgba[i] < 128 {
                    if first == nil { first = x }
                    last = x
                    break
                }
            }
        }
        guard let first, let last else { return nil }
        return first...last
    }

    /// The title's ink, PNG against the PDF rasterised at the same scale, with body text drawn
    /// before it, after it, or not at all.
    @Test(arguments: ["alone", "body after", "body before"])
    func titleInkIsTheSameInPNGAndPDF(_ order: String) throws {
        try #require(SystemFontFaces.hasSubstitute, "run scripts/install-deps.sh")
        let title = Text(verbatim: "What's the point?").font(.largeTitle)
        let body = Text(verbatim: "small body text, drawn with the default instance")
        let view = VStack(alignment: .leading, spacing: 0) {
            if order == "body before" { body }
            title
            if order == "body after" { body }
        }
        .frame(width: 300, height: 100, alignment: .topLeading)
        .foregroundStyle(Color.black)
        .background(Color.white)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 3
        let png = try renderer.render()
        let pdf = try rasterizedPDF(try renderer.pdfData(), dpi: 216)
        #expect(pdf.width == png.width && pdf.height == png.height)
        // The title's rows: 41 pt tall, below the body line when it comes first.
        let bodyHeight = order == "body before" ? Int((ImageRenderer(content: body).layout().size.height * 3).rounded()) : 0
        let rows = bodyHeight..<(bodyHeight + 41 * 3)
        let pngInk = try #require(Self.inkColumns(png, rows: rows))
        let pdfInk = try #require(Self.inkColumns(pdf, rows: rows))
        // Before the fix: "body after" put the PDF's right edge 6 px (2 pt) further right.
        #expect(abs(pdfInk.lowerBound - pngInk.lowerBound) <= 1 && abs(pdfInk.upperBound - pngInk.upperBound) <= 1,
                "\(order): PDF ink \(pdfInk), PNG ink \(pngInk)")
    }

    /// The original failure: the title alone, while three other threads draw body text. Before
    /// the fix 11 of 60 such PDFs drew the title in the default instance's outlines (2 pt wide).
    @Test func titleInkIsRightWhileOtherThreadsDrawBodyText() throws {
        try #require(SystemFontFaces.hasSubstitute, "run scripts/install-deps.sh")
        let title = Text(verbatim: "What's the point?").font(.largeTitle).foregroundStyle(Color.black)
            .frame(width: 300, height: 50, alignment: .topLeading).background(Color.white)
        let renderer = ImageRenderer(content: title)
        renderer.scale = 3
        let pngInk = try #require(Self.inkColumns(try renderer.render(), rows: 0..<150))
        let lock = NSLock()
        nonisolated(unsafe) var finished = false
        let group = DispatchGroup()
        for thread in 0..<3 {
            DispatchQueue.global().async(group: group) {
                var i = 0
                while !lock.withLock({ finished }) {
                    _ = try? ImageRenderer(content: Text("body text \(thread) \(i)")).render()
                    i += 1
                }
            }
        }
        var wrong: [ClosedRange<Int>] = []
        for _ in 0..<30 {
            let pdf = try rasterizedPDF(try renderer.pdfData(), dpi: 216)
            if let ink = Self.inkColumns(pdf, rows: 0..<150), abs(ink.upperBound - pngInk.upperBound) > 1 || abs(ink.lowerBound - pngInk.lowerBound) > 1 {
                wrong.append(ink)
            }
        }
        lock.withLock { finished = true }
        group.wait()
        #expect(wrong.isEmpty, "PDF ink \(wrong) against PNG ink \(pngInk)")
    }

    /// The rule itself: variations at the face's default move one axis by four 65536ths of
    /// its range; any other variations are kept as they are.
    @Test func defaultVariationsAreMovedOffTheDefault() {
        let axes = VariableFontAxes(axes: [.init(tag: "opsz", minimum: 14, defaultValue: 14, maximum: 32),
                                           .init(tag: "wght", minimum: 100, defaultValue: 400, maximum: 900)],
                                    start: [14, 400])
        #expect(axes.drawingVariations("opsz=14.00,wght=400.00") == "opsz=14.00,wght=400.00,opsz=14.000549")
        #expect(axes.drawingVariations(nil) == "opsz=14.000549")
        #expect(axes.drawingVariations("opsz=32.00,wght=400.00") == "opsz=32.00,wght=400.00")
        #expect(axes.drawingVariations("wght=700") == "wght=700")
        // A named instance off the default stays as it is without variations.
        let bold = VariableFontAxes(axes: axes.axes, start: [14, 700])
        #expect(bold.drawingVariations(nil) == nil)
        #expect(bold.drawingVariations("wght=400") == "wght=400,opsz=14.000549")
        // An axis that only goes down from its default moves down.
        let down = VariableFontAxes(axes: [.init(tag: "wdth", minimum: 75, defaultValue: 100, maximum: 100)], start: [100])
        #expect(down.drawingVariations("wdth=100") == "wdth=100,wdth=99.999237")
    }

    /// The system substitute's faces have their axes read when opened (Inter 4: `opsz`, `wght`).
    @Test func theSubstitutesAxesAreKnown() throws {
        let file = try #require(SystemFontFaces.substituteRoman, "run scripts/install-deps.sh")
        _ = try ImageRenderer(content: Text("x")).render()
        let axes = try #require(SharedFontFaces.variableAxesOfAnyFace(file: file))
        let tags: Set<String> = Set(axes.axes.map(\.tag))
        #expect(tags == ["opsz", "wght"])
        #expect(axes.axes.first { $0.tag == "wght" }?.defaultValue == 400)
        #expect(axes.axes.first { $0.tag == "opsz" }?.defaultValue == 14)
    }
}
