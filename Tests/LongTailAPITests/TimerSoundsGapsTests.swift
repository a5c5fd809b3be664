import Testing
import Foundation
import SwiftUI
import UIKit
import AVFoundation

/// An interval timer (2020) keeps its chimes as data sets in its asset catalog and plays them
/// with `AVAudioPlayer(data:fileTypeHint:)` (unseen45's Custimer).
@MainActor @Suite struct TimerSoundsGapsTests {
    /// A catalog with `Chime` (a universal and an iPhone file), `Notes` (no type identifier) and
    /// `Escape` (a file name that leaves the set's folder).
    static func makeCatalog() throws -> URL {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("timer-sounds-\(UUID().uuidString)/Sounds.xcassets")
        func set(_ name: String, _ contents: String, files: [String: String]) throws {
            let folder = catalog.appendingPathComponent("\(name).dataset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: folder.appendingPathComponent("Contents.json"))
            for (file, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(file)) }
        }
        try set("Chime", """
            {"data": [{"idiom": "universal", "filename": "chime.m4a", "universal-type-identifier": "com.apple.m4a-audio"},
                      {"idiom": "iphone", "filename": "chime-phone.m4a", "universal-type-identifier": "com.apple.m4a-audio"}]}
            """, files: ["chime.m4a": "universal bytes", "chime-phone.m4a": "iphone bytes"])
        try set("Notes", #"{"data": [{"idiom": "universal", "filename": "notes.json"}]}"#, files: ["notes.json": #"{"steps": 3}"#])
        try set("Escape", #"{"data": [{"idiom": "universal", "filename": "../Chime.dataset/chime.m4a"}]}"#, files: [:])
        return catalog
    }

    @Test func aDataSetIsReadFromTheCatalogItsIPhoneFileFirst() throws {
        let catalog = try Self.makeCatalog()
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        try AssetCatalog.register(catalog)
        let chime = try #require(NSDataAsset(name: "Chime"))
        #expect(chime.name == "Chime" && chime.data == Data("iphone bytes".utf8) && chime.typeIdentifier == "com.apple.m4a-audio")
        let notes = try #require(NSDataAsset(name: "notes", bundle: .main))
        #expect(notes.data == Data(#"{"steps": 3}"#.utf8) && notes.typeIdentifier == "public.data")
        #expect(NSDataAsset(name: "Escape") == nil)
        #expect(NSDataAsset(name: "NoSuchSound") == nil)
        #expect((chime.copy() as? NSDataAsset) === chime)
        let player = try AVAudioPlayer(data: chime.data, fileTypeHint: "m4a")
        #expect(!player.play() && player.duration == 0)
    }
}
