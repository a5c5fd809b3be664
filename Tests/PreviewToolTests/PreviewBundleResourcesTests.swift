import Foundation
import Testing
@testable import BackplatePreviewTool

/// An app that loads `Bundle.main.url(forResource: "data", withExtension: "json")` in its preview
/// data (unseen23's habit app stops with `fatalError` when the file is missing): the preview
/// program gets the app folder's data files beside it, flattened as Xcode's bundle has them.
@Suite struct PreviewBundleResourcesTests {
    @Test func dataFilesAreCopiedFlatAndOtherFilesAreNot() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("resources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = ["App/Data/data.json", "App/Seeds/exercises.csv", "App/Info.plist", "App/App.entitlements",
                     "App/en.lproj/Localizable.strings", "App/Assets.xcassets/Brand.colorset/Contents.json",
                     "App/.build/cache.json", "App/Views/HabitRow.swift"]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.utf8).write(to: url)
        }
        let found = PreviewBundleResources.files(in: [root.path])
        #expect(found.map { URL(fileURLWithPath: $0).lastPathComponent } == ["data.json", "exercises.csv"])

        let program = root.appendingPathComponent("program")
        try FileManager.default.createDirectory(at: program, withIntermediateDirectories: true)
        PreviewBundleResources.install(found, besideProgramIn: program.path)
        let copied = try String(contentsOf: program.appendingPathComponent("data.json"), encoding: .utf8)
        #expect(copied == "App/Data/data.json")
        #expect(FileManager.default.fileExists(atPath: program.appendingPathComponent("exercises.csv").path))
    }

    /// A trivia game opens its theme with `try! AVAudioPlayer(contentsOf:)` from
    /// `Bundle.main.path(forResource:ofType:)` (unseen26): its sounds are copied too.
    @Test func soundsAndVideosAreCopiedAsResources() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sounds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for file in ["Game/Support/Audio/magic-in-the-air.mp3", "Game/Support/Audio/page-flip.wav", "Game/Video/intro.mov",
                     "Game/Game.swift"] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.utf8).write(to: url)
        }
        let found = PreviewBundleResources.files(in: [root.path]).map { URL(fileURLWithPath: $0).lastPathComponent }
        // Sorted by path: Support/Audio before Video; the source file is not a resource.
        #expect(found == ["magic-in-the-air.mp3", "page-flip.wav", "intro.mov"])
    }

    /// A mood journal reads its quotes with `Bundle.main.url(forResource: "Quotes", withExtension:
    /// "json")!`, a file it keeps only in `.lproj` folders (unseen44): the English one is copied.
    @Test func theEnglishCopyOfALocalizedFileIsCopied() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("localized-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for file in ["Journal/de.lproj/Quotes.json", "Journal/en.lproj/Quotes.json", "Journal/Base.lproj/Quotes.json",
                     "Journal/fr.lproj/Tips.json", "Journal/Base.lproj/Tips.json", "Journal/ja.lproj/OnlyJapanese.json",
                     "Journal/en.lproj/Localizable.strings"] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.utf8).write(to: url)
        }
        let found = PreviewBundleResources.files(in: [root.path])
        #expect(found.map { URL(fileURLWithPath: $0).pathComponents.suffix(2).joined(separator: "/") }
                == ["Base.lproj/Tips.json", "en.lproj/Quotes.json"])

        let program = root.appendingPathComponent("program")
        try FileManager.default.createDirectory(at: program, withIntermediateDirectories: true)
        PreviewBundleResources.install(found, besideProgramIn: program.path)
        #expect(try String(contentsOf: program.appendingPathComponent("Quotes.json"), encoding: .utf8) == "Journal/en.lproj/Quotes.json")
    }
}
