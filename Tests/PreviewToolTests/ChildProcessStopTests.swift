import Foundation
import Testing
@testable import BackplatePreviewTool

/// A child that outlives its time limit is asked to end, then killed: a deadlocked render
/// program may never act on SIGTERM, and `backplate preview` must not wait for it forever.
@Suite struct ChildProcessStopTests {
    @Test func aChildIgnoringTerminationIsKilledAfterItsGrace() {
        let start = Date()
        let run = ChildProcess.run("/bin/sh", ["-c", "trap '' TERM; echo started; exec sleep 60"], timeout: 0.5)
        let seconds = Date().timeIntervalSince(start)
        #expect(run.timedOut)
        #expect(run.output.contains("started"))
        #expect(run.status == SIGKILL, "status \(run.status)")
        #expect(seconds < 10, "took \(seconds) s")
    }

    @Test func aChildEndingOnTerminationIsNotKilled() {
        let run = ChildProcess.run("/bin/sh", ["-c", "exec sleep 60"], timeout: 0.5)
        #expect(run.timedOut)
        #expect(run.status == SIGTERM, "status \(run.status)")
    }
}
