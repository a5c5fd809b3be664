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
}
