import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import OSLog
import os

/// `SyncLoggerFile.swift`: `import OSLog` and `import os` compile through the module aliases an
/// app's Package.swift sets (docs/drop-in.md); each message is one line as printf and os_log
/// format it, with the subsystem, category and level before it.
@Suite(.serialized, .tags(.appFiles)) struct SyncLoggerTests {
    @Test func loggerMessagesAreFormattedWithTheirOptions() {
        let service = SyncService()
        // The capture is process-wide: a test logging at the same time adds its own lines.
        let lines = OSLogOutput.capture { service.sync(items: ["trail", "peak", "lake"], seconds: 1.5) }
            .filter { $0.hasPrefix("[com.example.trailmix:") }
        #expect(lines == [
            "[com.example.trailmix:sync] info: Synced 3 items in 1.50 s",
            // Privacy is not applied: values show as in Xcode's console while debugging.
            "[com.example.trailmix:sync] debug: First item: trail, account 1234",
            // %6x right-aligned, and Bool's .answer format.
            "[com.example.trailmix:sync] notice: Status     ff done: YES",
            "[com.example.trailmix:sync] error: Failed: SyncFailure(code: 7)",
            // A Double without a format is written as %f: six decimals.
            "[com.example.trailmix:ui] fault: Default double: 2.500000",
            // os_log's printf format, its {public} annotation dropped.
            "[com.example.trailmix:legacy] error: Loaded feed (2)",
        ])
        #expect(service.attemptCount == 1)
    }

    @Test func formatsMatchPrintf() {
        let log = Logger(subsystem: "s", category: "c")
        let lines = OSLogOutput.capture {
            log.log("\(-1, format: .hex)|\(42, format: .hex(includePrefix: true, uppercase: true))|\(7, format: .decimal(minDigits: 3))")
            log.log("\(9, format: .octal(includePrefix: true))|\(5, format: .decimal(explicitPositiveSign: true))|\(-5)")
            log.log("\(1234.5, format: .exponential)|\(0.0001, format: .hybrid)|\("ab", align: .left(columns: 4))|")
            log.log("\(UInt8(200))|\(Int8(-3), format: .hex)|\(String.self)")
            Logger(OSLog.disabled).error("never written")
        }
        #expect(lines == [
            "[s:c] notice: ffffffffffffffff|0X2A|007",
            "[s:c] notice: 011|+5|-5",
            "[s:c] notice: 1.234500e+03|0.0001|ab  |",
            "[s:c] notice: 200|fd|String",
        ])
    }

    @Test func anUnfairLockGuardsItsStateAcrossThreads() async {
        let lock = OSAllocatedUnfairLock(initialState: [Int]())
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<200 { group.addTask { lock.withLock { $0.append(i) } } }
        }
        #expect(lock.withLock { $0.count } == 200)
        #expect(lock.withLock { Set($0) } == Set(0..<200))
        let bare = OSAllocatedUnfairLock()
        bare.lock()
        #expect(!bare.lockIfAvailable())
        bare.unlock()
        #expect(bare.lockIfAvailable())
        bare.unlock()
        #expect(lock.withLockIfAvailable { $0.first } != nil)
    }

    @Test func signpostsRecordNothingAndRunTheirWork() {
        let signposter = OSSignposter(subsystem: "s", category: .pointsOfInterest)
        #expect(!signposter.isEnabled)
        let lines = OSLogOutput.capture {
            let value = signposter.withIntervalSignpost("work") { 6 * 7 }
            #expect(value == 42)
            signposter.emitEvent("tick")
        }
        #expect(lines.isEmpty)
        #expect(signposter.makeSignpostID() != signposter.makeSignpostID())
        #expect(OSSignpostID.exclusive.rawValue == 0xEEEE_B0B5_B2B2_EEEE)
    }
}

/// The stand-ins live under names of their own: no module named `os` or `OSLog` sits in the
/// build's shared Modules folder, where any dependency's `#if canImport(os)` would find it.
@Suite struct OSModuleNameTests {
    @Test func theBuildFolderHoldsNoModuleNamedOs() throws {
        let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules")
        let names = try FileManager.default.contentsOfDirectory(atPath: modules.path)
        #expect(names.contains("BackplateOS.swiftmodule") && names.contains("BackplateOSLog.swiftmodule"), "\(modules.path)")
        #expect(!names.contains { $0.hasPrefix("os.") || $0.hasPrefix("OSLog.") })
    }
}
