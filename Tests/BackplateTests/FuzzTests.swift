import Foundation
import Testing
import Backplate
import BackplateRobustness

/// The seeded view-tree fuzzer, CI-sized: a few hundred random trees with extreme values,
/// each checked for finite non-negative sizes, finite frames, deterministic layout, a
/// printable tree and a render that succeeds or throws a clear error. The long run is
/// `scripts/fuzz.sh` (child processes, memory limit, time limit).
@Suite struct FuzzTests {
    @Test func randomTreesKeepTheInvariants() {
        var fuzzer = ViewTreeFuzzer(seed: 2026, extremeRate: 0.15)
        let violations = fuzzer.run(count: 300, outputs: { $0 % 25 == 0 ? .all : .png })
        #expect(violations == [])
    }

    @Test func sameSeedSameTrees() {
        var a = ViewTreeFuzzer(seed: 7), b = ViewTreeFuzzer(seed: 7)
        for _ in 0..<20 {
            let (ta, tb) = (a.nextTree(), b.nextTree())
            #expect(ImageRenderer(content: ta.view).layout().description == ImageRenderer(content: tb.view).layout().description)
            #expect("\(ta.proposal)" == "\(tb.proposal)" && ta.idCount == tb.idCount)
        }
    }
}
