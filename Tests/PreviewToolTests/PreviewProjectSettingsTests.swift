import Foundation
import Testing
import BackplateTestSupport
@testable import BackplatePreviewTool

/// `backplate preview` on a folder of an Xcode project: the target's `SWIFT_VERSION = 6.0` lets a
/// main-actor default argument compile, and the English `.lproj` table gives `NSLocalizedString`
/// and `Text("key")` their values, as the app shows them on an iPhone set to English.
@Suite(.tags(.pixels)) struct PreviewProjectSettingsTests {
    static let source = """
        import SwiftUI

        @MainActor final class Container {
            static func make() -> Container { Container() }
            let title = NSLocalizedString("headerTitle", comment: "")
        }

        @MainActor struct Dependencies {
            let container: Container
            // A main-actor default argument: Swift 6 compiles it, Swift 5 does not.
            init(container: Container = Container.make()) { self.container = container }
        }

        #Preview("Table", traits: .fixedLayout(width: 120, height: 40)) {
            Text(Dependencies().container.title)
        }

        #Preview("Key", traits: .fixedLayout(width: 120, height: 40)) {
            Text("headerTitle")
        }

        #Preview("Literal", traits: .fixedLayout(width: 120, height: 40)) {
            Text(verbatim: "Rituals")
        }
        """

    static func run(_ extra: [String]) throws -> (PreviewReport, URL) {
        let root = PreviewToolSupport.temporaryFolder("project")
        let project = root.appendingPathComponent("Habit Tracker.xcodeproj")
        let app = root.appendingPathComponent("Habit Tracker")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try ProjectLanguageModeTests.pbxproj.write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        for (language, value) in [("en", "Rituals"), ("de", "Rituale")] {
            let folder = app.appendingPathComponent("Resources/\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "/* Header */\n\"headerTitle\" = \"\(value)\";\n".write(to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        try source.write(to: app.appendingPathComponent("Rituals.swift"), atomically: true, encoding: .utf8)
        let out = PreviewToolSupport.temporaryFolder("project-out")
        let cache = PreviewToolSupport.temporaryFolder("project-cache")
        defer { for f in [root, cache] { try? FileManager.default.removeItem(at: f) } }
        _ = ChildProcess.run(PreviewToolSupport.backplate,
                             ["preview", app.path, "-o", out.path, "--cache-path", cache.path, "--color-scheme", "light"] + extra, timeout: 900)
        let report = try JSONDecoder().decode(PreviewReport.self, from: Data(contentsOf: out.appendingPathComponent("previews.json")))
        return (report, out)
    }

    static func png(_ report: PreviewReport, _ name: String, in out: URL) throws -> Data {
        let result = try #require(report.results.first { $0.name == name })
        #expect(result.rendered, "\(name): \(result.errors) \(report.otherErrors)")
        let file = try #require(result.pngs.first?.file)
        return try Data(contentsOf: file.hasPrefix("/") ? URL(fileURLWithPath: file) : out.appendingPathComponent(file))
    }

    @Test func theProjectsSwift6ModeAndEnglishTableAreUsed() throws {
        let (report, out) = try Self.run([])
        defer { try? FileManager.default.removeItem(at: out) }
        let literal = try Self.png(report, "Literal", in: out)
        #expect(try Self.png(report, "Table", in: out) == literal)
        #expect(try Self.png(report, "Key", in: out) == literal)
    }

    @Test func swift5ModeAskedForRejectsTheMainActorDefaultArgument() throws {
        let (report, out) = try Self.run(["--swift-version", "5"])
        defer { try? FileManager.default.removeItem(at: out) }
        let table = try #require(report.results.first { $0.name == "Table" })
        #expect(!table.rendered)
        #expect(table.errors.contains { $0.contains("main actor-isolated") }, "\(table.errors)")
    }
}
