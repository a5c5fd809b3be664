import SwiftUI
import OSLog
import os

// A sync service as iOS apps write it: a Logger per category in an extension, privacy and
// format options in the messages, the older os_log calls, signposts around the work, and an
// OSAllocatedUnfairLock guarding a counter.

extension Logger {
    private static var subsystem = "com.example.trailmix"
    static let sync = Logger(subsystem: subsystem, category: "sync")
    static let ui = Logger(subsystem: subsystem, category: "ui")
}

extension OSLog {
    static let legacySync = OSLog(subsystem: "com.example.trailmix", category: "legacy")
}

struct SyncFailure: Error, CustomStringConvertible {
    var code: Int
    var description: String { "SyncFailure(code: \(code))" }
}

final class SyncService {
    private let signposter = OSSignposter(logger: .sync)
    private let attempts = OSAllocatedUnfairLock(initialState: 0)

    var attemptCount: Int { attempts.withLock { $0 } }

    func sync(items: [String], seconds: Double) {
        let id = signposter.makeSignpostID()
        let state = signposter.beginInterval("sync", id: id, "\(items.count) items")
        attempts.withLock { $0 += 1 }
        Logger.sync.info("Synced \(items.count) items in \(seconds, format: .fixed(precision: 2)) s")
        Logger.sync.debug("First item: \(items.first ?? "none", privacy: .public), account \(1234, privacy: .private(mask: .hash))")
        Logger.sync.notice("Status \(255, format: .hex, align: .right(columns: 6)) done: \(true, format: .answer)")
        Logger.sync.error("Failed: \(SyncFailure(code: 7) as Error)")
        Logger.ui.fault("Default double: \(2.5)")
        os_log("Loaded %{public}@ (%d)", log: .legacySync, type: .error, "feed", 2)
        signposter.endInterval("sync", state)
    }
}

struct SyncStatusView: View {
    var body: some View {
        Text("Synced")
            .onAppear { Logger.ui.info("Sync status appeared") }
    }
}
