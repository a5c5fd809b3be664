import BackplateTestSupport
import Foundation
import Testing
@testable import BackplatePreviewTool

/// `backplate preview` on a package's root finds the targets its manifest names, at their
/// `path:` when one is given (an app target kept beside `Package.swift`, not under `Sources/`),
/// leaves test targets out, and says so when no target holds Swift files.
@Suite struct PackageTargetSourcesTests {
    static func write(_ text: String, to path: URL) throws {
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: path, atomically: true, encoding: .utf8)
    }

    @Test func aTargetAtItsOwnPathIsFoundAndTestsAreLeftOut() throws {
        let root = PreviewToolSupport.temporaryFolder("package-targets")
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.write("""
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Habits",
                products: [.executable(name: "Habits", targets: ["Habits"])],
                targets: [
                    .executableTarget(name: "Habits", dependencies: [], path: "HabitsApp", resources: [.process("Resources")]),
                    .target(name: "HabitKit"),
                    .testTarget(name: "HabitsTests", dependencies: ["Habits"], path: "Tests/HabitsTests")
                ]
            )
            """, to: root.appendingPathComponent("Package.swift"))
        try Self.write("import SwiftUI\n", to: root.appendingPathComponent("HabitsApp/Features/HabitRow.swift"))
        try Self.write("import Foundation\n", to: root.appendingPathComponent("Sources/HabitKit/Habit.swift"))
        try Self.write("import Testing\n", to: root.appendingPathComponent("Tests/HabitsTests/HabitTests.swift"))

        let modules = try PreviewSources.modules(for: [root.path])
        #expect(modules.map(\.name) == ["Habits", "HabitKit"])
        #expect(modules.first?.files.map { ($0 as NSString).lastPathComponent } == ["HabitRow.swift"])
        #expect(modules.first?.folders == [root.appendingPathComponent("HabitsApp").standardizedFileURL.path])
    }

    @Test func aPackageWithoutSwiftFilesIsAnError() throws {
        let root = PreviewToolSupport.temporaryFolder("package-empty")
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.write("// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Empty\")\n",
                       to: root.appendingPathComponent("Package.swift"))
        #expect(throws: PreviewInputError.self) { try PreviewSources.modules(for: [root.path]) }
    }
}

/// A manifest that names its targets through constants (`name: Project.app`, with
/// `static let app = "\(Project.name)App"`) and keeps its asset catalogs beside them for the
/// Xcode project that shares its folders (unseen41's HealthVaults).
@Suite struct PackageManifestConstantsTests {
    @Test func targetNamesSpelledAsConstantsResolveAndSharedCatalogsAreSearched() throws {
        let root = PreviewToolSupport.temporaryFolder("package-constants")
        defer { try? FileManager.default.removeItem(at: root) }
        try PackageTargetSourcesTests.write(#"""
            // swift-tools-version: 6.2
            import PackageDescription
            struct Project {
                static let name: String = "Vaults"
                static let app: String = "\(Project.name)App"
                static let shared = "\(Project.name)Shared"
            }
            let package = Package(
                name: Project.name,
                targets: [
                    .executableTarget(name: Project.app, dependencies: [.init(stringLiteral: Project.shared)], path: "App"),
                    .target(name: Project.shared, path: "Shared"),
                    .target(name: Names.widgets, path: "Widgets"),
                ]
            )
            """#, to: root.appendingPathComponent("Package.swift"))
        for file in ["App/MainView.swift", "Shared/Goal.swift", "Widgets/Budget.swift"] {
            try PackageTargetSourcesTests.write("import SwiftUI\n", to: root.appendingPathComponent(file))
        }
        try PackageTargetSourcesTests.write("{}", to: root.appendingPathComponent("Assets/Colors.xcassets/Contents.json"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Vaults.xcodeproj"), withIntermediateDirectories: true)

        let modules = try PreviewSources.modules(for: [root.path])
        // A name no constant gives takes its folder's name.
        #expect(modules.map(\.name) == ["VaultsApp", "VaultsShared", "Widgets"])
        let assets = root.appendingPathComponent("Assets").standardizedFileURL.path
        #expect(modules.allSatisfy { $0.folders.contains(assets) })
        #expect(PreviewSources.assetCatalogs(in: modules[0].folders) == [assets + "/Colors.xcassets"])

        // Without an Xcode project beside the manifest, SwiftPM bundles no such folder.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Vaults.xcodeproj"))
        #expect(try PreviewSources.modules(for: [root.path]).allSatisfy { !$0.folders.contains(assets) })
    }
}
