import Foundation
import Testing
import BackplateTestSupport
import Backplate
@testable import BackplatePreviewTool

/// `backplate preview --default-isolation MainActor`: a file written for an Xcode 26 project
/// (SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor), whose plain struct calls a main-actor function,
/// compiles only with the setting; the same file also logs through `import OSLog`.
@Suite(.tags(.pixels)) struct PreviewCompilerSettingsTests {
    static func run(_ extra: [String], source: String? = nil, model: String? = nil) throws -> PreviewReport {
        let folder = PreviewToolSupport.temporaryFolder("isolation").appendingPathComponent("Tally")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let model {
            let modelFolder = folder.appendingPathComponent("Journal.xcdatamodeld/Journal.xcdatamodel")
            try FileManager.default.createDirectory(at: modelFolder, withIntermediateDirectories: true)
            try model.write(to: modelFolder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        }
        // One file: a file's errors outside its previews are reported on those previews.
        try (source ?? """
            import SwiftUI
            import OSLog

            @MainActor func tallyTitle() -> String { "Tally" }

            // Main-actor isolated only under the project's default isolation.
            struct TallyLabel {
                let logger = Logger(subsystem: "com.example.tally", category: "ui")
                func title() -> String {
                    logger.info("title for \\(3) counters")
                    return tallyTitle()
                }
            }

            #Preview("Tally", traits: .fixedLayout(width: 80, height: 40)) {
                Color.blue.overlay(Text(TallyLabel().title()))
            }
            """).write(to: folder.appendingPathComponent("TallyLabel.swift"), atomically: true, encoding: .utf8)
        let out = PreviewToolSupport.temporaryFolder("isolation-out")
        let cache = PreviewToolSupport.temporaryFolder("isolation-cache")
        defer { for f in [folder.deletingLastPathComponent(), out, cache] { try? FileManager.default.removeItem(at: f) } }
        _ = ChildProcess.run(PreviewToolSupport.backplate,
                             ["preview", model == nil ? folder.appendingPathComponent("TallyLabel.swift").path : folder.path, "-o", out.path,
                              "--cache-path", cache.path, "--color-scheme", "light"] + extra,
                             timeout: 900)
        return try JSONDecoder().decode(PreviewReport.self, from: Data(contentsOf: out.appendingPathComponent("previews.json")))
    }

    @Test func mainActorDefaultIsolationIsPassedToTheCompiler() throws {
        let without = try Self.run([])
        let failed = try #require(without.results.first)
        #expect(!failed.rendered)
        #expect(failed.errors.contains { $0.contains("main actor-isolated") }, "\(failed.errors)")

        let with = try Self.run(["--default-isolation", "MainActor", "--approachable-concurrency"])
        let tally = try #require(with.results.first)
        #expect(tally.rendered, "\(tally.errors) \(with.otherErrors)")
        #expect(tally.pngs.map(\.width) == [80] && tally.pngs.map(\.height) == [40])
    }

    /// `@Generable` types in an Xcode 26 project: the macro's conformance is `nonisolated`, as
    /// Apple's is, so main-actor default isolation does not make it an isolated conformance.
    @Test func generableTypesCompileUnderMainActorIsolation() throws {
        let report = try Self.run(["--default-isolation", "MainActor", "--approachable-concurrency"], source: """
            import SwiftUI
            import FoundationModels

            @Generable enum Mood: String, CaseIterable { case calm, busy }

            @Generable struct Note {
                @Guide(description: "How the day felt") var mood: Mood
                var text: String
            }

            #Preview("Note", traits: .fixedLayout(width: 80, height: 40)) {
                Text(Note(mood: .calm, text: "Hi").generatedContent.jsonString)
            }
            """)
        let note = try #require(report.results.first)
        #expect(note.rendered, "\(note.errors) \(report.otherErrors)")
    }

    /// DailyLock (unseen38): under main-actor default isolation a shape is a main-actor type in
    /// a `Sendable` conformance, and a layout's nonisolated helper using `Subviews` needs its
    /// conformance: SwiftUI's `Shape` removes the inferred isolation, its `Layout` is `Sendable`.
    @Test func shapesAndLayoutsCompileUnderMainActorIsolation() throws {
        let report = try Self.run(["--default-isolation", "MainActor", "--approachable-concurrency"], source: """
            import SwiftUI

            struct Wedge: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    path.closeSubpath()
                    return path
                }
            }

            struct ChipFlow: Layout {
                var spacing: CGFloat = 4
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    Rows(subviews: subviews, spacing: spacing).size
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var x = bounds.minX
                    for subview in subviews {
                        subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                        x += subview.sizeThatFits(.unspecified).width + spacing
                    }
                }
                struct Rows {
                    var size = CGSize.zero
                    nonisolated init(subviews: Subviews, spacing: CGFloat) {
                        for subview in subviews {
                            let ideal = subview.sizeThatFits(.unspecified)
                            size.width += ideal.width + (size.width > 0 ? spacing : 0)
                            size.height = max(size.height, ideal.height)
                        }
                    }
                }
            }

            #Preview("Chips", traits: .fixedLayout(width: 80, height: 40)) {
                ChipFlow { Wedge().fill(.red).frame(width: 20, height: 20); Color.blue.frame(width: 20, height: 20) }
            }
            """)
        let chips = try #require(report.results.first)
        #expect(chips.rendered, "\(chips.errors) \(report.otherErrors)")
        #expect(chips.pngs.map(\.width) == [80] && chips.pngs.map(\.height) == [40])
    }

    /// A journal app (unseen44) in an Xcode 26 project: the Core Data classes generated for its
    /// model compile under main-actor default isolation (their overrides stay nonisolated).
    @Test func generatedCoreDataClassesCompileUnderMainActorIsolation() throws {
        let model = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift" usedWithSwiftData="YES">
                <entity name="CDJournalEntry" representedClassName="CDJournalEntry" syncable="YES" codeGenerationType="class">
                    <attribute name="title" optional="YES" attributeType="String"/>
                    <attribute name="mood" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                </entity>
            </model>
            """
        let report = try Self.run(["--default-isolation", "MainActor", "--approachable-concurrency"], source: """
            import SwiftUI
            import CoreData

            struct EntryTitle: View {
                let entry: CDJournalEntry
                var body: some View { Text(entry.title ?? "Untitled") }
            }

            #Preview("Entry", traits: .fixedLayout(width: 80, height: 40)) {
                let entry = CDJournalEntry(entity: CDJournalEntry.entity(), insertInto: nil)
                let _ = entry.title = "Rain"
                EntryTitle(entry: entry)
            }
            """, model: model)
        let entry = try #require(report.results.first)
        #expect(entry.rendered, "\(entry.errors) \(report.otherErrors)")
    }

    @Test func anUnknownIsolationIsRejected() {
        let run = ChildProcess.run(PreviewToolSupport.backplate, ["preview", "/tmp", "--default-isolation", "Main"], timeout: 60)
        #expect(run.status != 0)
        #expect(run.output.contains("--default-isolation must be MainActor or nonisolated"), "\(run.output)")
    }

    /// Xcode turns on bare-slash regex literals in Swift 5 mode targets; a file that escapes
    /// quotes with `replacing(/"/, with:)` must parse and render its result.
    @Test func bareSlashRegexLiteralsParseInSwift5Mode() throws {
        let folder = PreviewToolSupport.temporaryFolder("regex").appendingPathComponent("Quoter")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            import SwiftUI

            extension String {
                var quoteEscaped: String { replacing(/"/, with: "'") }
                var digitRuns: Int { matches(of: /[0-9]+/).count }
            }

            #Preview("Quoted", traits: .fixedLayout(width: 120, height: 40)) {
                Text("say \\"hi\\"".quoteEscaped + " \\("a1b22".digitRuns)")
            }
            """.write(to: folder.appendingPathComponent("Quoter.swift"), atomically: true, encoding: .utf8)
        let out = PreviewToolSupport.temporaryFolder("regex-out")
        let cache = PreviewToolSupport.temporaryFolder("regex-cache")
        defer { for f in [folder.deletingLastPathComponent(), out, cache] { try? FileManager.default.removeItem(at: f) } }
        _ = ChildProcess.run(PreviewToolSupport.backplate,
                             ["preview", folder.path, "-o", out.path, "--cache-path", cache.path, "--color-scheme", "light"], timeout: 900)
        let report = try JSONDecoder().decode(PreviewReport.self, from: Data(contentsOf: out.appendingPathComponent("previews.json")))
        let quoted = try #require(report.results.first)
        #expect(quoted.rendered, "\(quoted.errors) \(report.otherErrors)")
        #expect(quoted.pngs.map(\.width) == [120])
    }

    /// `import CryptoKit` reaches swift-crypto through the preview's module alias: SHA-256("abc")
    /// starts 0xba (FIPS 180-2), so the preview fills green (iOS 26's systemGreen), else red.
    @Test func cryptoKitImportsThroughItsModuleAlias() throws {
        let folder = PreviewToolSupport.temporaryFolder("cryptokit").appendingPathComponent("Digest")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            import SwiftUI
            import CryptoKit

            #Preview("Digest", traits: .fixedLayout(width: 40, height: 40)) {
                Array(SHA256.hash(data: Data("abc".utf8))).first == 0xba ? Color.green : Color.red
            }
            """.write(to: folder.appendingPathComponent("Digest.swift"), atomically: true, encoding: .utf8)
        let out = PreviewToolSupport.temporaryFolder("cryptokit-out")
        let cache = PreviewToolSupport.temporaryFolder("cryptokit-cache")
        defer { for f in [folder.deletingLastPathComponent(), out, cache] { try? FileManager.default.removeItem(at: f) } }
        _ = ChildProcess.run(PreviewToolSupport.backplate,
                             ["preview", folder.path, "-o", out.path, "--cache-path", cache.path, "--color-scheme", "light"], timeout: 900)
        let report = try JSONDecoder().decode(PreviewReport.self, from: Data(contentsOf: out.appendingPathComponent("previews.json")))
        let digest = try #require(report.results.first)
        #expect(digest.rendered, "\(digest.errors) \(report.otherErrors)")
        let png = try #require(digest.pngs.first)
        let image = try #require(RenderedImage(pngData: try Data(contentsOf: out.appendingPathComponent(png.file))))
        #expect(image.pixel(x: 40, y: 40) == .init(red: 52, green: 199, blue: 89, alpha: 255))
    }
}
