import Foundation
import Testing
@testable import BackplatePreviewTool
#if canImport(Glibc)
import Glibc
#endif

/// `backplate preview` stopped by SIGTERM (as `timeout`, CI or an agent stops it) stops the
/// compiler it started, instead of leaving it to run on for minutes, and ends with status 143.
@Suite struct PreviewTerminationTests {
    @Test func aTerminatedPreviewStopsItsCompiler() throws {
        let package = try PreviewToolSupport.fixtureCopy()
        // Twenty thousand small functions: a compile that runs well past the moment it is stopped.
        let padding = (0..<20_000).map { "func bakeryPadding\($0)(_ a: Int) -> Double { Double(a) * \($0).5 + 2 }" }
        try padding.joined(separator: "\n").write(to: package.appendingPathComponent("Sources/BakeryApp/BakeryPadding.swift"),
                                                 atomically: true, encoding: .utf8)
        let out = PreviewToolSupport.temporaryFolder("terminated-out"), cache = PreviewToolSupport.temporaryFolder("terminated-cache")
        defer { for folder in [package.deletingLastPathComponent(), out, cache] { try? FileManager.default.removeItem(at: folder) } }
        let preview = try LineProcess(PreviewToolSupport.backplate, ["preview", package.path, "-o", out.path, "--cache-path", cache.path])
        defer { preview.stop() }
        let pid = preview.process.processIdentifier
        _ = try #require(preview.waitForLine(containing: "compiling", timeout: 300), "\(preview.output)")
        var compilers: Set<Int32> = []
        let deadline = Date().addingTimeInterval(120)
        while compilers.isEmpty, preview.process.isRunning, Date() < deadline {
            compilers = Self.descendants(of: pid).filter { ["swiftc", "swift-frontend", "swift-driver"].contains(Self.command(of: $0)) }
            Thread.sleep(forTimeInterval: 0.02)
        }
        try #require(!compilers.isEmpty, "no compiler seen: \(preview.output)")
        kill(pid, SIGTERM)
        preview.process.waitUntilExit()
        #expect(preview.process.terminationStatus == 143, "status \(preview.process.terminationStatus)")
        // Every process working in the preview's own cache folder has ended within 10 s (the
        // padded compile alone runs far longer).
        let gone = Date().addingTimeInterval(10)
        while !Self.processes(mentioning: cache.path).isEmpty, Date() < gone { Thread.sleep(forTimeInterval: 0.1) }
        #expect(Self.processes(mentioning: cache.path).isEmpty, "still running: \(Self.processes(mentioning: cache.path).map(Self.command))")
    }

    /// Every process below `pid`, from /proc.
    static func descendants(of pid: Int32) -> Set<Int32> { Set(RunningChildren.descendants(of: pid)) }

    /// The running processes whose command line mentions `text`.
    static func processes(mentioning text: String) -> [Int32] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap(Int32.init).filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"), isAlive(pid) else { return false }
            return String(decoding: data, as: UTF8.self).contains(text)
        }
    }

    static func command(of pid: Int32) -> String {
        ((try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether `pid` runs (a zombie waiting for its parent has ended).
    static func isAlive(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        return !stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }
}
