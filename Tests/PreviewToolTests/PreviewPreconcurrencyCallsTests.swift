import Foundation
import Testing
import BackplateTestSupport
import Backplate
@testable import BackplatePreviewTool

/// Apple's Dispatch declares its closure-taking calls `@preconcurrency`, and Foundation's
/// observers and timers come from Objective-C: a Swift 5 file touching main-actor state in
/// such a closure gets a warning on iOS. Linux's are plain Swift, where it is an error (unseen40's
/// Nutrivance: `HealthStateEngine` and the 20 files using it). Preview builds call twins that
/// are `@preconcurrency` too.
@Suite struct PreviewPreconcurrencyCallsTests {
    static let source = """
        DispatchQueue.global(qos: .userInitiated).async { load() }
        DispatchQueue.main.async { load() }
        queue.async { load() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { load() }
        NotificationCenter.default.addObserver(forName: .changed, object: nil, queue: .main) { _ in load() }
        NotificationCenter.default.addObserver(self, selector: Selector("x"), name: .changed, object: nil)
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in load() }
        bus.addObserver(forName: .changed, object: nil, queue: .main) { _ in load() }
        """

    @Test func closureCallsAreRenamedToTheirPreconcurrencyTwins() throws {
        let scanned = try PreviewToolSupport.scanner.scan(source: Self.source, path: "/tmp/Engine.swift")
        let prepared = try #require(scanned.preparedSource(Self.source))
        #expect(prepared.split(separator: "\n").map(String.init) == [
            "DispatchQueue.global(qos: .userInitiated).backplatePreconcurrencyAsync { load() }",
            "DispatchQueue.main.async { load() }",
            "queue.async { load() }",
            "DispatchQueue.global().backplatePreconcurrencyAsyncAfter(deadline: .now() + 1) { load() }",
            "NotificationCenter.default.backplatePreconcurrencyAddObserver(forName: .changed, object: nil, queue: .main) { _ in load() }",
            "NotificationCenter.default.addObserver(self, selector: Selector(\"x\"), name: .changed, object: nil)",
            "Timer.backplatePreconcurrencyScheduledTimer(withTimeInterval: 1, repeats: true) { _ in load() }",
            "bus.addObserver(forName: .changed, object: nil, queue: .main) { _ in load() }",
        ])
    }

    /// A `@MainActor` engine that reads its state from a background queue, an observer and a
    /// timer, as Nutrivance's does: it compiles (with warnings, as on iOS) and its preview renders.
    @Test func aMainActorEngineTouchingItsStateFromClosuresCompiles() throws {
        let folder = PreviewToolSupport.temporaryFolder("preconcurrency").appendingPathComponent("Engine")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            import SwiftUI

            @MainActor
            final class MetricsEngine: ObservableObject {
                @Published var ready = true
                private var isAppActive = true
                private static func decodeSnapshot() -> Int { 1 }

                func start() {
                    DispatchQueue.global(qos: .userInitiated).async { _ = Self.decodeSnapshot() }
                    DispatchQueue.global().asyncAfter(deadline: .now() + 60) { _ = Self.decodeSnapshot() }
                    _ = NotificationCenter.default.addObserver(forName: .init("changed"), object: nil, queue: .main) { [weak self] _ in
                        guard let self else { return }
                        _ = self.isAppActive
                    }
                    _ = Timer.scheduledTimer(withTimeInterval: 3600, repeats: false) { [weak self] _ in _ = self?.isAppActive }
                }
            }

            #Preview("Engine", traits: .fixedLayout(width: 20, height: 20)) {
                let engine = MetricsEngine()
                engine.start()
                return (engine.ready ? Color.green : Color.red)
            }
            """.write(to: folder.appendingPathComponent("MetricsEngine.swift"), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let (report, rendered) = try PreviewToolSupport.renderFirstPreview(folder.path)
        let engine = try #require(report.results.first)
        #expect(engine.rendered, "\(engine.errors) \(report.otherErrors) \(report.leftOutFiles)")
        let image = try #require(rendered)
        #expect(image.pixel(x: image.width / 2, y: image.height / 2) == .init(red: 52, green: 199, blue: 89, alpha: 255))
    }
}
