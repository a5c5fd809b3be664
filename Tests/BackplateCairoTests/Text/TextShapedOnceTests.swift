import Testing
import BackplateTestSupport
import Foundation
@_spi(Benchmarks) @testable import Backplate
@testable import BackplateCairo
@testable import BackplateCore

/// A paragraph is shaped only at the widths it is offered: the facts text-aware spacing reads
/// of the text laid out at no width (line metrics, baselines, height) come from the fonts
/// (`PangoTextEngine.unwrappedLineFacts`), and equal those of the unconstrained layout they
/// replace, so frames and pixels stay as they were (`DrawingReferenceTests`).
@Suite(.tags(.layout, .fonts)) struct TextShapedOnceTests {
    static func run(_ text: String, size: CGFloat = 17, family: String? = nil, weight: Double = 0) -> TextRun {
        TextRun(string: text, font: ResolvedFont(family: family, size: size, weight: weight))
    }

    static func unwrapped(_ runs: [TextRun]) -> TextLayoutRequest {
        TextLayoutRequest(runs: runs, width: nil, height: nil, lineLimit: nil)
    }

    /// The facts told without shaping equal those of the layout, value for value, for the
    /// system font and a custom face, bold, emoji (taller line box), a raised run, reserved
    /// lines with line spacing, display scales 2 and 3, a line limit with shrinking allowed,
    /// right to left, tracking and a run at size 0.
    @Test func factsEqualTheUnconstrainedLayout() throws {
        let paragraph = DrawingReferenceViews.paragraphs[0]
        var requests: [TextLayoutRequest] = [
            Self.unwrapped([Self.run(paragraph)]),
            Self.unwrapped([Self.run("Rendering SwiftUI views", size: 32, weight: 0.4)]),
            Self.unwrapped([Self.run("Montserrat heading", size: 28, family: "Montserrat")]),
            Self.unwrapped([Self.run("Party time 🎉 tonight", size: 20)]),
            Self.unwrapped([Self.run("E = mc", size: 17), { var r = Self.run("2", size: 11); r.baselineOffset = 7; return r }()]),
            Self.unwrapped([Self.run("Mixed ", size: 12), Self.run("sizes", size: 40, family: "Montserrat")]),
        ]
        var reserved = Self.unwrapped([Self.run("Three lines kept")]); reserved.reservedLines = 3; reserved.lineSpacing = 5
        requests.append(reserved)
        for scale in [2.0, 3.0] {
            var r = Self.unwrapped([Self.run("Scaled caption", size: 13)]); r.displayScale = scale; requests.append(r)
        }
        var shrinkable = Self.unwrapped([Self.run(paragraph)]); shrinkable.lineLimit = 1; shrinkable.minimumScaleFactor = 0.5
        requests.append(shrinkable)
        var rtl = Self.unwrapped([Self.run("שלום עולם, hello world")]); rtl.layoutDirection = .rightToLeft
        requests.append(rtl)
        var tracked = Self.unwrapped([Self.run("Tracked")]); tracked.runs[0].tracking = 4; requests.append(tracked)
        requests.append(Self.unwrapped([Self.run("Zero", size: 0), Self.run(" and seventeen")]))

        let engine = PangoTextEngine()
        for request in requests {
            let facts = try #require(engine.unwrappedLineFacts(request), "no facts for \(request.runs.map(\.string))")
            // Told without shaping: nothing was laid out or kept.
            #expect(engine.layoutCache.count == 0 && engine.layoutCache.misses == 0)
            let laidOut = PangoTextEngine().layout(request)
            #expect(laidOut.lineCount == 1)
            #expect(facts == TextLineFacts(laidOut), "\(request.runs.map(\.string)): \(facts) vs \(TextLineFacts(laidOut))")
        }
        // Real cases: the emoji's line box is taller than plain 20 pt text's, the reserved
        // lines make the text three lines high (3 × 20.29 + 2 × 5, rounded up), the 11 pt run
        // raised 7 pt sets the first baseline (11 × 0.952 + 7 = 17.47, above 17 pt's 16.19).
        let emoji = try #require(engine.unwrappedLineFacts(requests[3]))
        let plain = try #require(engine.unwrappedLineFacts(Self.unwrapped([Self.run("Party time tonight", size: 20)])))
        #expect(emoji.metrics.ascent + emoji.metrics.descent > plain.metrics.ascent + plain.metrics.descent)
        #expect(try #require(engine.unwrappedLineFacts(reserved)).height == (3 * 17 * SystemFontMetrics.lineHeight + 10).rounded(.up))
        #expect(try #require(engine.unwrappedLineFacts(requests[4])).firstBaseline == 11 * SystemFontMetrics.ascender + 7)
    }

    /// Where the text is not one line at no width, or the request has a width, the engine
    /// does not guess: the text is laid out as before.
    @Test func noFactsWhereTheTextMustBeLaidOut() {
        let engine = PangoTextEngine()
        for text in ["Two\nlines", "Carriage\rreturn", "Line\u{2028}separator", "Paragraph\u{2029}separator",
                     "Next\u{85}line", "", String(repeating: "long text ", count: 500)] {
            #expect(engine.unwrappedLineFacts(Self.unwrapped([Self.run(text)])) == nil, "\(text.prefix(20))")
        }
        var wrapped = Self.unwrapped([Self.run("Wrapped")]); wrapped.width = 100
        #expect(engine.unwrappedLineFacts(wrapped) == nil)
        // The engine without fonts has no shortcut: the layout answers.
        #expect(FixedMetricsTextEngine().unwrappedLineFacts(Self.unwrapped([Self.run("Fixed")])) == nil)
    }

    /// The text page's title and seven paragraphs are each shaped once, at the width the page
    /// offers them (720 pt): never at no width (spacing), never truncated to the zero height
    /// the column's flexibility probe proposes (its height is told from the lines).
    @Test func theTextPageShapesEachTextOnce() throws {
        let engine = PangoTextEngine()
        let renderer = ImageRenderer(content: DrawingReferenceViews.textPage())
        _ = DeepStack.run { renderer.layout(textEngine: engine) }
        let kept = engine.layoutCache.keptRequests
        #expect(kept.count == 8)
        #expect(kept.allSatisfy { $0.width == 720 && $0.height == nil },
                "\(kept.map { "\($0.width.map { "\($0)" } ?? "nil") x \($0.height.map { "\($0)" } ?? "nil")" })")
        #expect(engine.layoutCache.misses == 8)
    }

    /// The height of a text cut to the lines a height holds, told from its unlimited layout,
    /// equals the truncated layout's, over widths, heights, line limits, reserved lines, line
    /// spacing, truncation modes and display scales.
    @Test func limitedHeightsEqualTheTruncatedLayout() throws {
        let engine = PangoTextEngine()
        var told = 0
        for width in [120.0, 300, 720] {
            for height in [0.0, 10, 30, 45, 100] {
                for lineLimit in [nil, 2] as [Int?] {
                    for (reserved, spacing) in [(0, 0.0), (4, 3.0)] {
                        for mode in [TextLayoutRequest.TruncationMode.tail, .middle] {
                            for scale in [1.0, 2.0] {
                                var r = Self.unwrapped([Self.run(DrawingReferenceViews.paragraphs[3])])
                                r.width = width; r.lineLimit = lineLimit; r.reservedLines = reserved
                                r.lineSpacing = spacing; r.truncationMode = mode; r.displayScale = scale
                                let unlimited = engine.layout(r)
                                r.height = height
                                guard unlimited.size.height > height, let h = engine.limitedHeight(r, unlimited: unlimited) else { continue }
                                let laidOut = PangoTextEngine().layout(r)
                                #expect(h == laidOut.size.height, "w \(width) h \(height) limit \(String(describing: lineLimit)) reserved \(reserved) \(mode) @\(scale)x")
                                #expect(laidOut.isTruncated)
                                told += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(told > 100)
        // Shrinking and hard line breaks are laid out, not told.
        var shrink = Self.unwrapped([Self.run(DrawingReferenceViews.paragraphs[3])]); shrink.width = 200; shrink.minimumScaleFactor = 0.5
        var limited = shrink; limited.height = 20
        #expect(engine.limitedHeight(limited, unlimited: engine.layout(shrink)) == nil)
        var breaks = Self.unwrapped([Self.run("One\nTwo\nThree\nFour")]); breaks.width = 200
        var cut = breaks; cut.height = 20
        #expect(engine.limitedHeight(cut, unlimited: engine.layout(breaks)) == nil)
    }

    /// Spacing between texts and between a text and a symbol, and the column's flexibility
    /// probes, keep their values: a column of paragraphs, a caption and a symbol laid out
    /// with the told facts and heights has the frames of the same column on an engine that
    /// tells nothing (every text laid out at no width and truncated for the probes, as
    /// before), in a column tall enough and in one so short that the texts are cut.
    @Test func framesEqualThoseFromFullLayouts() throws {
        for height in [nil, 160] as [CGFloat?] {
            func column() -> some View {
                VStack(alignment: .leading) {
                    Text(DrawingReferenceViews.paragraphs[1])
                    Image(systemName: "star.fill")
                    Text("A short caption").font(.caption)
                    Text(DrawingReferenceViews.paragraphs[2]).font(.title3)
                }
                .frame(width: 300, height: height)
            }
            let viaFacts = DeepStack.run { ImageRenderer(content: column()).layout(textEngine: PangoTextEngine()) }
            let viaLayout = DeepStack.run { ImageRenderer(content: column()).layout(textEngine: NoFactsEngine()) }
            let a = viaFacts.nodeSummaries, b = viaLayout.nodeSummaries
            #expect(a.count == b.count && a.count >= 5)
            #expect(a == b, "height \(String(describing: height))")
        }
    }
}

/// A Pango engine that never tells facts without laying out (the behaviour before them).
private final class NoFactsEngine: TextEngine {
    let base = PangoTextEngine()
    func layout(_ request: TextLayoutRequest) -> TextLayoutResult { base.layout(request) }
    func layoutSymbol(_ request: SymbolLayoutRequest) -> SymbolLayoutResult? { base.layoutSymbol(request) }
}
