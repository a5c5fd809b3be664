import Testing
import BackplateTestSupport
import Foundation
@_spi(Benchmarks) @testable import Backplate
@testable import BackplateCairo

/// A text engine keeps the texts it measured with their Pango layouts (`TextLayoutCache`):
/// measuring the same request again, in the same render or a later one, returns the same
/// result and draws the same layout, without shaping the text again; the cache is bounded.
@Suite(.tags(.fonts)) struct TextLayoutCacheTests {
    static let paragraph = DrawingReferenceViews.paragraphs[0]

    func request(_ text: String = paragraph, width: CGFloat? = 300, size: CGFloat = 17) -> TextLayoutRequest {
        TextLayoutRequest(runs: [TextRun(string: text, font: ResolvedFont(family: nil, size: size))], width: width,
                          height: nil, lineLimit: nil)
    }

    @Test func aRequestIsShapedOnceAndDrawnFromTheKeptLayout() throws {
        let engine = PangoTextEngine()
        let r = request()
        let first = engine.layout(r)
        #expect(engine.layoutCache.count == 1 && engine.layoutCache.misses == 1 && engine.layoutCache.hits == 0)
        // 17-pt text wrapped to 300 pt: a 213-character paragraph takes several lines.
        #expect(first.lineCount >= 4)
        let drawn = engine.shapedText(for: .text(r))
        // A render ends: the per-render handles are dropped, the measured layouts stay.
        engine.endRender()
        let again = engine.layout(r)
        #expect(again == first)
        #expect(engine.layoutCache.hits == 1 && engine.layoutCache.count == 1)
        // The drawing gets the very layout measured the first time, not a new shaping.
        #expect(engine.shapedText(for: .text(r)) === drawn)
    }

    /// What a hit returns is what a fresh engine computes, for wrapping, alignment,
    /// truncation, shrinking and right-to-left requests.
    @Test func keptResultsEqualAFreshShaping() {
        var requests = [request(width: nil), request(width: 300), request(width: 0), request("Short title", width: 500, size: 32)]
        var centered = request(width: 250); centered.alignment = .center; requests.append(centered)
        var truncated = request(width: 200); truncated.lineLimit = 2; truncated.truncationMode = .middle; requests.append(truncated)
        var shrunk = request(width: 200); shrunk.lineLimit = 3; shrunk.minimumScaleFactor = 0.5; requests.append(shrunk)
        var rtl = request("שלום עולם, hello world", width: 120); rtl.layoutDirection = .rightToLeft; requests.append(rtl)
        let warm = PangoTextEngine()
        for r in requests { _ = warm.layout(r) }
        #expect(warm.layoutCache.count == requests.count)
        let fresh = PangoTextEngine()
        for r in requests {
            let hit = warm.layout(r)
            let computed = fresh.layout(r)
            #expect(hit == computed, "\(r.width.map { "\($0)" } ?? "nil"): \(hit.size) vs \(computed.size)")
        }
        #expect(warm.layoutCache.hits == requests.count)
        // The truncated one is cut, the shrunk one smaller than 17 pt: they are real cases.
        #expect(warm.layout(truncated).isTruncated && warm.layout(truncated).lineCount == 2)
        #expect(warm.layout(shrunk).fontScale < 1)
    }

    /// A render whose texts are all kept (the second render of the text page on one engine)
    /// has the same display list and the same pixels as the first, which shaped every text.
    @Test func aWarmRenderIsIdenticalToTheColdOne() throws {
        let engine = PangoTextEngine()
        let renderer = ImageRenderer(content: DrawingReferenceViews.textPage())
        func render() throws -> (DisplayList, RenderedImage) {
            defer { engine.endRender() }
            return try DeepStack.run {
                let tree = renderer.layout(textEngine: engine)
                let list = tree.displayList(scale: 1)
                return (list, try CairoRenderer(textEngine: engine).render(list, size: tree.size, scale: 1))
            }
        }
        let (coldList, cold) = try render()
        let missesAfterCold = engine.layoutCache.misses
        // The title and seven paragraphs, each measured at least once.
        #expect(missesAfterCold >= 8 && engine.layoutCache.hits == 0)
        let (warmList, warm) = try render()
        #expect(engine.layoutCache.misses == missesAfterCold, "the second render shaped a text again")
        #expect(engine.layoutCache.hits >= 8)
        #expect(warmList == coldList)
        #expect(warm.width == 800 && warm.height == 1000)
        #expect(warm.rgba == cold.rgba)
    }

    @Test func theCacheIsBoundedInEntriesAndBytes() {
        let engine = PangoTextEngine()
        for i in 0..<(TextLayoutCache.maxEntries + 40) { _ = engine.layout(request("Label \(i)", width: nil)) }
        #expect(engine.layoutCache.count == TextLayoutCache.maxEntries)
        #expect(engine.layoutCache.bytes <= TextLayoutCache.maxBytes)
        // The oldest went first: the newest label is still kept, the first is shaped again.
        let misses = engine.layoutCache.misses
        _ = engine.layout(request("Label \(TextLayoutCache.maxEntries + 39)", width: nil))
        #expect(engine.layoutCache.misses == misses)
        _ = engine.layout(request("Label 0", width: nil))
        #expect(engine.layoutCache.misses == misses + 1)
        // A text too large for a quarter of the byte budget is measured but not kept.
        let long = String(repeating: "word ", count: 6_000)
        #expect(TextLayoutCache.estimatedBytes(utf8Count: long.utf8.count, lines: 1) > TextLayoutCache.maxBytes / 4)
        let before = engine.layoutCache.bytes
        #expect(engine.layout(request(long, width: 400)).lineCount > 10)
        #expect(engine.layoutCache.bytes <= before + TextLayoutCache.maxBytes / 4)
        #expect(!engine.layoutCache.contains(request(long, width: 400)))
    }

    /// A text naming a family that is not installed is measured each time (so its fallback
    /// warning is given each render), and not kept.
    @Test func aMissingFamilyIsNotKept() {
        let engine = PangoTextEngine()
        let r = TextLayoutRequest(runs: [TextRun(string: "Fallback", font: ResolvedFont(family: "Backplate No Such Family", size: 17))],
                                  width: nil, height: nil, lineLimit: nil)
        let a = engine.layout(r), b = engine.layout(r)
        #expect(a == b && a.size.width > 0)
        #expect(engine.layoutCache.count == 0 && engine.layoutCache.hits == 0)
    }
}
