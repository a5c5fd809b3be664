import Foundation
import Testing
@testable import BackplatePreviewTool

/// A file importing a module Backplate does not have is left out before the first compile, with
/// swiftc's own message, so it costs no compile round; an import under an `#if` a preview
/// build may not compile (`canImport`, a project's own flag) is not counted.
@Suite struct PreviewMissingModuleTests {
    static let motion = """
        import SwiftUI
        import NoSuchMotionKit

        struct MotionBadge: View {
            var body: some View { Text(MotionReader.shared.title) }
        }
        """
    static let guarded = """
        import SwiftUI
        #if canImport(NoSuchMotionKit)
        import NoSuchMotionKit
        #endif
        import Foundation

        struct GuardedSwatch: View {
            var body: some View { Color.teal }
        }

        #Preview("Swatch", traits: .fixedLayout(width: 20, height: 10)) { GuardedSwatch() }
        """

    @Test func theScannerListsOnlyImportsOutsideIfBlocks() throws {
        let scanned = try PreviewToolSupport.scanner.scan(source: Self.guarded, path: "/tmp/GuardedSwatch.swift")
        let imports: [ScannedFile.ModuleImport] = scanned.unconditionalImports
        let expected: [ScannedFile.ModuleImport] = [.init(module: "SwiftUI", line: 1, column: 8), .init(module: "Foundation", line: 5, column: 8)]
        #expect(imports == expected)
    }

    /// Imports under `#if` clauses a preview build surely compiles count as unconditional:
    /// Spot (unseen50) imports Supabase under `#if DEBUG || INTERNAL_TESTING`, and that one file
    /// kept its whole 275-file module compiling for over 600 s.
    static let staging = """
        import SwiftUI
        #if DEBUG || INTERNAL_TESTING
        import NoSuchStagingKit
        #endif
        #if !DEBUG
        import ReleaseOnlyKit
        #elseif os(iOS)
        import DebugIOSKit
        #endif
        #if os(macOS)
        import AppKit
        #else
        import UIKit
        #endif
        #if BETA
        import BetaKit
        #endif
        #if canImport(NoSuchMotionKit)
        import NoSuchMotionKit
        #endif
        #if DEBUG
          #if targetEnvironment(simulator) && DEBUG
          import SimKit
          #endif
        #endif
        """

    @Test func importsInClausesAPreviewBuildSurelyCompilesAreCounted() throws {
        let scanned = try PreviewToolSupport.scanner.scan(source: Self.staging, path: "/tmp/Staging.swift")
        let imports = scanned.unconditionalImports.map { "\($0.module):\($0.line):\($0.column)" }
        #expect(imports == ["SwiftUI:1:8", "NoSuchStagingKit:3:8", "DebugIOSKit:8:8", "UIKit:13:8", "SimKit:23:10"])
    }

    /// A PDF parser's telemetry file as PayslipMax writes it (unseen37): `import Darwin` for the
    /// Mach memory readout and the C library, beside SwiftUI.
    static let telemetry = """
        import Darwin
        import SwiftUI

        enum ParserTelemetry {
            static func residentBytes() -> UInt64 {
                var info = mach_task_basic_info()
                var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size) / 4
                let kerr = withUnsafeMutablePointer(to: &info) {
                    $0.withMemoryRebound(to: integer_t.self, capacity: 1) {
                        task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
                    }
                }
                return kerr == KERN_SUCCESS ? info.resident_size : 0
            }
        }

        struct TelemetryBadge: View {
            var body: some View {
                Text(ParserTelemetry.residentBytes() > 0 ? "\\(Int(Darwin.floor(sqrt(16.5))))" : "none")
            }
        }

        #Preview("Badge", traits: .fixedLayout(width: 40, height: 20)) { TelemetryBadge() }
        """

    @Test func importDarwinFindsTheMachNamesAndTheCLibrary() throws {
        let folder = PreviewToolSupport.temporaryFolder("darwin-import").appendingPathComponent("Telemetry")
        let cache = PreviewToolSupport.temporaryFolder("darwin-import-cache")
        defer { for f in [folder.deletingLastPathComponent(), cache] { try? FileManager.default.removeItem(at: f) } }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.telemetry.write(to: folder.appendingPathComponent("TelemetryBadge.swift"), atomically: true, encoding: .utf8)
        let products = try BackplateProducts.locate(in: URL(fileURLWithPath: PreviewToolSupport.backplate).deletingLastPathComponent().path)
        let module = try #require(try PreviewSources.modules(for: [folder.path]).first)
        let build = PreviewBuilder(products: products, cacheFolder: cache.path).build(module)
        #expect(build.droppedFiles.isEmpty, "\(build.droppedFiles)")
        #expect(build.compilerRuns == 1 && build.program != nil)
    }

