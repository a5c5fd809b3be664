import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCairo
import BackplateSnapshotTesting

/// The pinned font set: the files found here are the pinned ones, a different or missing file
/// is named with the command that installs the pinned one, and the install script pins the
/// same contents as `FontManifest`.
@Suite(.tags(.fonts)) struct FontManifestTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func sha256MatchesPublishedVectors() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let abc = dir.appendingPathComponent("abc")
        try Data("abc".utf8).write(to: abc)
        // FIPS 180-2's example "abc", and the empty message.
        #expect(FontManifest.sha256(ofFile: abc.path) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let empty = dir.appendingPathComponent("empty")
        try Data().write(to: empty)
        #expect(FontManifest.sha256(ofFile: empty.path) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(FontManifest.sha256(ofFile: dir.appendingPathComponent("none").path) == nil)
    }

    @Test func thisMachineDrawsWithThePinnedSet() throws {
        try #require(FileManager.default.fileExists(atPath: FontSearchPath.packageFontFolder.path), "run scripts/install-deps.sh")
        #expect(FontManifest.problems() == [])
        #expect(FontManifest.processProblems == [])
        #expect(FontManifest.report([]) == nil)
        // Material Icons is pinned by file for the fontconfig hook.
        #expect(FontManifest.symbolFontFile?.hasSuffix("/MaterialIcons-Regular.ttf") == true)
    }

    @Test func aDifferentFileIsNamedWithItsHashAndTheInstallCommand() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // Another "InterBackplate" (Inter's italic under its name) in a folder searched first.
        let italic = try #require(FontSearchPath.firstFile(named: ["Inter-Italic[opsz,wght].ttf"]))
        try FileManager.default.copyItem(atPath: italic, toPath: dir.appendingPathComponent("InterBackplate[opsz,wght].ttf").path)
        let problems = FontManifest.problems(folders: [dir] + FontSearchPath.folders())
        try #require(problems.count == 1)
        let problem = problems[0]
        #expect(problem.entry.file == "InterBackplate[opsz,wght].ttf")
        #expect(problem.foundPath == dir.appendingPathComponent("InterBackplate[opsz,wght].ttf").resolvingSymlinksInPath().path)
        #expect(problem.foundSHA256 == "acd98e64795781b2058f07b18475e0ecee2a0fe2b42a49e2f9e37d0d6bf66ce6")
        let report = try #require(FontManifest.report(problems))
        #expect(report.contains("InterBackplate[opsz,wght].ttf"))
        #expect(report.contains("fontpkg-inter 4.1.post1"))
        #expect(report.contains("bash " + Self.root.appendingPathComponent("scripts/install-fonts.sh").path))
    }

    @Test func missingFilesAreNamed() {
        // With no Backplate folder, the files only Backplate's folders hold are missing; the
        // Debian ones are still found at their system paths.
        let problems = FontManifest.problems(folders: [])
        let missing = problems.filter { $0.foundPath == nil }.map(\.entry.file)
        let backplateOnly: [String] = FontManifest.entries.filter { $0.systemPath == nil }.map(\.file)
        #expect(missing == backplateOnly)
        #expect(problems.first?.description.hasSuffix("is missing") == true)
    }

    @Test func theInstallScriptPinsTheSameFiles() throws {
        let script = try String(contentsOf: Self.root.appendingPathComponent("scripts/install-fonts.sh"), encoding: .utf8)
        for entry in FontManifest.entries where entry.systemPath == nil {
            // Each pinned file is checked by name and hash on one line of the script.
            let line = script.split(separator: "\n").first { $0.contains("pinned '\(entry.file)'") || $0.contains("pinned \(entry.file) ") }
            #expect(line?.contains(entry.sha256) == true, "\(entry.file)")
        }
        // The Debian files: the script installs each one's package ("Debian 12 <package> <version>").
        for entry in FontManifest.entries where entry.systemPath != nil {
            let package = entry.source.split(separator: " ")[2]
            #expect(script.contains("need+=(\(package))"), "\(entry.file)")
        }
        #expect(script.contains("fonttools==4.68.0"))
    }

    @Test func imageSnapshotsFailOnOtherFontsUnlessRelaxed() throws {
        #expect(SnapshotFontCheck.failure(problems: [], environment: [:]) == nil)
        let problems = FontManifest.problems(folders: [])
        let message = try #require(SnapshotFontCheck.failure(problems: problems, environment: [:]))
        #expect(message.contains("InterBackplate[opsz,wght].ttf (the system font's substitute"))
        #expect(message.contains("is missing"))
        #expect(message.contains("BACKPLATE_FONT_CHECK=warn"))
        #expect(SnapshotFontCheck.failure(problems: problems, environment: ["BACKPLATE_FONT_CHECK": "warn"]) == nil)
    }

    @Test func anotherDejaVuInAUserFontFolderIsReported() async throws {
        let cli = FontSearchTests.cli
        try #require(FileManager.default.isExecutableFile(atPath: cli.path), "build the backplate CLI first")
        let pylib = Self.root.appendingPathComponent(".tools/python")
        try #require(FileManager.default.fileExists(atPath: pylib.appendingPathComponent("fontTools").path), "run scripts/install-fonts.sh")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-home-\(UUID().uuidString)")
        let fonts = home.appendingPathComponent(".fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        // DejaVu Sans Mono with a later revision: fontconfig prefers it to the system's copy.
        let script = "from fontTools.ttLib import TTFont; f = TTFont('/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf'); "
            + "f['head'].fontRevision = 9.0; f.save('\(fonts.path)/DejaVuSansMono.ttf')"
        var env = ProcessInfo.processInfo.environment
        env["PYTHONPATH"] = pylib.path
        env["HOME"] = home.path
        env["XDG_DATA_HOME"] = nil
        env["XDG_CACHE_HOME"] = home.appendingPathComponent(".cache").path
        let (made, _) = try await RenderDeterminismTests.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script], environment: env)
        try #require(made == 0)
        let (status, errors) = try await RenderDeterminismTests.run(cli, ["fonts", "check"], environment: env)
        #expect(status == 1)
        #expect(errors.contains(fonts.appendingPathComponent("DejaVuSansMono.ttf").path + " differs from the pinned DejaVuSansMono.ttf"))
    }
}
