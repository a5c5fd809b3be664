import Foundation
import Testing
@testable import BackplatePreviewTool

/// A preview program's records after an app's buffered log lines: Organise logs with `print`
/// while it builds its sample data, and a partly flushed log line preceded a record, which the
/// session then missed ("not found in the built program").
@Suite struct PreviewRunnerOutputTests {
    @Test func aRecordAfterPartOfAnAppsLogLineIsStillRead() {
        let glued: Substring = "ℹ️ INFO: Created habit Dri@@backplate-preview {\"index\":6}"
        #expect(PreviewSession.payload("@@backplate-preview ", in: glued) == "{\"index\":6}")
        #expect(PreviewSession.payload("@@backplate-preview ", in: "@@backplate-preview {}") == "{}")
        #expect(PreviewSession.payload("@@backplate-preview ", in: "ℹ️ INFO: Saving context") == nil)
    }

    /// A crash is reported by the runtime's message and the crashed thread's frames, not by the
    /// image list a Swift backtrace ends with (ShowcaseMap's preview indexing an empty array).
    @Test func aCrashIsSummarisedByItsMessageAndFrames() {
        let output = """
            Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

            *** Program crashed: Illegal instruction at 0x00007f8941f6df7f ***

            Thread 0 "previews":

              0  0x00007f893d8a3f16 __futex_abstimed_wait_common + 198 in libc.so.6

            Thread 1 crashed:

              0  0x00007f8941f6df7f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
              1 [ra]  0x0000555889c18082 TeamInfo.displayPoint.getter + 49 in previews

            Images (2 omitted):

            0x00007f9191056000–0x00007f91911d10fc 93ac61ec libc.so.6 /usr/lib/x86_64-linux-gnu/libc.so.6
            """
        let summary = PreviewSession.crashSummary(output).split(separator: "\n")
        #expect(summary.first == "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range")
        #expect(summary.count == 4)
        #expect(summary.last?.hasSuffix("TeamInfo.displayPoint.getter + 49 in previews") == true)
        #expect(PreviewSession.crashSummary("a\nb\nc") == "a\nb\nc")
    }
}
