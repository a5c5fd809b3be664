import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Backplate
@testable import BackplatePreviewTool

/// Paths and helpers shared by the preview tool tests.
enum PreviewToolSupport {
    /// The package root (this file is Tests/PreviewToolTests/PreviewToolSupport.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixture = packageRoot.appendingPathComponent("Tests/PreviewToolTests/Fixtures/BakeryPackage")

    /// The `backplate` executable SwiftPM built beside the test bundle.
    static var backplate: String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("backplate").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        let bundle = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("backplate").path
        if FileManager.default.isExecutableFile(atPath: bundle) { return bundle }
        return packageRoot.appendingPathComponent(".build/debug/backplate").path
    }

    /// The preview scanner of the `BackplateMacros` plugin SwiftPM built beside `backplate`.
    static var scanner: PreviewScanner {
        PreviewScanner(plugin: URL(fileURLWithPath: backplate).deletingLastPathComponent().appendingPathComponent("BackplateMacros-tool").path)
    }

    /// A new empty temporary folder.
    static func temporaryFolder(_ name: String) -> URL {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("backplate-\(name)-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A copy of the fixture package in a temporary folder (tests that edit files use it).
    static func fixtureCopy() throws -> URL {
        let folder = temporaryFolder("fixture").appendingPathComponent("BakeryPackage")
        try FileManager.default.copyItem(at: fixture, to: folder)
        return folder
    }

    /// Runs `backplate preview` on `path` in the light scheme, with output and cache folders of
    /// its own (removed after), and returns the report and the first preview's first image.
    static func renderFirstPreview(_ path: String, extra: [String] = []) throws -> (report: PreviewReport, image: RenderedImage?) {
        let out = temporaryFolder("render-out"), cache = temporaryFolder("render-cache")
        defer { for folder in [out, cache] { try? FileManager.default.removeItem(at: folder) } }
        _ = ChildProcess.run(backplate, ["preview", path, "-o", out.path, "--cache-path", cache.path, "--color-scheme", "light"] + extra,
                             timeout: 900)
        let report = try JSONDecoder().decode(PreviewReport.self, from: Data(contentsOf: out.appendingPathComponent("previews.json")))
        var image: RenderedImage?
        if let png = report.results.first?.pngs.first, let data = try? Data(contentsOf: out.appendingPathComponent(png.file)) {
            image = RenderedImage(pngData: data)
        }
        return (report, image)
    }

    /// Chromium from Debian's package, if installed.
    static var chromium: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// A running child process whose output lines are collected as they arrive.
final class LineProcess: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var lines: [(Date, String)] = []
    private var partial = ""

    init(_ executable: String, _ arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.lock()
            self.partial += String(decoding: data, as: UTF8.self)
            while let newline = self.partial.firstIndex(of: "\n") {
                self.lines.append((Date(), String(self.partial[..<newline])))
                self.partial = String(self.partial[self.partial.index(after: newline)...])
            }
            self.lock.unlock()
        }
        try process.run()
    }

    var output: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines.map(\.1)
    }

    /// Waits (polling) until a line contains `text`; returns the line and when it arrived.
    func waitForLine(containing text: String, timeout: TimeInterval) -> (String, Date)? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            lock.lock()
            let hit = lines.first { $0.1.contains(text) }
            lock.unlock()
            if let hit { return (hit.1, hit.0) }
            if !process.isRunning { return nil }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}
