import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCairo

/// Fonts are found the same way from every working directory: `BACKPLATE_FONT_PATH`, then
/// Backplate's own `.fonts` folder (located from the package, not the current directory),
/// then the user's Backplate font folder, then fontconfig's folders.
@Suite(.tags(.fonts)) struct FontSearchTests {
    @Test func searchOrderIsDocumentedAndIndependentOfTheCurrentDirectory() {
        let env = ["BACKPLATE_FONT_PATH": "/opt/fonts-a:/opt/fonts-b:relative/ignored", "BACKPLATE_FONTS": "/opt/legacy",
                   "HOME": "/home/poem"]
        let folders = FontSearchPath.candidateFolders(environment: env).map(\.path)
        #expect(folders == ["/opt/fonts-a", "/opt/fonts-b", "/opt/legacy", FontSearchPath.packageFontFolder.standardizedFileURL.path,
                            "/home/poem/.local/share/backplate/fonts"])
        // XDG_DATA_HOME moves the user's folder; duplicates are listed once.
        let xdg = FontSearchPath.candidateFolders(environment: ["XDG_DATA_HOME": "/data/poem", "BACKPLATE_FONT_PATH": "/data/poem/backplate/fonts"])
        #expect(xdg.map(\.path) == ["/data/poem/backplate/fonts", FontSearchPath.packageFontFolder.standardizedFileURL.path])
        // The package folder is this checkout's `.fonts`, wherever the process runs.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        #expect(FontSearchPath.packageFontFolder.standardizedFileURL == root.appendingPathComponent(".fonts").standardizedFileURL)
        #expect(!FontSearchPath.candidateFolders().contains { $0.path == FileManager.default.currentDirectoryPath + "/.fonts" }
                || FileManager.default.currentDirectoryPath == root.path)
    }

    @Test func engineRegistersTheSearchPath() throws {
        let dirs = PangoTextEngine.defaultFontDirectories()
        #expect(dirs == FontSearchPath.folders())
        try #require(FileManager.default.fileExists(atPath: FontSearchPath.packageFontFolder.path), "run scripts/install-deps.sh")
        #expect(dirs.contains(FontSearchPath.packageFontFolder.standardizedFileURL))
        // Montserrat (seed 002) and Inter 4 (the system font's substitute) come from it.
        #expect(PangoTextEngine.shared.hasFamily("Montserrat"))
        #expect(SystemFontFaces.substituteRoman != nil)
    }

    /// The `backplate` CLI, built next to the test bundle by `swift build --build-tests`.
    static var cli: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("backplate")
    }

    static func layoutOutput(cwd: String, environment: [String: String]? = nil) throws -> String {
        let process = Process()
        process.executableURL = cli
        process.arguments = ["layout", "seed002-boxview"]
        process.currentDirectoryURL = URL(fileURLWithPath: cwd)
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func aRenderFromAnotherDirectoryFindsTheSameFonts() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.cli.path), "build the backplate CLI first")
        try #require(SystemFontFaces.substituteRoman != nil, "run scripts/install-deps.sh")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("poem-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let fromRoot = try Self.layoutOutput(cwd: root.path)
        let fromTmp = try Self.layoutOutput(cwd: "/tmp")
        let fromEmpty = try Self.layoutOutput(cwd: empty.path)
        #expect(!fromRoot.isEmpty)
        // Same layout tree and display list (text widths come from the same faces) everywhere.
        #expect(fromTmp == fromRoot)
        #expect(fromEmpty == fromRoot)
    }

    @Test func theEnvironmentVariableAddsFolders() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.cli.path), "build the backplate CLI first")
        // A folder named by BACKPLATE_FONT_PATH is searched first: the same Inter 4 file found
        // there gives the same layout as the package folder's copy.
        let src = try #require(SystemFontFaces.substituteRoman)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("poem-fontpath-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(atPath: src, toPath: dir.appendingPathComponent("Inter[opsz,wght].ttf").path)
        var env = ProcessInfo.processInfo.environment
        env["BACKPLATE_FONT_PATH"] = dir.path
        let found = FontSearchPath.firstFile(named: ["Inter[opsz,wght].ttf"], in: FontSearchPath.folders(environment: env))
        #expect(found == dir.appendingPathComponent("Inter[opsz,wght].ttf").resolvingSymlinksInPath().path)
        #expect(try Self.layoutOutput(cwd: "/tmp", environment: env) == Self.layoutOutput(cwd: "/tmp"))
    }
}
