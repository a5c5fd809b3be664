import Foundation
import Testing
import BackplateTestSupport
import Backplate
import BackplateRobustness

/// The bad-value matrix (NaN, ±infinity, 0, -1, 1e-300, 1e9, 1e19, ±1e308, and Int.min/max
/// for integer parameters, through every numeric parameter of the public API), run in child
/// processes of `backplate-badvalues` so that a trap in one case cannot hide the others.
@Suite(.tags(.regression)) struct BadValueMatrixTests {
    /// `backplate-badvalues`, built next to the test bundle by `swift build --build-tests`.
    static var tool: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("backplate-badvalues")
    }

    /// Runs `cases` in as few children as possible: a child that dies is restarted after the
    /// case it died in, which is reported as crashed. Returns (passed, failures).
    static func run(_ cases: [String]) throws -> (passed: Int, failures: [String]) {
        var remaining = cases[...]
        var passed = 0
        var failures: [String] = []
        while !remaining.isEmpty {
            let process = Process()
            process.executableURL = tool
            process.arguments = ["run"] + remaining
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            var started: String?
            var done = Set<String>()
            for line in output.split(separator: "\n") {
                if line.hasPrefix("START ") { started = String(line.dropFirst(6)) }
                else if line.hasPrefix("OK ") { passed += 1; done.insert(String(line.dropFirst(3))); started = nil }
                else if line.hasPrefix("FAIL ") {
                    failures.append(String(line))
                    if let s = started { done.insert(s) }
                    started = nil
                }
            }
            if let crashed = started {
                failures.append("CRASH \(crashed) (status \(process.terminationStatus))")
                done.insert(crashed)
            }
            let before = remaining.count
            remaining = remaining.filter { !done.contains($0) }[...]
            if remaining.count == before { break } // no progress (unknown names): stop
        }
        return (passed, failures)
    }

    @Test func everyBadValueGetsADefinedAnswer() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.tool.path), "build backplate-badvalues first")
        let names = BadValueMatrix.cases.map(\.name)
        #expect(names.count > 900)
        let (passed, failures) = try Self.run(names)
        #expect(failures == [])
        #expect(passed == names.count)
    }

    @Test func aCrashingCaseIsReportedAndTheRestStillRun() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.tool.path))
        // An unknown name runs nothing; the known ones around it run.
        let (passed, failures) = try Self.run(["frame.width/nan", "no.such/case", "opacity/1e308"])
        #expect(passed == 2 && failures.isEmpty)
    }
}
