import Testing
import os.log
import os.signpost

/// Model files log through `import os.log` (a submodule import of os), and signposting code
/// imports `os.signpost`: both find os's names as `import os` does.
private enum SyncLog {
    static let store = Logger(subsystem: "com.example.notes", category: "store")
    static let signposter = OSSignposter(subsystem: "com.example.notes", category: "sync")
}

@Suite struct OSSubmoduleImportTests {
    @Test func loggerFromTheLogSubmoduleLogsAtTheLevelsOfOS() {
        SyncLog.store.debug("loaded \(3) notes")
        #expect(OSLogType.debug.rawValue == 2)
        #expect(OSLogType.fault.rawValue == 17)
    }

    @Test func signpostsFromTheSignpostSubmoduleHaveDistinctIDs() {
        let first = SyncLog.signposter.makeSignpostID()
        let second = SyncLog.signposter.makeSignpostID()
        #expect(first != second)
        #expect(OSSignpostID.exclusive.rawValue == 0xEEEE_B0B5_B2B2_EEEE)
    }
}
