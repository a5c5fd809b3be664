import Testing
import Foundation
@testable import Backplate
@testable import BackplateCairo

/// The reproducer of an open bug (recorded as a known issue, not fixed): where Pango breaks a
/// word too long for its line between two characters (`PANGO_WRAP_WORD_CHAR`), a fresh engine
/// picks a different character about a third of the time while other engines lay out text on
/// other threads ("browser." at 32 pt bold in 121.5 points: "browser" + "." or "browse" +
/// "r."), with the same glyphs and advances. Word breaks, and the lines `OneShapingLines` cuts,
/// do not change. Run alone (no other engine laying out text), 200 fresh engines in a row gave
/// the same lines. The shared state behind it is not yet found: FreeType faces are shared
/// between engines (`SharedFontFaces`), and a face's variation history changes what FreeType
/// gives (`scripts/repro/glyph-face-history.c`); cairo's scaled fonts are shared too.
@Suite struct CharacterWrapDeterminismTests {
    @Test func aWordBrokenBetweenCharactersBreaksAtTheSameCharacterInEveryEngine() {
        let text = OneShapingLinesTests.texts[0]
        let request = TextLayoutRequest(runs: [TextRun(string: text, font: ResolvedFont(family: nil, size: 32, weight: 0.4))],
                                        width: 121.5, height: nil, lineLimit: nil)
        let reference = PangoTextEngine().lineGlyphs(request, oneShaping: false)
        #expect(reference.lines.count == 39)
        // While another thread lays out text in engines of its own.
        let stop = StopFlag()
        let other = Thread {
            while !stop.isSet {
                _ = PangoTextEngine().lineGlyphs(TextLayoutRequest(runs: [TextRun(string: "Other words", font: ResolvedFont(family: nil, size: 32, weight: 0.4))],
                                                                   width: 100, height: nil, lineLimit: nil), oneShaping: false)
            }
        }
        other.start()
        defer { stop.set() }
        var differing = 0
        for _ in 0..<100 where PangoTextEngine().lineGlyphs(request, oneShaping: false).lines != reference.lines { differing += 1 }
        withKnownIssue("Pango's character breaks differ between engines while other engines lay out text", isIntermittent: true) {
            #expect(differing == 0)
        }
    }
}

private final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
    func set() { lock.lock(); value = true; lock.unlock() }
}
