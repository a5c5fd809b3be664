import Foundation
import Testing
import BackplateTestSupport
@testable import BackplatePreviewTool

/// `backplate preview` passes a module's Xcode target's concurrency settings to swiftc as
/// Xcode 26 does: default isolation, approachable concurrency and upcoming features.
@Suite struct ProjectCompilerSettingsTests {
    /// The trimmed project of `ProjectLanguageModeTests` with an Xcode 26 app target's settings.
    static let pbxproj = ProjectLanguageModeTests.pbxproj.replacingOccurrences(of: "\t\t\t\tSWIFT_VERSION = 6.0;", with: """
        \t\t\t\tSWIFT_VERSION = 6.0;
        \t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;
        \t\t\t\tSWIFT_APPROACHABLE_CONCURRENCY = YES;
        \t\t\t\tSWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = YES;
        \t\t\t\tSWIFT_UPCOMING_FEATURE_EXISTENTIAL_ANY = NO;
        \t\t\t\tSWIFT_UPCOMING_FEATURE_REGION_BASED_ISOLATION = YES;
        """)

    @Test func anXcode26TargetsSettingsBecomeCompilerFlags() throws {
        let settings = try #require(ProjectLanguageMode.xcodeSettings(Self.pbxproj, module: "Habit_Tracker"))
        #expect(settings["SWIFT_DEFAULT_ACTOR_ISOLATION"] == "MainActor")
        #expect(ProjectCompilerSettings.flags(settings: settings, mode: "6") == [
            "-default-isolation", "MainActor",
            "-enable-upcoming-feature", "NonisolatedNonsendingByDefault", "-enable-upcoming-feature", "InferIsolatedConformances",
            "-enable-upcoming-feature", "MemberImportVisibility",
        ])
        // Swift 5 mode: approachable concurrency adds three features Swift 6 has, and a Swift 6
        // feature set on its own is passed too.
        let five = ProjectCompilerSettings.flags(settings: settings, mode: "5")
        #expect(five.count == 2 + 2 * 7)
        #expect(five.suffix(4) == ["-enable-upcoming-feature", "MemberImportVisibility", "-enable-upcoming-feature", "RegionBasedIsolation"])
        // The widget target sets none of them (the project level has only SWIFT_VERSION).
        let widget = try #require(ProjectLanguageMode.xcodeSettings(Self.pbxproj, module: "StreakWidget"))
        #expect(ProjectCompilerSettings.flags(settings: widget, mode: "5").isEmpty)
        #expect(ProjectLanguageMode.xcodeMode(Self.pbxproj, module: "Habit_Tracker") == "6")
    }

    @Test func aPackageTargetsSwiftSettingsBecomeCompilerFlags() {
        let manifest = """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "Tally", targets: [
                .target(name: "TallyUI", swiftSettings: [
                    .defaultIsolation(MainActor.self),
                    .enableUpcomingFeature("MemberImportVisibility"),
                    .enableUpcomingFeature( "InferIsolatedConformances"),
                    .enableUpcomingFeature("StrictConcurrency"),
                ]),
                .target(name: "TallyModel", swiftSettings: [.defaultIsolation(nil), .swiftLanguageMode(.v5),
                                                            .enableUpcomingFeature("StrictConcurrency")]),
                .testTarget(name: "TallyTests", dependencies: ["TallyUI"]),
            ])
            """
        #expect(ProjectCompilerSettings.manifestFlags(manifest, target: "TallyUI", mode: "6") == [
            "-default-isolation", "MainActor",
            "-enable-upcoming-feature", "MemberImportVisibility", "-enable-upcoming-feature", "InferIsolatedConformances",
        ])
        // Swift 5 mode keeps a feature Swift 6 has; another target's settings stay its own.
        #expect(ProjectCompilerSettings.manifestFlags(manifest, target: "TallyModel", mode: "5") == [
            "-default-isolation", "nonisolated", "-enable-upcoming-feature", "StrictConcurrency",
        ])
        #expect(ProjectLanguageMode.manifestMode(manifest, target: "TallyModel") == "5")
        #expect(ProjectCompilerSettings.manifestFlags(manifest, target: "TallyTests", mode: "6").isEmpty)
        #expect(ProjectCompilerSettings.manifestFlags(manifest, target: "Unknown", mode: "6").isEmpty)
    }

    @Test func settingNamesBecomeFeatureNames() {
        #expect(ProjectCompilerSettings.featureName("EXISTENTIAL_ANY") == "ExistentialAny")
        #expect(ProjectCompilerSettings.featureName("INTERNAL_IMPORTS_BY_DEFAULT") == "InternalImportsByDefault")
        #expect(ProjectCompilerSettings.featureName("DISABLE_OUTWARD_ACTOR_ISOLATION") == "DisableOutwardActorInference")
    }

    @Test func flagsAskedForComeFirstAndReplaceTheProjectsIsolation() {
        let project = ["-default-isolation", "MainActor", "-enable-upcoming-feature", "ExistentialAny",
                       "-enable-upcoming-feature", "InferIsolatedConformances"]
        #expect(PreviewBuilder.merged(["-default-isolation", "nonisolated", "-enable-upcoming-feature", "ExistentialAny"], project: project)
                == ["-default-isolation", "nonisolated", "-enable-upcoming-feature", "ExistentialAny",
                    "-enable-upcoming-feature", "InferIsolatedConformances"])
        #expect(PreviewBuilder.merged([], project: project) == project)
        // `--approachable-concurrency` on a Swift 6 project: the features Swift 6 has are dropped.
        let asked = ["-enable-upcoming-feature", "InferIsolatedConformances", "-enable-upcoming-feature", "InferSendableFromCaptures"]
        #expect(PreviewBuilder.merged(asked, project: [], mode: "6") == ["-enable-upcoming-feature", "InferIsolatedConformances"])
        #expect(PreviewBuilder.merged(asked, project: [], mode: "5") == asked)
    }

    /// The file `PreviewCompilerSettingsTests` shows failing without main-actor default
    /// isolation renders when only the project sets it.
    @Test(.tags(.pixels)) func theProjectsDefaultIsolationCompilesAMainActorCall() throws {
        let root = PreviewToolSupport.temporaryFolder("project-isolation")
        let project = root.appendingPathComponent("Habit Tracker.xcodeproj")
        let app = root.appendingPathComponent("Habit Tracker")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Self.pbxproj.write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        try """
            import SwiftUI

            @MainActor func tallyTitle() -> String { "Tally" }

            // Main-actor isolated only under the project's default isolation.
            struct TallyLabel {
                func title() -> String { tallyTitle() }
            }

            #Preview("Tally", traits: .fixedLayout(width: 80, height: 40)) {
                Color.blue.overlay(Text(TallyLabel().title()))
            }
            """.write(to: app.appendingPathComponent("TallyLabel.swift"), atomically: true, encoding: .utf8)
        let out = PreviewToolSupport.temporaryFolder("project-isolation-out")
        let cache = PreviewToolSupport.temporaryFolder("project-isolation-cache")
        defer { for f in [root, out, cache] { try? FileManager.default.removeItem(at: f) } }
        _ = ChildProcess.run(PreviewToolSupport.backplate,
                             ["preview", app.path, "-o", out.path, "--cache-path", cache.path, "--color-scheme", "light"], timeout: 900)
        let report = try JSONDecoder().decode(PreviewReport.self, from: Data(contentsOf: out.appendingPathComponent("previews.json")))
        let tally = try #require(report.results.first)
        #expect(tally.rendered, "\(tally.errors) \(report.otherErrors)")
        #expect(tally.pngs.map(\.width) == [80] && tally.pngs.map(\.height) == [40])
    }
}
