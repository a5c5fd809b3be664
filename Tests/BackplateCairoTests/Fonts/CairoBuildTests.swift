import Testing
import Foundation
@testable import BackplateCairo

/// A server tells Backplate's cairo build (scripts/build-cairo.sh, which frees each scaled
/// font's copy of its variations) from Debian's by the flag the build exports; CI (`.ci/run`)
/// runs this suite with each cairo loaded.
@Suite struct CairoBuildTests {
    /// The `libcairo.so.2` this process mapped, read from `/proc/self/maps`.
    static func loadedCairoPath() throws -> String? {
        // Read to the end: /proc files report a size of 0.
        let handle = try #require(FileHandle(forReadingAtPath: "/proc/self/maps"))
        defer { try? handle.close() }
        let maps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        return maps.split(separator: "\n").lazy
            .compactMap { $0.split(separator: " ", omittingEmptySubsequences: true).last.map(String.init) }
            .first { ($0 as NSString).lastPathComponent.hasPrefix("libcairo.so.2") }
    }

    @Test func theFlagNamesTheLoadedBuild() throws {
        let path = try #require(try Self.loadedCairoPath())
        let isBackplateBuild = path.contains("/.cairo/lib/")
        #expect(ServerTuning.cairoFreesScaledFontVariations == isBackplateBuild, "loaded \(path)")
    }
}