    /// Xcode completes names by adding `internal import System` above a view (unseen48's
    /// settings screen): Apple's System is swift-system's `SystemPackage` under its own name.
    static let systemImport = """
        import SwiftUI
        internal import System

        struct LogPathLabel: View {
            let path = FilePath("/var/mobile/Library/Logs/today.log")
            var body: some View { Text(path.extension ?? "none") }
        }

        #Preview("Path", traits: .fixedLayout(width: 40, height: 20)) { LogPathLabel() }
        """

    @Test func importSystemFindsFilePathAsOnIOS() throws {
        let folder = PreviewToolSupport.temporaryFolder("system-import").appendingPathComponent("Logs")
        let cache = PreviewToolSupport.temporaryFolder("system-import-cache")
        defer { for f in [folder.deletingLastPathComponent(), cache] { try? FileManager.default.removeItem(at: f) } }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.systemImport.write(to: folder.appendingPathComponent("LogPathLabel.swift"), atomically: true, encoding: .utf8)
        let products = try BackplateProducts.locate(in: URL(fileURLWithPath: PreviewToolSupport.backplate).deletingLastPathComponent().path)
        #expect(ModuleAvailability(products: products).knownModules().contains("System"))
        let module = try #require(try PreviewSources.modules(for: [folder.path]).first)
        let build = PreviewBuilder(products: products, cacheFolder: cache.path).build(module)
        #expect(build.droppedFiles.isEmpty, "\(build.droppedFiles)")
        #expect(build.compilerRuns == 1 && build.program != nil)
    }

    static let dial = """
        import SwiftUI

        struct MotionDial: View {
            var body: some View { MotionBadge().padding() }
        }
        """

    @Test func importersOfAMissingModuleAreLeftOutBeforeTheOnlyCompile() throws {
        let folder = PreviewToolSupport.temporaryFolder("missing-module").appendingPathComponent("Motion")
        let cache = PreviewToolSupport.temporaryFolder("missing-module-cache")
        defer { for f in [folder.deletingLastPathComponent(), cache] { try? FileManager.default.removeItem(at: f) } }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.motion.write(to: folder.appendingPathComponent("MotionBadge.swift"), atomically: true, encoding: .utf8)
        try Self.guarded.write(to: folder.appendingPathComponent("GuardedSwatch.swift"), atomically: true, encoding: .utf8)
        // A file using the left-out file's type goes with it, before the compile, not after it.
        try Self.dial.write(to: folder.appendingPathComponent("MotionDial.swift"), atomically: true, encoding: .utf8)
        let products = try BackplateProducts.locate(in: URL(fileURLWithPath: PreviewToolSupport.backplate).deletingLastPathComponent().path)

        let availability = ModuleAvailability(products: products)
        let known = availability.knownModules()
        #expect(known.isSuperset(of: ["SwiftUI", "UIKit", "MapKit", "Foundation", "Observation", "os", "CryptoKit", "Darwin"]))
        #expect(!known.contains("NoSuchMotionKit"))

        let module = try #require(try PreviewSources.modules(for: [folder.path]).first)
        let build = PreviewBuilder(products: products, cacheFolder: cache.path).build(module)
        #expect(build.compilerRuns == 1)
        #expect(build.program != nil)
        let dropped = try #require(build.droppedFiles[folder.appendingPathComponent("MotionBadge.swift").path])
        let messages: [String] = dropped.map(\.description)
        #expect(messages == [folder.appendingPathComponent("MotionBadge.swift").path + ":2:8: error: no such module 'NoSuchMotionKit'"])
        let dial = try #require(build.droppedFiles[folder.appendingPathComponent("MotionDial.swift").path]).map(\.description)
        #expect(dial == [folder.appendingPathComponent("MotionDial.swift").path
                         + ":4:27: error: cannot find 'MotionBadge' in scope (only MotionBadge.swift, left out, declares it)"])
        #expect(build.droppedFiles.count == 2)
        // The probes' folder, their TMPDIR too, is gone: nothing piles up in a long-running server.
        let probes: [String] = (try? FileManager.default.contentsOfDirectory(atPath: cache.path + "/import-probes")) ?? []
        #expect(probes.isEmpty, "\(probes)")
    }
}
