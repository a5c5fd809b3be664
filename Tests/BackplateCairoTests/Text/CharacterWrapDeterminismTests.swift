import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCairo
internal import CPangoCairo

/// Pango computes a font's metrics under a process-wide flag it sets without a lock; a font
/// whose metrics were computed while another thread computed others kept an approximate
/// character width of 0, and the line breaker, whose margin is three such widths, broke a word
/// too long for its line at another character ("browser." at 32 pt bold in 121.5 points:
/// "browser" + "." or "browse" + "r."). `PangoMetricsLock` computes metrics one thread at a
/// time. Before it, with one other thread laying out text, 46 of 100 fresh engines kept a width
/// of 0 and 51 of 100 broke the word elsewhere.
@Suite(.serialized, .tags(.fonts, .regression)) struct CharacterWrapDeterminismTests {
    /// Runs `body` while another thread lays out text in fresh engines of its own (at most 30:
    /// every engine's scaled fonts are its own, and a churn of them fills cairo 1.16's glyph
    /// cache, whose evictions can deadlock other suites' renders; see docs/text-fonts-images.md).
    private func whileOthersLayOut(_ body: () -> Void) {
        let stop = LockedFlag()
        let other = Thread {
            for _ in 0..<30 where !stop.get {
                _ = PangoTextEngine().lineGlyphs(TextLayoutRequest(runs: [TextRun(string: "Other words", font: ResolvedFont(family: nil, size: 32, weight: 0.4))],
                                                                   width: 100, height: nil, lineLimit: nil), oneShaping: false)
            }
        }
        other.start()
        defer { stop.set(true) }
        body()
    }

    @Test func fontsKeepTheirCharacterWidthWhileOthersComputeMetrics() {
        func characterWidth(in engine: PangoTextEngine) -> Int32 {
            engine.lock.lock(); defer { engine.lock.unlock() }
            let font = ResolvedFont(family: nil, size: 32, weight: 0.4)
            let desc = engine.description(for: font, scale: 1, face: engine.systemFace(for: font, size: 32))
            defer { pango_font_description_free(desc) }
            guard let loaded = pango_context_load_font(engine.context, desc), let metrics = pango_font_get_metrics(loaded, nil) else { return -1 }
            defer { pango_font_metrics_unref(metrics); g_object_unref(UnsafeMutableRawPointer(loaded)) }
            return pango_font_metrics_get_approximate_char_width(metrics)
        }
        let reference = characterWidth(in: PangoTextEngine())
        #expect(PangoMetricsLock.isInstalled)
        // About 0.46 em of 32 pt in Pango units.
        #expect(reference > 14_000 && reference < 17_000, "\(reference)")
        var widths: [Int32: Int] = [:]
        whileOthersLayOut { for _ in 0..<24 { widths[characterWidth(in: PangoTextEngine()), default: 0] += 1 } }
        #expect(widths == [reference: 24])
    }

    @Test func aWordBrokenBetweenCharactersBreaksAtTheSameCharacterInEveryEngine() {
        let text = OneShapingLinesTests.texts[0]
        let request = TextLayoutRequest(runs: [TextRun(string: text, font: ResolvedFont(family: nil, size: 32, weight: 0.4))],
                                        width: 121.5, height: nil, lineLimit: nil)
        let reference = PangoTextEngine().lineGlyphs(request, oneShaping: false)
        // The last word, "browser.", is wider than the line: Pango breaks it after "browse".
        let lastTwo: [Range<Int>] = reference.lines.suffix(2).map(\.bytes)
        #expect(lastTwo == [211..<217, 217..<219])
        var differing = 0
        whileOthersLayOut { for _ in 0..<24 where PangoTextEngine().lineGlyphs(request, oneShaping: false).lines != reference.lines { differing += 1 } }
        #expect(differing == 0)
    }
}
