import Foundation
import Testing
import Backplate
import BackplateTestSupport
@testable import BackplatePreviewTool

/// `backplate serve` on a copy of the fixture package, watched by a headless Chromium: the
/// page shows the first build, a saved change reaches the page as a new picture, the broken
/// preview shows its error, and requests outside the server's own pages are refused.
@Suite(.serialized, .tags(.pixels)) struct PreviewServeTests {
    struct State: Decodable {
        var generation: Int
        var seen: Int
        var report: PreviewReport?
    }

    static func state(_ port: UInt16) throws -> State {
        let data = try #require(RawHTTP.get(port: Int(port), path: "/state.json")?.decodedBody)
        return try JSONDecoder().decode(State.self, from: data)
    }

    /// The badge PNG of the current generation, decoded.
    static func badge(_ port: UInt16) throws -> RenderedImage {
        let state = try state(port)
        let badge = try #require(state.report?.results.first { $0.name == "Badge" })
        let file = try #require(badge.pngs.first { $0.scheme == "light" }?.file)
        let data = try #require(RawHTTP.get(port: Int(port), path: "/images/\(state.generation)/\(file)")?.decodedBody)
        return try #require(RenderedImage(pngData: data))
    }

    @Test(.enabled(if: PreviewToolSupport.chromium != nil,
                   "Chromium is not installed (Debian's `chromium` package; scripts/install-deps.sh installs it, as CI does)"))
    func livePageFollowsASavedChange() throws {
        let package = try PreviewToolSupport.fixtureCopy()
        let cache = PreviewToolSupport.temporaryFolder("serve-cache")
        let work = PreviewToolSupport.temporaryFolder("serve-work")
        defer { for f in [package.deletingLastPathComponent(), cache, work] { try? FileManager.default.removeItem(at: f) } }
        let started = Date()
        let server = try LineProcess(PreviewToolSupport.backplate,
                                     ["serve", package.path, "--port", "0", "--cache-path", cache.path, "--work-path", work.path])
        defer { server.stop() }
        let listening = try #require(server.waitForLine(containing: "listening on http://127.0.0.1:", timeout: 60), "\(server.output)")
        let port = try #require(UInt16(listening.0.split(separator: ":").last?.trimmingCharacters(in: CharacterSet(charactersIn: "/")) ?? ""))

        // A real browser on the page, kept open: it reports the generation it shows after
        // the pictures have loaded (`/seen`), which the server logs.
        let profile = PreviewToolSupport.temporaryFolder("chromium-profile")
        let browser = try LineProcess(PreviewToolSupport.chromium!, [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--user-data-dir=\(profile.path)", "http://127.0.0.1:\(port)/",
        ])
        defer {
            browser.stop()
            try? FileManager.default.removeItem(at: profile)
        }

        let first = try #require(server.waitForLine(containing: "page shows generation 1", timeout: 600), "\(server.output)")
        let firstBuild = first.1.timeIntervalSince(started)

        // Generation 1: the orange badge; the broken preview reported with its error.
        var state = try Self.state(port)
        #expect(state.generation == 1)
        let oven = try #require(state.report?.results.first { $0.name == "Oven" })
        #expect(!oven.rendered && oven.errors.contains { $0.contains("BakeryOven.swift:6:") })
        let before = try Self.badge(port).pixel(x: 200, y: 100)
        #expect(before.red == 255 && before.blue < 60)   // the child draws iOS 26's orange (255, 141, 40)

        // Save a change: the badge turns blue.
        let file = package.appendingPathComponent("Sources/BakeryApp/BakeryPastryRow.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        try source.replacingOccurrences(of: "? SwiftUI.Color.orange :", with: "? SwiftUI.Color.blue :").write(to: file, atomically: true, encoding: .utf8)
        let saved = Date()
        let second = try #require(server.waitForLine(containing: "page shows generation 2", timeout: 600), "\(server.output)")
        let incremental = second.1.timeIntervalSince(saved)
        state = try Self.state(port)
        #expect(state.generation == 2 && state.seen == 2)
        let after = try Self.badge(port).pixel(x: 200, y: 100)
        #expect(after.blue > 200 && after.red < 60)   // systemBlue, iOS 26's (0, 136, 255)
        print("backplate serve: first build to picture in the page \(String(format: "%.1f", firstBuild)) s; save to new picture \(String(format: "%.1f", incremental)) s")

        // Only the server's own pages and images: no traversal, no files by path.
        for path in ["/images/2/../../../../etc/passwd", "/../../etc/passwd", "/images/2/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
                     "/images/1/../2/\(String(repeating: "../", count: 8))etc/passwd", "/etc/passwd",
                     "/images/2/BakeryPastryRow.swift", "/images/2/previews.json"] {
            let response = RawHTTP.get(port: Int(port), path: path, limit: 8 << 20)
            let status = response?.status ?? -1, body = String(decoding: response?.body ?? Data(), as: UTF8.self)
            #expect(status == 404 || status == 400, "\(path) answered \(status)")
            #expect(!body.contains("root:"), "\(path) leaked a file")
        }
        #expect(RawHTTP.get(port: Int(port), path: "/")?.status == 200)
    }
}
