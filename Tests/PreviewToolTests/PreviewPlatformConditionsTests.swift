import Foundation
import Testing
@testable import BackplatePreviewTool

/// `backplate preview` builds files as an iPhone simulator build does: `#if os(iOS)` code is
/// compiled and `#if os(Linux)` code is not, every byte of the rest kept in its column.
/// (Concentricity Demo's `typealias PlatformImage = UIImage` sits under `#if os(iOS)`, unseen27.)
@Suite struct PreviewPlatformConditionsTests {
    static let source = """
        import SwiftUI
        #if os(iOS) || os(tvOS)
        typealias PlatformImage = UIImage
        #elseif os(macOS)
        typealias PlatformImage = NSImage
        #endif
        #if !os(Linux) && targetEnvironment(simulator)
        let onSimulator = true
        #endif
        #if os(macOS) || targetEnvironment(macCatalyst)
        let desktop = true
        #endif
        """

    @Test func iOSTestsAreTrueAndLinuxFalseInTheCompiledCopy() throws {
        let scanned = try PreviewToolSupport.scanner.scan(source: Self.source, path: "/tmp/Platform.swift")
        #expect(scanned.conditionReplacements.map(\.value) == [true, false, true])
        let prepared = try #require(scanned.preparedSource(Self.source))
        let lines = prepared.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1] == "#if true    || os(tvOS)")
        #expect(lines[3] == "#elseif os(macOS)")
        #expect(lines[6] == "#if !false     && true" + String(repeating: " ", count: 24))
        #expect(lines[9] == "#if os(macOS) || targetEnvironment(macCatalyst)")
        #expect(lines.count == Self.source.split(separator: "\n", omittingEmptySubsequences: false).count)
        // Every line but the import (its stand-in is longer) keeps its length.
        let original = Self.source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines.dropFirst().map(\.utf8.count)) == Array(original.dropFirst().map(\.utf8.count)))
    }

    static let locales = """
        let code = Locale.current.currency!.identifier
        let updating: Locale = Locale.autoupdatingCurrent
        let region = locale.current
        let other = Locale.preferredLanguages
        """

    /// A US-English simulator's `Locale.current` has a currency; Linux's `en_001` has none, so
    /// BookingSense's `Locale.current.currency!` crashed six previews (unseen31).
    @Test func theCurrentLocaleIsASimulatorsUSEnglishOneInTheCompiledCopy() throws {
        let scanned = try PreviewToolSupport.scanner.scan(source: Self.locales, path: "/tmp/Locales.swift")
        let prepared = try #require(scanned.preparedSource(Self.locales))
        let lines = prepared.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines == [#"let code = Locale(identifier: "en_US").currency!.identifier"#,
                          #"let updating: Locale = Locale(identifier: "en_US")"#,
                          "let region = locale.current", "let other = Locale.preferredLanguages"])
        #expect(Locale(identifier: "en_US").currency?.identifier == "USD")
    }
}

/// A module swiftc cannot find takes every file that imports it out of the build at once.
@Suite struct MissingModuleImportsTests {
    @Test func everyImporterOfAMissingModuleIsFound() {
        #expect(MissingModuleImports.moduleName(in: "no such module 'SwiftUIPager'") == "SwiftUIPager")
        #expect(MissingModuleImports.moduleName(in: "cannot find 'X' in scope") == nil)
        let sources = ["/a/Onboarding.swift": "import SwiftUI\nimport SwiftUIPager\n",
                       "/a/Carousel.swift": "// SwiftUIPager pages\n@preconcurrency public import SwiftUIPager // pages\n",
                       "/a/Other.swift": "import SwiftUIPagerKit\nlet x = \"import SwiftUIPager\"\n",
                       "/a/Scoped.swift": "import struct SwiftUIPager.Pager\n"]
        let found = MissingModuleImports.importers(of: "SwiftUIPager", in: sources)
        #expect(found.map(\.path) == ["/a/Carousel.swift", "/a/Onboarding.swift", "/a/Scoped.swift"])
        #expect(found.map(\.line) == [2, 2, 1])
        #expect(found.map(\.column) == [31, 8, 15])
    }

    @Test func modulesTheLinkerCouldNotFindAreNamed() {
        // ld's messages for a module swiftc found beside Backplate's that the library lacks.
        let output = """
            /tmp/T/app-1.o:app-1.o:function $s3app5ModelC5startyyYaF: error: undefined reference to '$s7NIOCore10ByteBufferVMn'
            /tmp/T/app-1.o:app-1.o:got.$s7NIOCore7ChannelMp: error: undefined reference to '$s7NIOCore7ChannelMp'
            /tmp/T/app-1.o:app-1.o:function main: error: undefined reference to '$s7Logging6LoggerV5labelACSS_tcfC'
            /tmp/T/app-1.o:app-1.o:function main: error: undefined reference to 'cairo_create'
            clang: error: linker command failed with exit code 1
            """
        #expect(MissingModuleImports.unlinkedModules(in: output) == ["NIOCore", "Logging"])
    }
}
