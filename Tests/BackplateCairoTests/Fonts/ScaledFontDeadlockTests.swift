import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// Text at many sizes, weights and designs, with glyphs from several scripts: every size is a
/// scaled font of its own, and the glyphs fill cairo's process-wide glyph cache.
func scaledFontChurnCard(_ seed: Int) -> some View {
    let weights: [Font.Weight] = [.light, .regular, .medium, .semibold, .bold, .heavy]
    let texts = ["The quick brown fox jumps 0123456789", "ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞß",
                 "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ αβγδεζηθ", "АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЭЮЯ абвгд"]
    return VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<20, id: \.self) { i in
            // Typed steps: untyped Int/CGFloat arithmetic here took 0.6 s per check to infer.
            let tenths: Int = (seed * 37 + i * 53) % 600
            let size: CGFloat = 7 + CGFloat(tenths) / 10
            let text = Text(texts[(seed + i) % texts.count])
            switch i % 4 {
            case 0: text.font(.system(size: size, weight: weights[(seed + i) % weights.count]))
            case 1: text.font(.system(size: size, design: .serif))
            case 2: text.font(.custom("DejaVu Sans", size: size))
            default: text.font(.custom("Montserrat", size: size))
            }
        }
    }
    .frame(width: 260)
    .background(.white)
}

/// cairo 1.16 deadlocks when one thread frees a scaled font (its count reaches 0 while 256
/// unused ones are kept, so the oldest is freed) while another, loading a glyph into the full
/// glyph cache, evicts one of that font's pages: each holds the lock the other waits for.
/// Fresh engines free their scaled fonts when they go, so many engines drawing many sizes on
/// several threads hit it. `HeldScaledFonts` frees scaled fonts only while no thread draws.
/// A watchdog turns a hang into a failure (the hung threads stay blocked).
///
/// `BACKPLATE_DEADLOCK_REPRO=<seconds>` runs it longer; with `BACKPLATE_DEADLOCK_UNFIXED=1`
/// the fix is off, to measure how often cairo hangs without it (then only run this suite).
@Suite(.serialized, .tags(.layout, .fonts, .regression)) struct ScaledFontDeadlockTests {
    @Test func freshEnginesFreeingScaledFontsWhileOthersDrawDoNotHang() throws {
        let environment = ProcessInfo.processInfo.environment
        let seconds = environment["BACKPLATE_DEADLOCK_REPRO"].flatMap(Double.init) ?? 2
        if environment["BACKPLATE_DEADLOCK_UNFIXED"] == "1" { HeldScaledFonts.isEnabled = false }
        defer { HeldScaledFonts.isEnabled = true }
        let cards = (0..<24).map { seed in
            (ImageRenderer(content: scaledFontChurnCard(seed)).displayList(), ImageRenderer(content: scaledFontChurnCard(seed)).layout().size)
        }
        let done = DispatchSemaphore(value: 0)
        let counter = NSLock()
        nonisolated(unsafe) var renders = 0
        nonisolated(unsafe) var failures = 0
        let deadline = Date(timeIntervalSinceNow: seconds)
        let worker = Thread {
            DispatchQueue.concurrentPerform(iterations: 8) { t in
                var k = t
                repeat {
                    let (list, size) = cards[k % cards.count]
                    // A fresh engine: its scaled fonts are freed when it goes.
                    let ok = (try? CairoRenderer(textEngine: PangoTextEngine()).renderImage(list, size: size, scale: k % 2 == 0 ? 1 : 2)) != nil
                    counter.lock(); renders += 1; if !ok { failures += 1 }; counter.unlock()
                    k += 7
                } while Date() < deadline
            }
            done.signal()
        }
        worker.stackSize = 8 << 20
        worker.start()
        let finished = done.wait(timeout: .now() + seconds + 60) == .success
        counter.lock(); let (made, failed) = (renders, failures); counter.unlock()
        #expect(finished, "renders hung (deadlock) after \(made) renders")
        #expect(failed == 0)
        #expect(made >= 8)
        // The fix held the fonts the engines made (released by sweeps while no thread draws).
        if HeldScaledFonts.isEnabled { #expect(HeldScaledFonts.heldCount.fonts > 0) }
        if environment["BACKPLATE_DEADLOCK_REPRO"] != nil { print("scaled-font churn: \(made) renders in \(seconds) s, finished: \(finished), held: \(HeldScaledFonts.heldCount)") }
    }
}
