import Testing
import Foundation

/// Tests/DropInFixture stays a package written exactly as for iOS, and Backplate's manifest
/// keeps building its folders (so CI compiles and runs it).
@Suite struct DropInFixtureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixture = root.appendingPathComponent("Tests/DropInFixture")

    static func swiftFiles() throws -> [URL] {
        let walker = FileManager.default.enumerator(at: fixture, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "swift", url.lastPathComponent != "Package.swift" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func itsSwiftFilesHaveNoConditionsAndNoBackplateName() throws {
        let files = try Self.swiftFiles()
        #expect(files.count == 5)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.contains("#if"), "\(file.lastPathComponent) has an #if")
            #expect(!text.contains("Backplate"), "\(file.lastPathComponent) names Backplate")
            #expect(text.contains("import SwiftUI"), "\(file.lastPathComponent) does not import SwiftUI")
        }
    }

    @Test func itsManifestNamesBackplateForLinuxOnlyAndBackplatesManifestBuildsItsFolders() throws {
        let manifest = try String(contentsOf: Self.fixture.appendingPathComponent("Package.swift"), encoding: .utf8)
        let backplateProducts = manifest.components(separatedBy: "package: \"Backplate\"").count - 1
        let linuxOnly = manifest.components(separatedBy: "package: \"Backplate\", condition: .when(platforms: [.linux])").count - 1
        // SwiftUI for the library and its tests, on Linux; the symbol plugin, whose file is
        // empty on Apple platforms (a plugin usage takes no platform condition).
        #expect(backplateProducts == 3 && linuxOnly == 2)
        #expect(manifest.contains(".plugin(name: \"XcodeGeneratedSymbols\", package: \"Backplate\")"))
        let main = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(main.contains("path: \"Tests/DropInFixture/Sources/Trailhead\""))
        #expect(main.contains("path: \"Tests/DropInFixture/Tests/TrailheadTests\""))
    }
}
